import SizeModel

/// Notification images should be a format every platform draws.
///
/// Lint: `notification.image` or `android.notification.image` (firebase-admin: `imageUrl`) whose
/// path ends in `.gif`, `.webp`, `.heic`/`.heif`, `.svg` or a video extension; `.webp` only in
/// `notification.image`, since every Android version FCM's SDK runs on draws WebP.
struct NotificationImageFormatRule: Rule {
    static let description = RuleDescription(
        id: "notification-image-format",
        area: .notification,
        needs: [.notification, .androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the notification image is a format not every platform shows",
        rationale: """
            FCM's reference says notification images should be JPEG, PNG or BMP to be supported \
            on all platforms, and Android limits them to 1 MB. Android draws a still bitmap: an \
            animated GIF shows its first frame, a video not at all, and HEIF decodes only on \
            newer Android versions. WebP decodes on Android 4.0 (lossless and transparent WebP on \
            4.3) and later, and firebase-messaging needs Android 6.0 (API 23) or later, so WebP \
            in android.notification.image is shown; in notification.image it also goes to iOS, \
            which can attach GIF and video through the Notification Service Extension, but not \
            SVG or WebP. The notification is delivered either way, \
            only without the picture where the format is not supported. \
            Severity: warning, because the notification is shown without its picture where the \
            format is not supported (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Notification",
            "https://developer.apple.com/documentation/usernotifications/unnotificationattachment",
            "https://developer.android.com/studio/write/convert-webp",
            "firebase-android-sdk build.gradle.kts (minSdkVersion 23)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/party.gif"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"image": ↓"https://cdn.example.com/clip.MP4?x=1"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/photo.webp"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.jpg"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/image?id=7.gif"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi", "image": "https://cdn.example.com/photo.webp"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The context's fields: `image`, else `imageUrl`, of each block.
        checkImage(message.notificationImage ?? message.notificationImageURL, in: "notification", into: &findings)
        checkImage(
            message.androidNotificationImage ?? message.androidNotificationImageURL, in: "android.notification",
            androidOnly: true, into: &findings)
    }

    /// Reports `image`, the image of the block `name`, when its file type is not shown everywhere.
    private func checkImage(_ image: JSONValue?, in name: String, androidOnly: Bool = false, into findings: inout FindingCollector) {
        guard let image, image.isString, let ext = URLPathExtension.of(image.decodedBytes),
            let why = Self.verdict(ext, androidOnly: androidOnly)
        else { return }
        findings.report(
            "\(name).\(image.key?.stringValue ?? "image") is a .\(ext) file: \(why)", at: image,
            fix: "use a JPEG or PNG image under 1 MB for notifications")
    }

    /// Why an image with extension `ext` is not shown everywhere, or nil; `androidOnly` for an
    /// image only Android draws (`android.notification.image`).
    static func verdict(_ ext: String, androidOnly: Bool = false) -> String? {
        // Compared as numbers (`code`): a switch over strings compares the extension with each case.
        switch code(ext) {
        case Codes.gif: return "Android shows only its first frame"
        case Codes.webp: return androidOnly ? nil : "iOS notification attachments do not show WebP (Android does)"
        case Codes.heic, Codes.heif: return "Android before 9 and many web browsers do not show HEIF"
        case Codes.svg: return "neither Android nor iOS notifications draw SVG"
        case Codes.mp4, Codes.m4v, Codes.mov, Codes.webm, Codes.avi, Codes.threeGP, Codes.mpeg, Codes.mpg:
            return "Android notifications show only still images; video needs an iOS Notification Service Extension"
        default: return nil
        }
    }

    /// `text` as one number, its length and then its UTF-8 bytes, for a text of one to four bytes
    /// (a different number for each); 0 for any other text.
    static func code(_ text: String) -> UInt64 {
        let utf8 = text.utf8
        guard utf8.count <= 4 else { return 0 }
        return utf8.reduce(UInt64(utf8.count)) { $0 << 8 | UInt64($1) }
    }

    /// The `code` of each extension `verdict` names.
    private enum Codes {
        static let gif = code("gif"), webp = code("webp"), heic = code("heic"), heif = code("heif"), svg = code("svg")
        static let mp4 = code("mp4"), m4v = code("m4v"), mov = code("mov"), webm = code("webm"), avi = code("avi")
        static let threeGP = code("3gp"), mpeg = code("mpeg"), mpg = code("mpg")
    }
}
