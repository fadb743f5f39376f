/// Every rule, in one alphabetical list (by type name). A test fails when a `*Rule.swift` file
/// under `Rules/` is missing here.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any Rule] = [
        APNsAlertKeySpellingRule(),
        APNsAlertTypeRule(),
        APNsApsKeySpellingRule(),
        APNsApsUnknownKeyRule(),
        APNsBadgeInvalidRule(),
        APNsCollapseIDTooLongRule(),
        APNsExpirationFormatRule(),
        APNsHeaderUnknownRule(),
        APNsHeadersNonStringRule(),
        APNsIDHeaderFormatRule(),
        APNsInterruptionLevelInvalidRule(),
        APNsMutableContentMissingRule(),
        APNsPriority10WithoutAlertRule(),
        APNsPriorityInvalidRule(),
        APNsPushTypeBackgroundWithAlertRule(),
        APNsPushTypeInvalidRule(),
        APNsPushTypeMissingRule(),
        APNsRelevanceScoreRangeRule(),
        APNsStringKeysRule(),
        AndroidDuplicateDisplayRule(),
        AndroidNotificationColorRule(),
        AndroidNotificationCountRule(),
        AndroidNotificationEventTimeRule(),
        AndroidNotificationLightSettingsRule(),
        AndroidNotificationPriorityEnumRule(),
        AndroidNotificationProxyEnumRule(),
        AndroidNotificationVibrateRule(),
        AndroidNotificationVisibilityEnumRule(),
        AndroidPriorityInvalidRule(),
        AndroidTTLFormatRule(),
        AndroidTTLTooLongRule(),
        AndroidTTLZeroRule(),
        DataKeyApsRule(),
        DataKeyClientFilteredRule(),
        DataKeyReservedPrefixRule(),
        DataKeyReservedWordRule(),
        DataKeyStrippedBySDKRule(),
        DataValueNotStringRule(),
        FCMOptionsAnalyticsLabelRule(),
        InvalidJSONRule(),
        JSONByteOrderMarkRule(),
        JSONDuplicateKeyRule(),
        LegacyAdminPayloadRule(),
        LegacyMappingHintRule(),
        LegacySendMulticastRule(),
        LegacyTopLevelKeysRule(),
        LegacyTopicInToRule(),
        MediaURLNotHTTPSRule(),
        NotificationLegacyKeysRule(),
        NotifyKitAndroidNotificationBlockRule(),
        NotifyKitOptionsJSONRule(),
        NotifyKitReservedDataKeyRule(),
        ShapeAdminOnlyNameInRESTRule(),
        ShapeDetectedRule(),
        ShapeDuplicateAliasRule(),
        ShapeEnvelopeRule(),
        ShapeMixedRule(),
        ShapeNotObjectRule(),
        ShapeOutputOnlyNameRule(),
        ShapeRESTFormInAdminRule(),
        ShapeTypeMismatchRule(),
        ShapeUnknownFieldRule(),
        SizeFCMLimitRule(),
        SizeWarnRule(),
        WebpushDirRule(),
        WebpushHeadersNonStringRule(),
        WebpushTTLHeaderRule(),
        WebpushUrgencyRule(),
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
