import SizeModel

/// A Notify Kit message with an iOS alert but no `apns.payload.notifee_options`.
///
/// Lint: `android.data` carries the blob, iOS shows alert text (`MessageContext.iosShowsAlert`:
/// an aps.alert with text or a common notification title or body), and neither `apns.payload` nor the common `data` (whose keys FCM copies into the
/// APNs payload beside `aps`) has a `notifee_options`; not when the configuration declares the app
/// has no extension (`app.notificationServiceExtension: false`). Reported at `apns.payload` (or
/// `apns`, or the Android blob's key when there is no apns block). A message with no iOS alert at
/// all is a data-only or background push for iOS, reported by the apns rules
/// (`apns-data-only-no-content-available`, `apns-background-throttled`); an aps.alert without
/// text shows nothing and runs no extension (apns-alert-empty).
struct NotifyKitIOSOptionsMissingRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-options-missing",
        area: .notifykit,
        needs: .androidBlob,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an iOS alert of a Notify Kit message has no apns.payload.notifee_options",
        rationale: """
            The Notification Service Extension reads notifee_options from the APNs payload \
            (userInfo["notifee_options"]), which FCM fills from apns.payload and from the \
            common data map, whose keys it delivers beside aps. A blob only in android.data \
            never reaches iOS: iOS shows the plain aps.alert, with no attachments, category, \
            thread id, interruption level or sound from the blob, and Notify Kit's \
            onBackgroundEvent never fires for the push (upstream notifee#1133, the bug FCM Mode \
            exists to fix). A blob in the common data reaches the extension as a string, which \
            it parses. \
            Severity: warning, because iOS still shows the plain aps.alert, whose title and body \
            Notify Kit duplicates there by design; the blob's attachments and options and \
            onBackgroundEvent are lost (W1), the same outcome as apns-mutable-content-missing. \
            An aps.alert without text ("", {}, empty title and body) is no alert: iOS shows \
            nothing and runs no extension for it, so there is no blob for it to miss; \
            apns-alert-empty reports the empty alert.
            """,
        sources: [
            "Notify Kit FCM Mode guide, introduction (notifee#1133) and \"Architecture\"",
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m (populateNotificationContent)",
            "https://github.com/invertase/notifee/issues/1133",
            "https://firebase.google.com/docs/cloud-messaging/ios/receive (custom data keys beside aps in the APNs payload)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}, "apns": {"headers": {"apns-push-type": "alert"}, ↓"payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            // The blob in the common data reaches the APNs payload too.
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}}}}}"#),
            // An alert of empty strings shows nothing (apns-alert-empty's).
            Example(#"{"message": {"topic": "news", "android": {"data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\"}"}}, "apns": {"payload": {"aps": {"alert": {"title": "", "body": ""}, "mutable-content": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A blob in the common data is delivered in the APNs payload too: the extension reads it.
        // Without an extension (app.notificationServiceExtension: false) no copy would be applied.
        guard let blob = message.androidBlob, message.iosBlob == nil, message.iosShowsAlert,
            message.data?.member(literal: "notifee_options") == nil,
            message.configuration.app.notificationServiceExtension != false
        else { return }
        let place = message.apnsPayload ?? message.apns ?? blob.host
        findings.report(
            "iOS shows an alert for this Notify Kit message but its blob is only in android.data, which iOS never receives; the Notification Service Extension cannot apply it and onBackgroundEvent never fires",
            at: place, anchor: .key,
            fix: "copy the android.data.notifee_options string unchanged into apns.payload.notifee_options")
    }
}
