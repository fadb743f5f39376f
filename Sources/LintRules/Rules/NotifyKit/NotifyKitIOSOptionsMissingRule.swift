import SizeModel

/// A Notify Kit message with an iOS alert but no `apns.payload.notifee_options`.
///
/// Lint: the Android data carries the blob, iOS shows an alert (aps.alert or a common
/// notification), and `apns.payload` has no `notifee_options`. Reported at `apns.payload` (or
/// `apns`, or the Android blob's key when there is no apns block). A message with no iOS alert at
/// all is a data-only or background push for iOS, reported by the apns rules
/// (`apns-data-only-no-content-available`, `apns-background-throttled`).
public struct NotifyKitIOSOptionsMissingRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-ios-options-missing",
        area: .notifykit,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an iOS alert of a Notify Kit message has no apns.payload.notifee_options",
        rationale: """
            The Notification Service Extension reads notifee_options from the APNs payload \
            only (userInfo["notifee_options"], which FCM fills from apns.payload). With the blob \
            only in data, iOS shows the plain aps.alert: no attachments, category, thread id, \
            interruption level or sound from the blob, and Notify Kit's onBackgroundEvent never \
            fires for the push (upstream notifee#1133, the bug FCM Mode exists to fix). \
            Severity: warning, because iOS still shows the plain aps.alert, whose title and body \
            Notify Kit duplicates there by design; the blob's attachments and options and \
            onBackgroundEvent are lost (W1), the same outcome as apns-mutable-content-missing.
            """,
        sources: [
            "Notify Kit FCM Mode guide, introduction (notifee#1133) and \"Architecture\"",
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m (populateNotificationContent)",
            "https://github.com/invertase/notifee/issues/1133",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, ↓"payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let blob = message.androidBlob, message.iosBlob == nil, message.iosShowsAlert else { return }
        let place = message.apnsPayload ?? message.apns ?? blob.host
        findings.report(
            "iOS shows an alert for this Notify Kit message but apns.payload has no notifee_options; the Notification Service Extension cannot apply the blob and onBackgroundEvent never fires",
            at: place, anchor: .key,
            fix: "copy the data.notifee_options string unchanged into apns.payload.notifee_options")
    }
}
