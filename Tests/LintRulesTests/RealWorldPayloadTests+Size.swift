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
    ]
}
