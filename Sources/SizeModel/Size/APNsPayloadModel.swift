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
        var members: [PayloadMember] = []
        var payloadKeys: [JSONValue] = []
        let alertFill = alertFields(parts.notification)
        var sawAps = false
        if let payload = parts.apnsPayload {
            for member in payload.members {
                payloadKeys.append(member.key)
                if member.key.stringEquals("aps") {
                    sawAps = true
                    if member.value.isObject, !alertFill.isEmpty {
                        members.append(PayloadMember(key: .source(member.key), value: aps(member.value, filling: alertFill)))
                        continue
                    }
                }
                members.append(PayloadMember(member))
            }
        }
        if !sawAps, !alertFill.isEmpty {
            members.append(PayloadMember(named: "aps", .object([PayloadMember(named: "alert", .object(alertFill))])))
        }
        if let data = parts.data {
            for member in data.members where !payloadKeys.contains(where: { $0.stringEquals(member.key) }) {
                members.append(PayloadMember(member))
            }
        }
        for entry in FCMServiceKeys(token: parts.token).entries {
            members.append(PayloadMember(named: entry.key, .added(entry.value, label: entry.key), isAddedByFCM: true))
        }
        if let image = parts.iosImage {
            members.append(
                PayloadMember(
                    named: "fcm_options", .object([PayloadMember(named: "image", .source(image))]), isAddedByFCM: true))
        }
        return .object(members)
    }

    /// `title` and `body` of the common notification, as members to copy into `aps.alert`.
    private static func alertFields(_ notification: JSONValue?) -> [PayloadMember] {
        guard let notification else { return [] }
        var fields: [PayloadMember] = []
        for name in ["title", "body"] {
            if let member = notification.members.first(where: { $0.key.stringEquals(name) }) {
                fields.append(PayloadMember(member))
            }
        }
        return fields
    }

    /// `aps` with its alert filled from the notification.
    private static func aps(_ aps: JSONValue, filling fill: [PayloadMember]) -> PayloadNode {
        guard let alert = aps.member("alert") else {
            var members = aps.members.map(PayloadMember.init)
            members.append(PayloadMember(named: "alert", .object(fill)))
            return .object(members)
        }
        guard alert.isObject else { return .source(aps) }
        let missing = fill.filter { field in
            guard case .source(let key) = field.key else { return false }
            return !alert.members.contains { $0.key.stringEquals(key) }
        }
        guard !missing.isEmpty else { return .source(aps) }
        var members: [PayloadMember] = []
        for member in aps.members {
            if member.value.index == alert.index {
                members.append(
                    PayloadMember(key: .source(member.key), value: .object(alert.members.map(PayloadMember.init) + missing)))
            } else {
                members.append(PayloadMember(member))
            }
        }
        return .object(members)
    }
}
