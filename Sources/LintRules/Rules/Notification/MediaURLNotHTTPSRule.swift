import SizeModel

/// Images and attachments must be downloaded over `https://`.
///
/// Lint: `notification.image`, `android.notification.image`, `apns.fcm_options.image`, and in the
/// `notifee_options` blob the iOS `attachments[].url` and `image` (iOS copy) and the Android
/// `style.picture` and `largeIcon` (Android copy), when they are not `https://` URLs.
public struct MediaURLNotHTTPSRule: Rule {
    public static let description = RuleDescription(
        id: "media-url-not-https",
        area: .notification,
        defaultSeverity: .error,
        summary: "an image or attachment URL is not https",
        rationale: """
            Notification images and attachments are downloaded on the device: on iOS by the \
            Notification Service Extension through URLSession, where App Transport Security \
            blocks plain http by default; on Android 9 and later, where cleartext traffic is \
            blocked by default. The download fails and the notification shows without its \
            image, with no error anywhere. Notify Kit's server SDK rejects non-https \
            attachments outright.
            """,
        sources: [
            "https://developer.apple.com/documentation/security/preventing-insecure-network-connections",
            "https://developer.android.com/privacy-and-security/security-config#CleartextTrafficPermitted",
            "Notify Kit FCM Mode guide, \"Validation rules\" (iOS attachment https-only)",
        ],
        upstreamErrors: ["iOS: iOS attachments require https:// URLs. Got: <url>"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"image": ↓"http://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "{\"ios\":{\"attachments\":[{\"url\":↓\"http://cdn.example.com/a.png\"}]}}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"image": "https://cdn.example.com/a.png"}, "android": {"notification": {"icon": "ic_stat"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"android\":{\"largeIcon\":\"ic_large\"}}"}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        var urls: [JSONValue] = []
        for block in [message.notification, message.androidNotification, message.apns?.field("fcm_options")] {
            if let image = block?.member("image") ?? block?.member("imageUrl") { urls.append(image) }
        }
        if let blob = message.iosBlob?.root {
            if let image = blob.member("image") { urls.append(image) }
            if let attachments = blob.member(path: "ios", "attachments") {
                urls += attachments.elements.compactMap { $0.member("url") }
            }
        }
        if let blob = message.androidBlob?.root, let android = blob.member("android") {
            if let picture = android.member(path: "style", "picture") { urls.append(picture) }
            if let icon = android.member("largeIcon"), icon.stringValue?.contains("://") == true {
                urls.append(icon)
            }
        }
        for url in urls where url.isString {
            let text = url.stringValue ?? ""
            guard !text.lowercased().hasPrefix("https://") else { continue }
            let https = text.lowercased().hasPrefix("http://") ? "https://" + text.dropFirst(7) : nil
            findings.report(
                "\"\(Self.shortened(text))\" is not an https URL; the device blocks the download and shows no image",
                at: url, fix: https.map { "use \"\(Self.shortened(String($0)))\"" } ?? "serve the file from an https:// URL")
        }
    }

    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }
}
