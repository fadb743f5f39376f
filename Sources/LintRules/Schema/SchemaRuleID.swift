/// The ids of the rules that report what the schema walk finds. The schema names the rule that
/// owns each problem; each rule reports its share (`MessageContext.reportSchemaIssues`). A test
/// checks that every id here is a registered rule.
public enum SchemaRuleID {
    // MARK: - Shape
    public static let unknownField = "shape-unknown-field"
    public static let typeMismatch = "shape-type-mismatch"
    public static let envelope = "shape-envelope"
    public static let outputOnly = "shape-output-only-name"
    public static let adminOnlyInREST = "shape-admin-only-name-in-rest"
    public static let restFormInAdmin = "shape-rest-form-in-admin"
    public static let duplicateAlias = "shape-duplicate-alias"

    // MARK: - Notification and legacy
    public static let notificationLegacyKeys = "notification-legacy-keys"
    public static let legacyTopLevelKeys = "legacy-top-level-keys"
    public static let legacyAdminPayload = "legacy-admin-payload"

    // MARK: - Android
    public static let androidPriority = "android-priority-invalid"
    public static let androidColor = "android-notification-color"
    public static let androidNotificationPriority = "android-notification-priority-enum"
    public static let androidVisibility = "android-notification-visibility-enum"
    public static let androidProxy = "android-notification-proxy-enum"
    public static let androidEventTime = "android-notification-event-time"
    public static let androidVibrate = "android-notification-vibrate"
    public static let androidLightSettings = "android-notification-light-settings"
    public static let androidCount = "android-notification-count"

    // MARK: - APNs
    public static let apnsHeadersNonString = "apns-headers-non-string"
    public static let apnsHeaderUnknown = "apns-header-unknown"
    public static let apnsPushType = "apns-push-type-invalid"
    public static let apnsPriority = "apns-priority-invalid"
    public static let apnsExpiration = "apns-expiration-format"
    public static let apnsCollapseID = "apns-collapse-id-too-long"
    public static let apnsID = "apns-id-header-format"
    public static let apsKeySpelling = "apns-aps-key-spelling"
    public static let apsUnknownKey = "apns-aps-unknown-key"
    public static let alertType = "apns-alert-type"
    public static let alertKeySpelling = "apns-alert-key-spelling"
    public static let badge = "apns-badge-invalid"
    public static let relevanceScore = "apns-relevance-score-range"
    public static let interruptionLevel = "apns-interruption-level-invalid"
    public static let apsStringKeys = "apns-string-keys"

    // MARK: - Web push and FCM options
    public static let webpushHeadersNonString = "webpush-headers-non-string"
    public static let webpushTTL = "webpush-ttl-header"
    public static let webpushUrgency = "webpush-urgency"
    public static let webpushDir = "webpush-dir"
    public static let analyticsLabel = "fcm-options-analytics-label"

    /// Every id above.
    public static let all: [String] = [
        unknownField, typeMismatch, envelope, outputOnly, adminOnlyInREST, restFormInAdmin, duplicateAlias,
        notificationLegacyKeys, legacyTopLevelKeys, legacyAdminPayload,
        androidPriority, androidColor, androidNotificationPriority, androidVisibility, androidProxy,
        androidEventTime, androidVibrate, androidLightSettings, androidCount,
        apnsHeadersNonString, apnsHeaderUnknown, apnsPushType, apnsPriority, apnsExpiration, apnsCollapseID,
        apnsID, apsKeySpelling, apsUnknownKey, alertType, alertKeySpelling, badge, relevanceScore,
        interruptionLevel, apsStringKeys,
        webpushHeadersNonString, webpushTTL, webpushUrgency, webpushDir, analyticsLabel,
    ]
}
