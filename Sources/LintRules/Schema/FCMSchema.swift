/// The FCM HTTP v1 message, declared once: every typed level, every field in its snake_case and
/// lowerCamelCase spellings (and the firebase-admin names that differ), the JSON type, enum, range
/// or format of each value, and Apple's `aps`, `aps.alert` and `aps.sound` keys.
///
/// Sources: the FCM v1 REST reference and discovery document (`Message`, `Notification`,
/// `AndroidConfig`, `AndroidNotification`, `LightSettings`, `Color`, `AndroidFcmOptions`,
/// `ApnsConfig`, `ApnsFcmOptions`, `WebpushConfig`, `WebpushFcmOptions`, `FcmOptions`,
/// `SendMessageRequest`); firebase-admin-node `messaging-api.ts` and `messaging-internal.ts` for the
/// Admin names and conversions; Apple's payload key reference and request headers for APNs; RFC 8030
/// for web push headers.
public enum FCMSchema {
    // MARK: - Request envelope

    /// `SendMessageRequest`: the HTTP v1 request body.
    public static let request = ObjectSpec(
        name: "SendMessageRequest", fcmPath: "", displayPath: "the request body",
        fields: [
            FieldSpec("message", .object(message), rule: SchemaRuleID.envelope, protoType: "TYPE_MESSAGE", required: true),
            FieldSpec("validate_only", .bool),
        ],
        extraKeys: .rejected(rule: SchemaRuleID.envelope),
        misplaced: ["token", "topic", "condition", "notification", "data", "android", "apns", "webpush", "fcm_options", "fcmOptions"]
            .map { Misplacement($0, "inside \"message\"", rule: SchemaRuleID.envelope) }
            + ["dry_run", "dryRun"].map {
                Misplacement($0, "\"validate_only\"", rule: SchemaRuleID.envelope)
            })

    // MARK: - Message

    /// `Message`.
    public static let message = ObjectSpec(
        name: "Message", fcmPath: "message", displayPath: "the message",
        fields: [
            FieldSpec("name", .string(.any), outputOnly: true),
            FieldSpec("data", .stringMap),
            FieldSpec("notification", .object(notification)),
            FieldSpec("android", .object(androidConfig)),
            FieldSpec("webpush", .object(webpushConfig)),
            FieldSpec("apns", .object(apnsConfig)),
            FieldSpec("fcm_options", .object(fcmOptions(name: "FcmOptions", path: "fcm_options", image: false))),
            // Target values are checked by the routing rules; the schema checks their type.
            FieldSpec("token", .string(.any)),
            FieldSpec("topic", .string(.any)),
            FieldSpec("condition", .string(.any)),
            // Newer firebase-admin SDKs target Firebase installation ids; routing-fid-target explains.
            FieldSpec("fid", .string(.any)),
            // The Android "v2" configuration of the 2026 Admin SDKs: accepted, not checked further.
            FieldSpec("android_v2", .openObject(nil)),
            // firebase-admin multicast (sendEachForMulticast); not HTTP v1 fields.
            FieldSpec("tokens", .array(.string(.any), nonEmpty: false), nameKind: .adminOnly),
            FieldSpec("fids", .array(.string(.any), nonEmpty: false), nameKind: .adminOnly),
        ],
        misplaced: legacyMessageKeys + legacyAdminOptions + [
            Misplacement("click_action", "android.notification.click_action (web: webpush.fcm_options.link; iOS: apns.payload.aps.category)"),
            Misplacement("clickAction", "android.notification.click_action (web: webpush.fcm_options.link; iOS: apns.payload.aps.category)"),
            Misplacement("aps", "apns.payload.aps"),
            Misplacement("ttl", "android.ttl (and apns.headers.apns-expiration for iOS)"),
            Misplacement("headers", "apns.headers or webpush.headers"),
            Misplacement("payload", "apns.payload"),
            Misplacement("title", "notification.title"),
            Misplacement("body", "notification.body"),
            Misplacement("image", "notification.image"),
            Misplacement("sound", "android.notification.sound and apns.payload.aps.sound"),
            Misplacement("badge", "apns.payload.aps.badge (Android: android.notification.notification_count)"),
            Misplacement("icon", "android.notification.icon"),
            Misplacement("channel_id", "android.notification.channel_id"),
            Misplacement("android_channel_id", "android.notification.channel_id"),
            Misplacement("validate_only", "the request body next to \"message\": {\"message\": {…}, \"validate_only\": true}"),
            Misplacement("validateOnly", "the request body next to \"message\": {\"message\": {…}, \"validate_only\": true}"),
            Misplacement("message", "the request body only: the message is wrapped in \"message\" twice"),
            Misplacement("content-available", "apns.payload.aps"),
            Misplacement("mutable-content", "apns.payload.aps"),
            Misplacement("analytics_label", "fcm_options.analytics_label"),
            Misplacement("link", "webpush.fcm_options.link"),
        ] + apnsHeaderNames.map { Misplacement($0, "apns.headers") })

    /// Legacy HTTP keys at the top level, with their HTTP v1 equivalent.
    static let legacyMessageKeys: [Misplacement] = [
        ("to", "token (a registration token or device-group notification key), or topic for a \"/topics/…\" value without the prefix"),
        ("registration_ids", "one message per token (sendEach, or one HTTP v1 request per token)"),
        ("notification_key", "token, set to the device group's notification key"),
        ("priority", "android.priority (\"HIGH\" or \"NORMAL\") and apns.headers.apns-priority (\"10\" or \"5\")"),
        ("time_to_live", "android.ttl as a duration string (\"<seconds>s\") and apns.headers.apns-expiration"),
        ("content_available", "apns.payload.aps.content-available: 1"),
        ("mutable_content", "apns.payload.aps.mutable-content: 1"),
        ("collapse_key", "android.collapse_key and apns.headers.apns-collapse-id"),
        ("dry_run", "validate_only in the request body ({\"message\": {…}, \"validate_only\": true})"),
        ("restricted_package_name", "android.restricted_package_name"),
        ("direct_boot_ok", "android.direct_boot_ok"),
        ("delay_while_idle", "nothing: it was deprecated and has no HTTP v1 equivalent; remove it"),
    ].map { Misplacement($0.0, $0.1, rule: SchemaRuleID.legacyTopLevelKeys) }

    /// Options of the removed firebase-admin `sendToDevice`/`sendToTopic` APIs at the top level.
    static let legacyAdminOptions: [Misplacement] = [
        ("timeToLive", "android.ttl (milliseconds in firebase-admin) and apns.headers.apns-expiration"),
        ("contentAvailable", "apns.payload.aps.contentAvailable: true"),
        ("mutableContent", "apns.payload.aps.mutableContent: true"),
        ("dryRun", "send(message, true): the dry-run flag is an argument of send()"),
        ("collapseKey", "android.collapseKey and apns.headers.apns-collapse-id"),
        ("restrictedPackageName", "android.restrictedPackageName"),
        ("options", "message fields: timeToLive becomes android.ttl, priority becomes android.priority and apns-priority, dryRun the second argument of send()"),
    ].map { Misplacement($0.0, $0.1, rule: SchemaRuleID.legacyAdminPayload) }

    // MARK: - Notification

    /// `Notification`: only title, body and image.
    public static let notification = ObjectSpec(
        name: "Notification", fcmPath: "message.notification", displayPath: "notification",
        fields: [
            FieldSpec("title", .string(.any)),
            FieldSpec("body", .string(.any)),
            FieldSpec("image", .string(.any), extra: [Spelling("imageUrl", kind: .adminOnly)]),
        ],
        misplaced: legacyNotificationKeys + [
            Misplacement("data", "message.data, a sibling of notification"),
            Misplacement("android", "message.android, a sibling of notification"),
            Misplacement("apns", "message.apns, a sibling of notification"),
        ])

    /// Legacy notification keys and where HTTP v1 moved them.
    static let legacyNotificationKeys: [Misplacement] = {
        var pairs: [(String, String)] = [
            ("sound", "android.notification.sound and apns.payload.aps.sound"),
            ("icon", "android.notification.icon (web: webpush.notification.icon)"),
            ("color", "android.notification.color"),
            ("tag", "android.notification.tag (iOS: apns.headers.apns-collapse-id)"),
            ("click_action", "android.notification.click_action (web: webpush.fcm_options.link; iOS: apns.payload.aps.category)"),
            ("android_channel_id", "android.notification.channel_id"),
            ("channel_id", "android.notification.channel_id"),
            ("badge", "apns.payload.aps.badge (Android: android.notification.notification_count)"),
            ("subtitle", "apns.payload.aps.alert.subtitle"),
            ("body_loc_key", "android.notification.body_loc_key and apns.payload.aps.alert.loc-key"),
            ("body_loc_args", "android.notification.body_loc_args and apns.payload.aps.alert.loc-args"),
            ("title_loc_key", "android.notification.title_loc_key and apns.payload.aps.alert.title-loc-key"),
            ("title_loc_args", "android.notification.title_loc_args and apns.payload.aps.alert.title-loc-args"),
            ("content_available", "apns.payload.aps.content-available: 1"),
            ("priority", "android.priority, or android.notification.notification_priority for the tray priority"),
        ]
        for name in [
            "ticker", "sticky", "event_time", "local_only", "notification_priority", "default_sound",
            "default_vibrate_timings", "default_light_settings", "vibrate_timings", "visibility",
            "notification_count", "light_settings", "proxy",
        ] {
            pairs.append((name, "android.notification." + name))
        }
        var result: [Misplacement] = []
        result.reserveCapacity(2 * pairs.count)
        for (name, destination) in pairs {
            result.append(Misplacement(name, destination, rule: SchemaRuleID.notificationLegacyKeys))
            if let alias = FieldSpec.lowerCamelCaseAlias(name) {
                result.append(Misplacement(alias, destination, rule: SchemaRuleID.notificationLegacyKeys))
            }
        }
        return result
    }()

    // MARK: - Android

    /// `AndroidConfig`.
    public static let androidConfig = ObjectSpec(
        name: "AndroidConfig", fcmPath: "message.android", displayPath: "android",
        fields: [
            FieldSpec("collapse_key", .string(.any)),
            FieldSpec(
                "priority", .enumeration(EnumSpec(["NORMAL", "HIGH"], caseInsensitive: true, acceptsNumbers: true)),
                rule: SchemaRuleID.androidPriority),
            // android-ttl-format checks the value in every shape (a Duration string, or firebase-admin milliseconds).
            FieldSpec("ttl", .unchecked),
            FieldSpec("restricted_package_name", .string(.any)),
            FieldSpec("data", .stringMap),
            FieldSpec("notification", .object(androidNotification)),
            FieldSpec("fcm_options", .object(fcmOptions(name: "AndroidFcmOptions", path: "android.fcm_options", image: false))),
            FieldSpec("direct_boot_ok", .bool),
            FieldSpec("bandwidth_constrained_ok", .bool),
            FieldSpec("restricted_satellite_ok", .bool),
        ],
        misplaced: [
            "title", "body", "icon", "color", "sound", "tag", "click_action", "clickAction", "channel_id", "channelId",
            "image", "imageUrl", "notification_priority", "visibility", "ticker", "notification_count",
        ].map { Misplacement($0, "android.notification." + $0) } + [
            Misplacement("android_channel_id", "android.notification.channel_id"),
            Misplacement("time_to_live", "android.ttl as a duration string (\"<seconds>s\")"),
            Misplacement("timeToLive", "android.ttl"),
            Misplacement("content_available", "apns.payload.aps.content-available (Android has no equivalent)"),
            Misplacement("analytics_label", "android.fcm_options.analytics_label"),
            Misplacement("apns", "message.apns, a sibling of android"),
            Misplacement("headers", "apns.headers or webpush.headers (Android has no headers)"),
        ])

    /// `AndroidNotification`.
    public static let androidNotification = ObjectSpec(
        name: "AndroidNotification", fcmPath: "message.android.notification", displayPath: "android.notification",
        fields: [
            FieldSpec("title", .string(.any)),
            FieldSpec("body", .string(.any)),
            FieldSpec("icon", .string(.any)),
            FieldSpec("color", .string(.hexColor), rule: SchemaRuleID.androidColor),
            FieldSpec("sound", .string(.any)),
            FieldSpec("tag", .string(.any)),
            FieldSpec("click_action", .string(.any)),
            FieldSpec("body_loc_key", .string(.any)),
            FieldSpec("body_loc_args", .array(.string(.any), nonEmpty: false)),
            FieldSpec("title_loc_key", .string(.any)),
            FieldSpec("title_loc_args", .array(.string(.any), nonEmpty: false)),
            FieldSpec("channel_id", .string(.any)),
            FieldSpec("ticker", .string(.any)),
            FieldSpec("sticky", .bool),
            FieldSpec(
                "event_time", .string(.timestamp), rule: SchemaRuleID.androidEventTime,
                extra: [Spelling("eventTimestamp", kind: .adminOnly, adminValue: .string(.timestamp))], protoType: "TYPE_TIMESTAMP"),
            FieldSpec("local_only", .bool),
            FieldSpec(
                "notification_priority",
                .enumeration(EnumSpec(
                    ["PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT", "PRIORITY_HIGH", "PRIORITY_MAX"],
                    caseInsensitive: true, acceptsNumbers: true)),
                rule: SchemaRuleID.androidNotificationPriority,
                extra: [
                    Spelling(
                        "priority", kind: .adminOnly,
                        adminValue: .enumeration(EnumSpec(["min", "low", "default", "high", "max"], caseInsensitive: true)))
                ]),
            FieldSpec("default_sound", .bool),
            FieldSpec("default_vibrate_timings", .bool),
            FieldSpec("default_light_settings", .bool),
            FieldSpec(
                "vibrate_timings", .array(.string(.duration), nonEmpty: false), rule: SchemaRuleID.androidVibrate,
                extra: [
                    Spelling(
                        "vibrateTimingsMillis", kind: .adminOnly,
                        adminValue: .array(.number(minimum: 0, maximum: nil, acceptsString: false), nonEmpty: true))
                ], protoType: "TYPE_DURATION"),
            FieldSpec(
                "visibility",
                .enumeration(EnumSpec(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"], caseInsensitive: true, acceptsNumbers: true)),
                rule: SchemaRuleID.androidVisibility),
            FieldSpec(
                "notification_count", .integer(minimum: 0, maximum: Int(Int32.max), acceptsString: true),
                rule: SchemaRuleID.androidCount),
            FieldSpec(
                "light_settings", .object(lightSettings), rule: SchemaRuleID.androidLightSettings,
                extra: [Spelling("lightSettings", kind: .camelCase, adminValue: .object(adminLightSettings))]),
            FieldSpec("image", .string(.any), extra: [Spelling("imageUrl", kind: .adminOnly)]),
            FieldSpec("bypass_proxy_notification", .bool),
            FieldSpec(
                "proxy",
                .enumeration(EnumSpec(["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"], caseInsensitive: true, acceptsNumbers: true)),
                rule: SchemaRuleID.androidProxy),
        ],
        misplaced: [
            Misplacement("android_channel_id", "android.notification.channel_id"),
            Misplacement("channel", "android.notification.channel_id"),
            Misplacement("badge", "android.notification.notification_count (iOS: apns.payload.aps.badge)"),
            Misplacement("ttl", "android.ttl"),
            Misplacement("collapse_key", "android.collapse_key"),
            Misplacement("data", "android.data (or message.data)"),
            Misplacement("direct_boot_ok", "android.direct_boot_ok"),
            Misplacement("link", "webpush.fcm_options.link (Android: click_action)"),
            Misplacement("subtitle", "apns.payload.aps.alert.subtitle (Android notifications have no subtitle)"),
        ])

    /// `LightSettings` as the HTTP v1 API takes it.
    public static let lightSettings = ObjectSpec(
        name: "LightSettings", fcmPath: "message.android.notification.light_settings",
        displayPath: "android.notification.light_settings",
        fields: [
            FieldSpec("color", .object(color), rule: SchemaRuleID.androidLightSettings, required: true),
            FieldSpec(
                "light_on_duration", .string(.duration), rule: SchemaRuleID.androidLightSettings,
                extra: [Spelling("lightOnDurationMillis", kind: .adminOnly)], protoType: "TYPE_DURATION", required: true),
            FieldSpec(
                "light_off_duration", .string(.duration), rule: SchemaRuleID.androidLightSettings,
                extra: [Spelling("lightOffDurationMillis", kind: .adminOnly)], protoType: "TYPE_DURATION", required: true),
        ])

    /// `google.type.Color`: fractions from 0 to 1.
    public static let color = ObjectSpec(
        name: "Color", fcmPath: "message.android.notification.light_settings.color",
        displayPath: "android.notification.light_settings.color",
        fields: ["red", "green", "blue", "alpha"].map {
            FieldSpec($0, .number(minimum: 0, maximum: 1, acceptsString: true), rule: SchemaRuleID.androidLightSettings)
        })

    /// firebase-admin's `LightSettings`: a `#RRGGBB[AA]` colour and durations in milliseconds,
    /// all three required (`validateLightSettings`).
    public static let adminLightSettings = ObjectSpec(
        name: "firebase-admin LightSettings", fcmPath: "message.android.notification.light_settings",
        displayPath: "android.notification.lightSettings",
        fields: [
            FieldSpec("color", .string(.hexColorWithAlpha), rule: SchemaRuleID.androidLightSettings, required: true),
            FieldSpec(
                "lightOnDurationMillis", .number(minimum: 0, maximum: nil, acceptsString: false),
                rule: SchemaRuleID.androidLightSettings, required: true),
            FieldSpec(
                "lightOffDurationMillis", .number(minimum: 0, maximum: nil, acceptsString: false),
                rule: SchemaRuleID.androidLightSettings, required: true),
        ],
        misplaced: ["light_on_duration", "lightOnDuration"].map {
            Misplacement($0, "lightOnDurationMillis: firebase-admin takes the duration as a number of milliseconds", rule: SchemaRuleID.restFormInAdmin)
        } + ["light_off_duration", "lightOffDuration"].map {
            Misplacement($0, "lightOffDurationMillis: firebase-admin takes the duration as a number of milliseconds", rule: SchemaRuleID.restFormInAdmin)
        })

    // MARK: - FCM options

    /// `FcmOptions`, `AndroidFcmOptions` and `ApnsFcmOptions` (which adds `image`).
    static func fcmOptions(name: String, path: String, image: Bool) -> ObjectSpec {
        var fields = [FieldSpec("analytics_label", .string(.analyticsLabel), rule: SchemaRuleID.analyticsLabel)]
        var misplaced: [Misplacement] = [Misplacement("link", "webpush.fcm_options.link")]
        if image {
            fields.append(FieldSpec("image", .string(.any), extra: [Spelling("imageUrl", kind: .adminOnly)]))
        } else {
            let destination = path.hasPrefix("android") ? "android.notification.image" : "notification.image (iOS also: apns.fcm_options.image)"
            misplaced += ["image", "imageUrl"].map { Misplacement($0, destination) }
        }
        return ObjectSpec(name: name, fcmPath: "message." + path, displayPath: path, fields: fields, misplaced: misplaced)
    }

    // MARK: - APNs

    /// The APNs request headers FCM passes through.
    static let apnsHeaderNames = ["apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id", "apns-topic"]

    /// `ApnsConfig`.
    public static let apnsConfig = ObjectSpec(
        name: "ApnsConfig", fcmPath: "message.apns", displayPath: "apns",
        fields: [
            FieldSpec("headers", .headers(apnsHeaders)),
            FieldSpec("payload", .openObject(apnsPayload)),
            FieldSpec("fcm_options", .object(fcmOptions(name: "ApnsFcmOptions", path: "apns.fcm_options", image: true))),
            FieldSpec("live_activity_token", .string(.any)),
        ],
        misplaced: [
            Misplacement("aps", "apns.payload.aps"),
            Misplacement("image", "apns.fcm_options.image"),
            Misplacement("imageUrl", "apns.fcm_options.image"),
            Misplacement("analytics_label", "apns.fcm_options.analytics_label"),
            Misplacement("priority", "apns.headers.apns-priority"),
            Misplacement("data", "message.data (FCM copies it into the APNs payload), or custom keys in apns.payload"),
        ] + ["alert", "badge", "sound", "content-available", "mutable-content", "category", "thread-id"].map {
            Misplacement($0, "apns.payload.aps." + $0)
        } + apnsHeaderNames.map { Misplacement($0, "apns.headers." + $0) })

    /// The headers of `ApnsConfig` (Apple: Sending notification requests to APNs).
    public static let apnsHeaders = HeaderMapSpec(
        displayPath: "apns.headers",
        headers: [
            HeaderSpec(
                "apns-push-type",
                .oneOf(EnumSpec([
                    "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity",
                    "pushtotalk", "widgets",
                ])),
                rule: SchemaRuleID.apnsPushType),
            HeaderSpec("apns-priority", .oneOf(EnumSpec(["10", "5", "1"])), rule: SchemaRuleID.apnsPriority),
            HeaderSpec("apns-expiration", .digits, rule: SchemaRuleID.apnsExpiration),
            HeaderSpec("apns-collapse-id", .maxBytes(64), rule: SchemaRuleID.apnsCollapseID),
            HeaderSpec("apns-id", .uuid, rule: SchemaRuleID.apnsID),
            HeaderSpec("apns-topic", .any, rule: SchemaRuleID.apnsHeadersNonString),
            HeaderSpec("apns-channel-id", .any, rule: SchemaRuleID.apnsHeadersNonString),
        ],
        nonStringRule: SchemaRuleID.apnsHeadersNonString, unknownRule: SchemaRuleID.apnsHeaderUnknown)

    /// `ApnsConfig.payload` (and a raw APNs payload): `aps` plus any custom keys.
    public static let apnsPayload = ObjectSpec(
        name: "APNs payload", fcmPath: "message.apns.payload", displayPath: "apns.payload",
        fields: [FieldSpec("aps", .object(aps), camelCase: false)],
        // APNs headers written here are custom keys to FCM; apns-headers-misplaced reports them.
        extraKeys: .allowed)

    /// Apple's `aps` dictionary.
    public static let aps = ObjectSpec(
        name: "aps", fcmPath: "message.apns.payload.aps", displayPath: "aps", fields: apsFields,
        extraKeys: .ignored(rule: SchemaRuleID.apsUnknownKey, spellingRule: SchemaRuleID.apsKeySpelling))

    /// The fields of `aps` (shared with `liveActivityAps`).
    static let apsFields: [FieldSpec] = [
            FieldSpec("alert", .stringOrObject(alert), rule: SchemaRuleID.alertType),
            FieldSpec("badge", .integer(minimum: 0, maximum: nil, acceptsString: false), rule: SchemaRuleID.badge),
            FieldSpec("sound", .keysOnly(sound)),
            FieldSpec(
                "thread-id", .string(.any), rule: SchemaRuleID.apsStringKeys,
                extra: [Spelling("threadId", kind: .adminRename)]),
            FieldSpec("category", .string(.any), rule: SchemaRuleID.apsStringKeys),
            FieldSpec("content-available", .unchecked, extra: [Spelling("contentAvailable", kind: .adminRename)]),
            FieldSpec("mutable-content", .unchecked, extra: [Spelling("mutableContent", kind: .adminRename)]),
            FieldSpec("target-content-id", .string(.any), rule: SchemaRuleID.apsStringKeys),
            FieldSpec(
                "interruption-level", .string(.oneOf(EnumSpec(["passive", "active", "time-sensitive", "critical"]))),
                rule: SchemaRuleID.interruptionLevel),
            FieldSpec(
                "relevance-score", .number(minimum: 0, maximum: 1, acceptsString: false),
                rule: SchemaRuleID.relevanceScore),
            FieldSpec("filter-criteria", .string(.any), rule: SchemaRuleID.apsStringKeys),
            // Live Activities (apns-live-activity-fields checks the values).
            FieldSpec("timestamp", .unchecked),
            FieldSpec("event", .unchecked),
            FieldSpec("content-state", .unchecked),
            FieldSpec("stale-date", .unchecked),
            FieldSpec("dismissal-date", .unchecked),
            FieldSpec("attributes-type", .unchecked),
            FieldSpec("attributes", .unchecked),
            FieldSpec("input-push-token", .unchecked),
            FieldSpec("input-push-channel", .unchecked),
            // Safari web push and WidgetKit push updates.
            FieldSpec("url-args", .unchecked),
            FieldSpec("content-changed", .unchecked),
        ]

    /// `aps.alert` as a dictionary.
    public static let alert = ObjectSpec(
        name: "aps.alert", fcmPath: "message.apns.payload.aps.alert", displayPath: "aps.alert",
        fields: [
            FieldSpec("title", .string(.any)),
            FieldSpec("subtitle", .string(.any)),
            FieldSpec("body", .string(.any)),
            FieldSpec("launch-image", .string(.any), extra: [Spelling("launchImage", kind: .adminRename)]),
            FieldSpec("title-loc-key", .string(.any), extra: [Spelling("titleLocKey", kind: .adminRename)]),
            FieldSpec("title-loc-args", .array(.string(.any), nonEmpty: false), extra: [Spelling("titleLocArgs", kind: .adminRename)]),
            FieldSpec("subtitle-loc-key", .string(.any), extra: [Spelling("subtitleLocKey", kind: .adminRename)]),
            FieldSpec("subtitle-loc-args", .array(.string(.any), nonEmpty: false), extra: [Spelling("subtitleLocArgs", kind: .adminRename)]),
            FieldSpec("loc-key", .string(.any), extra: [Spelling("locKey", kind: .adminRename)]),
            FieldSpec("loc-args", .array(.string(.any), nonEmpty: false), extra: [Spelling("locArgs", kind: .adminRename)]),
            FieldSpec("action-loc-key", .string(.any), extra: [Spelling("actionLocKey", kind: .adminRename)]),
            FieldSpec("action", .string(.any)),
            FieldSpec("summary-arg", .string(.any)),
            FieldSpec("summary-arg-count", .integer(minimum: 0, maximum: nil, acceptsString: false)),
        ],
        extraKeys: .ignored(rule: SchemaRuleID.apsUnknownKey, spellingRule: SchemaRuleID.alertKeySpelling))

    /// `aps.sound` as a dictionary (critical alerts): key names only; apns-sound-invalid checks values.
    public static let sound = ObjectSpec(
        name: "aps.sound", fcmPath: "message.apns.payload.aps.sound", displayPath: "aps.sound",
        fields: [FieldSpec("critical", .unchecked), FieldSpec("name", .unchecked), FieldSpec("volume", .unchecked)],
        extraKeys: .ignored(rule: SchemaRuleID.apsUnknownKey, spellingRule: SchemaRuleID.apsKeySpelling))

    // MARK: - Web push

    /// `WebpushConfig`.
    public static let webpushConfig = ObjectSpec(
        name: "WebpushConfig", fcmPath: "message.webpush", displayPath: "webpush",
        fields: [
            FieldSpec("headers", .headers(webpushHeaders)),
            FieldSpec("data", .stringMap),
            FieldSpec("notification", .openObject(webNotification)),
            FieldSpec("fcm_options", .object(webpushFcmOptions)),
        ],
        misplaced: [
            Misplacement("link", "webpush.fcm_options.link"),
            Misplacement("analytics_label", "webpush.fcm_options.analytics_label"),
            Misplacement("TTL", "webpush.headers.TTL"),
            Misplacement("ttl", "webpush.headers.TTL"),
            Misplacement("Urgency", "webpush.headers.Urgency"),
            Misplacement("urgency", "webpush.headers.Urgency"),
            Misplacement("Topic", "webpush.headers.Topic"),
        ] + ["title", "body", "icon", "image", "badge", "actions", "click_action"].map {
            Misplacement($0, $0 == "click_action" ? "webpush.fcm_options.link" : "webpush.notification." + $0)
        })

    /// RFC 8030 headers of `WebpushConfig` (any other header is passed along).
    public static let webpushHeaders = HeaderMapSpec(
        displayPath: "webpush.headers",
        headers: [
            HeaderSpec("TTL", .digits, rule: SchemaRuleID.webpushTTL),
            HeaderSpec("Urgency", .oneOf(EnumSpec(["very-low", "low", "normal", "high"])), rule: SchemaRuleID.webpushUrgency),
            HeaderSpec("Topic", .any, rule: SchemaRuleID.webpushHeadersNonString),
        ],
        nonStringRule: SchemaRuleID.webpushHeadersNonString, unknownRule: nil)

    /// `WebpushConfig.notification`: Web Notification options (open; `dir` is an enum here, the
    /// other members are checked by the web push rules).
    public static let webNotification = ObjectSpec(
        name: "Web Notification", fcmPath: "message.webpush.notification", displayPath: "webpush.notification",
        fields: [
            FieldSpec("dir", .string(.oneOf(EnumSpec(["auto", "ltr", "rtl"]))), rule: SchemaRuleID.webpushDir),
        ] + [
            "title", "body", "icon", "image", "badge", "lang", "tag", "renotify", "requireInteraction", "silent",
            "timestamp", "vibrate", "actions", "data",
        ].map { FieldSpec($0, .unchecked, camelCase: false) },
        extraKeys: .allowed)

    /// `WebpushFcmOptions`.
    public static let webpushFcmOptions = ObjectSpec(
        name: "WebpushFcmOptions", fcmPath: "message.webpush.fcm_options", displayPath: "webpush.fcm_options",
        fields: [
            FieldSpec("link", .string(.any)),
            FieldSpec("analytics_label", .string(.analyticsLabel), rule: SchemaRuleID.analyticsLabel),
        ],
        misplaced: ["image", "imageUrl"].map { Misplacement($0, "webpush.notification.image") })
}
