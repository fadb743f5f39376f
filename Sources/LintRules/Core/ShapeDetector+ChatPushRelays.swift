import SizeModel

/// The requests team-chat servers send to their vendor's push relay, which holds the app's FCM
/// and APNs credentials and builds the FCM and APNs messages itself (audit79).
///
/// A self-hosted Rocket.Chat, Nextcloud, Mattermost or Zulip server cannot send to the vendor's
/// mobile apps through FCM: only the vendor's relay can; a Matrix homeserver hands every push to
/// the push gateway the app named. Each server posts a request of the
/// relay's own form, which FCM never sees; read as FCM messages they drew unknown-field,
/// legacy-option and not-a-payload errors that are false for them.
extension ShapeDetector {
    /// A Rocket.Chat push gateway request (RocketChat/Rocket.Chat
    /// apps/meteor/app/push/server/push.ts, `sendGatewayPush`: `POST
    /// https://gateway.rocket.chat/push/{gcm|apn}/send`): exactly a device `token` and the
    /// server's notification in `options`, which always holds the strings `from`, `title` and
    /// `text` (the server checks them before sending). The gateway builds the FCM message (title,
    /// text and payload as FCM data) and the APNs payload. No firebase-admin `sendToDevice` option
    /// is named `from`, `title` or `text`.
    static func rocketChatGatewayRequest(_ root: JSONValue) -> ShapeDetection? {
        guard root.count == 2, root.member(literal: "token")?.isString == true,
            let options = root.member(literal: "options"), options.isObject,
            options.member(literal: "from")?.isString == true, options.member(literal: "title")?.isString == true,
            options.member(literal: "text")?.isString == true
        else { return nil }
        let what = "\"options\" holds Rocket.Chat's notification (from, title, text) beside the device \"token\""
        return relayDetection(options, what, .rocketChatGateway)
    }

    /// The members of one notification a Nextcloud server posts to its push proxy
    /// (nextcloud/notifications lib/Push.php, `encryptAndSign`).
    private static let nextcloudProxyKeys: Set<String> = [
        "deviceIdentifier", "pushTokenHash", "subject", "signature", "priority", "type",
    ]

    /// A notification a Nextcloud server posts to its push proxy (nextcloud/notifications
    /// lib/Push.php, to `https://push-notifications.nextcloud.com/notifications`; docs/push-v2.md):
    /// the string `pushTokenHash` (the SHA-512 of the device's push token), `subject` (encrypted
    /// with the device's public key) and `signature`, with `deviceIdentifier`, `priority` and
    /// `type`, and nothing else. The proxy looks up the push token and sends the FCM message
    /// (subject and signature as data) or the APNs payload.
    static func nextcloudPushProxyNotification(_ root: JSONValue) -> ShapeDetection? {
        guard let hash = root.member(literal: "pushTokenHash"), hash.isString,
            root.member(literal: "subject")?.isString == true, root.member(literal: "signature")?.isString == true
        else { return nil }
        guard hasOnlyMembers(root, named: nextcloudProxyKeys) else { return nil }
        let what = "\"pushTokenHash\" with an encrypted \"subject\" and its \"signature\""
        return relayDetection(hash, what, .nextcloudPushProxy)
    }

    /// The members of Mattermost's `PushNotification`, which its server posts to the push proxy
    /// (mattermost/mattermost server/public/model/push_notification.go; the proxy's own copy,
    /// mattermost-push-proxy server/push_notification.go, adds `app_version`).
    private static let mattermostPushKeys: Set<String> = [
        "ack_id", "platform", "server_id", "device_id", "post_id", "category", "sound", "message", "badge", "cont_ava",
        "team_id", "channel_id", "root_id", "channel_name", "channel_type", "type", "sub_type", "sender_id", "sender_name",
        "override_username", "override_icon_url", "from_webhook", "version", "app_version", "is_crt_enabled",
        "is_id_loaded", "post_type", "signature",
    ]

    /// Members only Mattermost's push request has, one of which makes it one beside `device_id`
    /// and `platform`.
    private static let mattermostPushSigns = ["ack_id", "server_id", "cont_ava", "is_id_loaded", "is_crt_enabled"]

    /// A Mattermost push proxy request (mattermost-push-proxy swagger/spec.yaml, `POST
    /// /api/v1/send_push`; Mattermost's hosted proxy is https://push.mattermost.com): the string
    /// `device_id` and `platform` (`android`, `apple`, `android_rn`, …) with one of Mattermost's
    /// own members (`ack_id`, `server_id`, `cont_ava`, `is_id_loaded`, `is_crt_enabled`), and no
    /// member `PushNotification` lacks. The proxy builds a data-only FCM message (every value a
    /// string, android.priority high) or the APNs payload.
    static func mattermostPushProxyRequest(_ root: JSONValue) -> ShapeDetection? {
        guard let device = root.member(literal: "device_id"), device.isString, root.member(literal: "platform")?.isString == true,
            mattermostPushSigns.contains(where: { root.member($0) != nil })
        else { return nil }
        guard hasOnlyMembers(root, named: mattermostPushKeys) else { return nil }
        let what = "\"device_id\" and \"platform\" beside Mattermost's own push members"
        return relayDetection(device, what, .mattermostPushProxy)
    }

    /// The members of the request a Zulip server posts to Zulip's push notification service
    /// (zulip/zulip zerver/lib/push_notifications.py, `send_notifications_to_bouncer`).
    private static let zulipBouncerKeys: Set<String> = [
        "user_uuid", "user_id", "realm_uuid", "apns_payload", "gcm_payload", "gcm_options", "android_devices",
        "apple_devices",
    ]

    /// A Zulip push bouncer request (zulip/zulip zerver/lib/push_notifications.py,
    /// `send_notifications_to_bouncer`: `POST https://push.zulipchat.com/api/v1/remotes/push/notify`):
    /// the user (`user_uuid`, `user_id`) with a `gcm_payload` or `apns_payload` object, and no
    /// member the request lacks. The bouncer sends `gcm_payload` as the FCM message's data (each
    /// value turned into a string) with `gcm_options.priority` as android.priority, and
    /// `apns_payload` (alert, sound, badge) as the aps of an APNs payload whose other keys come
    /// from its `custom` object.
    static func zulipPushBouncerRequest(_ root: JSONValue) -> ShapeDetection? {
        guard let payload = root.member(literal: "gcm_payload") ?? root.member(literal: "apns_payload"), payload.isObject,
            root.member(literal: "user_uuid") != nil || root.member(literal: "user_id") != nil
        else { return nil }
        guard hasOnlyMembers(root, named: zulipBouncerKeys) else { return nil }
        let what = "\"\(payload.key?.stringValue ?? "")\" beside the user's ids"
        return relayDetection(payload, what, .zulipPushBouncer)
    }

    /// A Matrix homeserver's notification to a push gateway (the Matrix Push Gateway API, `POST
    /// /_matrix/push/v1/notify`, as Synapse, Conduit and Dendrite send it to Sygnal or an app's
    /// own gateway): one `notification` object whose `devices` list holds the pushers, each with
    /// its `app_id` and `pushkey` (the FCM token or APNs device token the gateway pushes to). FCM's
    /// Notification has no `devices`; read as one, the specification's own example drew twelve
    /// unknown-field errors and a missing target.
    static func matrixPushGatewayNotification(_ root: JSONValue) -> ShapeDetection? {
        guard root.count == 1, let notification = root.member(literal: "notification"), notification.isObject,
            let devices = notification.member(literal: "devices"), devices.isArray,
            devices.elements.contains(where: { $0.member(literal: "pushkey")?.isString == true && $0.member(literal: "app_id")?.isString == true })
        else { return nil }
        let what = "notification.devices lists pushers by app_id and pushkey"
        return relayDetection(devices, what, .matrixPushGateway)
    }

    /// The detection of a request to `service`, shown by `value`.
    private static func relayDetection(_ value: JSONValue, _ description: String, _ service: OtherPushService) -> ShapeDetection {
        let reason = ShapeEvidence(value: value, anchor: .key, description: description, shape: .v1Message)
        return ShapeDetection(shape: .v1Message, reason: reason, otherService: service)
    }
}
