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

    /// The area's bit in a set of areas (`MessageContext.runningAreas`): one per case, in
    /// declaration order.
    var bit: UInt32 { 1 << UInt32(Self.ordered.firstIndex(of: self) ?? 0) }

    /// `allCases`, made once.
    private static let ordered = allCases

    /// The areas whose rules run on a message of `detection`, as a set of `bit`s: decided once
    /// per message, so the rule loop tests one bit per rule.
    /// An FCM message (HTTP v1 request or message, firebase-admin object; most messages) takes
    /// the bits `runs(_:)` gives for such a shape, worked out once.
    static func bits(running detection: ShapeDetection) -> UInt32 {
        if detection.otherService == nil, detection.shape == .v1Request || detection.shape == .v1Message || detection.shape == .admin {
            return fcmMessageBits
        }
        return bits(askingEachArea: detection)
    }

    /// The bits of an FCM message's areas: `runs(_:)` decides them alike for the three FCM
    /// message shapes without another service (`ShapeDetectionTests` checks each).
    private static let fcmMessageBits = bits(askingEachArea: ShapeDetection(shape: .v1Message))

    /// The bits of the areas `detection.runs(_:)` takes, one area at a time.
    static func bits(askingEachArea detection: ShapeDetection) -> UInt32 {
        var bits: UInt32 = 0
        for (index, area) in ordered.enumerated() where detection.runs(area) { bits |= 1 << UInt32(index) }
        return bits
    }
}
