/// What firebase-admin-node does when an object it validates gives one field under two names.
///
/// The Node SDK is the one that takes a message as a plain object (Python, Java, Go and .NET
/// build typed objects). Its validators (src/messaging/messaging-internal.ts) rename the SDK's
/// own names to the wire names with `renameProperties`, where "the old key's value takes
/// precedence over the new key's value" (src/utils/index.ts); only `validateNotification`,
/// `validateApnsFcmOptions` and `validateAps` first throw "Multiple specifications for <name> in
/// <level>". A pair the SDK renames neither onto the other reaches FCM as written.
enum AdminNodeAliasHandling: Equatable {
    /// The SDK throws "Multiple specifications for `sdkName` in …" and sends nothing.
    case throwsError(sdkName: String)
    /// The SDK renames `sdkName` onto the wire name, replacing the value given under it: one
    /// value is sent, the one under `sdkName`.
    case keepsSDKName(sdkName: String)
    /// Both names reach FCM.
    case sendsBoth

    /// Names whose pair with the wire name makes the SDK throw, by the schema level's name.
    private static let throwing: [String: [String]] = [
        "Notification": ["imageUrl"],
        "ApnsFcmOptions": ["imageUrl"],
        "aps": ["contentAvailable", "mutableContent", "threadId"],
    ]

    /// Names the SDK renames onto the wire name without a check, by the schema level's name.
    private static let renamed: [String: [String]] = [
        "AndroidConfig": ["collapseKey", "restrictedPackageName"],
        "AndroidNotification": [
            "clickAction", "bodyLocKey", "bodyLocArgs", "titleLocKey", "titleLocArgs", "channelId", "imageUrl",
            "eventTimestamp", "localOnly", "priority", "vibrateTimingsMillis", "defaultVibrateTimings", "defaultSound",
            "lightSettings", "defaultLightSettings", "notificationCount",
        ],
        "LightSettings": ["lightOnDurationMillis", "lightOffDurationMillis"],
        "firebase-admin LightSettings": ["lightOnDurationMillis", "lightOffDurationMillis"],
        "aps.alert": [
            "locKey", "locArgs", "titleLocKey", "titleLocArgs", "subtitleLocKey", "subtitleLocArgs", "actionLocKey",
            "launchImage",
        ],
    ]

    /// How the SDK treats `first` and `second`, two names of the field whose wire name is
    /// `wireName`, in the schema level named `level`.
    static func of(level: String, wireName: String, _ first: String, _ second: String) -> AdminNodeAliasHandling {
        for (sdkName, other) in [(first, second), (second, first)] where other == wireName {
            if throwing[level]?.contains(sdkName) == true { return .throwsError(sdkName: sdkName) }
            if renamed[level]?.contains(sdkName) == true { return .keepsSDKName(sdkName: sdkName) }
        }
        return .sendsBoth
    }
}
