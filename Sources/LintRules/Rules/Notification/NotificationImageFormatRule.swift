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
        // `image`, else `imageUrl`, of each block, with its path extension (`MessageURLFacts`).
        let urls = message.urlFacts
        checkImage(urls.notificationImage, of: message, in: "notification", into: &findings)
        checkImage(urls.androidNotificationImage, of: message, in: "android.notification", androidOnly: true, into: &findings)
    }

    /// Reports `image`, the image of the block `name`, when its file type is not shown everywhere.
    private func checkImage(
        _ facts: URLFacts, of message: MessageContext, in name: String, androidOnly: Bool = false, into findings: inout FindingCollector
    ) {
        guard facts.pathExtensionCode != 0, let why = Self.verdict(code: facts.pathExtensionCode, androidOnly: androidOnly),
            let image = facts.value(in: message.message), let ext = URLPathExtension.of(image.decodedBytes)
        else { return }
        findings.report(
            "\(name).\(image.key?.stringValue ?? "image") is a .\(ext) file: \(why)", at: image,
            fix: "use a JPEG or PNG image under 1 MB for notifications")
    }

    /// Why an image with extension `ext` is not shown everywhere, or nil; `androidOnly` for an
    /// image only Android draws (`android.notification.image`).
    static func verdict(_ ext: String, androidOnly: Bool = false) -> String? {
        verdict(code: URLPathExtension.code(ext), androidOnly: androidOnly)
    }

    /// `verdict(_:androidOnly:)` for an extension numbered by `URLPathExtension.code`.
    static func verdict(code: UInt64, androidOnly: Bool = false) -> String? {
        // Compared as numbers: a switch over strings compares the extension with each case.
        switch code {
        case Codes.gif: return "Android shows only its first frame"
        case Codes.webp: return androidOnly ? nil : "iOS notification attachments do not show WebP (Android does)"
        case Codes.heic, Codes.heif: return "Android before 9 and many web browsers do not show HEIF"
        case Codes.svg: return "neither Android nor iOS notifications draw SVG"
        case Codes.mp4, Codes.m4v, Codes.mov, Codes.webm, Codes.avi, Codes.threeGP, Codes.mpeg, Codes.mpg:
            return "Android notifications show only still images; video needs an iOS Notification Service Extension"
        default: return nil
        }
    }

    /// The `URLPathExtension.code` of each extension `verdict` names, written out (a constant, not
    /// a global made on first use): the length, then each byte's hex (`gif`: 3, 67 69 66).
    private enum Codes {
        static var gif: UInt64 { 0x3_67_69_66 }  // "gif"
        static var webp: UInt64 { 0x4_77_65_62_70 }  // "webp"
        static var heic: UInt64 { 0x4_68_65_69_63 }  // "heic"
        static var heif: UInt64 { 0x4_68_65_69_66 }  // "heif"
        static var svg: UInt64 { 0x3_73_76_67 }  // "svg"
        static var mp4: UInt64 { 0x3_6D_70_34 }  // "mp4"
        static var m4v: UInt64 { 0x3_6D_34_76 }  // "m4v"
        static var mov: UInt64 { 0x3_6D_6F_76 }  // "mov"
        static var webm: UInt64 { 0x4_77_65_62_6D }  // "webm"
        static var avi: UInt64 { 0x3_61_76_69 }  // "avi"
        static var threeGP: UInt64 { 0x3_33_67_70 }  // "3gp"
        static var mpeg: UInt64 { 0x4_6D_70_65_67 }  // "mpeg"
        static var mpg: UInt64 { 0x3_6D_70_67 }  // "mpg"
    }
}
