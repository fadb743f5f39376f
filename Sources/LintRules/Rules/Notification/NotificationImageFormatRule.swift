/// Notification images should be a format every platform draws.
///
/// Lint: `notification.image` or `android.notification.image` (firebase-admin: `imageUrl`) whose
/// path ends in `.gif`, `.webp`, `.heic`/`.heif`, `.svg` or a video extension.
struct NotificationImageFormatRule: Rule {
    static let description = RuleDescription(
        id: "notification-image-format",
        area: .notification,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the notification image is a format not every platform shows",
        rationale: """
            FCM's reference says notification images should be JPEG, PNG or BMP to be supported \
            on all platforms, and Android limits them to 1 MB. Android draws a still bitmap: an \
            animated GIF shows its first frame, a video not at all, and WebP or HEIF decode only \
            on newer Android versions. iOS can attach GIF and video through the Notification \
            Service Extension, but not SVG or WebP. The notification is delivered either way, \
            only without the picture where the format is not supported. \
            Severity: warning, because the notification is shown without its picture where the \
            format is not supported (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Notification",
            "https://developer.apple.com/documentation/usernotifications/unnotificationattachment",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/party.gif"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": ↓"https://cdn.example.com/clip.MP4?x=1"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.jpg"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/image?id=7.gif"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for (block, name) in [(message.notification, "notification"), (message.androidNotification, "android.notification")] {
            guard let block, let image = block.member(literal: "image") ?? block.member(literal: "imageUrl"),
                image.isString, let ext = URLPathExtension.of(image.decodedBytes), let why = Self.verdict(ext)
            else { continue }
            findings.report(
                "\(name).\(image.key?.stringValue ?? "image") is a .\(ext) file: \(why)", at: image,
                fix: "use a JPEG or PNG image under 1 MB for notifications")
        }
    }

    static func verdict(_ ext: String) -> String? {
        switch ext {
        case "gif": return "Android shows only its first frame"
        case "webp": return "older Android versions and iOS notification attachments do not show WebP"
        case "heic", "heif": return "Android before 9 and many web browsers do not show HEIF"
        case "svg": return "neither Android nor iOS notifications draw SVG"
        case "mp4", "m4v", "mov", "webm", "avi", "3gp", "mpeg", "mpg":
            return "Android notifications show only still images; video needs an iOS Notification Service Extension"
        default: return nil
        }
    }
}
