import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Push authentication and 2FA approval pushes (audit60): privacyIDEA and eduMFA push tokens,
    /// a Keycloak push-MFA extension, the tiqr server library, and approval apps. Each payload is
    /// the one the cited code sends, as its serializer writes it, with tokens, nonces and
    /// signatures shortened to samples of the same shape.
    static let audit60Cases: [RealWorldCase] = [
        // privacyidea/privacyidea privacyidea/lib/smsprovider/FirebaseProvider.py (030d58f3), data
        // from pushtoken.py _build_smartphone_data: Android gets the challenge data-only at HIGH
        // with a 120 s ttl (the authenticator app draws the approve dialog), iOS an alert with the
        // PUSH_AUTHENTICATION category at apns-priority 10 and the challenge beside aps. This
        // apns block is the fix for privacyidea/privacyidea#1903 (3.1.1: pushes to a killed iOS
        // app were never shown). Clean.
        RealWorldCase(
            "audit60 privacyidea push token challenge",
            #"{"message": {"data": {"nonce": "GQ2TGMZVGA2DMNRZGY3DQ", "question": "Do you want to confirm the login?", "serial": "PIPU0001F75E", "title": "privacyIDEA", "sslverify": "1", "url": "https://pi.example.com/ttype/push", "signature": "GRSPJRUMLRQR5JGULCAW7ZZUYX4FVTPZ"}, "token": "fKfc3Kq2Q0yVv8GZfB4vYt:APA91bH0example", "android": {"priority": "HIGH", "ttl": "120s", "fcm_options": {"analytics_label": "AndroidPushToken"}}, "apns": {"headers": {"apns-priority": "10", "apns-push-type": "alert", "apns-collapse-id": "privacyidea.pushtoken", "apns-expiration": "1764302400"}, "payload": {"aps": {"alert": {"title": "privacyIDEA", "body": "Do you want to confirm the login?"}, "sound": "default", "category": "PUSH_AUTHENTICATION"}}, "fcm_options": {"analytics_label": "iOSPushToken"}}}}"#,
            expected: []),
        // eduMFA/eduMFA edumfa/lib/smsprovider/FirebaseProvider.py (25b82f2b): the privacyIDEA
        // message plus a common notification, content-available 1 and interruption-level
        // time-sensitive. With the notification block Android draws the alert itself and the
        // nonce reaches the app only on tap; content-available beside an alert is advice
        // (eduMFA/eduMFA#405 discusses dropping it). Both infos are right.
        RealWorldCase(
            "audit60 edumfa edupush challenge",
            #"{"message": {"data": {"nonce": "GQ2TGMZVGA2DMNRZGY3DQ", "question": "Do you want to confirm the login?", "serial": "EDUP0001F75E", "title": "eduMFA", "sslverify": "1", "url": "https://mfa.example.edu/ttype/edupush", "signature": "GRSPJRUMLRQR5JGULCAW7ZZUYX4FVTPZ"}, "token": "fKfc3Kq2Q0yVv8GZfB4vYt:APA91bH0example", "notification": {"title": "eduMFA", "body": "Do you want to confirm the login?"}, "android": {"priority": "HIGH", "ttl": "120s", "fcm_options": {"analytics_label": "AndroidPushToken"}}, "apns": {"headers": {"apns-priority": "10", "apns-push-type": "alert", "apns-collapse-id": "privacyidea.pushtoken", "apns-expiration": "1764302400"}, "payload": {"aps": {"alert": {"title": "eduMFA", "body": "Do you want to confirm the login?"}, "sound": "default", "category": "PUSH_AUTHENTICATION", "content-available": 1, "interruption-level": "time-sensitive"}}, "fcm_options": {"analytics_label": "iOSPushToken"}}}}"#,
            expected: ["android-notification-data-hidden /message/data",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available"]),
        // flexilish/keycloak-push-mfa-extension (617cbefe) FcmPushNotificationSender.java with
        // fcm/model FcmPushRequestBody, FcmPushMessage, Notification and NotificationData as
        // Jackson writes them: the confirm token JWT rides in data.token, which is no reserved
        // data key. Clean.
        RealWorldCase(
            "audit60 keycloak push mfa confirm token",
            #"{"message":{"token":"provider-id","notification":{"title":"Push MFA","body":"Please confirm your login"},"data":{"token":"eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJjaWQiOiIzZjJhMWI0YyJ9.c2lnbmF0dXJl"}}}"#,
            expected: []),
        // Tiqr/tiqr-server-libphp library/tiqr/Tiqr/Message/FCM.php (339f2128), HTTP v1: data
        // only, android.ttl and no priority. The tiqr app draws its notification from "text", a
        // key the linter cannot tell from app data (title beside body is the marker), so the
        // silence is the linter's limit, not a verdict that normal priority is fine.
        RealWorldCase(
            "audit60 tiqr fcm v1 authentication challenge",
            #"{"message":{"token":"dQw4Example:APA91bTiqrDevice","data":{"challenge":"tiqrauth://tiqr.example.org/0d4fd3fa/71cbdb6c1a/tiqr.example.org/2","authenticationTimeout":"150","text":"Please authenticate for Example IdP"},"android":{"ttl":"300s"}}}"#,
            expected: []),
        // The same file at 10a31cb2, before the HTTP v1 port: a legacy fcm/send body, which the
        // legacy API's shutdown (2024-07-22) leaves undeliverable.
        RealWorldCase(
            "audit60 tiqr fcm legacy authentication challenge",
            #"{"registration_ids":["dQw4Example:APA91bTiqrDevice"],"data":{"challenge":"tiqrauth://tiqr.example.org/0d4fd3fa/71cbdb6c1a/tiqr.example.org/2","text":"Please authenticate for Example IdP"},"time_to_live":300}"#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids",
                "legacy-top-level-keys /time_to_live", "shape-detected /registration_ids"]),
        // An approver app's firebase-admin sender (find_string id 11406238162): Android action
        // buttons written as android.notification.actions, a field FCM's AndroidNotification
        // does not have, so FCM rejects the whole message.
        RealWorldCase(
            "audit60 approver android notification actions",
            #"{"token": "fcmTokenExample:APA91bApprover", "notification": {"title": "New Request", "body": "You have a new approval request."}, "data": {"click_action": "FLUTTER_NOTIFICATION_CLICK"}, "android": {"notification": {"title": "New Request", "body": "Approve or Reject the request.", "actions": [{"title": "Approve", "action": "APPROVE"}, {"title": "Reject", "action": "REJECT"}]}}, "apns": {"payload": {"aps": {"category": "NEW_REQUEST"}}}}"#,
            expected: ["shape-unknown-field /android/notification/actions"]),
        // iamsorryprincess/vpiska-backend src/Vpiska.Application/Firebase/CloudMessaging.fs: a
        // login code sent data-only with title and body for the app to draw, at the default
        // normal priority that Doze defers.
        RealWorldCase(
            "audit60 vpiska login code data only",
            #"{"message": {"token": "cY3xExampleToken:APA91bVpiska", "data": {"code": "4821", "body": "Введите код для входа", "title": "Код подтверждения"}}}"#,
            expected: ["android-data-only-normal-priority /message/data"]),
        // An agent-approval server's NotificationPayloadBuilder.new_approval_request (find_string
        // id 40316077344), priority "urgent": a raw APNs payload with interruption-level critical
        // and a sound name, custom data beside aps and again under "data". Critical needs Apple's
        // entitlement (advice); a string sound beside critical is no mismatch.
        RealWorldCase(
            "audit60 agent approval urgent apns payload",
            #"{"aps": {"alert": {"title": "🚨 URGENT: Approval Needed", "subtitle": "Delete Database", "body": "AI agent needs approval for Delete Database"}, "sound": "critical.caf", "badge": 1, "category": "APPROVAL_REQUEST", "thread-id": "approval-requests", "interruption-level": "critical", "relevance-score": 1.0}, "type": "new_approval_request", "approval_request_id": "3b0c6f1e-8a4d-4c57-9d0e-2f8a1b7c5e44", "tool_name": "delete_database", "priority": "urgent", "data": {"type": "new_approval_request", "approval_request_id": "3b0c6f1e-8a4d-4c57-9d0e-2f8a1b7c5e44", "tool_name": "delete_database", "priority": "urgent"}}"#,
            expected: ["apns-critical-entitlement /aps/interruption-level", "shape-detected /aps"]),
        // GluuFederation Super-Gluu person-authentication script (find_string id 100859075),
        // sendPushNotificationImpl's iOS payload for SNS or oxNotify, as json.dumps writes it:
        // content-available is the string "1" (Apple documents the number 1), beside an alert
        // with the ACTIONABLE category; badge 0 clears the icon badge (advice).
        RealWorldCase(
            "audit60 super gluu ios sns payload",
            #"{"aps":{"badge":0,"alert":{"body":"Confirm your sign in request to: https://idp.example.org/identity/authcode.htm","title":"Super Gluu"},"category":"ACTIONABLE","content-available":"1","sound":"default"},"request":"{\"app\":\"https://idp.example.org/identity/authcode.htm\",\"issuer\":\"https://idp.example.org\",\"method\":\"authenticate\",\"state\":\"8a1f3c2e-5b7d-4e9a-bc21-0f6d3e2a1b4c\",\"created\":\"2025-11-28T04:30:00\",\"req_ip\":\"203.0.113.7\",\"req_loc\":\"Austin, TX\"}"}"#,
            expected: ["apns-badge-zero /aps/badge", "apns-content-available-value /aps/content-available",
                "apns-content-available-with-alert /aps/content-available", "shape-detected /aps"]),
    ]
}
