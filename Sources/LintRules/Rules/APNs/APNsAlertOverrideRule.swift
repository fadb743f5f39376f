import SizeModel

/// On iOS, `aps.alert` replaces the common notification's title and body.
///
/// Lint: the common `notification` and `aps.alert` both give a title or body, with different
/// text; reported at `alert`. Identical text is not reported, nor text that differs only by
/// trailing spaces or tabs, which no platform shows.
struct APNsAlertOverrideRule: Rule {
    static let description = RuleDescription(
        id: "apns-alert-override",
        area: .apns,
        needs: [.apsAlert],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "aps.alert overrides the common notification's title or body on iOS",
        rationale: """
            FCM: apns.payload, when present, overrides notification.title and \
            notification.body for iOS. A message that sets both with different text shows \
            one text on Android and the web and another on iOS. That can be intended \
            (platform-specific wording); when it is not, the iOS users see stale text. Text \
            that differs only by trailing spaces or tabs is the same on screen (a ride-hailing \
            backend wrote the body with a trailing space in one place and not the other) and is \
            not reported. Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: ["https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Sale", "body": "50% off"}, "apns": {"payload": {"aps": {↓"alert": {"title": "Sale", "body": "40% off"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"body": "50% off"}, "apns": {"payload": {"aps": {↓"alert": "40% off"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Message title", "body": "Message body"}, "apns": {"payload": {"aps": {"alert": {"title": "Message title", "body": "Message body"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "40% off"}}}}}"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "New Ride Request", "body": "Pickup: 12 Allen Avenue "}, "apns": {"payload": {"aps": {"alert": {"title": "New Ride Request", "body": "Pickup: 12 Allen Avenue"}}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The fields compared, as node indices from the context's slots (-1 for none; the slots
        // of a notification that is no object are all empty): a value is made (retaining the
        // document) only for a finding.
        let notificationSlots = message.notificationSlots
        let commonTitle = notificationSlots[ContextMembers.Notification.title]
        let commonBody = notificationSlots[ContextMembers.Notification.body]
        let alertNode = message.apsSlots[ContextMembers.Aps.alert]
        guard alertNode >= 0, commonTitle >= 0 || commonBody >= 0 else { return }
        let document = message.message.document
        let alertKind = document.kind(at: alertNode)
        // An alert object's title and body in one pass over its members (two lookups cost about
        // 70 instructions a message on corpus (e), perf-rules6).
        var (alertTitle, alertBody) = alertKind == .object ? document.memberNodes(ofObjectAt: alertNode, "title", "body") : (-1, -1)
        if alertKind == .string { alertBody = alertNode }
        var differing: [String] = []
        if commonTitle >= 0, alertTitle >= 0, !Self.sameOnScreen(document, commonTitle, alertTitle) {
            differing.append("title")
        }
        if commonBody >= 0, alertBody >= 0, !Self.sameOnScreen(document, commonBody, alertBody) {
            differing.append("body")
        }
        guard !differing.isEmpty else { return }
        let what = differing.joined(separator: " and ")
        findings.report(
            "aps.alert overrides notification.\(differing.joined(separator: "/notification.")) on iOS: iOS shows a different \(what) than Android and the web",
            at: document.value(at: alertNode), anchor: .key, fix: "use the same text in both, or remove the one you do not mean")
    }

    /// True when the strings at nodes `a` and `b` have the same text, or text that differs only by
    /// trailing spaces or tabs (invisible on every platform). The decoded bytes are read only when
    /// the quick comparison fails.
    private static func sameOnScreen(_ document: JSONDocument, _ a: Int, _ b: Int) -> Bool {
        if document.stringsEqual(at: a, b) { return true }
        guard document.kind(at: a) == .string, document.kind(at: b) == .string else { return false }
        func withoutTrailingBlanks(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            return bytes[..<end]
        }
        return withoutTrailingBlanks(document.value(at: a).decodedStringBytes())
            == withoutTrailingBlanks(document.value(at: b).decodedStringBytes())
    }
}
