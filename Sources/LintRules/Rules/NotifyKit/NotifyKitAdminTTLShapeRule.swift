import SizeModel

/// A bare Notify Kit message with a duration-string `android.ttl` cannot go to firebase-admin as it
/// is.
///
/// Lint: a message with a `notifee_options` blob that is not wrapped in `{"message": …}` (the object
/// handed to `admin.messaging().send()`) and whose `android.ttl` is a duration string such as
/// `"3600s"`.
struct NotifyKitAdminTTLShapeRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-admin-ttl-shape",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a bare Notify Kit message has android.ttl in the HTTP v1 form firebase-admin rejects",
        rationale: """
            buildNotifyKitPayload has emitted android.ttl in the HTTP v1 wire form ("3600s"), \
            while firebase-admin's send() validates ttl as a number of milliseconds and throws \
            on the string. The guide's adapter converts it (Number(n) * 1000) before sending; \
            newer server SDK versions emit milliseconds themselves. A request body for the \
            REST API is wrapped in {"message": …} and takes the string, so only the bare \
            object is reported. \
            Severity: error, because every way of sending this object fails (E1): \
            firebase-admin-node throws "TTL must be a non-negative duration in milliseconds", \
            Python's encoder raises on a string, Go and Java take typed durations, and the HTTP v1 \
            API needs the {"message": …} envelope.
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Note on firebase-admin TTL compatibility\"",
            "react-native-notify-kit server/src/android.ts; scripts/send-test-fcm.js",
            "https://github.com/firebase/firebase-admin-node/issues/1163",
        ],
        upstreamErrors: ["TTL must be a non-negative duration in milliseconds"],
        triggeringExamples: [
            Example(#"{"token": "t", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"priority": "HIGH", "ttl": ↓"3600s"}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"priority": "HIGH", "ttl": "3600s"}}}"#),
            Example(#"{"token": "t", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"priority": "high", "collapseKey": "n-1", "ttl": 3600000}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.shape == .v1Message, message.isNotifyKitMessage, let ttl = message.androidTTLValue,
            let text = ttl.stringValue, let seconds = AndroidTTL.parseDuration(text)
        else { return }
        let milliseconds = seconds * 1000
        let number = NotifyKitTTLMismatchRule.wholeNumber(milliseconds)
        findings.report(
            "android.ttl \"\(text)\" is the HTTP v1 form; firebase-admin's send() takes milliseconds and throws on it",
            at: ttl,
            fix: "for admin.messaging().send() write \"ttl\": \(number); for the REST API wrap the message in {\"message\": …}")
    }
}
