/// One-sentence descriptions of the fields of the FCM message (`FCMSchema`) and of the
/// `notifee_options` blob (`NotifeeOptionsSchema`), with the page each comes from.
///
/// This is the single source of the field descriptions users read: the language server's hover
/// shows them, and a JSON Schema export can use them as `description`. They are kept apart from
/// the validation tables so those stay small; a description is looked up by the field's path
/// (`FieldDocumentation.key`), which `FieldDocumentationTests` checks covers every field.
public enum FieldDocumentation {
    /// The key a field is described under: the level's `fcmPath` and the field's canonical name
    /// joined with a dot (`message.android.notification.channel_id`); `notifee_options.…` for the
    /// blob (`notifee_options.android.channelId`, array elements without an index).
    public static func key(levelPath: String, field: String) -> String {
        levelPath.isEmpty ? field : levelPath + "." + field
    }

    /// The description of the field at `key`, or nil.
    public static func description(forKey key: String) -> String? { descriptions[key] }

    /// Where the fields at `levelPath` are documented: a URL, or for the blob (whose guide has no
    /// public address) the guide and file named.
    public static func source(forLevel levelPath: String, levelName: String) -> String {
        if levelPath.hasPrefix("notifee_options") {
            return "Notify Kit FCM Mode guide; react-native-notify-kit server/src/fcmContract.d.ts"
        }
        if levelPath.hasPrefix("message.apns.payload") {
            return "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"
        }
        if levelPath == "message.apns.headers" {
            return "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"
        }
        if levelPath == "message.webpush.headers" { return "https://www.rfc-editor.org/rfc/rfc8030#section-5" }
        if levelPath == "message.webpush.notification" {
            return "https://developer.mozilla.org/en-US/docs/Web/API/Notification/Notification"
        }
        let anchor = levelPath.isEmpty ? "request-body" : levelName.replacingOccurrences(of: " ", with: "")
        let page = levelPath.isEmpty ? "projects.messages/send" : "projects.messages"
        return "https://firebase.google.com/docs/reference/fcm/rest/v1/\(page)#\(anchor)"
    }

    static let descriptions: [String: String] = [
        // SendMessageRequest
        "message": "The message to send.",
        "validate_only": "Test the request without delivering the message (a dry run).",
        // Message
        "message.name": "Output only: the message's identifier, projects/*/messages/{message_id}. Do not send it.",
        "message.data": "Arbitrary key/value pairs delivered to the app; every value must be a string.",
        "message.notification": "The basic notification template shown on every platform.",
        "message.android": "Android-specific options.",
        "message.webpush": "Web push (Webpush protocol) options.",
        "message.apns": "Apple Push Notification service options.",
        "message.fcm_options": "Platform-independent options for the FCM SDK features (analytics label).",
        "message.token": "The registration token to send to.",
        "message.topic": "The topic name to send to, without the /topics/ prefix.",
        "message.condition": "A condition on topics to send to, e.g. \"'foo' in topics && 'bar' in topics\".",
        "message.fid": "The Firebase installation ID to send to (newer firebase-admin SDKs).",
        "message.android_v2": "The Android configuration of the newer Admin SDKs; accepted, not checked further.",
        "message.tokens": "firebase-admin multicast only: the registration tokens of sendEachForMulticast; not an HTTP v1 field.",
        "message.fids": "firebase-admin multicast only: the Firebase installation IDs to send to; not an HTTP v1 field.",
        // Notification
        "message.notification.title": "The notification's title.",
        "message.notification.body": "The notification's body text.",
        "message.notification.image": "An HTTPS URL of an image downloaded and shown in the notification (1 MB at most on Android).",
        // AndroidConfig
        "message.android.collapse_key": "A collapse key: only the last message with this key is delivered when the device comes back online (at most 4 at a time).",
        "message.android.priority": "Delivery priority: NORMAL may be delayed by Doze; HIGH wakes the device and may open network access.",
        "message.android.ttl": "How long FCM keeps the message while the device is offline, as a duration string such as \"3600s\" (at most 4 weeks).",
        "message.android.restricted_package_name": "The app's package name, which the registration token must match.",
        "message.android.data": "Android-only data; replaces message.data for Android when present. Values must be strings.",
        "message.android.notification": "The notification shown on Android.",
        "message.android.fcm_options": "Android-only options for the FCM SDK features.",
        "message.android.direct_boot_ok": "Deliver to the app while the device is in direct boot mode.",
        "message.android.bandwidth_constrained_ok": "The message may be delivered on a bandwidth-constrained network.",
        "message.android.restricted_satellite_ok": "The message may be delivered over a restricted satellite network.",
        // AndroidNotification
        "message.android.notification.title": "The notification's title; overrides notification.title on Android.",
        "message.android.notification.body": "The notification's body; overrides notification.body on Android.",
        "message.android.notification.icon": "A drawable resource name for the small icon; the manifest default is used when absent.",
        "message.android.notification.color": "The icon colour, as #rrggbb.",
        "message.android.notification.sound": "The sound to play: \"default\" or a raw resource name.",
        "message.android.notification.tag": "Replaces an existing notification with the same tag in the drawer.",
        "message.android.notification.click_action": "The intent filter action started when the user taps the notification.",
        "message.android.notification.body_loc_key": "The string resource key of a localized body.",
        "message.android.notification.body_loc_args": "The format arguments of body_loc_key.",
        "message.android.notification.title_loc_key": "The string resource key of a localized title.",
        "message.android.notification.title_loc_args": "The format arguments of title_loc_key.",
        "message.android.notification.channel_id": "The notification channel (Android 8+); the app must create it, or the manifest default is used.",
        "message.android.notification.ticker": "Text sent to accessibility services (ticker text before Android 5).",
        "message.android.notification.sticky": "Keep the notification in the drawer when the user taps it.",
        "message.android.notification.event_time": "When the event happened, as an RFC 3339 timestamp; orders notifications in the drawer.",
        "message.android.notification.local_only": "Do not bridge the notification to other devices such as a watch.",
        "message.android.notification.notification_priority": "The notification's relative priority in the drawer (PRIORITY_MIN … PRIORITY_MAX).",
        "message.android.notification.default_sound": "Use the framework's default sound.",
        "message.android.notification.default_vibrate_timings": "Use the framework's default vibration pattern.",
        "message.android.notification.default_light_settings": "Use the framework's default LED light settings.",
        "message.android.notification.vibrate_timings": "The vibration pattern, as durations such as \"0.5s\".",
        "message.android.notification.visibility": "Lock-screen visibility: PRIVATE, PUBLIC or SECRET.",
        "message.android.notification.notification_count": "The number of items the notification stands for, shown on the launcher badge.",
        "message.android.notification.light_settings": "The LED colour and blink rate.",
        "message.android.notification.image": "An HTTPS URL of an image shown in the notification; overrides notification.image.",
        "message.android.notification.bypass_proxy_notification": "Deprecated: use proxy.",
        "message.android.notification.proxy": "Whether the notification may be proxied (ALLOW, DENY, IF_PRIORITY_LOWERED).",
        // LightSettings and Color
        "message.android.notification.light_settings.color": "The LED colour, as red, green, blue and alpha fractions.",
        "message.android.notification.light_settings.light_on_duration": "How long the LED is on per blink, as a duration such as \"0.5s\".",
        "message.android.notification.light_settings.light_off_duration": "How long the LED is off per blink, as a duration such as \"1s\".",
        "message.android.notification.light_settings.color.red": "The red component, from 0 to 1.",
        "message.android.notification.light_settings.color.green": "The green component, from 0 to 1.",
        "message.android.notification.light_settings.color.blue": "The blue component, from 0 to 1.",
        "message.android.notification.light_settings.color.alpha": "The alpha component, from 0 to 1.",
        // FcmOptions
        "message.fcm_options.analytics_label": "A label attached to the message's analytics data ([a-zA-Z0-9-_.~%]{1,50}).",
        "message.android.fcm_options.analytics_label": "A label attached to the message's analytics data on Android.",
        "message.apns.fcm_options.analytics_label": "A label attached to the message's analytics data on iOS.",
        "message.apns.fcm_options.image": "An image URL the iOS notification shows; needs mutable-content and the FCM extension helper.",
        // ApnsConfig
        "message.apns.headers": "APNs request headers (apns-push-type, apns-priority, apns-expiration…).",
        "message.apns.payload": "The APNs payload: the aps dictionary and custom keys.",
        "message.apns.fcm_options": "iOS-only options for the FCM SDK features.",
        "message.apns.live_activity_token": "The push token of a Live Activity to start or update.",
        // APNs headers
        "message.apns.headers.apns-push-type": "The push type; required on watchOS and iOS 13+ for background pushes: alert, background, voip, liveactivity…",
        "message.apns.headers.apns-priority": "10 sends immediately, 5 saves power, 1 may be delivered later; background pushes must use 5.",
        "message.apns.headers.apns-expiration": "A UNIX epoch time in seconds after which APNs stops trying; 0 means deliver once or discard.",
        "message.apns.headers.apns-collapse-id": "Replaces a shown notification with the same id (64 bytes at most).",
        "message.apns.headers.apns-id": "A UUID identifying the notification in APNs errors.",
        "message.apns.headers.apns-topic": "The app's bundle ID (with a suffix for VoIP and other push types); FCM fills it in.",
        "message.apns.headers.apns-channel-id": "The broadcast channel ID of a Live Activity broadcast push.",
        // APNs payload and aps
        "message.apns.payload.aps": "Apple's dictionary of keys the system reads to present the notification.",
        "message.apns.payload.aps.alert": "The alert text: a string (the body) or a dictionary with title, subtitle and body.",
        "message.apns.payload.aps.badge": "The number shown on the app icon; 0 removes the badge.",
        "message.apns.payload.aps.sound": "A sound file name in the app bundle, \"default\", or a dictionary for critical alerts.",
        "message.apns.payload.aps.thread-id": "Groups notifications into a thread.",
        "message.apns.payload.aps.category": "The notification category, which sets the actions shown.",
        "message.apns.payload.aps.content-available": "1 makes it a background notification that wakes the app; send with apns-priority 5.",
        "message.apns.payload.aps.mutable-content": "1 lets the Notification Service Extension modify the notification before it is shown.",
        "message.apns.payload.aps.target-content-id": "The identifier of the window brought forward when the notification is opened.",
        "message.apns.payload.aps.interruption-level": "How much the notification interrupts: passive, active, time-sensitive or critical.",
        "message.apns.payload.aps.relevance-score": "From 0 to 1: ranks the notification in the notification summary.",
        "message.apns.payload.aps.filter-criteria": "The Focus filter criterion the notification matches.",
        "message.apns.payload.aps.timestamp": "Live Activity: the UNIX time of the update, in seconds.",
        "message.apns.payload.aps.event": "Live Activity: start, update or end.",
        "message.apns.payload.aps.content-state": "Live Activity: the new dynamic content, as the app's ContentState.",
        "message.apns.payload.aps.stale-date": "Live Activity: the UNIX time after which the content is outdated.",
        "message.apns.payload.aps.dismissal-date": "Live Activity: the UNIX time at which an ended activity is removed.",
        "message.apns.payload.aps.attributes-type": "Live Activity start: the name of the app's ActivityAttributes type.",
        "message.apns.payload.aps.attributes": "Live Activity start: the static attributes of the activity.",
        "message.apns.payload.aps.input-push-token": "Live Activity start: 1 asks for an update push token.",
        "message.apns.payload.aps.input-push-channel": "Live Activity start: the broadcast channel to subscribe to.",
        "message.apns.payload.aps.url-args": "Safari web push: the values filled into the URL format string.",
        "message.apns.payload.aps.content-changed": "WidgetKit: 1 tells the system the widget's content changed.",
        // aps.alert
        "message.apns.payload.aps.alert.title": "The alert's title.",
        "message.apns.payload.aps.alert.subtitle": "A line under the title.",
        "message.apns.payload.aps.alert.body": "The alert's body text.",
        "message.apns.payload.aps.alert.launch-image": "An image file shown while the app launches from the notification.",
        "message.apns.payload.aps.alert.title-loc-key": "The Localizable.strings key of a localized title.",
        "message.apns.payload.aps.alert.title-loc-args": "The format arguments of title-loc-key.",
        "message.apns.payload.aps.alert.subtitle-loc-key": "The Localizable.strings key of a localized subtitle.",
        "message.apns.payload.aps.alert.subtitle-loc-args": "The format arguments of subtitle-loc-key.",
        "message.apns.payload.aps.alert.loc-key": "The Localizable.strings key of a localized body.",
        "message.apns.payload.aps.alert.loc-args": "The format arguments of loc-key.",
        "message.apns.payload.aps.alert.action-loc-key": "Deprecated: the localized title of the action button.",
        "message.apns.payload.aps.alert.action": "Safari web push: the label of the action button.",
        "message.apns.payload.aps.alert.summary-arg": "Deprecated since iOS 15: the text of the group summary.",
        "message.apns.payload.aps.alert.summary-arg-count": "Deprecated since iOS 15: how many items the notification stands for in the summary.",
        "message.apns.payload.aps.alert.sound": "Live Activity alert: the sound played with the update.",
        // aps.sound
        "message.apns.payload.aps.sound.critical": "1 plays the sound as a critical alert (needs Apple's entitlement).",
        "message.apns.payload.aps.sound.name": "A sound file name in the app bundle, or \"default\".",
        "message.apns.payload.aps.sound.volume": "The critical alert's volume, from 0 to 1.",
        // WebpushConfig
        "message.webpush.headers": "Web push request headers (TTL, Urgency, Topic).",
        "message.webpush.data": "Web-only data; replaces message.data for web push when present. Values must be strings.",
        "message.webpush.notification": "Web Notification options, passed to showNotification().",
        "message.webpush.fcm_options": "Web-only options for the FCM SDK features (link, analytics label).",
        "message.webpush.headers.TTL": "How many seconds the push service keeps the message.",
        "message.webpush.headers.Urgency": "very-low, low, normal or high: how soon the push service delivers it.",
        "message.webpush.headers.Topic": "Replaces a pending message with the same topic.",
        "message.webpush.notification.dir": "Text direction: auto, ltr or rtl.",
        "message.webpush.notification.title": "The notification's title.",
        "message.webpush.notification.body": "The notification's body text.",
        "message.webpush.notification.icon": "The URL of the notification's icon.",
        "message.webpush.notification.image": "The URL of an image shown in the notification.",
        "message.webpush.notification.badge": "The URL of a small monochrome badge image.",
        "message.webpush.notification.lang": "The language of the text, as a BCP 47 tag.",
        "message.webpush.notification.tag": "Replaces a shown notification with the same tag.",
        "message.webpush.notification.renotify": "Alert again when a notification replaces one with the same tag.",
        "message.webpush.notification.requireInteraction": "Keep the notification until the user acts on it.",
        "message.webpush.notification.silent": "Show the notification without sound or vibration.",
        "message.webpush.notification.timestamp": "The event time, in milliseconds since the UNIX epoch.",
        "message.webpush.notification.vibrate": "The vibration pattern, in milliseconds.",
        "message.webpush.notification.actions": "Action buttons: objects with action, title and icon.",
        "message.webpush.notification.data": "Any data the service worker reads back from the notification.",
        "message.webpush.fcm_options.link": "The HTTPS URL opened when the user clicks the notification.",
        "message.webpush.fcm_options.analytics_label": "A label attached to the message's analytics data on the web.",
        // notifee_options (Notify Kit)
        "notifee_options": "Notify Kit's options blob: a JSON string (or, for iOS, the object) the Android client and the iOS extension build the notification from.",
        "notifee_options._v": "The blob's format version; the clients read version 1.",
        "notifee_options.id": "The notification id; a later notification with the same id replaces it.",
        "notifee_options.title": "The notification's title.",
        "notifee_options.subtitle": "A line under the title (iOS subtitle, Android subtext).",
        "notifee_options.body": "The notification's body text.",
        "notifee_options.image": "iOS: the URL of an image the extension attaches.",
        "notifee_options.data": "iOS: data the extension puts in the notification's userInfo.",
        "notifee_options.android": "The Android options the client copies: channelId, icons, color, pressAction, actions, style.",
        "notifee_options.ios": "The iOS options the extension hands to buildNotificationContent.",
        "notifee_options.android.channelId": "The notification channel; it must exist on the device.",
        "notifee_options.android.smallIcon": "The small icon's drawable resource name.",
        "notifee_options.android.largeIcon": "A large icon: a URL or a resource name.",
        "notifee_options.android.color": "The accent colour, as #rrggbb or a colour name.",
        "notifee_options.android.pressAction": "What a tap does: {\"id\": \"default\"} opens the app.",
        "notifee_options.android.actions": "Action buttons: each with a title and a pressAction.",
        "notifee_options.android.style": "A BigPicture or BigText style: {\"type\": …, \"picture\" or \"text\": …}.",
        "notifee_options.android.pressAction.id": "The press action's id; \"default\" opens the app.",
        "notifee_options.android.pressAction.launchActivity": "The activity to launch, e.g. \"default\".",
        "notifee_options.android.pressAction.launchActivityFlags": "Intent flags for the launched activity.",
        "notifee_options.android.pressAction.mainComponent": "The React Native component to render on launch.",
        "notifee_options.android.actions.title": "The action button's label.",
        "notifee_options.android.actions.pressAction": "What pressing the button does; needs an id.",
        "notifee_options.android.actions.pressAction.id": "The press action's id, sent back to the app when the button is pressed.",
        "notifee_options.android.actions.pressAction.launchActivity": "The activity the button launches, e.g. \"default\".",
        "notifee_options.android.actions.pressAction.launchActivityFlags": "Intent flags for the launched activity.",
        "notifee_options.android.actions.pressAction.mainComponent": "The React Native component to render on launch.",
        "notifee_options.android.actions.input": "Turns the action into a text reply.",
        "notifee_options.android.actions.icon": "The action button's icon.",
        "notifee_options.android.style.type": "The style: 0 for BigPicture, 1 for BigText.",
        "notifee_options.android.style.text": "BigText: the expanded text.",
        "notifee_options.android.style.picture": "BigPicture: the picture's URL.",
        "notifee_options.ios.sound": "A sound file name in the app bundle, or \"default\".",
        "notifee_options.ios.categoryId": "The notification category, which sets the actions shown.",
        "notifee_options.ios.threadId": "Groups notifications into a thread.",
        "notifee_options.ios.interruptionLevel": "passive, active, timeSensitive or critical.",
        "notifee_options.ios.attachments": "Media attachments: each with a url, and optionally an id and typeHint.",
        "notifee_options.ios.attachments.url": "The attachment's URL (downloaded by the extension).",
        "notifee_options.ios.attachments.identifier": "The attachment's identifier.",
        "notifee_options.ios.attachments.id": "The attachment's identifier.",
        "notifee_options.ios.attachments.typeHint": "The attachment's uniform type identifier, e.g. public.jpeg.",
        "notifee_options.ios.attachments.thumbnailHidden": "Hide the attachment's thumbnail.",
        "notifee_options.ios.attachments.thumbnailClippingRect": "The part of the image used as thumbnail.",
        "notifee_options.ios.attachments.thumbnailTime": "For a video: the time of the frame used as thumbnail.",
        "notifee_options.ios.badgeCount": "The number shown on the app icon.",
        "notifee_options.ios.launchImageName": "An image shown while the app launches from the notification.",
        "notifee_options.ios.critical": "Play the sound as a critical alert (needs Apple's entitlement).",
        "notifee_options.ios.criticalVolume": "The critical alert's volume, from 0 to 1.",
        "notifee_options.ios.summaryArgument": "The text of the group summary.",
        "notifee_options.ios.summaryArgumentCount": "How many items the notification stands for in the summary.",
        "notifee_options.ios.targetContentId": "The identifier of the window brought forward when opened.",
        "notifee_options.ios.foregroundPresentationOptions": "How the notification is presented while the app is in the foreground.",
        "notifee_options.ios.communicationInfo": "Sender details of a communication notification.",
    ]
}
