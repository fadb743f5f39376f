/// The URL policy of each FCM field the linter checks, with the platform facts that decide it.
///
/// One fact decides the internationalized-host (IDN) question for every image field: the same
/// image URL reaches a device whose client may not encode it. firebase-admin-node's `isURL`
/// refuses any character outside ASCII's URL characters and any host that is not ASCII
/// letters, digits, `-` and `_`; on iOS, `NSURL URLWithString:` (what Firebase's Notification
/// Service Extension helper calls) parses by RFC 1738/1808 in an extension linked before the
/// iOS 17 SDK and returns nil for a non-ASCII character, and only from iOS 17 does it IDNA- and
/// percent-encode. So an image URL must be sent encoded. A web link or icon is parsed by the
/// browser's WHATWG URL parser, which encodes the host with IDNA and the path with `%XX`.
extension URLPolicy {
    /// `notification.image` (`imageUrl`): downloaded by the Android SDK and, copied to
    /// `fcm_options.image`, by the iOS Notification Service Extension.
    static let notificationImage = URLPolicy(
        field: "notification.image", allowsRelative: false, allowsNonASCII: false,
        facts: """
            Android's FCM SDK builds a java.net.URL and the iOS extension an NSURL from it; \
            NSURL returns nil for non-ASCII text when the extension is linked before iOS 17, and \
            firebase-admin-node refuses it. No origin exists to resolve a relative URL against.
            """)

    /// `android.notification.image`: downloaded by the Android FCM SDK.
    static let androidNotificationImage = URLPolicy(
        field: "android.notification.image", allowsRelative: false, allowsNonASCII: false,
        facts: """
            Android's FCM SDK builds a java.net.URL ("Not downloading image, bad URL" when it \
            cannot); firebase-admin-node refuses non-ASCII text and hosts. No origin exists to \
            resolve a relative URL against.
            """)

    /// `apns.fcm_options.image`: downloaded by the iOS Notification Service Extension.
    static let apnsImage = URLPolicy(
        field: "apns.fcm_options.image", allowsRelative: false, allowsNonASCII: false,
        facts: """
            Firebase's FIRMessagingExtensionHelper calls NSURL URLWithString:, which returns nil \
            for non-ASCII text in an extension linked before iOS 17 (RFC 1738/1808 parsing); \
            firebase-admin-node refuses it. No origin exists to resolve a relative URL against.
            """)

    /// `webpush.fcm_options.link`: opened by the Firebase JS SDK's service worker.
    static let webpushLink = URLPolicy(
        field: "webpush.fcm_options.link", allowsRelative: false, allowsNonASCII: true,
        facts: """
            The service worker resolves the link with new URL(link, self.location.href): the \
            WHATWG parser encodes an internationalized host with IDNA and other text with %XX. \
            A relative link would resolve, but the Python, Go and .NET Admin SDKs refuse it.
            """)

    /// `webpush.notification.icon`, `image` and `badge`: fetched by the browser.
    static let webpushNotificationMedia = URLPolicy(
        field: "webpush.notification", allowsRelative: true, allowsNonASCII: true,
        facts: """
            The browser resolves them against the site's origin with the WHATWG URL parser, \
            which encodes non-ASCII text; Firebase's own example uses "/badge-icon.png".
            """)
}
