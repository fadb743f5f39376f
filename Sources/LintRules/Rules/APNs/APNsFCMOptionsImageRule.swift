import SizeModel

/// `apns.fcm_options.image` must be a well-formed URL.
///
/// Lint: an `https://` value of `apns.fcm_options.image` (`imageUrl`) that is not a valid URL
/// (spaces, no host, characters not allowed in URLs). Values that are not `https://` at all are
/// reported by `media-url-not-https`. In a firebase-admin object, an `imageUrl` with a character
/// firebase-admin-node's `isURL` refuses is an error: the SDK throws before sending.
struct APNsFCMOptionsImageRule: Rule {
    static let description = RuleDescription(
        id: "apns-fcm-options-image",
        area: .apns,
        needs: .apnsImageSyntaxProblem,
        defaultSeverity: .warning,
        clauses: [.degraded, .rejected],
        summary: "apns.fcm_options.image is not a valid URL (error for a firebase-admin imageUrl the SDK refuses)",
        rationale: """
            FCM hands apns.fcm_options.image to the device as fcm_options.image, and the \
            Firebase Notification Service Extension helper downloads it with URLSession: a \
            string that is not a valid URL (a space, a missing host) cannot be turned into an \
            NSURL, so no image appears. Nor can non-ASCII text, an internationalized host \
            included, in an extension linked before iOS 17: NSURL URLWithString: parses by RFC \
            1738/1808 there and returns nil, and only from iOS 17 does it IDNA- and \
            percent-encode. firebase-admin-node and firebase-admin-go reject such a URL before \
            sending. The same policy holds for notification.image and \
            android.notification.image (URLPolicy+Fields.swift). \
            Severity: warning, because only the Node and Go Admin SDKs refuse the URL and \
            otherwise the notification is shown without its image (W1); error for the imageUrl \
            of a firebase-admin object's apns.fcmOptions (the spelling only firebase-admin-node \
            reads) with a character isURL refuses (a space, a quote, a brace, non-ASCII text), \
            because firebase-admin-node throws "imageUrl must be a valid URL string" and sends \
            nothing (E1). isURL's host test reads the WHATWG parser's result, which turns \
            "https:///a.png" into the host a.png, so a missing host stays a warning there.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsFcmOptions",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApnsFcmOptions), src/utils/validator.ts (isURL: the illegal-character test /[^a-z0-9:/?#[\\]@!$&'()*+,;=.\\-_~%]/i, then new URL)",
            "firebase-admin-go messaging/messaging_utils.go",
            "https://developer.apple.com/documentation/foundation/nsurl/urlwithstring:",
            "firebase-ios-sdk FirebaseMessaging/Sources/FIRMessagingExtensionHelper.m",
        ],
        upstreamErrors: ["imageUrl must be a valid URL string", "invalid image URL: \"<u>\""],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": ↓"https://cdn.example.com/summer sale.png"}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcmOptions": {"imageUrl": ↓"https:///a.png"}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcmOptions": {"imageUrl": ↓"https://cdn.example.com/summer sale.png"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": ↓"https://bücher.example/a.png"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": "https://cdn.example.com/orders/{{orderId}}.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": "https://cdn.example.com/summer%20sale.png?w=600"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": "https://xn--bcher-kva.example/a.png"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Both spellings, in this order, judged once per message (`MessageURLFacts`).
        let urls = message.urlFacts
        check(urls.apnsImage, of: message, into: &findings)
        check(urls.apnsImageURL, of: message, into: &findings)
    }

    /// Reports the image when it is an http(s) URL that is not well formed.
    private func check(_ facts: URLFacts, of message: MessageContext, into findings: inout FindingCollector) {
        guard facts.hasSyntaxProblem, let image = facts.value(in: message.message),
            let problem = URLCheck.imageSyntaxProblem(of: image, policy: .apnsImage)
        else { return }
        // firebase-admin refuses the URL before sending: one error says so.
        if findings.reportRefusedAdminImageURL(image, field: "apns.fcmOptions.imageUrl", thrownName: "imageUrl", problem: problem, in: message) {
            return
        }
        findings.report(
            "apns.fcm_options.image \(problem); the device cannot download it", at: image,
            fix: "use a well-formed https URL (percent-encode spaces and non-ASCII characters)")
    }
}
