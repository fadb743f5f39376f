/// `notification.image` must be a valid absolute URL.
///
/// Lint: an `http(s)://` value of `notification.image` (firebase-admin: `imageUrl`) with spaces or
/// other characters that must be percent-encoded, no host, or a malformed host or port. Values
/// without an `https://` scheme are already reported by `media-url-not-https`. In a firebase-admin
/// object, an `imageUrl` with a character firebase-admin-node's `isURL` refuses is an error: the
/// SDK throws before sending.
struct NotificationImageInvalidURLRule: Rule {
    static let description = RuleDescription(
        id: "notification-image-invalid-url",
        area: .notification,
        needs: [.notification],
        defaultSeverity: .warning,
        clauses: [.degraded, .rejected],
        summary: "notification.image is not a valid absolute URL (error for a firebase-admin imageUrl the SDK refuses)",
        rationale: """
            The notification image is downloaded by the device (the Android FCM SDK, or the iOS \
            Notification Service Extension through fcm_options.image), so it must be an absolute \
            URL a client can fetch. firebase-admin for Node rejects anything that is not an \
            absolute http(s) URL with a valid host and no unencoded spaces, quotes or brackets; \
            firebase-admin for Go rejects what url.ParseRequestURI cannot parse. A URL built by \
            string concatenation with a space or an empty host fails one of them, or silently on \
            the device. \
            Non-ASCII text must be sent encoded (the host in its xn-- form, the rest as %XX): \
            firebase-admin-node's isURL refuses it, and NSURL URLWithString:, which the iOS \
            extension calls, returns nil for it when the extension is linked before iOS 17 \
            (RFC 1738/1808 parsing; only from iOS 17 does it IDNA- and percent-encode); \
            URLPolicy+Fields.swift holds each field's policy. \
            Severity: warning, because only the Node and Go Admin SDKs refuse the URL (Python and \
            Java do not, and no FCM check is documented) and otherwise the notification is shown \
            without its image (W1); error for the imageUrl of a firebase-admin object (the \
            spelling only firebase-admin-node reads) with a character isURL refuses (a space, a \
            quote, a brace, non-ASCII text), because firebase-admin-node throws "notification.imageUrl \
            must be a valid URL string" and sends nothing, as media-url-not-https reports for an \
            imageUrl that is no URL at all (E1). isURL's later host test reads the WHATWG parser's \
            result, which turns "https:///a.png" into the host a.png, so a missing host stays a \
            warning there.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateNotification), src/utils/validator.ts (isURL: the illegal-character test /[^a-z0-9:/?#[\\]@!$&'()*+,;=.\\-_~%]/i, then new URL)",
            "firebase-admin-go messaging/messaging_utils.go",
            "https://developer.apple.com/documentation/foundation/nsurl/urlwithstring:",
        ],
        upstreamErrors: ["notification.imageUrl must be a valid URL string", "invalid image URL: \"<u>\""],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/summer sale.png"}}}"#),
            Example(#"{"topic": "news", "notification": {"title": "Hi", "imageUrl": ↓"https:///a.png"}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "New product", "imageUrl": ↓"https://cdn.example.com/summer sale.png"}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://bücher.example/cover.png"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/grüße.png"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/{{ id }}/${size}.png"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a%20b.png?w=600#x"}}}"#),
            Example(#"{"topic": "news", "notification": {"title": "Hi", "imageUrl": "https://example.com/image.png"}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://[2001:db8::1]:8443/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://xn--bcher-kva.example/gr%C3%BC%C3%9Fe.png"}}}"#),
            // Not an http(s) URL: media-url-not-https reports it.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "bücher.example/a b.png"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The value is judged once per message (`MessageURLFacts`); only a problem is worded.
        let facts = message.urlFacts.notificationImage
        guard facts.hasSyntaxProblem, let image = facts.value(in: message.message),
            let problem = URLCheck.imageSyntaxProblem(of: image, policy: .notificationImage)
        else { return }
        let name = image.key?.stringValue ?? "image"
        // firebase-admin refuses the URL before sending: one error says so.
        if findings.reportRefusedAdminImageURL(image, field: "notification.imageUrl", thrownName: "notification.imageUrl", problem: problem, in: message) {
            return
        }
        findings.report(
            "notification.\(name) \(problem); it is not a valid URL", at: image,
            fix: "percent-encode the URL (a space is %20) and check its host")
    }
}
