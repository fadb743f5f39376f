/// Every rule, in one alphabetical list (by type name). A test fails when a `*Rule.swift` file
/// under `Rules/` is missing here.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any Rule] = [
        AndroidBypassProxyDeprecatedRule(),
        AndroidCollapseKeyEmptyRule(),
        AndroidCollapseKeyInfoRule(),
        AndroidDataOnlyNormalPriorityRule(),
        AndroidDuplicateDisplayRule(),
        AndroidHighPriorityNoNotificationRule(),
        AndroidNotificationChannelMissingRule(),
        AndroidNotificationDataHiddenRule(),
        AndroidNotificationIconRule(),
        AndroidNotificationImageRule(),
        AndroidNotificationLightDefaultRule(),
        AndroidNotificationLocArgsWithoutKeyRule(),
        AndroidNotificationSoundRule(),
        AndroidNotificationVibrateIgnoredRule(),
        AndroidRestrictedPackageRule(),
        AndroidTTLFormatRule(),
        AndroidTTLFractionRule(),
        AndroidTTLTooLongRule(),
        AndroidTTLUnitsSuspectRule(),
        AndroidTTLZeroRule(),
        APNsMutableContentMissingRule(),
        APNsPriority10WithoutAlertRule(),
        APNsPushTypeBackgroundWithAlertRule(),
        APNsPushTypeMissingRule(),
        DataAndroidOverrideRule(),
        DataKeyApsRule(),
        DataKeyClientFilteredRule(),
        DataKeyEmptyRule(),
        DataKeyFCMPrefixDivergenceRule(),
        DataKeyReservedNotificationRule(),
        DataKeyReservedPrefixNoDotRule(),
        DataKeyReservedPrefixRule(),
        DataKeyReservedWordRule(),
        DataKeyStrippedBySDKRule(),
        DataValueBinaryRule(),
        DataValueJSONEscapingRule(),
        DataValueNotStringRule(),
        InvalidJSONRule(),
        JSONByteOrderMarkRule(),
        JSONDuplicateKeyRule(),
        MediaURLNotHTTPSRule(),
        NotificationEmptyRule(),
        NotificationImageFormatRule(),
        NotificationImageInvalidURLRule(),
        NotifyKitAndroidNotificationBlockRule(),
        NotifyKitOptionsJSONRule(),
        NotifyKitReservedDataKeyRule(),
        RoutingConditionDoubleQuotesRule(),
        RoutingConditionSyntaxRule(),
        RoutingConditionTooManyTopicsRule(),
        RoutingFIDTargetRule(),
        RoutingMulticastLimitRule(),
        RoutingTargetCountRule(),
        RoutingTargetEmptyRule(),
        RoutingTokenShapeRule(),
        RoutingTopicMalformedRule(),
        RoutingTopicPrefixRule(),
        RoutingTopicPrivatePrefixRule(),
        ShapeNotObjectRule(),
        SizeFCMLimitRule(),
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
