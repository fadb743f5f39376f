import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Apps and libraries that draw notifications themselves from FCM data (audit49):
    /// awesome_notifications_fcm, Notifee senders, a Flutter chat sender, a OneSignal capture. Each
    /// payload is the one the cited source shows, as written.
    static let audit49Cases: [RealWorldCase] = [
        // https://github.com/rafaelsetragni/awesome_notifications_fcm/blob/352562c/README.md ("Stringify data standard (V1 protocol)"), verbatim.
        // AwesomeFcmService overrides handleIntent, so android.priority high beside the notification
        // block does reach the app with the data: no android-notification-data-hidden (was info).
        // The headers object inside apns.payload is a custom key (warning).
        RealWorldCase(
            "audit49 awesome_notifications_fcm README v1 stringified payload (headers inside apns.payload)",
            #"""
                {
                    "message": {
                        "token": "{{fcm_token_ios}}",
                        "android": {
                            "priority": "high"
                        },
                        "apns": {
                            "payload": {
                                "aps": {
                                    "mutable-content": 1,
                                    "badge": 15
                                },
                                "headers": {
                                    "apns-priority": 5
                                }
                            }
                        },
                        "notification": {
                            "title": "Huston! The eagle has landed!",
                            "body": "A small step for a man, but a giant leap to Flutter's community!"
                        },
                        "data": {
                            "content": "{\"id\":-1,\"badge\":1,\"channelKey\":\"alerts\",\"displayOnForeground\":true,\"notificationLayout\":\"BigPicture\",\"largeIcon\":\"https://br.web.img3.acsta.net/pictures/19/06/18/17/09/0834720.jpg\",\"bigPicture\":\"https://www.dw.com/image/49519617_303.jpg\",\"showWhen\":true,\"autoDismissible\":true,\"privacy\":\"Private\",\"payload\":{\"category\":\"like\",\"userId\":\"oUGw1AHfmkQPDuP9DOAT1J0iQ1X2\",\"ownerId\":\"AppleBoy\",\"notifId\":\"liked_279f33c9-9c58-4099-940b-06a463a9d929\",\"pageId\":\"notifsPage\",\"gameAction\":\"\"}}",
                            "actionButtons": "[{\"key\":\"REDIRECT\",\"label\":\"Redirect\",\"autoDismissible\":true},{\"key\":\"CANCEL\",\"label\":\"Dismiss\",\"actionType\":\"DismissAction\",\"isDangerousOption\":true,\"autoDismissible\":true}]"
                        }
                    }
                }
            """#,
            expected: ["apns-headers-misplaced /message/apns/payload/headers", "size-placeholder-undeclared /message/token"]),
        // https://github.com/rafaelsetragni/awesome_notifications_fcm/blob/352562c/README.md ("Flattened data standard"), verbatim.
        // content.* keys are the flattened content blob (AwesomeNotificationsContent); HTTP v1's
        // Notification has no badge, so FCM rejects the request (error).
        RealWorldCase(
            "audit49 awesome_notifications_fcm README v1 flattened payload (notification.badge)",
            #"""
                {
                  "message": {
                    "token" : "{{fcm_token_ios}}",
                    "android": {
                      "priority": "high"
                    },
                    "apns": {
                      "payload": {
                        "aps": {
                          "mutable-content": 1,
                          "badge": 42
                        },
                        "headers": {
                          "apns-priority": "5"
                        }
                      }
                    },
                    "notification": {
                        "badge": 42,
                        "title": "Huston! The eagle has landed!",
                        "body": "A small step for a man, but a giant leap to Flutter's community!"
                    },
                    "data" : {
                       "content.id": "1",
                       "content.badge": "42",
                       "content.channelKey": "alerts",
                       "content.displayOnForeground": "true",
                       "content.notificationLayout": "BigPicture",
                       "content.largeIcon": "https://br.web.img3.acsta.net/pictures/19/06/18/17/09/0834720.jpg",
                       "content.bigPicture": "https://www.dw.com/image/49519617_303.jpg",
                       "content.showWhen": "true",
                       "content.autoDismissible": "true",
                       "content.privacy": "Private",
                       "content.payload.secret": "Awesome Notifications Rocks!",
                       "actionButtons.0.key": "REDIRECT",
                       "actionButtons.0.label": "Redirect",
                       "actionButtons.0.autoDismissible": "true",
                       "actionButtons.1.key": "DISMISS",
                       "actionButtons.1.label": "Dismiss",
                       "actionButtons.1.actionType": "DismissAction",
                       "actionButtons.1.isDangerousOption": "true",
                       "actionButtons.1.autoDismissible": "true",
                       "Android.content.title": "Android! The eagle has landed!",
                       "Android.content.payload.android": "android custom content!",
                       "iOS.content.title": "Jobs! The eagle has landed!",
                       "iOS.content.payload.ios": "iOS custom content!",
                       "iOS.actionButtons.0.key": "REDIRECT",
                       "iOS.actionButtons.0.label": "Redirect message",
                       "iOS.actionButtons.0.autoDismissible": "true",
                       "iOS.actionButtons.1.key": "DISMISS",
                       "iOS.actionButtons.1.label": "Dismiss message",
                       "iOS.actionButtons.1.actionType": "DismissAction",
                       "iOS.actionButtons.1.isDangerousOption": "true",
                       "iOS.actionButtons.1.autoDismissible": "true"
                    }
                  }
                }
            """#,
            expected: ["apns-headers-misplaced /message/apns/payload/headers", "notification-legacy-keys /message/notification/badge", "size-placeholder-undeclared /message/token"]),
        // https://github.com/rafaelsetragni/awesome_notifications/issues/912, the FCM REST body (content payload map trimmed).
        // "the token" is no registration token (error); headers inside apns.payload (warning).
        RealWorldCase(
            "audit49 awesome_notifications#912 v1 content string with a placeholder token",
            #"""
                 {
                   "message": {
                     "token": "the token",
                    "apns": {
                            "payload": {
                                "aps": {
                                    "mutable-content": 1
                                },
                                "headers": {
                                    "apns-priority": 5
                                }
                            }
                        },
                        "notification": {
                            "title": "Huston! The eagle has landed!",
                            "body": "A small step for a man, but a giant leap to Flutter's community!"
                        },
                        "data": {
                            "content": "{\"id\":-1,\"badge\":1,\"channelKey\":\"alerts\",\"displayOnForeground\":true,\"notificationLayout\":\"BigPicture\",\"largeIcon\":\"https://br.web.img3.acsta.net/pictures/19/06/18/17/09/0834720.jpg\",\"bigPicture\":\"https://www.dw.com/image/49519617_303.jpg\",\"showWhen\":true,\"autoDismissible\":true,\"privacy\":\"Private\"}"
                        }
                   }
                 }
            """#,
            expected: ["apns-headers-misplaced /message/apns/payload/headers", "routing-token-shape /message/token"]),
        // https://github.com/rafaelsetragni/awesome_notifications_fcm/issues/26 (onNotificationCreated not triggered on iOS;
        // the maintainer: never use content-available and mutable-content together). Both notes are info.
        RealWorldCase(
            "audit49 awesome_notifications_fcm#26 content-available with mutable-content at apns-priority 5",
            #"""
                {
                    "message": {
                        "token": "{token}",
                        "notification": {
                            "title": "{data1}",
                            "body": "{body}"
                        },
                        "data": {
                        },
                        "apns": {
                            "headers": {
                                "apns-push-type": "alert",
                                "apns-priority": "5"
                            },
                            "payload": {
                                "aps": {
                                    "content-available":1,
                                    "mutable-content": 1
                                }
                            }
                        }
                    }
                }
            """#,
            expected: ["apns-content-available-with-alert /message/apns/payload/aps/content-available", "apns-priority-5-alert /message/apns/headers/apns-priority"]),
        // https://github.com/rafaelsetragni/awesome_notifications/issues/215, verbatim (trailing comma included).
        RealWorldCase(
            "audit49 awesome_notifications#215 NotificationContent JSON pasted as a payload",
            #"""
                {
                    "content": {
                      "id": 1291,
                      "channelKey": "big_picture",
                      "title": "Huston!\nThe eagle has landed!",
                      "body":
                          "A small step for a man, but a giant leap to Flutter's community!",
                      "notificationLayout": "BigPicture",
                      "largeIcon":
                          "https://media.fstatic.com/kdNpUx4VBicwDuRBnhBrNmVsaKU=/full-fit-in/290x478/media/artists/avatar/2013/08/neil-i-armstrong_a39978.jpeg",
                      "bigPicture": "https://www.dw.com/image/49519617_303.jpg",
                      "showWhen": true,
                      "autoCancel": true,
                      "payload": {"type": "orders", "order_id": "259258"},
                      "actionButtons": [
                        {
                          "key": "REPLY",
                          "label": "Reply",
                          "autoCancel": true,
                          "buttonType": "InputField"
                        },
                        {"key": "ARCHIVE", "label": "Archive", "autoCancel": true}
                      ],
                    }
                }
            """#,
            expected: ["json-trailing-comma /content", "shape-not-a-payload (root)"]),
        // A TypeScript sender through @kazion/fcm-node-http (public code search index, file id 32584969614; sendAll's message object, trimmed).
        // Notifee's FCM pattern beside a notification block: two tray entries in the background
        // (notifee#265), a warning while app.drawsDataNotification is undeclared.
        RealWorldCase(
            "audit49 Notifee data.notifee beside notification and android.notification (fcm-node-http sender)",
            #"""
                        await fcm.sendAll(fcmTokens, {
                            notification: {
                                body: body,
                                title: title,
                            },
                            data: {
                                type: "general",
                                notifee: JSON.stringify({
                                    title: title,
                                    body: body,
                                    android: {
                                        channelId: channel,
                                        pressAction: {
                                            id: pressAction,
                                        },
                                    },
                                }),
                            },
                            android: {
                                priority: AndroidMessagePriority.HIGH,
                                collapse_key: "general",
                                ttl: "3600s",
                                restricted_package_name: "com.easyresultbd.app",
                                notification: {
                                    title: title,
                                    body: body,
                                    icon: "ic_notification",
                                    channel_id: channel,
                                },
                                fcm_options: {
                                    analytics_label: "analytics",
                                },
                                direct_boot_ok: true,
                            },
                        });
            """#,
            expected: ["android-duplicate-display /android/notification", "android-restricted-package /android/restricted_package_name", "data-key-client-filtered /data/notifee", "json-code-literal (root)", "routing-target-count (root)"]),
        // An Express /send-notification handler (public code search index, file id 39184806995), the message literal as written.
        RealWorldCase(
            "audit49 Notifee data.notifee beside a notification block (Express sender)",
            #"""
                    const message = {
                      token: fcmToken,

                      notification: {
                        title: title || "Test Notification",
                        body: body || "Hello from Node.js",
                      },

                      data: {
                        ...Object.fromEntries(
                          Object.entries(restData).map(([k, v]) => [k, String(v)])
                        ),
                        notifee: JSON.stringify({
                          android,
                          ios,
                        }),
                      },

                      android: androidConfig,

                      apns: apns || {
                        payload: { aps: { sound: "default" } },
                      },
                    };
            """#,
            expected: ["android-duplicate-display /notification", "data-key-client-filtered /data/notifee", "json-code-literal (root)"]),
        // An expense app's server (public code search index, file id 67420785591): Notifee's guide form, no android priority (warning).
        RealWorldCase(
            "audit49 Notifee data-only multicast at default priority",
            #"""
                    await admin.messaging().sendEachForMulticast({
                      tokens: [fcmToken],
                      data: {
                        notifee: JSON.stringify({
                          title: '7B',
                          body: `A new expense has been added by ${name ? name : email}!`,
                          android: {
                            channelId: 'default',
                            actions: [
                              {
                                title: 'Mark as Read',
                                pressAction: {
                                  id: 'read',
                                },
                              },
                            ],
                          },
                        }),
                      },
                    });
            """#,
            expected: ["android-data-only-normal-priority /data", "json-code-literal (root)"]),
        // A Flutter chat Cloud Function (public code search index, file id 60367795227, _sendChatNotification): android.notification sets
        // only the channel, so Android shows the common body, which data.message repeats (info).
        RealWorldCase(
            "audit49 Flutter chat sender whose data.message repeats the notification body",
            #"""
                  const payload = {
                    notification: {
                      title,
                      body: previewText,
                    },
                    data: {
                      chatId,
                      senderId: senderId || '',
                      senderName: title,
                      message: previewText,
                      type: 'chat',
                      click_action: 'FLUTTER_NOTIFICATION_CLICK',
                    },
                    android: {
                      priority: 'high',
                      notification: {
                        channelId: 'order_channel',
                        sound: 'default',
                        defaultSound: true,
                        defaultVibrateTimings: true,
                      },
                    },
                    apns: {
                      payload: {
                        aps: {
                          sound: 'default',
                          alert: {
                            title,
                            body: previewText,
                          },
                        },
                      },
                    },
                    token: fcmToken,
                  };
            """#,
            expected: ["android-duplicate-display /android/notification", "android-notification-data-hidden /data", "json-code-literal (root)"]),
        // https://github.com/OneSignal/OneSignal-Cordova-SDK/issues/934, the rawPayload string decoded: an Android
        // extras dump (google.delivered_priority, google.ttl), not an iOS userInfo.
        RealWorldCase(
            "audit49 OneSignal Android rawPayload with google.c.sender.id",
            #"""
                {"google.delivered_priority":"normal","google.sent_time":1698222452527,"google.ttl":2419200,"google.original_priority":"normal","custom":"{\"i\":\"87dfbe7f-0cb7-4da3-b0c2-76dc22009471\",\"a\":{\"adress\":\"messages\"}}","pri":"8","vis":"1","bgac":"4ad05d","chnl":"{\"nm\":\"mambo\",\"id\":\"OS_8a0ea8bd-e1fd-46b7-bd52-c58155e08381\",\"dscr\":\"\",\"grp_id\":\"OS_c29cac80-d04b-4605-9be3-37442dd9d977\",\"grp_nm\":\"Janty\"}","from":"1001984104929","alert":"Test Body!","licon":"https:\/\/janty.live\/AppData\/photos\/w100\/h100\/2023\/02\/08\/252e706195.jpg","sicon":"ic_stat_onesignal_default","title":"Test Title","google.message_id":"0:1698222452534186%258bbbe2f9fd7ecd","google.c.sender.id":"1001984104929","androidNotificationId":1074733748}
            """#,
            expected: ["shape-detected /google.delivered_priority"]),
    ]
}
