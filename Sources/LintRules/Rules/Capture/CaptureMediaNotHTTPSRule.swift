import SizeModel

/// An image or attachment a device received must be an `https://` URL.
///
/// Lint, on a device capture (`DeviceCapture`): the image of the displayed notification
/// (`notification.android.imageUrl` of a `RemoteMessage`, the `gcm.n.image` extra or its old
/// spelling `gcm.notification.image`,
/// `fcm_options.image` of an iOS `userInfo`) and, in a `notifee_options` blob in the data, the iOS
/// `attachments[].url` and `image` and the Android `style.picture` and `largeIcon`, when they are
/// URLs of another scheme (`http://`). A value without a scheme (a resource name) is not one.
struct CaptureMediaNotHTTPSRule: Rule {
    static let description = RuleDescription(
        id: "capture-media-not-https",
        area: .capture,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the device got an image or attachment URL that is not https",
        rationale: """
            The device downloads notification images itself: on iOS the Notification Service \
            Extension (Firebase's FIRMessagingExtensionHelper reads fcm_options.image; Notify \
            Kit's extension reads the blob's attachments) through URLSession, where App \
            Transport Security blocks plain http by default; on Android 9 and later cleartext \
            traffic is blocked by default (the Firebase Android SDK downloads the gcm.n.image \
            extra, or gcm.notification.image, which NotificationParams reads as the same key, \
            with java.net.URL). The notification is shown, but without its image, \
            and no error reaches the sender. The capture shows the device got such a URL. \
            Severity: warning, because the notification is shown without its image (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/security/preventing-insecure-network-connections",
            "https://developer.android.com/privacy-and-security/security-config#CleartextTrafficPermitted",
            "firebase-ios-sdk FirebaseMessaging/Sources/FIRMessagingExtensionHelper.m (fcm_options.image)",
            "firebase-android-sdk firebase-messaging DisplayNotification.java (params.getString(MessageNotificationKeys.IMAGE_URL), \"gcm.n.image\"; NotificationParams.normalizePrefix honours gcm.notification.)",
            "Notify Kit FCM Mode guide, \"Validation rules\" (iOS attachment https-only)",
        ],
        triggeringExamples: [
            Example(
                #"{"aps": {"alert": {"title": "Hi"}, "mutable-content": 1}, "gcm.message_id": "1736899200123456", "fcm_options": {"image": ↓"http://cdn.example.com/a.png"}}"#),
            Example(
                #"{"aps": {"alert": "Hi", "mutable-content": 1}, "gcm.message_id": "1736899200123456", "notifee_options": "{\"ios\":{\"attachments\":[{\"url\":↓\"http://cdn.example.com/a.png\"}]}}"}"#),
            Example(
                #"{"messageId": "0:1589793258145266%2e1fdf9e2e1fdf9e", "sentTime": 1589793258119, "notification": {"title": "Hi", "android": {"imageUrl": ↓"http://cdn.example.com/a.png"}}}"#),
            Example(
                #"{"from": "345598564729", "google.message_id": "0:1", "gcm.n.title": "Hi", "gcm.n.image": ↓"http://cdn.example.com/a.png"}"#),
            Example(
                #"{"from": "345598564729", "google.message_id": "0:1", "gcm.notification.title": "Hi", "gcm.notification.image": ↓"http://cdn.example.com/a.png"}"#),
        ],
        nonTriggeringExamples: [
            Example(
                #"{"aps": {"alert": {"title": "Hi"}, "mutable-content": 1}, "gcm.message_id": "1736899200123456", "fcm_options": {"image": "https://cdn.example.com/a.png"}}"#),
            Example(
                #"{"from": "345598564729", "google.message_id": "0:1", "notifee_options": "{\"android\":{\"largeIcon\":\"ic_large\"}}"}"#),
            Example(
                #"{"from": "345598564729", "google.message_id": "0:1", "gcm.n.title": "Hi", "gcm.n.image": "https://cdn.example.com/a.png"}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let capture = message.detection.capture else { return }
        func consider(_ url: JSONValue?) {
            guard let url, url.isString, !MediaURLNotHTTPSRule.isPlainHTTPS(url) else { return }
            let text = url.stringValue ?? ""
            // A URL with another scheme (http://); a resource name or a bare value is not a download.
            guard text.contains("://"), !MediaURLNotHTTPSRule.lowercasedHasPrefix(text, "https://") else { return }
            let https = MediaURLNotHTTPSRule.lowercasedHasPrefix(text, "http://") ? "https://" + text.dropFirst(7) : nil
            findings.report(
                "the device got \"\(MediaURLNotHTTPSRule.shortened(text))\", not an https URL; it blocks the download and shows the notification without the image",
                at: url, fix: https.map { "send \"\(MediaURLNotHTTPSRule.shortened(String($0)))\"" } ?? "serve the file from an https:// URL")
        }
        if let displayed = capture.displayed, displayed.isObject {
            consider(displayed.member(literal: "android")?.member(literal: "imageUrl"))
            consider(displayed.member(literal: "imageUrl"))
        }
        if capture.source == .androidExtras {
            // The SDK reads gcm.n.image, or the old spelling when that is absent (NotificationParams).
            consider(capture.data?.member(literal: "gcm.n.image") ?? capture.data?.member(literal: "gcm.notification.image"))
        }
        if let userInfo = capture.userInfo { consider(userInfo.field(literal: "fcm_options")?.member(literal: "image")) }
        guard let host = capture.notifeeOptions, host.isString,
            let blob = NotifeeOptionsBlob(host: host, maximumDepth: message.configuration.maximumDepth).root
        else { return }
        if capture.platform == .iOS {
            consider(blob.member(literal: "image"))
            if let attachments = blob.member(literal: "ios")?.member(literal: "attachments"), attachments.isArray {
                for attachment in attachments.elements { consider(attachment.member(literal: "url")) }
            }
        } else if capture.platform == .android, let android = blob.member(literal: "android") {
            consider(android.member(literal: "style")?.member(literal: "picture"))
            consider(android.member(literal: "largeIcon"))
        }
    }
}
