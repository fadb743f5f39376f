import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders written in Indonesia, Vietnam, Turkey, the Arab world and Brazil (audit67): Laravel,
    /// Dart and Node firebase-admin code with Vietnamese and Arabic text, and one sender's four tries
    /// at a vibration pattern, three of them rejected for a misspelt field name.
    static let audit67Cases: [RealWorldCase] = [
        // A Vietnamese Node backend's utils/sendPushNotification.js (code index file id 37325872381),
        // the message its firebase-admin send() call gets: "vibrationTimingsMillis" for the SDK's
        // "vibrateTimingsMillis". FCM rejects it (Unknown name), and the later versions say they fix
        // it; the finding now names the field ("vibration" is three edits from "vibrate").
        RealWorldCase(
            "audit67 vietnamese vibrationTimingsMillis",
            ##"{"token":"<fcmToken>","data":{"orderId":"<orderId>"},"notification":{"title":"Thông báo mới","body":"Bạn có một thông báo mới."},"android":{"priority":"high","notification":{"sound":"default","vibrationTimingsMillis":[0,500,200,500,200,500],"channelId":"default","visibility":"PUBLIC","color":"#4CAF50"}},"apns":{"payload":{"aps":{"sound":"default","content-available":1}}}}"##,
            expected: [
                "shape-unknown-field /android/notification/vibrationTimingsMillis",
                "android-notification-data-hidden /data",
                "apns-content-available-with-alert /apns/payload/aps/content-available",
            ]),
        // Its second version (file id 37484301811): "vibration_timings" moved up into android, as
        // its comment says ("the right name is vibration_timings … beside priority"). Rejected
        // again; the finding says it stands for vibrate_timings, which belongs in android.notification.
        RealWorldCase(
            "audit67 vietnamese vibration_timings in android",
            ##"{"token":"<fcmToken>","data":{"orderId":"<orderId>"},"notification":{"title":"Thông báo mới","body":"Bạn có một thông báo mới."},"android":{"priority":"high","notification":{"sound":"default","channelId":"default","color":"#4CAF50"},"vibration_timings":["0.5s","0.2s","0.5s","0.2s","0.5s"]},"apns":{"payload":{"aps":{"sound":"default","content-available":1}}}}"##,
            expected: [
                "shape-unknown-field /android/vibration_timings",
                "android-notification-data-hidden /data",
                "apns-content-available-with-alert /apns/payload/aps/content-available",
            ]),
        // Its third version (file id 37538347085): "vibrationTimings" back inside
        // android.notification, with "500ms" strings. Rejected; the finding suggests vibrate_timings.
        RealWorldCase(
            "audit67 vietnamese vibrationTimings",
            ##"{"token":"<fcmToken>","data":{"orderId":"<orderId>"},"notification":{"title":"Thông báo mới","body":"Bạn có một thông báo mới."},"android":{"priority":"high","notification":{"sound":"default","channelId":"default","color":"#4CAF50","vibrationTimings":["500ms","200ms","500ms","200ms","500ms"]}},"apns":{"payload":{"aps":{"sound":"default","content-available":1}}}}"##,
            expected: [
                "shape-unknown-field /android/notification/vibrationTimings",
                "android-notification-data-hidden /data",
                "apns-content-available-with-alert /apns/payload/aps/content-available",
            ]),
        // Its final version (file id 37280128214), "relying on the client's channel for vibration":
        // accepted.
        RealWorldCase(
            "audit67 vietnamese final channel only",
            ##"{"token":"<fcmToken>","data":{"orderId":"<orderId>"},"notification":{"title":"Thông báo mới","body":"Bạn có một thông báo mới."},"android":{"priority":"high","notification":{"channelId":"default"}},"apns":{"payload":{"aps":{"sound":"default"}}}}"##,
            expected: ["android-notification-data-hidden /data"]),
        // A Dart earthquake alert (code index file id 46353462161): the HTTP v1 body jsonEncode
        // writes, Arabic title and body to a topic. Clean (its Bearer header carries a legacy server
        // key, which the body does not show).
        RealWorldCase(
            "audit67 arabic earthquake topic alert",
            ##"{"message":{"topic":"dsp_project","notification":{"title":"تحذير !!!","body":"هناك زلزال"},"data":{"Nick":"Mario","Room":"PortugalVSDenmark"}}}"##,
            expected: []),
        // A Turkish React Native sample's backend/app.js (saiftahlawi/React_native_push), a
        // firebase-admin message with the text only in android.notification and a vibration pattern
        // and tray priority without a channel.
        RealWorldCase(
            "audit67 turkish admin android-only notification",
            ##"{"token":"f2_DvVC9R-ueJz2yz_VQoL:APA91bH34UxVyadEqoEB0b7y6XPhvOmCbrnZpwrjVZ1pzTS3dNcBz","data":{"customData":"Deneme","id":"1","ad":"Yasin","subTitle":"Nodejs Bildirimiii"},"android":{"notification":{"body":"Nodejsden Gelen Bildirim 😊","title":"Nodejs Title 😊","color":"#fff566","priority":"high","sound":"default","vibrateTimingsMillis":[200,500,800],"imageUrl":"https://images.unsplash.com/photo-1516475429286-465d815a0df7"}}}"##,
            expected: [
                "android-notification-channel-missing /android/notification",
                "notification-android-only /android/notification",
            ]),
    ]
}
