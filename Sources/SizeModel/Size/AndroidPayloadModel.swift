/// What FCM delivers to an Android app for a message, as the size model estimates it.
///
/// The device receives the effective data map (`android.data` when present, else `data`; FCM
/// HTTP v1 reference for `AndroidConfig.data`) and the display fields, which FCM flattens into
/// `gcm.n.*` extras (Firebase Android SDK `Constants.MessageNotificationKeys`), plus its own
/// `google.*` metadata. FCM does not document which of these count toward its 4096-byte limit,
/// so this is an estimate: the compact JSON of
/// `{"data": <effective data>, "notification": <android.notification over notification>}`,
/// where a field of `android.notification` replaces the common field of the same name. The
/// conservative bound is the whole message (`MessageSizes.request`).
enum AndroidPayloadModel {
    /// The payload for the message `parts`.
    static func payload(_ parts: FCMMessageParts) -> PayloadNode {
        DisplayPayload.payload(
            data: parts.effectiveAndroidData, common: parts.notification, specific: parts.androidNotification)
    }
}
