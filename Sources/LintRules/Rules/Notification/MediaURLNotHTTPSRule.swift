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
        // The URLs in document order of the checks below, each reported as it is found.
        func consider(_ url: JSONValue?) {
            guard let url, url.isString, !Self.isPlainHTTPS(url) else { return }
            let text = url.stringValue ?? ""
            guard !Self.lowercasedHasPrefix(text, "https://") else { return }
            if TemplateText.schemeIsPlaceholder(text) {
                // `{{scheme}}://…` or `{{image_url}}`: only the filled-in value can say.
                findings.report(
                    "\"\(Self.shortened(text))\" starts with a template placeholder, so the check cannot know whether it is an https URL",
                    at: url, caseSeverity: .warning, configuration: message.configuration,
                    fix: "write the https:// scheme (and host) literally, and leave placeholders to the path")
                return
            }
            let https = Self.lowercasedHasPrefix(text, "http://") ? "https://" + text.dropFirst(7) : nil
            findings.report(
                "\"\(Self.shortened(text))\" is not an https URL; the device blocks the download and shows no image",
                at: url, fix: https.map { "use \"\(Self.shortened(String($0)))\"" } ?? "serve the file from an https:// URL")
        }
        func considerImage(of block: JSONValue?) {
            guard let block else { return }
            consider(block.member(literal: "image") ?? block.member(literal: "imageUrl"))
        }
        considerImage(of: message.notification)
        considerImage(of: message.androidNotification)
        considerImage(of: message.apnsFCMOptions)
        if let blob = message.iosBlob?.root {
            consider(blob.member(literal: "image"))
            if let attachments = blob.member(literal: "ios")?.member(literal: "attachments") {
                for attachment in attachments.elements { consider(attachment.member(literal: "url")) }
            }
        }
        if let blob = message.androidBlob?.root, let android = blob.member(literal: "android") {
            consider(android.member(literal: "style")?.member(literal: "picture"))
            if let icon = android.member(literal: "largeIcon"), icon.stringValue?.contains("://") == true {
                consider(icon)
            }
        }
    }

    /// True for a plain ASCII string starting with `https://` in any letter case, read in place
    /// (no String): `lowercasedHasPrefix(stringValue, "https://")` for the common case.
    static func isPlainHTTPS(_ url: JSONValue) -> Bool {
        guard url.isPlainASCII else { return false }
        return url.withDecodedBytes { bytes in
            let prefix: StaticString = "https://"
            let count = prefix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            for index in 0..<count {
                let byte = bytes[index]
                let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if lowered != prefix.utf8Start[index] { return false }
            }
            return true
        }
    }

    /// `text.lowercased().hasPrefix(prefix)` for a lower-case ASCII `prefix`, comparing the first
    /// bytes when they are ASCII (a mismatch there decides; a match needs an ASCII byte or the end
    /// after it, so no combining mark joins the prefix's last character). Anything else is
    /// lower-cased and compared as characters.
    static func lowercasedHasPrefix(_ text: String, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        var index = 0
        for byte in text.utf8 {
            if byte >= 0x80 { break }
            if index == count { return true }
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if lowered != prefix.utf8Start[index] { return false }
            index += 1
        }
        if index < count && index == text.utf8.count { return false }
        if index == count && index == text.utf8.count { return true }
        return text.lowercased().hasPrefix(prefix.description)
    }

    /// `text`, cut to 77 characters and an ellipsis when it is over 80, for a finding's message.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }
}
