import SizeModel

/// `webpush.fcm_options.link` must be an https URL.
///
/// Lint: `webpush.fcm_options.link` (`fcmOptions.link`) that is not an absolute, well-formed
/// `https://` URL; reported at the value.
public struct WebpushLinkHTTPSRule: Rule {
    public static let description = RuleDescription(
        id: "webpush-link-https",
        area: .webpush,
        defaultSeverity: .error,
        summary: "webpush.fcm_options.link is not an https URL",
        rationale: """
            FCM: the link opened when the user clicks a web notification; "for all URL values, \
            HTTPS is required". The Python and Go Admin SDKs reject any other link before \
            sending, and a relative or http link does not open the page meant.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#WebpushFcmOptions",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
            "firebase-admin-go messaging/messaging_utils.go",
        ],
        upstreamErrors: [
            "WebpushFCMOptions.link must be a HTTPS URL.",
            "invalid link URL: \"<u>\"; want scheme: \"https\"",
            "invalid link URL: \"<u>\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": ↓"{{scheme}}://example.com/news"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": ↓"http://example.com/news"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcmOptions": {"link": ↓"/news/today"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": "https://example.com/news/%s"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": "https://dummypage.com"}}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let link = message.webpush?.field(literal: "fcm_options")?.member(literal: "link"), let text = link.stringValue else {
            return
        }
        if TemplateText.schemeIsPlaceholder(text) {
            // `{{scheme}}://…` or `{{base_url}}/…`: only the filled-in value can say.
            findings.report(
                "webpush.fcm_options.link \"\(MediaURLNotHTTPSRule.shortened(text))\" starts with a template placeholder, so the check cannot know whether it is an https URL",
                at: link, caseSeverity: .warning, configuration: message.configuration,
                fix: "write the https:// scheme (and host) literally, and leave placeholders to the path")
            return
        }
        let problem: String?
        switch URLSyntax.scheme(of: text) {
        case nil: problem = "is not an absolute URL"
        case "https"?: problem = TemplateText.problem(in: text, check: URLSyntax.problem(inHTTPURL:))
        case let scheme?: problem = "uses \(scheme), but FCM requires https"
        }
        guard let problem else { return }
        findings.report(
            "webpush.fcm_options.link \"\(MediaURLNotHTTPSRule.shortened(text))\" \(problem)", at: link,
            fix: "use an absolute https:// URL")
    }
}
