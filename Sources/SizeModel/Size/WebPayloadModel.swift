/// The web push payload FCM delivers to a browser for a message, as the size model estimates it.
///
/// The compact JSON of `{"data": <webpush.data, else data>, "notification": <webpush.notification
/// over notification>}` (FCM HTTP v1 reference for `WebpushConfig`). Browsers receive it encrypted
/// (RFC 8291), which adds a fixed overhead that is not counted; the limit used is FCM's 4096 bytes.
enum WebPayloadModel {
    /// The payload for the message `parts`.
    static func payload(_ parts: FCMMessageParts) -> PayloadNode {
        DisplayPayload.payload(
            data: parts.effectiveWebData, common: parts.notification, specific: parts.webpushNotification)
    }
}
