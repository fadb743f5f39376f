import SizeModel

/// On iOS a Notify Kit message carries the user data twice.
///
/// Lint: a message with `notifee_data` in `apns.payload` and user keys in `data`, whose iOS figure
/// is over the warning threshold. FCM merges every `data` key at the top level of the APNs
/// payload, so the same data arrives as top-level keys and inside `notifee_data`. Below the
/// threshold the duplication costs nothing that matters and is not reported.
struct SizeIOSDuplicatedDataRule: Rule {
    static let description = RuleDescription(
        id: "size-ios-duplicated-data",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "iOS receives the user data twice: as top-level keys merged from data and in notifee_data",
        rationale: """
            Notify Kit writes the user data into data (for Android) and, serialized, into \
            apns.payload.notifee_data (for the iOS extension). FCM merges every key of data into \
            the APNs payload at the top level, so iOS receives the user data twice. Moving the \
            Android copy to android.data (which replaces data for Android and is not sent to \
            iOS) leaves one copy on each platform; the client merges notifee_data back into the \
            data it hands to the app. Reported when the iOS payload is over the warning \
            threshold, where the saved bytes matter. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "react-native-notify-kit server/src/buildPayload.ts (notifee_data comment); src/fcm/reconstructNotification.ts",
            "https://firebase.google.com/docs/cloud-messaging/ios/receive",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"note": "\#(String(repeating: "a", count: 1700))", "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}, "apns": {"payload": {"aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}", ↓"notifee_data": "{\"note\":\"\#(String(repeating: "a", count: 1700))\"}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"note": "x", "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}, "apns": {"payload": {"aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}", "notifee_data": "{\"note\":\"x\"}"}}}}"#),
            // The Android copy is in android.data, which iOS does not receive.
            Example(#"{"message": {"topic": "news", "android": {"data": {"note": "\#(String(repeating: "a", count: 1700))", "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}}, "apns": {"payload": {"aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}", "notifee_data": "{\"note\":\"\#(String(repeating: "a", count: 1700))\"}"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        guard let size = message.sizes.ios, size.bytes > size.warningThreshold,
            let payload = message.apnsPayload, payload.isObject,
            let notifeeData = payload.member(literal: "notifee_data"), let data = message.data, data.isObject
        else { return }
        var keys = 0
        var bytes = 0
        for member in data.members where !member.key.stringHasPrefix("notifee_") && payload.member(member.key.stringValue ?? "") == nil {
            keys += 1
            bytes += CompactJSONSize.ofMember(member) + 1
        }
        guard keys > 0 else { return }
        findings.report(
            "iOS receives the user data twice: \(bytes) bytes as \(keys) top-level \(keys == 1 ? "key" : "keys") merged from data, and \(CompactJSONSize.of(notifeeData)) bytes in notifee_data (the APNs payload is \(size.bytes) bytes)",
            at: notifeeData, anchor: .key,
            fix: "move the user keys from data to android.data: Android still receives them, and iOS only in notifee_data (saves about \(bytes) bytes on iOS)")
    }
}
