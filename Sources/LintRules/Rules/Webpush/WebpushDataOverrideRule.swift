import SizeModel

/// `webpush.data` replaces `data` for web clients.
///
/// Lint: both `webpush.data` and `data`, and `data` has keys that `webpush.data` lacks (they are
/// lost on the web); reported at `webpush.data`'s key.
struct WebpushDataOverrideRule: Rule {
    static let description = RuleDescription(
        id: "webpush-data-override",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "webpush.data replaces data on the web, and keys only in data are lost there",
        rationale: """
            FCM: webpush.data, when present, overrides Message.data for web clients: it \
            replaces the whole map rather than merging into it. Keys that are only in the \
            common data never reach the web app. When webpush.data repeats every key of data \
            nothing is lost, so that case is not reported. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: ["https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#WebpushConfig"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7", "screen": "order"}, "webpush": {↓"data": {"screen": "web-order"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, "webpush": {"data": {"orderId": "7", "screen": "web-order"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"data": {"screen": "web-order"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let webData = message.webpushData, webData.isObject, let data = message.data, data.isObject else {
            return
        }
        var lost: [String] = []
        for member in data.members where !webData.members.contains(where: { $0.key.stringEquals(member.key) }) {
            lost.append(member.key.stringValue ?? "")
        }
        guard !lost.isEmpty else { return }
        let shown = lost.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (lost.count > 3 ? " and \(lost.count - 3) more" : "")
        findings.report(
            "webpush.data replaces data on the web, so \(lost.count == 1 ? "key" : "keys") \(shown) of data \(lost.count == 1 ? "never reaches" : "never reach") the web app",
            at: webData, anchor: .key, fix: "copy the keys into webpush.data, or drop webpush.data")
    }
}
