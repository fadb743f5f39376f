import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Calling and VoIP senders (audit65): incoming-call, call-cancel and VoIP pushes from Agora,
    /// WebRTC and SIP call servers (firebase-admin objects as written, HTTP v1 bodies as their code
    /// serializes them), with a chat push and an inventory alert that use the same zero lifespans
    /// for content that should not be lost.
    static let audit65Cases: [RealWorldCase] = [
        // DevKhalyd/videocalling_functions_TS@89e08d9d functions/src/features/fcm.ts,
        // sendVideoCallNotification: android.ttl is videocallingNotificationDurationMs, 0
        // (functions/src/utils/const.ts quotes Firebase's "now or never"); a video call invite,
        // for which Firebase's lifespan page suggests exactly that (android-ttl-zero: information).
        RealWorldCase(
            "audit65 video call invite with ttl 0",
            #"{"token":"fcm-token-of-callee","android":{"priority":"high","ttl":0},"data":{"idVideocall":"agora-channel-1","username":"khalyd","image":"https://lacollege.edu/wp-content/uploads/2021/09/blank-profile-picture.png"}}"#,
            expected: ["android-ttl-zero /android/ttl"]),
        // A Supabase Edge Function send-fcm-call (code index file id 19360347796): the HTTP v1 body
        // JSON.stringify writes for a data-only call push, ttl 30s and direct_boot_ok. Clean.
        RealWorldCase(
            "audit65 supabase data-only call push",
            #"{"message":{"token":"fcm-token","data":{"type":"incoming_call","call_id":"c-1","caller_id":"u-1","caller_name":"Unknown","call_type":"voice","meeting_url":"","timestamp":"1732320000000"},"android":{"priority":"high","ttl":"30s","direct_boot_ok":true}}}"#,
            expected: []),
        // A Go FCMSender.SendDataOnly (code index file id 53402507090), json.Marshal of its
        // fcmV1Request for an incoming call: apns-push-type voip with content-available and a sound.
        // PushKit gets the payload and iOS shows nothing from aps, so nothing is mixed (was
        // apns-content-available-with-alert, "iOS plays the sound … and also wakes the app").
        RealWorldCase(
            "audit65 go data-only voip call push",
            #"{"message":{"token":"device-token","data":{"type":"incoming_call","call_id":"c-1"},"android":{"priority":"high"},"apns":{"headers":{"apns-priority":"10","apns-push-type":"voip"},"payload":{"aps":{"sound":"default","content-available":1}}}}}"#,
            expected: ["apns-voip-limit /message/apns/headers/apns-push-type"]),
        // An Agora CallKit video-call Cloud Function (code index file id 5732970606), its iOS
        // branch as written: a VoIP push through FCM with an alert, badge and sound in aps.
        RealWorldCase(
            "audit65 agora voip push with an alert",
            #"""
                  const voipMessage = {
                    token: voipToken,
                    data: { callId, channelName, callerUid, callerName, type: "voip_incoming_call" },
                    apns: {
                      headers: {
                        "apns-topic": "com.example.agora_callkit_video_call.voip", // Your iOS bundle ID
                        "apns-push-type": "voip",
                        "apns-priority": "10",
                      },
                      payload: {
                        aps: {
                          alert: { title: `${callerName} is calling`, body: "Incoming video call" },
                          badge: 1,
                          sound: "default",
                          "content-available": 1,
                        },
                      },
                    },
                  };
            """#,
            expected: ["json-code-literal (root)", "apns-voip-limit /apns/headers/apns-push-type"]),
        // A WebRTC socket server's offer event (code index file id 19776968248): data-only call
        // push with the SDP in data, android ttl 60000 ms and a VoIP push for iOS.
        RealWorldCase(
            "audit65 webrtc offer call push",
            #"""
                const message = {
                  // Use data-only for better background handling with CallKit
                  data: {
                    codigo: String(codigo || ''),
                    avatar: String(usuarioMe?.avatar || ''),
                    nombre: String(usuarioMe?.nombre || 'Incoming Call'),
                    callerName: String(usuarioMe?.nombre || 'Incoming Call'),
                    callerAvatar: String(usuarioMe?.avatar || ''),
                    sdp: String(sdp || ''),
                    rtcType: String(type || 'offer'),
                    type: "incoming_call",
                    callerId: String(callerId || uid || ''),
                    isVideoCall: String(isVideoCall === true || isVideoCall === 'true'),
                    uuid: String(Date.now()), // Unique call ID
                    timestamp: String(Date.now()),
                  },
                  token: usuario?.firebaseid,
                  android: {
                    priority: "high",
                    ttl: 60000, // 60 seconds TTL for call notifications
                  },
                  apns: {
                    headers: {
                      'apns-priority': '10',
                      'apns-push-type': 'voip', // VoIP push for iOS
                    },
                    payload: {
                      aps: {
                        'content-available': 1,
                        sound: 'default',
                      },
                    },
                  },
                };
            """#,
            expected: ["json-code-literal (root)", "apns-voip-limit /apns/headers/apns-push-type"]),
        // A Go sender's inventory alert (code index file id 66020929405; json.Marshal of a map, keys
        // sorted): ttl 0s on a notification the user should still get later (a warning).
        RealWorldCase(
            "audit65 inventory alert with ttl 0",
            #"{"message":{"android":{"notification":{"channel_id":"inventory","tag":"3f2a"},"priority":"HIGH","ttl":"0s"},"data":{"inventoryId":"i-1","notificationId":"n-1","principalId":"p-1","serverId":"s-1","tenantId":"t-1"},"notification":{"body":"Stock below threshold","title":"Low stock"},"token":"device-token"}}"#,
            expected: ["android-ttl-zero /message/android/ttl", "android-notification-data-hidden /message/data"]),
        // A chat server's message push (code index file id 53656001721): apns-expiration 0 on a chat
        // message, lost for an iPhone offline at that moment (a warning).
        RealWorldCase(
            "audit65 chat push with apns-expiration 0",
            #"""
                const messageId = await firebaseAdmin.messaging().send({
                  token,
                  notification: {
                    title,
                    body,
                  },
                  data: dataPayload,
                  android: {
                    priority: 'high',
                    ttl: 60 * 1000,
                    notification: {
                      sound: 'default',
                    },
                  },
                  apns: {
                    headers: {
                      'apns-push-type': 'alert',
                      'apns-priority': '10',
                      'apns-expiration': '0',
                    },
                    payload: {
                      aps: {
                        sound: 'default',
                        badge: badgeCount,
                      },
                    },
                  },
                });
            """#,
            expected: ["json-code-literal (root)", "apns-expiration-zero /apns/headers/apns-expiration"]),
        // A calling app's sendCallCancelledNotification (code index file id 2481525935): a call-cancel
        // data push with apns-priority 10 and no aps, which FCM refuses for Apple devices.
        RealWorldCase(
            "audit65 call cancelled data push at priority 10",
            #"""
              const message: admin.messaging.MulticastMessage = {
                tokens,
                data: {
                  type: "call_cancelled",
                  callId,
                  reason: call.endReason || "cancelled",
                },
                android: {
                  priority: "high",
                },
                apns: {
                  headers: {
                    "apns-priority": "10",
                  },
                },
              };
            """#,
            expected: ["json-code-literal (root)", "apns-data-only-no-content-available /apns", "apns-priority-10-without-alert /apns/headers/apns-priority"]),
        // "Example FCM payloads for incoming calls" (code index file id 30193888469), its HTTP v1
        // part: the call drawn by Android from android.notification, so the app cannot ring in the
        // background (android-notification-data-hidden: a warning for a call).
        RealWorldCase(
            "audit65 call push example with android notification",
            #"""
            {
              "message": {
                "token": "DEVICE_FCM_TOKEN",
                "android": {
                  "priority": "HIGH",
                  "notification": {
                    "title": "Incoming call",
                    "body": "Alice is calling"
                  }
                },
                "data": {
                  "type": "incoming_call",
                  "caller_name": "Alice",
                  "call_id": "call-123"
                }
              }
            }
            """#,
            expected: ["notification-android-only /message/android/notification", "android-notification-data-hidden /message/data"]),
        // A Python sender's call push (code index file id 29219638652; requests json=message, the
        // Korean texts as written, values filled): notification.sound, which HTTP v1 rejects, and
        // the call drawn by Android.
        RealWorldCase(
            "audit65 korean call push with notification sound",
            #"{"message": {"token": "device-token", "notification": {"title": "📞 전화 수신 중", "body": "김민수 님이 전화 중입니다.", "sound": "default"}, "android": {"priority": "high", "notification": {"sound": "default", "channel_id": "incoming_calls"}}, "data": {"type": "incoming_call", "name": "김민수", "phone": "010-1234-5678", "token": "livekit-jwt", "roomName": "room-1", "callId": "c-1", "profilePic": ""}}}"#,
            expected: ["notification-legacy-keys /message/notification/sound", "android-notification-data-hidden /message/data"]),
    ]
}
