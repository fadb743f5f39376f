import SizeModel

/// Web notification images should be served over https.
///
/// Lint: `icon`, `image` or `badge` of `webpush.notification` that is an `http://` URL. Relative
/// URLs (resolved against the site's own https origin) are fine.
struct WebpushURLHTTPSRule: Rule {
    static let description = RuleDescription(
        id: "webpush-url-https",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a web notification icon, image or badge is an http URL",
        rationale: """
            FCM requires https for every URL value of web messages (stated for \
            webpush.fcm_options.link). Push runs in a service worker, which only exists on \
            secure origins; an http image there is mixed content that browsers may upgrade, \
            block or show with a warning, so the notification can appear without its icon. \
            Relative paths such as "/badge-icon.png" (Firebase's own example) resolve against \
            the site's https origin and are not reported. \
            Severity: warning, as for media-url-not-https, because the notification is shown, but \
            may be without its icon or image (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#WebpushFcmOptions",
            "https://www.w3.org/TR/mixed-content/",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "icon": ↓"http://example.com/icon.png", "badge": "/badge-icon.png"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "icon": "https://example.com/icon.png", "badge": "/badge-icon.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "icon": "https://bücher.example/icon.png", "image": "data:image/png;base64,iVBORw0KGgo="}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The fields' schemes, found once per message (`MessageURLFacts`).
        let urls = message.urlFacts
        check(urls.webpushIcon, named: "icon", of: message, into: &findings)
        check(urls.webpushImage, named: "image", of: message, into: &findings)
        check(urls.webpushBadge, named: "badge", of: message, into: &findings)
    }

    /// Reports `webpush.notification.<name>` when it is an http URL. Only cleartext http is
    /// reported: a relative path resolves against the site's https origin, and other schemes
    /// (data:, blob:) are not fetched from the network.
    private func check(_ facts: URLFacts, named name: String, of message: MessageContext, into findings: inout FindingCollector) {
        guard facts.scheme == .http, let url = facts.value(in: message.message), let text = url.stringValue else { return }
        findings.report(
            "webpush.notification.\(name) \"\(MediaURLNotHTTPSRule.shortened(text))\" is http; FCM requires https URLs and browsers may block it as mixed content",
            at: url, fix: "serve it from an https:// URL")
    }
}
