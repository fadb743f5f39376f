import SizeModel

/// A message that reaches Apple devices as an alert, badge or sound can say so with
/// `apns-push-type: alert`.
///
/// Lint, on FCM messages: the message is user-visible on iOS (an `aps` alert, badge or sound, or a
/// common `notification` title or body that FCM turns into `aps.alert`) and `apns.headers` has no
/// `apns-push-type`; Live Activity and other special pushes are left to their own rules. Reported
/// at `apns.headers`, else `apns`, else `notification` (at the key).
///
/// Opt-in: Apple requires the header only for watchOS 6 and later and recommends it elsewhere;
/// FCM's ApnsConfig reference names backend defaults for `apns-expiration` and `apns-priority` and
/// none for `apns-push-type`, and every Firebase example (the notification message included, which
/// reaches iOS as an alert just the same) omits it. So whether the header matters is decided by
/// things the linter cannot see: the devices (watches) and what FCM's backend fills in.
struct APNsPushTypeMissingRule: Rule {
    static let description = RuleDescription(
        id: "apns-push-type-missing",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a message iOS shows as an alert has no apns-push-type header",
        rationale: """
            Apple's "Sending notification requests to APNs" lists apns-push-type as required for \
            watchOS 6 and later and recommended for iOS, iPadOS, macOS and tvOS: "alert" when \
            the notification shows an alert, plays a sound or badges the icon; where it is \
            required and missing, APNs may delay or drop the notification. FCM's ApnsConfig \
            reference documents backend defaults for apns-expiration and apns-priority only, \
            and Firebase's own examples, notification messages and apns blocks alike, never set \
            apns-push-type. The rule applies one test to every message that reaches iOS as an \
            alert (a notification title or body, or an aps alert, badge or sound), and is \
            opt-in: turn it on when the app has a watchOS companion or the sender wants every \
            request explicit, as Notify Kit's server SDK and firebase-php write it. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#apnsconfig (headers: defaults for apns-expiration and apns-priority)",
            "https://firebase.google.com/docs/cloud-messaging/send-message (examples without apns-push-type)",
            "https://github.com/beste/firebase-php/pull/701",
            "Notify Kit FCM Mode guide, \"Check aps-push-type: alert and mutable-content: 1 are present\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {↓"headers": {"apns-priority": "10"}, "payload": {"aps": {"badge": 3}}}}}"#),
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "Hi"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": "alert"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "abc", "payload": {"aps": {"timestamp": 1, "event": "update", "content-state": {}, "alert": {"title": "Goal"}}}}}}"#),
            Example(#"{"aps": {"alert": "Hi"}}"#),
        ],
        isOptIn: true,
        fix: FixDeclaration(
            .safe,
            summary: """
                Adds "apns-push-type": "alert" at the end of apns.headers, creating headers (and \
                apns) when they are missing, laid out like the neighbouring members. HTTP v1 and \
                firebase-admin messages only.
                """,
            examples: [
                FixExample(
                    before: #"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"badge": 3}}}}}"#,
                    after: #"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "10", "apns-push-type": "alert"}, "payload": {"aps": {"badge": 3}}}}}"#),
                FixExample(
                    before: "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"notification\": {\"title\": \"Hi\"}\n  }\n}\n",
                    after: "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"notification\": {\"title\": \"Hi\"},\n    \"apns\": {\n      \"headers\": {\n        \"apns-push-type\": \"alert\"\n      }\n    }\n  }\n}\n"),
                FixExample(
                    before: "{\n\t\"message\": {\n\t\t\"topic\": \"news\",\n\t\t\"apns\": {\n\t\t\t\"payload\": {\"aps\": {\"alert\": \"Hi\"}}\n\t\t}\n\t}\n}",
                    after: "{\n\t\"message\": {\n\t\t\"topic\": \"news\",\n\t\t\"apns\": {\n\t\t\t\"payload\": {\"aps\": {\"alert\": \"Hi\"}},\n\t\t\t\"headers\": {\n\t\t\t\t\"apns-push-type\": \"alert\"\n\t\t\t}\n\t\t}\n\t}\n}"),
            ],
            plan: { planFix($0) }))

    init() {}

    /// Adds the header, creating `apns.headers` on the way.
    static func planFix(_ request: FixRequest) -> FixPlan? {
        let message = request.message
        guard message.shape.isHTTPv1 || message.shape == .admin,
            let edit = request.editor.setMember(
                in: message.message, path: ["apns", "headers", "apns-push-type"], value: .string("alert"))
        else { return nil }
        return FixPlan(title: "add \"apns-push-type\": \"alert\" to apns.headers", edits: [edit])
    }

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A raw APNs payload has no FCM headers; a Live Activity push is typed by FCM itself.
        guard message.shape.isFCMMessage, message.isUserVisibleOnIOS, message.apnsHeader(.pushType) == nil,
            !message.isSpecialAPNsPush,
            let place = message.apnsHeaders ?? message.apns ?? message.notification
        else { return }
        findings.report(
            "this message reaches iOS as an alert, badge or sound but no apns-push-type header says so; watchOS 6 and later require it",
            at: place, anchor: .key, fix: "add \"apns-push-type\": \"alert\" to apns.headers")
    }
}
