/// Every rule, in one alphabetical list (by type name). A test fails when a `*Rule.swift` file
/// under `Rules/` is missing here.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any Rule] = [
        AndroidDuplicateDisplayRule(),
        AndroidTTLFormatRule(),
        AndroidTTLTooLongRule(),
        AndroidTTLZeroRule(),
        APNsMutableContentMissingRule(),
        APNsPriority10WithoutAlertRule(),
        APNsPushTypeBackgroundWithAlertRule(),
        APNsPushTypeMissingRule(),
        DataKeyApsRule(),
        DataKeyClientFilteredRule(),
        DataKeyReservedPrefixRule(),
        DataKeyReservedWordRule(),
        DataKeyStrippedBySDKRule(),
        DataValueNotStringRule(),
        InvalidJSONRule(),
        JSONByteOrderMarkRule(),
        JSONDuplicateKeyRule(),
        MediaURLNotHTTPSRule(),
        NotifyKitAndroidNotificationBlockRule(),
        NotifyKitOptionsJSONRule(),
        NotifyKitReservedDataKeyRule(),
        ShapeNotObjectRule(),
        SizeAPNsLimitRule(),
        SizeFCMLimitRule(),
        SizeFCMOverheadRule(),
        SizeIOSDuplicatedDataRule(),
        SizeNotifyKitDoubleCountRule(),
        SizePlaceholderUndeclaredRule(),
        SizeUTF8Rule(),
        SizeWarnRule(),
    ]

    /// The description of every rule, sorted by id.
    public static var descriptions: [RuleDescription] {
        all.map { type(of: $0).description }.sorted { $0.id < $1.id }
    }

    /// The rule with identifier `id`.
    public static func rule(withID id: String) -> (any Rule)? {
        all.first { type(of: $0).description.id == id }
    }
}
