import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Messages at FCM's size limit whose outcome a report states (audit43). Rebuilt from the
    /// sizes the reports give: the payloads themselves were not published.
    static let sizeCases: [RealWorldCase] = [
        // https://stackoverflow.com/questions/31264206 (FCM follow-up answer): a data-only message
        // was accepted "up to exactly 4096 characters, counting the length of every key and value".
        // One key and a 4095-byte value: 4096 counted, 4113 bytes as compact JSON. FCM accepts it;
        // the APNs payload FCM builds from it (the data merged beside aps, FCM's keys) is over
        // APNs' limit, so an iOS token still fails.
        RealWorldCase(
            "audit43 data-only at FCM's counted limit (Stack Overflow 31264206)",
            #"{"message": {"token": "TOKEN", "data": {"k": "\#(String(repeating: "a", count: 4095))"}}}"#,
            expected: ["size-apns-limit /message", "size-warn /message"]),
        // The same with one byte more: 4097 counted, rejected.
        RealWorldCase(
            "audit43 data-only one byte over FCM's counted limit (Stack Overflow 31264206)",
            #"{"message": {"token": "TOKEN", "data": {"k": "\#(String(repeating: "a", count: 4096))"}}}"#,
            expected: ["size-apns-limit /message", "size-fcm-limit /message"]),
        // https://github.com/firebase/firebase-admin-go/issues/580: Data {"a": x}, x a random
        // 8000-byte string, was rejected with "Android message is too big".
        RealWorldCase(
            "audit43 firebase-admin-go#580 8000-byte data value",
            #"{"message": {"token": "TOKEN", "data": {"a": "\#(String(repeating: "x", count: 8000))"}}}"#,
            expected: ["size-apns-limit /message", "size-fcm-limit /message"]),
        // A nested JSON string in data (Notify Kit, Expo, many servers): its quotes cost two bytes
        // each as JSON, one in FCM's count. 3400 bytes of text with 800 quotes: 4223 bytes as
        // compact JSON on Android, 3407 counted; a warning, not a certain rejection. APNs counts
        // the JSON, so iOS is over.
        RealWorldCase(
            "audit43 nested JSON string whose escapes alone pass 4096",
            #"{"message": {"topic": "news", "data": {"payload": "\#(String(repeating: #"{\"key\":\"value_\"},"#, count: 200))"}, "android": {"priority": "high"}}}"#,
            expected: ["size-apns-limit /message", "size-warn /message"]),
        // https://github.com/novuhq/novu/pull/12659: the provider copies every trigger field into
        // the data of a notification message (firebase-admin object). 90 fields of about 40
        // bytes: an Android figure of 4414 bytes as compact JSON, 3863 counted by FCM, so a
        // warning; the APNs payload (data merged beside aps, 4526 bytes) is over APNs' limit.
        RealWorldCase(
            "audit43 Novu trigger payload copied into data (novuhq/novu#12659)",
            #"{"token": "TOKEN", "notification": {"title": "Order shipped", "body": "Your order is on its way"}, "data": {\#((0..<90).map { "\"k\($0)\": \"value-\($0)-\(String(repeating: "p", count: 30))\"" }.joined(separator: ", ")), "__nvMessageId": "64f0c0ffee"}}"#,
            expected: ["size-apns-limit (root)", "size-warn (root)"]),
        // https://github.com/BasedHardware/omi/pull/13173: a data-only chat answer whose body
        // repeats the full text: 4376 bytes counted by FCM, over the limit either way.
        RealWorldCase(
            "audit43 omi chat answer with the text sent twice (BasedHardware/omi#13173)",
            #"{"message": {"token": "TOKEN", "data": {"push_type": "chat_answer", "navigate_to": "/chat/omi", "text": "\#(String(repeating: "lorem ipsum dolor sit amet ", count: 80))", "title": "Omi", "body": "\#(String(repeating: "lorem ipsum dolor sit amet ", count: 80))"}, "android": {"priority": "high"}, "apns": {"payload": {"aps": {"alert": {"title": "Omi", "body": "lorem ipsum"}}}}}}"#,
            expected: ["size-apns-limit /message", "size-fcm-limit /message"]),
    ]
}
