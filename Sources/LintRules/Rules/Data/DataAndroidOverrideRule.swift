import SizeModel

/// `android.data` replaces `data` on Android; it does not merge.
///
/// Lint: both `data` and `android.data` are objects and some keys of `data` are missing from
/// `android.data`; reported at the `android.data` key, naming the keys Android loses.
struct DataAndroidOverrideRule: Rule {
    static let description = RuleDescription(
        id: "data-android-override",
        area: .data,
        needs: .androidData,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.data replaces data on Android, so keys only in data are lost there",
        rationale: """
            AndroidConfig.data "will override Message.data" for Android devices: when it is \
            present, the Android app receives android.data alone, not a merge of the two maps. \
            Keys that are only in the top-level data reach iOS and the web but never Android. \
            Repeat every key Android needs in android.data, or put Android-only keys in data. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "firebase-admin-node src/messaging/messaging-api.ts (AndroidConfig.data)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7", "screen": "orders"}, "android": {↓"data": {"orderId": "7", "channel": "orders"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, "android": {"data": {"orderId": "7", "channel": "orders"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"data": {"orderId": "7"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // (`android.data` first: most messages have none, and then `data` is not bound.)
        guard let androidData = message.androidData, androidData.isObject, let data = message.data, data.isObject,
            data.count > 0
        else { return }
        var lost: [String] = []
        for member in data.members {
            let key = member.key
            if !androidData.members.contains(where: { $0.key.stringEquals(key) }) {
                lost.append(key.stringValue ?? "")
            }
        }
        guard !lost.isEmpty else { return }
        let shown = lost.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + (lost.count > 5 ? ", …" : "")
        findings.report(
            "android.data replaces data on Android, so \(lost.count == 1 ? "key" : "keys") \(shown) of data \(lost.count == 1 ? "never reaches" : "never reach") Android",
            at: androidData, anchor: .key, fix: "repeat the keys Android needs in android.data, or merge the two maps")
    }
}
