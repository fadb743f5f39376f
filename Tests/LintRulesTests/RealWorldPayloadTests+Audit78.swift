import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Business-system senders (audit78): school ERPs, HR, restaurant POS and kitchen apps, field
    /// service and fleet apps, mostly PHP. A PHP sender's empty array, which json_encode writes as
    /// [] where FCM takes an object, is named as such; the other cases keep verdicts judged right.
    static let audit78Cases: [RealWorldCase] = [
        // beste/firebase-php#591 (github.com/beste/firebase-php/issues/591): the request body of
        // the debug log, `CloudMessage::withData([])` written as "data": [] by json_encode, which
        // FCM rejected (the SDK then left empty data out, #592). The finding now says where the
        // [] comes from and how PHP writes an empty object.
        RealWorldCase(
            "audit78 kreait empty data array rejected",
            #"""
            {"message":{"data":[],"notification":{"title":"New Message from Mustafa Hartmann","body":"My Message!"},"android":{"ttl":"3600s","priority":"normal","notification":{"title":"New Message from Mustafa Hartmann","body":"My Message!","icon":"stock_ticker_update","color":"#f45342"}},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"alert":{"title":"New Message from Mustafa Hartmann","body":"My Message!"},"badge":42}}},"webpush":{"notification":{"title":"New Message from Mustafa Hartmann","body":"My Message!","icon":"https:\/\/my-server\/icon.png"},"fcm_options":{"link":"https:\/\/my-server\/some-page"}},"token":"xxx"},"validate_only":false}
            """#,
            expected: ["shape-type-mismatch /message/data"]),
        // A sports-court booking app (AimarHaizzad/SmashZone app/Services/FCMService.php,
        // sendNotification): 'data' => $stringData, an empty PHP array when sendToUser is called
        // without data ($data = []), so json_encode writes "data": [].
        RealWorldCase(
            "audit78 smashzone fcmservice without data",
            #"""
            {"message":{"token":"eXampleCourtBookingToken:APA91bHexample","notification":{"title":"Court maintenance","body":"Court 2 is closed tomorrow."},"data":[],"android":{"notification":{"sound":"default"}},"apns":{"payload":{"aps":{"sound":"default"}}}}}
            """#,
            expected: ["shape-type-mismatch /message/data"]),
        // A limousine driver app's payload examples (gowrishetty09/bal-driver
        // docs/FCM_PAYLOAD_EXAMPLES.md, SOS curl): firebase-admin's "max" priority written in an
        // HTTP v1 body, which FCM rejects (Unknown name "priority").
        RealWorldCase(
            "audit78 bal-driver sos curl priority max",
            #"""
            {
              "message": {
                "token": "FCM_TOKEN_HERE",
                "notification": {"title": "🚨 SOS Alert", "body": "Emergency assistance requested by driver"},
                "data": {"notificationType": "SOS_MESSAGE", "sosId": "64f5a9d0e1f2g3h4i5j6k7l8"},
                "android": {
                  "priority": "high",
                  "notification": {"sound": "default", "channel_id": "sos-alerts", "color": "#FF0000", "priority": "max"}
                }
              }
            }
            """#,
            expected: [
                "android-notification-data-hidden /message/data",
                "shape-admin-only-name-in-rest /message/android/notification/priority",
            ]),
        // QDOCS Smart School's Pushnotification library (Rubaisha2k/hrms
        // smart/application/libraries/Pushnotification.php): a legacy body with "collapseKey",
        // which the legacy API ignored.
        RealWorldCase(
            "audit78 smart school legacy collapseKey",
            #"""
            {"to":"fH3exampleParentToken:APA91bGexampleSmartSchool","collapseKey":"fH3exampleParentToken:APA91bGexampleSmartSchool","data":{"title":"Homework","body":"New homework assigned","action":"homework","sound":"mySound"}}
            """#,
            expected: [
                "legacy-admin-payload /collapseKey", "legacy-mapping-hint (root)", "legacy-top-level-keys /to",
                "shape-detected /to",
            ]),
        // A WISP field-technician app (theorem6/WISPTools functions/src/notifications.ts): a
        // firebase-admin multicast with sound in the top-level notification, which FCM rejects.
        RealWorldCase(
            "audit78 wisp work order notification sound",
            #"""
            {"notification":{"title":"New Work Order: WO-10231","body":"Tower 7 - Priority: high","sound":"default"},"data":{"type":"work_order_assigned","workOrderId":"Zt6uR1kP0aQ"},"android":{"priority":"high","notification":{"channelId":"work_orders","priority":"high","sound":"default"}},"tokens":["dT1exampleTechToken:APA91bExample"]}
            """#,
            expected: ["android-notification-data-hidden /data", "notification-legacy-keys /notification/sound"]),
        // A restaurant order-admin sender (code index file id 66417783800, Waffle Da Express,
        // sendHighPriorityOrderNotification), trimmed: firebase-admin passes android.notification's
        // "category" on and FCM rejects it; ttl 3600 is milliseconds there.
        RealWorldCase(
            "audit78 waffle da order admin category and ttl",
            """
                const message = {
                  notification: { title: 'NEW ORDER RECEIVED!', body: 'Order #12345' },
                  android: {
                    priority: 'high',
                    notification: {
                      channel_id: 'waffle_loud_order_alarm_v4',
                      notification_priority: 'PRIORITY_MAX',
                      visibility: 'PUBLIC',
                      category: 'alarm', // Bypasses Do Not Disturb
                      color: '#f59e0b',
                    },
                    // Time to live: 1 hour
                    ttl: 3600,
                    direct_boot_ok: true,
                  },
                  token: adminFcmToken,
                };
            """,
            expected: [
                "android-ttl-units-suspect /android/ttl", "json-code-literal (root)",
                "shape-unknown-field /android/notification/category",
            ]),
        // An eSchool fork (eslam147/jessor app/Helpers/notification_helper.php, fees-due): the
        // image its callers pass as null and the child id, an Eloquent integer, in data.
        RealWorldCase(
            "audit78 jessor eschool fees due data types",
            #"""
            {"message":{"token":"gB4exampleParentToken:APA91bHexampleJessor","notification":{"title":"Fees due","body":"Term 2 fees are due on 10 March"},"data":{"click_action":"FLUTTER_NOTIFICATION_CLICK","type":"fees-due","image":null,"child_id":57}}}
            """#,
            expected: ["data-value-not-string /message/data/child_id", "data-value-not-string /message/data/image"]),
    ]
}
