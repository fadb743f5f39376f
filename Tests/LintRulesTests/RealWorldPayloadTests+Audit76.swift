import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Multichannel notification platforms (audit76): a vendor's own send request, which the
    /// vendor turns into the FCM message, pasted where an FCM message is expected.
    static let audit76Cases: [RealWorldCase] = [
        // SuprSend's workflow trigger as suprsend-py-sdk's README writes the body
        // (https://pypi.org/project/suprsend-py-sdk, WorkflowTriggerRequest), its comments left
        // out. It drew three errors (no target, unknown workflow and recipients).
        RealWorldCase(
            "audit76 suprsend workflow trigger",
            """
            {
                "workflow": "purchase-made",
                "recipients": [
                    {
                      "distinct_id": "0f988f74-6982-41c5-8752-facb6911fb08",
                      "$email": ["user@example.com"],
                      "$androidpush": [{"token": "__android_push_token__", "provider": "fcm", "device_id": ""}]
                    }
                ],
                "data": {
                    "first_name": "User"
                }
            }
            """,
            expected: ["shape-other-push-service /recipients"]),
        // SuprSend's older Workflow body (suprsend-py-sdk 0.2.0's README): users, not recipients.
        RealWorldCase(
            "audit76 suprsend older workflow body",
            """
            {"name": "Purchase Workflow", "template": "purchase-made", "notification_category": "system",
             "users": [{"distinct_id": "0f988f74-6982-41c5-8752-facb6911fb08", "$email": ["user@example.com"],
                        "$androidpush": ["__android_push_fcm_token__"]}]}
            """,
            expected: ["shape-other-push-service /users"]),
        // MagicBell's channel override example (https://www.magicbell.com/docs/overrides). It
        // drew five errors: no target, and content, category, recipients and overrides unknown
        // in FCM's notification.
        RealWorldCase(
            "audit76 magicbell notification with channel overrides",
            """
            {
              "notification": {
                "title": "Task assigned to you: Upgrade to Startup plan",
                "content": "Hello, please upgrade us to the Startup plan. Thank you.",
                "category": "billing",
                "recipients": [
                  {
                    "email": "dan@example.com"
                  }
                ],
                "overrides": {
                  "channels": {
                    "email": {
                      "title": "[Urgent] Upgrade to Startup plan"
                    },
                    "web_push": {
                      "title": "Task assigned to you"
                    }
                  }
                }
              }
            }
            """,
            expected: ["shape-other-push-service /notification/recipients"]),
        // Infobip's Push API test request as its developer documentation writes it
        // (https://dev.infobip.com/push-messaging/test-push-notifications-before-sending), trimmed
        // after "text". The body was a legacy FCM body (its "to"), with errors for from and
        // text; pasted as HTTP it was shape-not-a-payload's error.
        RealWorldCase(
            "audit76 infobip push api http request",
            """
            POST /push/2/message/single/test HTTP/1.1
            Host: api.infobip.com
            Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==
            Content-Type: application/json
            Accept: application/json

            {
                "from": "d417d38814740a23f50b5c876e226445-0f700564-abbf-4b5b-beae-86a4ef410904",
                "to": {
                    "externalUserId": "customer_21234"
                },
                "text": "This Message was sent by targeting exact externalUserId."
            }
            """,
            expected: ["shape-other-push-service /to"]),
        // Infobip's request sent to its push endpoint, with a body the detector cannot read as
        // Infobip's (the destination in a shell variable): the URL decides.
        RealWorldCase(
            "audit76 infobip push api curl with a shell variable",
            #"""
            curl -X POST https://api.infobip.com/push/2/message/single -H "Content-Type: application/json" -d "{\"from\": \"$APP_CODE\", \"to\": \"$DEST\", \"text\": \"Hi\"}"
            """#,
            expected: ["shape-other-push-service (root)"]),
        // Engagespot's client.send as its Node.js README writes it
        // (https://www.npmjs.com/package/@engagespot/node). It drew four errors (no target,
        // notification.workflow and sendTo unknown, an object in data) and notification-empty.
        RealWorldCase(
            "audit76 engagespot client send",
            """
            client.send({
            notification: {
            workflow: {
            identifier: 'appointment_reminder',
            },
            },
            data: {
            doctor: {
            name: 'Dr. Brian',
            },
            dateTime: '27 Jul, 13:30',
            },
            sendTo: {
            recipients: ['patient_uuid_001'],
            },
            });
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /sendTo"]),
        // Novu's FCM provider page (novuhq/docs channels-and-providers/push/fcm.mdx, "SDK Trigger
        // Example"), as written: novu.trigger with overrides.fcm. It was an invalid-json error
        // ("novu.trigger is a bare word").
        RealWorldCase(
            "audit76 novu trigger with fcm overrides",
            """
            novu.trigger('<WORKFLOW_TRIGGER_IDENTIFIER>', {
              to: {
                subscriberId: '<SUBSCRIBER_ID>',
              },
              payload: {
                abc: 'def', // If the notification is a data notification, the payload will be sent as the data
              },
              overrides: {
                fcm: {

                  // type: 'data' => will turn this into an FCM data notification, where the payload is sent as a data notification. If the type is not set, you can use the "data" override to send notification messages with optional data payload
                  type: 'data',

                  // URL of an image to be displayed in the notification.
                  imageUrl: "https://domain.com/image.png",

                  // If type is not set, you can use the "data" override to send notification messages with optional data payload
                  data: {
                    key: 'value',
                  },

                  // Check FCM Overrides section above for these types
                  android: {},
                  apns: {},
                  webPush: {},
                  fcmOptions: {}
                },
              },
            });
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /to"]),
        // Novu's changelog, "Chat and Push tokens in Trigger Payload" (novu.co/changelog): the
        // subscriber's FCM device tokens passed in the trigger. An invalid-json error before.
        RealWorldCase(
            "audit76 novu trigger with fcm credentials",
            """
            novu.trigger('workflow-id', {
              to: {
                subscriberId: 'subscriber-id',
                channels: [
                  {
                    providerId: 'fcm',
                    credentials: {
                      deviceTokens: ['token-1'],
                    },
                  },
                ],
              },
              payload: {},
            });
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /to"]),
    ]
}
