/// The part of an FCM message a rule is about; rules live in folders of the same names.
public enum RuleArea: String, Sendable, CaseIterable {
    /// The JSON text itself: syntax, encoding, duplicate keys.
    case json
    /// The input form: envelope, unknown fields, types.
    case shape
    /// Targets: token, topic, condition.
    case routing
    /// The common `notification` block.
    case notification
    /// `data` maps.
    case data
    /// `android` (AndroidConfig).
    case android
    /// `apns` (ApnsConfig): headers, payload, `aps`.
    case apns
    /// `webpush` (WebpushConfig).
    case webpush
    /// `fcm_options` blocks.
    case fcmOptions = "fcm-options"
    /// The Notify Kit FCM Mode contract and its `notifee_options` blob.
    case notifykit
    /// Byte budgets.
    case size
    /// Pre-v1 and removed shapes.
    case legacy
    /// What a device received (device captures: `userInfo`, extras, `RemoteMessage`, Expo
    /// notifications); these rules run on captures only.
    case capture
}
