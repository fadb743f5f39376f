/// `android.notification.image` must be a valid absolute URL.
///
/// Lint: an `http(s)://` value of `android.notification.image` (firebase-admin: `imageUrl`) that is
/// malformed. Values without an `https://` scheme are already reported by `media-url-not-https`.
/// In a firebase-admin object, an `imageUrl` with a character firebase-admin-node's `isURL` refuses
/// is an error: the SDK throws before sending.
struct AndroidNotificationImageRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-image",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded, .rejected],
        summary: "android.notification.image is not a valid absolute URL (error for a firebase-admin imageUrl the SDK refuses)",
        rationale: """
            The Android FCM SDK downloads android.notification.image (it overrides \
            notification.image) when it draws the notification, so it must be an absolute URL \
            the device can fetch. firebase-admin for Node rejects anything that is not an \
            absolute http(s) URL with a valid host and no unencoded spaces, quotes or brackets, \
            and Go rejects what url.ParseRequestURI cannot parse; the device fails on the same \
            strings and shows the notification without its picture. \
            Non-ASCII text must be sent encoded (the host in its xn-- form, the rest as %XX): \
            firebase-admin-node's isURL refuses it, as it does for notification.image and \
            apns.fcm_options.image, whose iOS reader (NSURL before iOS 17) cannot parse it; \
            URLPolicy+Fields.swift holds each field's policy. \
            Severity: warning, because only the Node and Go Admin SDKs refuse the URL and \
            otherwise the notification is shown without its picture (W1); error for the imageUrl \
            of a firebase-admin object (the spelling only firebase-admin-node reads) with a \
            character isURL refuses (a space, a quote, a brace, non-ASCII text), because \
            firebase-admin-node throws "android.notification.imageUrl must be a valid URL string" \
            and sends nothing (E1). isURL's host test, which also refuses "cdn..example.com", reads \
            the WHATWG parser's result and is not modelled, so a malformed host stays a warning.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAndroidNotification), src/utils/validator.ts (isURL: the illegal-character test /[^a-z0-9:/?#[\\]@!$&'()*+,;=.\\-_~%]/i, then new URL)",
            "firebase-admin-go messaging/messaging_utils.go",
        ],
        upstreamErrors: ["android.notification.imageUrl must be a valid URL string"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": ↓"https://cdn.example.com/a b.png"}}}}"#),
            Example(#"{"topic": "news", "android": {"notification": {"imageUrl": ↓"https://cdn..example.com/a.png"}}}"#),
            Example(#"{"topic": "news", "android": {"notification": {"imageUrl": ↓"https://cdn.example.com/große Sale.png"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": ↓"https://bücher.example/a.png"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": "https://cdn.example.com/{{.Name}}.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": "https://cdn.example.com/a.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": "https://xn--bcher-kva.example/a.png"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The value is judged once per message (`MessageURLFacts`); only a problem is worded.
        let facts = message.urlFacts.androidNotificationImage
        guard facts.hasSyntaxProblem, let image = facts.value(in: message.message),
            let problem = URLCheck.imageSyntaxProblem(of: image, policy: .androidNotificationImage)
        else { return }
        // firebase-admin refuses the URL before sending: one error says so.
        if findings.reportRefusedAdminImageURL(image, field: "android.notification.imageUrl", thrownName: "android.notification.imageUrl", problem: problem, in: message) {
            return
        }
        findings.report(
            "android.notification.\(image.key?.stringValue ?? "image") \(problem); it is not a valid URL", at: image,
            fix: "percent-encode the URL (a space is %20) and check its host")
    }
}
