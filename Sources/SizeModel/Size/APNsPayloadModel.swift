/// The APNs payload FCM delivers to iOS for a message.
///
/// Model (FCM HTTP v1 reference for `ApnsConfig.payload`; Firebase "Receive messages in an Apple
/// app"; firebase/firebase-ios-sdk#9151; the Firebase iOS SDK's `FIRMessagingExtensionHelper`):
///
/// 1. `apns.payload` as written: `aps` and any custom keys.
/// 2. `aps.alert` filled from `notification.title` and `notification.body`: when `aps` has no
///    `alert`, an `alert` object with those two is added (and an `aps` object when the payload has
///    none); when `aps.alert` is an object without `title` or `body`, the missing one is added
///    (conservative: FCM documents that the APNs payload overrides the notification, not how
///    deeply); a string `aps.alert` is kept as is.
/// 3. Every key of `data` at the top level next to `aps`. When a data key collides with a key of
///    `apns.payload`, the APNs payload wins and the data key is not counted (undocumented).
/// 4. FCM's own keys (`FCMServiceKeys`, 131 bytes).
/// 5. `"fcm_options": {"image": …}` when `apns.fcm_options.image` or `notification.image` is set.
///
/// Keys are counted as written: a firebase-admin `aps` spelled `contentAvailable: true` is sent
/// as `"content-available": 1`, a few bytes apart.
enum APNsPayloadModel {
    /// The payload for the message `parts`.
    static func payload(_ parts: FCMMessageParts) -> PayloadNode {
        payload(parts, TreeWriter())
    }

    static func payload<W: PayloadWriter>(_ parts: FCMMessageParts, _ w: W) -> W.Node {
        var members = w.newObject()
        var payloadKeys: [JSONValue] = []
        let alertFill = alertFields(parts.notification)
        var sawAps = false
        if let payload = parts.apnsPayload {
            for member in payload.members {
                payloadKeys.append(member.key)
                if member.key.stringEquals("aps") {
                    sawAps = true
                    if member.value.isObject, !alertFill.isEmpty {
                        w.add(.source(member.key), aps(member.value, filling: alertFill, w), addedByFCM: false, to: &members)
                        continue
                    }
                }
                w.add(member, to: &members)
            }
        }
        if !sawAps, !alertFill.isEmpty {
            var alert = w.newObject()
            for field in alertFill { w.add(field, to: &alert) }
            var aps = w.newObject()
            w.add(named: "alert", w.finish(alert), to: &aps)
            w.add(named: "aps", w.finish(aps), to: &members)
        }
        if let data = parts.data {
            for member in data.members where !payloadKeys.contains(where: { $0.stringEquals(member.key) }) {
                w.add(member, to: &members)
            }
        }
        for entry in FCMServiceKeys(token: parts.token).entries {
            w.add(named: entry.key, w.added(entry.value, label: entry.key), addedByFCM: true, to: &members)
        }
        if let image = parts.iosImage {
            var options = w.newObject()
            w.add(named: "image", w.source(image), to: &options)
            w.add(named: "fcm_options", w.finish(options), addedByFCM: true, to: &members)
        }
        return w.finish(members)
    }

    /// `title` and `body` of the common notification, as members to copy into `aps.alert`.
    private static func alertFields(_ notification: JSONValue?) -> [JSONMember] {
        guard let notification else { return [] }
        var fields: [JSONMember] = []
        for name in ["title", "body"] {
            // A title or body set to null is absent (protobuf JSON): FCM copies nothing.
            if let member = notification.members.first(where: { $0.key.stringEquals(name) && $0.value.kind != .null }) {
                fields.append(member)
            }
        }
        return fields
    }

    /// `aps` with its alert filled from the notification.
    private static func aps<W: PayloadWriter>(_ aps: JSONValue, filling fill: [JSONMember], _ w: W) -> W.Node {
        guard let alert = aps.member("alert") else {
            var members = w.newObject()
            // An "alert": null is replaced by the alert FCM fills, not written beside it.
            for member in aps.members where !(member.key.stringEquals("alert") && member.value.kind == .null) {
                w.add(member, to: &members)
            }
            var alertObject = w.newObject()
            for field in fill { w.add(field, to: &alertObject) }
            w.add(named: "alert", w.finish(alertObject), to: &members)
            return w.finish(members)
        }
        guard alert.isObject else { return w.source(aps) }
        let missing = fill.filter { field in !alert.members.contains { $0.key.stringEquals(field.key) } }
        guard !missing.isEmpty else { return w.source(aps) }
        var members = w.newObject()
        for member in aps.members {
            if member.value.index == alert.index {
                var alertObject = w.newObject()
                for field in alert.members { w.add(field, to: &alertObject) }
                for field in missing { w.add(field, to: &alertObject) }
                w.add(.source(member.key), w.finish(alertObject), addedByFCM: false, to: &members)
            } else {
                w.add(member, to: &members)
            }
        }
        return w.finish(members)
    }
}
