/// The custom keys that carry a media URL for a Notification Service Extension or the app to
/// download: the names notification-extension samples and push services use for an attachment.
///
/// `media-url-not-https` reads the values under these keys in `apns.payload` (beside `aps`) and in
/// `data`; `apns-mutable-content-without-alert` names the attachment such a key carries.
enum MediaURLKeys {
    /// Names that carry a media URL whatever else the message holds (compared without regard to
    /// case, `-` and `_`): `attachment`, `attachment-url`, `image`, `image_url`, `media-url`, …,
    /// and the engagement platforms' own: Adobe Campaign's `media-attachment-url` (its push payload
    /// structure page: the rich media URL, iOS and Android) and Adobe Journey Optimizer's
    /// `adb_media` (iOS: "This URL can be used to download the rich media before showing the push
    /// notification") and `adb_image` (Android, AEPMessaging `MessagingPushPayload.IMAGE_URL`).
    private static let named: Set<String> = [
        "attachment", "attachmenturl", "image", "imageurl", "media", "mediaurl", "picture", "pictureurl",
        "video", "videourl", "audio", "audiourl", "gif", "gifurl", "thumbnail", "thumbnailurl",
        "mediaattachmenturl", "adbmedia", "adbimage",
    ]

    /// The name folded for comparison: lower case, without `-` and `_`.
    private static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" }.map(Character.init))
    }

    /// True for a key that names a media URL by itself (`attachment`, `media-url`, `imageUrl`).
    static func isMediaKey(_ name: String) -> Bool { named.contains(folded(name)) }

    /// True for a key ending in `_url`, `-url` or `Url` (`cover_url`): a URL that an extension
    /// evidently downloads when the message asks for one (`mutable-content`).
    static func isURLKey(_ name: String) -> Bool {
        name.count > 3 && (name.hasSuffix("_url") || name.hasSuffix("-url") || name.hasSuffix("Url") || name.hasSuffix("_URL"))
    }
}
