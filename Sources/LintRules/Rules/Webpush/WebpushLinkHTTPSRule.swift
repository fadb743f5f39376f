import SizeModel

/// `webpush.fcm_options.link` must be an https URL.
///
/// Lint: `webpush.fcm_options.link` (`fcmOptions.link`) that is not an absolute, well-formed
/// `https://` URL; reported at the value.
struct WebpushLinkHTTPSRule: Rule {
    static let description = RuleDescription(
        id: "webpush-link-https",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "webpush.fcm_options.link is not an https URL",
        rationale: """
            FCM: the link opened when the user clicks a web notification; "for all URL values, \
            HTTPS is required". The Python, Go and .NET Admin SDKs reject any other link before \
            sending. FCM itself accepts it: a .NET user who removed that check saw FCM deliver an \
            http link and the browser open it (firebase-admin-dotnet#346), and the Firebase JS \
            SDK's service worker resolves the link with new URL(link, self.location.href), so a \
            relative link opens that path on the service worker's origin. That parser (WHATWG \
            URL) also encodes an internationalized host with IDNA and other non-ASCII text as \
            %XX, and the Python and Go Admin SDKs accept such a link, so it is not reported \
            (URLPolicy+Fields.swift). \
            Severity: warning, because the send fails only from the SDKs that check the link and \
            works from the others (W2); an absolute https URL works everywhere.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#WebpushFcmOptions",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
            "firebase-admin-go messaging/messaging_utils.go",
            "https://github.com/firebase/firebase-admin-dotnet/issues/346",
            "firebase-js-sdk packages/messaging, service worker listener onNotificationClick",
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
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": ↓"https://news.example/a b"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": "https://example.com/news/%s"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": "https://dummypage.com"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": "https://bücher.example/neuheiten/grüße"}}}}"#),
            // A template placeholder standing for the whole link: filled in by the server.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"fcm_options": {"link": "{{link}}"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // An https link its policy finds well formed has no problem (and no placeholder before
        // `://`): the facts, found once per message (`MessageURLFacts`), settle it.
        let facts = message.urlFacts.webpushLink
        guard facts.isString, facts.scheme != .https || facts.hasSyntaxProblem else { return }
        guard let link = facts.value(in: message.message), let text = link.stringValue else { return }
        if TemplateText.schemeIsPlaceholder(text) {
            MediaURLNotHTTPSRule.reportPlaceholderScheme(of: link, text: text, named: "webpush.fcm_options.link", into: &findings)
            return
        }
        let policy = URLPolicy.webpushLink
        let problem: String?
        switch URLCheck.schemeProblem(in: link.decodedBytes, policy: policy) {
        case .notAbsolute?:
            problem = "is not an absolute URL: the Firebase JS SDK resolves it against the service worker's origin, but the Python, Go and .NET Admin SDKs refuse it"
        case .scheme(let scheme)?:
            problem = "uses \(scheme), but FCM documents https; the Python, Go and .NET Admin SDKs refuse it"
        default:
            problem = URLCheck.syntaxProblemWording(of: link, policy: policy)
        }
        // A template's "{{link}}" is a value of unknown content (TemplateText): the server fills it in.
        guard let problem, !TemplateText.isWholePlaceholder(text) else { return }
        findings.report(
            "webpush.fcm_options.link \"\(MediaURLNotHTTPSRule.shortened(text))\" \(problem)", at: link,
            fix: "use an absolute https:// URL")
    }
}
