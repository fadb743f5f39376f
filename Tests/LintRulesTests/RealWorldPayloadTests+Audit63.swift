import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Health, fitness and travel senders (audit63): medication reminders and fall alerts, weather
    /// alerts, ride-hailing and flight-status pushes. Each payload is the one the cited code sends,
    /// as firebase-admin (Node or Python) serializes it, trimmed to the message, with tokens and
    /// user text replaced by samples of the same shape.
    static let audit63Cases: [RealWorldCase] = [
        // trygodson/urcabservice@81e34be6 libs/shared/src/modules/notification/firebaseNotification.service.ts,
        // sendRideRequestToDriver: notification.body is `Pickup: ${address} ` (a trailing space),
        // aps.alert.body the same text without it. The same text on screen (was apns-alert-override,
        // "iOS shows a different body").
        RealWorldCase(
            "audit63 ride request body with a trailing space",
            #"{"message":{"token":"DRIVER_FCM_TOKEN","notification":{"title":"🚗 New Ride Request","body":"Pickup: 12 Allen Avenue, Ikeja "},"data":{"type":"ride_request","data":"{\"rideId\":\"66a1\"}"},"android":{"priority":"high","notification":{"channel_id":"ride_requests","notification_priority":"PRIORITY_HIGH","default_sound":true,"default_vibrate_timings":true},"ttl":"30s"},"apns":{"payload":{"aps":{"alert":{"title":"🚗 New Ride Request","body":"Pickup: 12 Allen Avenue, Ikeja"},"sound":"default","badge":1,"content-available":1}},"headers":{"apns-priority":"10","apns-expiration":"1764313230"}}}}"#,
            expected: [
                "android-notification-data-hidden /message/data",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
            ]),
        // dizzafizza/Meditrax functions/src/index.ts, sendNotificationToUser (a medication
        // reminder app): notification.icon, which the HTTP v1 Notification does not have, and a
        // boolean data value (fromBackend: true) that firebase-admin refuses before sending.
        RealWorldCase(
            "audit63 medication reminder with notification icon and boolean data",
            #"{"message":{"notification":{"title":"💊 Time for Lisinopril","body":"Take your 10 mg dose of Lisinopril","icon":"/pill-icon.svg"},"data":{"type":"medication-reminder","medicationId":"med_1","fromBackend":true},"android":{"notification":{"icon":"ic_notification","sound":"default","channel_id":"medication-reminders"}},"apns":{"payload":{"aps":{"sound":"default","badge":1}}},"webpush":{"notification":{"title":"💊 Time for Lisinopril","body":"Take your 10 mg dose of Lisinopril","icon":"/pill-icon.svg","badge":"/pill-icon.svg","requireInteraction":true},"fcm_options":{"link":"https://www.meditrax.ca/"}},"token":"FCM_TOKEN"}}"#,
            expected: [
                "notification-legacy-keys /message/notification/icon",
                "data-value-not-string /message/data/fromBackend",
            ]),
        // Maak-tech/maak-last@bfca790a functions/src/services/notifications/sender.ts with the fall
        // alert of functions/src/index.ts: sound "emergency" for both platforms; iOS needs the file
        // name with its extension and plays the default sound instead.
        RealWorldCase(
            "audit63 fall alert sound without extension",
            ##"{"message":{"token":"TOKEN_1","notification":{"title":"🚨 Emergency: Fall Detected","body":"Sara may have fallen and needs help!"},"android":{"priority":"high","notification":{"sound":"emergency","notification_priority":"PRIORITY_HIGH","channel_id":"fall","color":"#EF4444","icon":"ic_notification"}},"apns":{"payload":{"aps":{"sound":"emergency","badge":1,"mutable-content":1,"category":"FALL"}},"headers":{"apns-priority":"10"}}}}"##,
            expected: ["apns-sound-file-name /message/apns/payload/aps/sound"]),
        // ntadej/Vremenar-Utils src/vremenar_utils/notifications/__init__.py, make_message with
        // important=True, sent to two topics (a condition): aps.alert carries only the subtitle,
        // so FCM's notification title and body fill the rest; the Python SDK writes the ttl
        // timedelta with its fraction of a second.
        RealWorldCase(
            "audit63 weather alert subtitle-only aps alert",
            #"{"message": {"notification": {"title": "Opozorilo: močan veter", "body": "Sunki vetra do 90 km/h."}, "android": {"ttl": "21599.500000000s", "priority": "high", "notification": {"channel_id": "vremenar_alerts", "sound": "default"}}, "apns": {"payload": {"aps": {"alert": {"subtitle": "Ljubljana"}, "badge": 0, "sound": "default", "interruption-level": "time-sensitive"}}}, "condition": "'alerts_si' in topics || 'alerts_si_ljubljana' in topics"}}"#,
            expected: [
                "android-ttl-fraction /message/android/ttl",
                "apns-badge-zero /message/apns/payload/aps/badge",
            ]),
    ]
}
