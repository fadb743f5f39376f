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
        summary: """
            The body of an FCM HTTP v1 send request (POST \
            https://fcm.googleapis.com/v1/projects/{project_id}/messages:send).
            """,
        fields: [
            FieldSpec(
                "message", .object(message), rule: ShapeEnvelopeRule.self, protoType: "TYPE_MESSAGE", required: true,
                doc: "The message to send."),
            FieldSpec(
                "validate_only", .bool,
                doc: "When true, FCM checks the message and does not send it (a dry run)."),
        ],
        extraKeys: .rejected(rule: ShapeEnvelopeRule.self),
        misplaced: ["token", "topic", "condition", "notification", "data", "android", "apns", "webpush", "fcm_options", "fcmOptions"]
            .map { Misplacement($0, "inside \"message\"", rule: ShapeEnvelopeRule.self) }
            + ["dry_run", "dryRun"].map {
                Misplacement($0, "\"validate_only\"", rule: ShapeEnvelopeRule.self)
            })

    // MARK: - Message

    /// `Message`.
    public static let message = ObjectSpec(
        name: "Message", fcmPath: "message", displayPath: "the message",
        summary: "A message for Firebase Cloud Messaging to send: one target (token, topic or condition) and what to deliver.",
        fields: [
            FieldSpec(
                "name", .string(.any), outputOnly: true,
                doc: """
                    Output only: the identifier FCM returns for a sent message \
                    (projects/*/messages/{message_id}); a request does not set it.
                    """),
            FieldSpec(
                "data", .stringMap,
                doc: """
                    Custom key-value pairs delivered to the app on every platform; keys and values are \
                    strings, and FCM reserves some keys (from, message_type, gcm.*, google.*).
                    """),
            FieldSpec(
                "notification", .object(notification),
                doc: "The basic notification (title, body, image) shown on every platform."),
            FieldSpec(
                "android", .object(androidConfig),
                doc: "Android options: priority, ttl, collapse key, data and the Android notification."),
            FieldSpec(
                "webpush", .object(webpushConfig),
                doc: "Web push options: headers, data, the Web Notification and the click link."),
            FieldSpec(
                "apns", .object(apnsConfig),
                doc: "Apple options: the APNs request headers and the APNs payload (aps and custom keys)."),
            FieldSpec(
                "fcm_options", .object(fcmOptions(name: "FcmOptions", path: "fcm_options", image: false)),
                doc: "Options of the FCM SDKs on every platform (the analytics label)."),
            // Target values are checked by the routing rules; the schema checks their type.
            FieldSpec(
                "token", .string(.any),
                doc: "The registration token of the device to send to. Set exactly one of token, topic and condition."),
            FieldSpec(
                "topic", .string(.any),
                doc: "The topic to send to, without the /topics/ prefix. Set exactly one of token, topic and condition."),
            FieldSpec(
                "condition", .string(.any),
                doc: """
                    A condition over topics, like "'dogs' in topics && 'cats' in topics" (at most five \
                    topics). Set exactly one of token, topic and condition.
                    """),
            // Newer firebase-admin SDKs target Firebase installation ids; routing-fid-target explains.
            FieldSpec(
                "fid", .string(.any),
                doc: "The Firebase installation ID of the device to send to (newer firebase-admin SDKs)."),
            // The Android "v2" configuration of the 2026 Admin SDKs: accepted, not checked further.
            FieldSpec(
                "android_v2", .openObject(nil),
                doc: "The Android v2 configuration of recent firebase-admin SDKs; accepted and not checked further."),
            // firebase-admin multicast (sendEachForMulticast); not HTTP v1 fields.
            FieldSpec(
                "tokens", .array(.string(.any), nonEmpty: false), nameKind: .adminOnly,
                doc: "firebase-admin multicast (sendEachForMulticast): the registration tokens; not an HTTP v1 field."),
            FieldSpec(
                "fids", .array(.string(.any), nonEmpty: false), nameKind: .adminOnly,
                doc: "firebase-admin multicast: the Firebase installation IDs; not an HTTP v1 field."),
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
    ].map { Misplacement($0.0, $0.1, rule: LegacyTopLevelKeysRule.self) }

    /// Options of the removed firebase-admin `sendToDevice`/`sendToTopic` APIs at the top level.
    static let legacyAdminOptions: [Misplacement] = [
        ("timeToLive", "android.ttl (milliseconds in firebase-admin) and apns.headers.apns-expiration"),
        ("contentAvailable", "apns.payload.aps.contentAvailable: true"),
        ("mutableContent", "apns.payload.aps.mutableContent: true"),
        ("dryRun", "send(message, true): the dry-run flag is an argument of send()"),
        ("collapseKey", "android.collapseKey and apns.headers.apns-collapse-id"),
        ("restrictedPackageName", "android.restrictedPackageName"),
        ("options", "message fields: timeToLive becomes android.ttl, priority becomes android.priority and apns-priority, dryRun the second argument of send()"),
    ].map { Misplacement($0.0, $0.1, rule: LegacyAdminPayloadRule.self) }

    // MARK: - Notification

    /// `Notification`: only title, body and image.
    public static let notification = ObjectSpec(
        name: "Notification", fcmPath: "message.notification", displayPath: "notification",
        summary: "The basic notification shown on every platform: title, body and image.",
        fields: [
            FieldSpec("title", .string(.any), doc: "The notification's title."),
            FieldSpec("body", .string(.any), doc: "The notification's body text."),
            FieldSpec(
                "image", .string(.any), extra: [Spelling("imageUrl", kind: .adminOnly)],
                doc: """
                    The https URL of an image the device downloads and shows in the notification (on \
                    iOS, through a notification service extension).
                    """),
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
            result.append(Misplacement(name, destination, rule: NotificationLegacyKeysRule.self))
            if let alias = FieldSpec.lowerCamelCaseAlias(name) {
                result.append(Misplacement(alias, destination, rule: NotificationLegacyKeysRule.self))
            }
        }
        return result
    }()

    // MARK: - Android

    /// `AndroidConfig`.
    public static let androidConfig = ObjectSpec(
        name: "AndroidConfig", fcmPath: "message.android", displayPath: "android",
        summary: "Android options of the message (AndroidConfig).",
        fields: [
            FieldSpec(
                "collapse_key", .string(.any),
                doc: """
                    Names a group of messages of which only the last is delivered when delivery resumes; \
                    at most four collapse keys at a time per device.
                    """),
            FieldSpec(
                "priority", checkedBy: AndroidPriorityInvalidRule.self,
                doc: "Delivery priority: NORMAL, or HIGH to wake a sleeping device and deliver at once."),
            // android-ttl-format checks the value in every shape (a Duration string, or firebase-admin milliseconds).
            FieldSpec(
                "ttl", .unchecked,
                doc: FieldDoc(
                    """
                    How long FCM keeps the message while the device is offline: seconds with up to nine \
                    fractional digits and an s ("3600s", "3.5s"); at most 28 days ("2419200s"), which is \
                    the default. "0s" means now or never.
                    """,
                    value: .string(.duration), checkedBy: AndroidTTLFormatRule.self)),
            FieldSpec(
                "restricted_package_name", .string(.any),
                doc: "The package name of the app that must receive the message; it must match the registration token's app."),
            FieldSpec(
                "data", .stringMap,
                doc: "Custom key-value pairs for Android; replaces message.data on Android. Values are strings."),
            FieldSpec(
                "notification", .object(androidNotification),
                doc: "The notification shown on Android; its fields override message.notification's."),
            FieldSpec(
                "fcm_options", .object(fcmOptions(name: "AndroidFcmOptions", path: "android.fcm_options", image: false)),
                doc: "Options of the FCM SDK for Android (the analytics label)."),
            FieldSpec(
                "direct_boot_ok", .bool,
                doc: "When true, the message is delivered to the app while the device is in direct boot mode."),
            FieldSpec(
                "bandwidth_constrained_ok", .bool,
                doc: "When true, the message may be delivered while the app's network is bandwidth-constrained."),
            FieldSpec(
                "restricted_satellite_ok", .bool,
                doc: "When true, the message may be delivered over a satellite network."),
        ],
        misplaced: [
            "title", "body", "icon", "color", "sound", "tag", "click_action", "clickAction", "channel_id", "channelId",
            "image", "imageUrl", "notification_priority", "visibility", "ticker", "notification_count",
            "vibrate_timings", "vibrateTimingsMillis",
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
        summary: "The notification shown on Android (AndroidNotification).",
        fields: [
            FieldSpec(
                "title", .string(.any),
                doc: "The notification's title on Android; overrides notification.title."),
            FieldSpec("body", .string(.any), doc: "The notification's body on Android; overrides notification.body."),
            FieldSpec(
                "icon", .string(.any),
                doc: """
                    The small icon: the name of a drawable resource of the app (default: the manifest's \
                    default icon, else the launcher icon).
                    """),
            FieldSpec(
                "color", checkedBy: AndroidNotificationColorRule.self,
                doc: "The icon's colour, as #rrggbb."),
            FieldSpec(
                "sound", .string(.any),
                doc: "The sound to play: \"default\", or the name of a sound file in the app's res/raw."),
            FieldSpec(
                "tag", .string(.any),
                doc: "A notification with the same tag replaces this one in the notification drawer."),
            FieldSpec(
                "click_action", .string(.any),
                doc: "The intent action of the activity started when the user taps the notification."),
            FieldSpec(
                "body_loc_key", .string(.any),
                doc: "The key of the body's string resource in the app, to localize the body."),
            FieldSpec(
                "body_loc_args", .array(.string(.any), nonEmpty: false),
                doc: "Strings put in place of the format specifiers of body_loc_key's string."),
            FieldSpec(
                "title_loc_key", .string(.any),
                doc: "The key of the title's string resource in the app, to localize the title."),
            FieldSpec(
                "title_loc_args", .array(.string(.any), nonEmpty: false),
                doc: "Strings put in place of the format specifiers of title_loc_key's string."),
            FieldSpec(
                "channel_id", .string(.any),
                doc: "The notification channel (Android 8 and later); the app must create the channel first."),
            FieldSpec("ticker", .string(.any), doc: "Text sent to accessibility services."),
            FieldSpec(
                "sticky", .bool,
                doc: "When true, the notification stays when the user taps it; by default it is dismissed."),
            FieldSpec(
                "event_time", checkedBy: AndroidNotificationEventTimeRule.self,
                extra: [Spelling("eventTimestamp", kind: .adminOnly, adminValue: AndroidNotificationEventTimeRule.value)],
                protoType: "TYPE_TIMESTAMP",
                doc: """
                    When the event in the notification happened, as an RFC 3339 timestamp \
                    ("2014-10-02T15:01:23.045123456Z").
                    """),
            FieldSpec(
                "local_only", .bool,
                doc: "When true, the notification is not bridged to other devices (a Wear OS watch)."),
            FieldSpec(
                "notification_priority", checkedBy: AndroidNotificationPriorityEnumRule.self,
                extra: [Spelling("priority", kind: .adminOnly, adminValue: AndroidNotificationPriorityEnumRule.adminValue)],
                doc: """
                    The notification's priority in the drawer on Android 7.1 and earlier (later versions \
                    take the channel's importance).
                    """),
            FieldSpec("default_sound", .bool, doc: "When true, Android's default sound plays."),
            FieldSpec("default_vibrate_timings", .bool, doc: "When true, Android's default vibration pattern is used."),
            FieldSpec("default_light_settings", .bool, doc: "When true, Android's default LED settings are used."),
            FieldSpec(
                "vibrate_timings", checkedBy: AndroidNotificationVibrateRule.self,
                extra: [Spelling("vibrateTimingsMillis", kind: .adminOnly, adminValue: AndroidNotificationVibrateRule.adminValue)],
                protoType: "TYPE_DURATION",
                doc: "The vibration pattern: durations (\"0.5s\") that turn the vibrator off and on in turn, starting with off."),
            FieldSpec(
                "visibility", checkedBy: AndroidNotificationVisibilityEnumRule.self,
                doc: "What the lock screen shows: PRIVATE (the default), PUBLIC or SECRET."),
            FieldSpec(
                "notification_count", checkedBy: AndroidNotificationCountRule.self,
                doc: "The number of items the notification stands for; launchers that show badges show it."),
            FieldSpec(
                "light_settings", .object(lightSettings), rule: AndroidNotificationLightSettingsRule.self,
                extra: [Spelling("lightSettings", kind: .camelCase, adminValue: .object(adminLightSettings))],
                doc: "The LED's colour and blink rate, on devices with a notification LED."),
            FieldSpec(
                "image", .string(.any), extra: [Spelling("imageUrl", kind: .adminOnly)],
                doc: "The https URL of an image shown in the notification on Android; overrides notification.image."),
            FieldSpec(
                "bypass_proxy_notification", .bool,
                doc: "Deprecated: when true, the app shows the notification, not a proxy."),
            FieldSpec(
                "proxy", checkedBy: AndroidNotificationProxyEnumRule.self,
                doc: """
                    Whether Google Play services may show the notification on the app's behalf: ALLOW, \
                    DENY or IF_PRIORITY_LOWERED.
                    """),
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
        summary: "The LED's colour and blink rate (LightSettings); all three fields are required.",
        fields: [
            FieldSpec(
                "color", .object(color), rule: AndroidNotificationLightSettingsRule.self, required: true,
                doc: "The LED's colour, as red, green, blue and alpha fractions from 0 to 1."),
            FieldSpec(
                "light_on_duration", .string(.duration), rule: AndroidNotificationLightSettingsRule.self,
                extra: [Spelling("lightOnDurationMillis", kind: .adminOnly)], protoType: "TYPE_DURATION", required: true,
                doc: "How long the LED stays on in each blink, as a duration (\"0.5s\")."),
            FieldSpec(
                "light_off_duration", .string(.duration), rule: AndroidNotificationLightSettingsRule.self,
                extra: [Spelling("lightOffDurationMillis", kind: .adminOnly)], protoType: "TYPE_DURATION", required: true,
                doc: "How long the LED stays off in each blink, as a duration (\"0.5s\")."),
        ])

    /// `google.type.Color`: fractions from 0 to 1.
    public static let color = ObjectSpec(
        name: "Color", fcmPath: "message.android.notification.light_settings.color",
        displayPath: "android.notification.light_settings.color",
        summary: "A colour as RGBA fractions from 0 to 1 (google.type.Color).",
        fields: [
            ("red", "The amount of red, from 0 to 1."),
            ("green", "The amount of green, from 0 to 1."),
            ("blue", "The amount of blue, from 0 to 1."),
            ("alpha", "The opacity, from 0 (transparent) to 1 (opaque, the default)."),
        ].map {
            FieldSpec(
                $0.0, .number(minimum: 0, maximum: 1, acceptsString: true), rule: AndroidNotificationLightSettingsRule.self,
                doc: FieldDoc($0.1))
        })

    /// firebase-admin's `LightSettings`: a `#RRGGBB[AA]` colour and durations in milliseconds,
    /// all three required (`validateLightSettings`).
    public static let adminLightSettings = ObjectSpec(
        name: "firebase-admin LightSettings", fcmPath: "message.android.notification.light_settings",
        displayPath: "android.notification.lightSettings",
        summary: "firebase-admin's LightSettings: a #RRGGBB[AA] colour and durations in milliseconds.",
        fields: [
            FieldSpec(
                "color", .string(.hexColorWithAlpha), rule: AndroidNotificationLightSettingsRule.self, required: true,
                doc: "firebase-admin: the LED's colour as #RRGGBB or #RRGGBBAA."),
            FieldSpec(
                "lightOnDurationMillis", .number(minimum: 0, maximum: nil, acceptsString: false),
                rule: AndroidNotificationLightSettingsRule.self, required: true,
                doc: "firebase-admin: how long the LED stays on in each blink, in milliseconds."),
            FieldSpec(
                "lightOffDurationMillis", .number(minimum: 0, maximum: nil, acceptsString: false),
                rule: AndroidNotificationLightSettingsRule.self, required: true,
                doc: "firebase-admin: how long the LED stays off in each blink, in milliseconds."),
        ],
        misplaced: ["light_on_duration", "lightOnDuration"].map {
            Misplacement($0, "lightOnDurationMillis: firebase-admin takes the duration as a number of milliseconds", rule: ShapeRESTFormInAdminRule.self)
        } + ["light_off_duration", "lightOffDuration"].map {
            Misplacement($0, "lightOffDurationMillis: firebase-admin takes the duration as a number of milliseconds", rule: ShapeRESTFormInAdminRule.self)
        })

    // MARK: - FCM options

    /// `FcmOptions`, `AndroidFcmOptions` and `ApnsFcmOptions` (which adds `image`).
    static func fcmOptions(name: String, path: String, image: Bool) -> ObjectSpec {
        var fields = [FieldSpec("analytics_label", checkedBy: FCMOptionsAnalyticsLabelRule.self, doc: "A label for the message's analytics data: 1 to 50 characters from [a-zA-Z0-9-_.~%].")]
        var misplaced: [Misplacement] = [Misplacement("link", "webpush.fcm_options.link")]
        if image {
            fields.append(FieldSpec("image", .string(.any), extra: [Spelling("imageUrl", kind: .adminOnly)], doc: "The https URL of an image shown in the iOS notification (the Firebase notification service extension downloads it; needs mutable-content)."))
        } else {
            let destination = path.hasPrefix("android") ? "android.notification.image" : "notification.image (iOS also: apns.fcm_options.image)"
            misplaced += ["image", "imageUrl"].map { Misplacement($0, destination) }
        }
        let platform = image ? " for iOS" : path.hasPrefix("android") ? " for Android" : "s on every platform"
        return ObjectSpec(
            name: name, fcmPath: "message." + path, displayPath: path, summary: "Options of the FCM SDK\(platform) (\(name)).",
            fields: fields, misplaced: misplaced)
    }

    // MARK: - APNs

    /// The APNs request headers FCM passes through.
    static let apnsHeaderNames = ["apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id", "apns-topic"]

    /// `ApnsConfig`.
    public static let apnsConfig = ObjectSpec(
        name: "ApnsConfig", fcmPath: "message.apns", displayPath: "apns",
        summary: "Apple options of the message (ApnsConfig).",
        fields: [
            FieldSpec(
                "headers", .headers(apnsHeaders),
                doc: """
                    The HTTP/2 request headers sent to APNs (apns-push-type, apns-priority, \
                    apns-expiration, apns-collapse-id…); values are strings.
                    """),
            FieldSpec(
                "payload", .openObject(apnsPayload),
                doc: """
                    The APNs payload: the aps dictionary and custom keys. FCM adds message.notification \
                    and message.data to it.
                    """),
            FieldSpec(
                "fcm_options", .object(fcmOptions(name: "ApnsFcmOptions", path: "apns.fcm_options", image: true)),
                doc: "Options of the FCM SDK for iOS (the analytics label and the notification image)."),
            FieldSpec(
                "live_activity_token", .string(.any),
                doc: "The ActivityKit push token of the Live Activity to start or update."),
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
                "apns-push-type", checkedBy: APNsPushTypeInvalidRule.self,
                summary: """
                    The kind of push: alert, background, voip, liveactivity and others; APNs requires it \
                    on watchOS and Apple recommends it everywhere.
                    """),
            HeaderSpec("apns-priority", checkedBy: APNsPriorityInvalidRule.self,
                summary: """
                    When to deliver: 10 at once, 5 at a time that saves power, 1 prioritizing power; a \
                    background push takes 5.
                    """),
            HeaderSpec("apns-expiration", checkedBy: APNsExpirationFormatRule.self,
                summary: "The UNIX time in seconds until which APNs keeps trying to deliver; 0 means now or never."),
            HeaderSpec("apns-collapse-id", checkedBy: APNsCollapseIDTooLongRule.self,
                summary: "Notifications with the same collapse identifier are shown as one; at most 64 bytes."),
            HeaderSpec("apns-id", checkedBy: APNsIDHeaderFormatRule.self,
                summary: "A canonical UUID naming the notification; APNs makes one when it is absent."),
            HeaderSpec("apns-topic", .any, rule: APNsHeadersNonStringRule.self,
                summary: "The app's bundle ID (with a suffix for VoIP, complication and Live Activity pushes); FCM sets it."),
            HeaderSpec("apns-channel-id", .any, rule: APNsHeadersNonStringRule.self,
                summary: "The broadcast channel of a Live Activity broadcast push."),
        ],
        nonStringRule: APNsHeadersNonStringRule.self, unknownRule: APNsHeaderUnknownRule.self)

    /// `ApnsConfig.payload` (and a raw APNs payload): `aps` plus any custom keys.
    public static let apnsPayload = ObjectSpec(
        name: "APNs payload", fcmPath: "message.apns.payload", displayPath: "apns.payload",
        summary: "The APNs payload: the aps dictionary and any custom keys, which the app reads from userInfo.",
        fields: [FieldSpec("aps", .object(aps), camelCase: false, doc: "Apple's dictionary: the alert, badge, sound and other keys APNs and iOS read.")],
        // APNs headers written here are custom keys to FCM; apns-headers-misplaced reports them.
        extraKeys: .allowed)

    /// Apple's `aps` dictionary.
    public static let aps = ObjectSpec(
        name: "aps", fcmPath: "message.apns.payload.aps", displayPath: "aps",
        summary: "Apple's aps dictionary. APNs ignores keys it does not define (the linter warns about them).",
        fields: apsFields,
        extraKeys: .ignored(rule: APNsApsUnknownKeyRule.self, spellingRule: APNsApsKeySpellingRule.self),
        yieldsToLiveActivity: true)

    /// The fields of `aps` (shared with `liveActivityAps`).
    static let apsFields: [FieldSpec] = [
            FieldSpec(
                "alert", .stringOrObject(alert), rule: APNsAlertTypeRule.self,
                doc: "The alert: a string (its body), or a dictionary with title, subtitle, body and the localization keys."),
            FieldSpec(
                "badge", checkedBy: APNsBadgeInvalidRule.self,
                doc: "The number shown on the app icon; 0 removes the badge."),
            FieldSpec(
                "sound", .keysOnly(sound),
                doc: """
                    The sound: a sound file in the app bundle or "default", or for a critical alert a \
                    dictionary of critical, name and volume.
                    """),
            FieldSpec(
                "thread-id", checkedBy: APNsStringKeysRule.self,
                extra: [Spelling("threadId", kind: .adminRename)],
                doc: "Groups the notification with others of the same thread in Notification Center."),
            FieldSpec(
                "category", checkedBy: APNsStringKeysRule.self,
                doc: "The notification category, whose actions the app registered."),
            FieldSpec(
                "content-available", .unchecked, extra: [Spelling("contentAvailable", kind: .adminRename)],
                doc: "1 for a background update that wakes the app (a silent push)."),
            FieldSpec(
                "mutable-content", .unchecked, extra: [Spelling("mutableContent", kind: .adminRename)],
                doc: "1 to let the app's notification service extension change the notification before it is shown."),
            FieldSpec(
                "target-content-id", checkedBy: APNsStringKeysRule.self,
                doc: "The identifier of the window brought forward when the notification is opened."),
            FieldSpec(
                "interruption-level", checkedBy: APNsInterruptionLevelInvalidRule.self,
                doc: "How the notification interrupts (iOS 15 and later): passive, active, time-sensitive or critical."),
            FieldSpec(
                "relevance-score", checkedBy: APNsRelevanceScoreRangeRule.self,
                doc: "Orders the notification in its summary: a number from 0 to 1 (for a Live Activity, any number)."),
            FieldSpec(
                "filter-criteria", checkedBy: APNsStringKeysRule.self,
                doc: "The Focus filter criterion the app uses to decide whether the notification is shown."),
            // Live Activities (apns-live-activity-fields checks the values).
            FieldSpec(
                "timestamp", .unchecked,
                doc: "Live Activity: the UNIX time in seconds of this update; older updates are dropped."),
            FieldSpec("event", .unchecked, doc: "Live Activity: start, update or end."),
            FieldSpec(
                "content-state", .unchecked,
                doc: "Live Activity: the dynamic content, matching the app's ContentState type."),
            FieldSpec(
                "stale-date", .unchecked,
                doc: "Live Activity: the UNIX time after which the activity is shown as stale."),
            FieldSpec(
                "dismissal-date", .unchecked,
                doc: "Live Activity: the UNIX time at which an ended activity leaves the lock screen."),
            FieldSpec(
                "attributes-type", .unchecked,
                doc: "Live Activity start: the name of the app's ActivityAttributes type."),
            FieldSpec("attributes", .unchecked, doc: "Live Activity start: the activity's static attributes."),
            FieldSpec(
                "input-push-token", .unchecked,
                doc: "Live Activity start: 1 to have the new activity ask for a push token."),
            FieldSpec(
                "input-push-channel", .unchecked,
                doc: "Live Activity start: the broadcast channel the new activity subscribes to."),
            // Safari web push and WidgetKit push updates.
            FieldSpec(
                "url-args", .unchecked,
                doc: "Safari web push: the values put in the website's URL format string."),
            FieldSpec("content-changed", .unchecked, doc: "WidgetKit push: true to reload the app's widgets."),
        ]

    /// `aps.alert` as a dictionary.
    public static let alert = ObjectSpec(
        name: "aps.alert", fcmPath: "message.apns.payload.aps.alert", displayPath: "aps.alert",
        summary: "The aps.alert dictionary: the alert's text and its localization keys.",
        fields: [
            FieldSpec("title", .string(.any), doc: "The title, shown above the body."),
            FieldSpec("subtitle", .string(.any), doc: "A line between the title and the body."),
            FieldSpec("body", .string(.any), doc: "The alert's text."),
            FieldSpec(
                "launch-image", .string(.any), extra: [Spelling("launchImage", kind: .adminRename)],
                doc: "The launch image shown when the notification opens the app."),
            FieldSpec(
                "title-loc-key", .string(.any), extra: [Spelling("titleLocKey", kind: .adminRename)],
                doc: "The key of a localized title in the app's Localizable.strings."),
            FieldSpec(
                "title-loc-args", .array(.string(.any), nonEmpty: false), extra: [Spelling("titleLocArgs", kind: .adminRename)],
                doc: "Strings put in place of the format specifiers of title-loc-key's string."),
            FieldSpec(
                "subtitle-loc-key", .string(.any), extra: [Spelling("subtitleLocKey", kind: .adminRename)],
                doc: "The key of a localized subtitle in the app's Localizable.strings."),
            FieldSpec(
                "subtitle-loc-args", .array(.string(.any), nonEmpty: false), extra: [Spelling("subtitleLocArgs", kind: .adminRename)],
                doc: "Strings put in place of the format specifiers of subtitle-loc-key's string."),
            FieldSpec(
                "loc-key", .string(.any), extra: [Spelling("locKey", kind: .adminRename)],
                doc: "The key of a localized body in the app's Localizable.strings."),
            FieldSpec(
                "loc-args", .array(.string(.any), nonEmpty: false), extra: [Spelling("locArgs", kind: .adminRename)],
                doc: "Strings put in place of the format specifiers of loc-key's string."),
            FieldSpec(
                "action-loc-key", .string(.any), extra: [Spelling("actionLocKey", kind: .adminRename)],
                doc: "The key of a localized label for the action button."),
            FieldSpec("action", .string(.any), doc: "Safari web push: the label of the action button."),
            FieldSpec(
                "summary-arg", .string(.any),
                doc: "Text for the summary of the notification's group (the iOS 12 summary format)."),
            FieldSpec(
                "summary-arg-count", .integer(minimum: 0, maximum: nil, acceptsString: false),
                doc: "How many items the notification adds to its group's summary (the iOS 12 summary format)."),
        ],
        extraKeys: .ignored(rule: APNsApsUnknownKeyRule.self, spellingRule: APNsAlertKeySpellingRule.self))

    /// `aps.sound` as a dictionary (critical alerts): key names only; apns-sound-invalid checks values.
    public static let sound = ObjectSpec(
        name: "aps.sound", fcmPath: "message.apns.payload.aps.sound", displayPath: "aps.sound",
        summary: "The aps.sound dictionary of a critical alert.",
        fields: [FieldSpec("critical", .unchecked, doc: "1 to play the sound as a critical alert (needs Apple's entitlement)."), FieldSpec("name", .unchecked, doc: "A sound file in the app bundle, or \"default\"."), FieldSpec("volume", .unchecked, doc: "The critical alert's volume, from 0 (silent) to 1 (full).")],
        extraKeys: .ignored(rule: APNsApsUnknownKeyRule.self, spellingRule: APNsApsKeySpellingRule.self))

    // MARK: - Web push

    /// `WebpushConfig`.
    public static let webpushConfig = ObjectSpec(
        name: "WebpushConfig", fcmPath: "message.webpush", displayPath: "webpush",
        summary: "Web push options of the message (WebpushConfig).",
        fields: [
            FieldSpec(
                "headers", .headers(webpushHeaders),
                doc: "The Web Push protocol headers (RFC 8030): TTL, Urgency, Topic and any other; values are strings."),
            FieldSpec(
                "data", .stringMap,
                doc: "Custom key-value pairs for the web; replaces message.data there. Values are strings."),
            FieldSpec(
                "notification", .openObject(webNotification),
                doc: """
                    The Web Notification options (title, body, icon, actions…) as a JSON object; \
                    overrides message.notification.
                    """),
            FieldSpec(
                "fcm_options", .object(webpushFcmOptions),
                doc: "Options of the FCM SDK for the web (the click link and the analytics label)."),
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
            HeaderSpec("TTL", checkedBy: WebpushTTLHeaderRule.self,
                summary: "How many seconds the push service keeps the message, in digits."),
            HeaderSpec("Urgency", checkedBy: WebpushUrgencyRule.self,
                summary: "How urgent the message is, for devices saving battery: very-low, low, normal or high."),
            HeaderSpec("Topic", .any, rule: WebpushHeadersNonStringRule.self,
                summary: "A pending message with the same Topic on the push service is replaced by this one."),
        ],
        nonStringRule: WebpushHeadersNonStringRule.self, unknownRule: nil)

    /// `WebpushConfig.notification`: Web Notification options (open; `dir` is an enum here, the
    /// other members are checked by the web push rules).
    public static let webNotification = ObjectSpec(
        name: "Web Notification", fcmPath: "message.webpush.notification", displayPath: "webpush.notification",
        summary: "The Web Notification options (the Notification API); members other than these are passed along.",
        fields: [
            FieldSpec(
                "dir", checkedBy: WebpushDirRule.self,
                doc: "The direction of the text: auto, ltr or rtl."),
        ] + [
            ("title", "The notification's title."),
            ("body", "The notification's body text."),
            ("icon", "The URL of the notification's icon."),
            ("image", "The URL of an image shown in the notification."),
            ("badge", "The URL of a small monochrome image for the status bar."),
            ("lang", "The BCP 47 language tag of the text."),
            ("tag", "A notification with the same tag replaces this one."),
            ("renotify", "When true, replacing a notification with the same tag alerts the user again."),
            ("requireInteraction", "When true, the notification stays until the user clicks or dismisses it."),
            ("silent", "When true, no sound or vibration."),
            ("timestamp", "The time of the event, in milliseconds since the UNIX epoch."),
            ("vibrate", "The vibration pattern, in milliseconds."),
            ("actions", "The action buttons: objects with action, title and icon."),
            ("data", "Any data for the service worker's notificationclick handler."),
        ].map { FieldSpec($0.0, .unchecked, camelCase: false, doc: FieldDoc($0.1)) },
        extraKeys: .allowed)

    /// `WebpushFcmOptions`.
    public static let webpushFcmOptions = ObjectSpec(
        name: "WebpushFcmOptions", fcmPath: "message.webpush.fcm_options", displayPath: "webpush.fcm_options",
        summary: "Options of the FCM SDK for the web (WebpushFcmOptions).",
        fields: [
            FieldSpec("link", .string(.any), doc: "The https URL opened when the user clicks the notification."),
            FieldSpec(
                "analytics_label", checkedBy: FCMOptionsAnalyticsLabelRule.self,
                doc: "A label for the message's analytics data: 1 to 50 characters from [a-zA-Z0-9-_.~%]."),
        ],
        misplaced: ["image", "imageUrl"].map { Misplacement($0, "webpush.notification.image") })
}
