import SizeModel

/// Custom APNs payload keys must stay out of FCM's own namespace.
///
/// Lint: a top-level key of `apns.payload` that starts with `gcm.` or `google.`, or is
/// `fcm_options`; reported at the key. A raw APNs payload's `fcm_options` holding an `image`, and
/// its `gcm.message_id`, `google.c.a.e`, `google.c.sender.id` and `google.c.fid`, are the keys as
/// FCM delivers them (a logged userInfo, a Simulator file copied from one, or a payload for
/// Firebase's extension helper), not reported.
struct APNsCustomKeyReservedRule: Rule {
    static let description = RuleDescription(
        id: "apns-custom-key-reserved",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an apns.payload custom key uses FCM's reserved names",
        rationale: """
            FCM adds its own keys to every APNs payload it sends: gcm.message_id, \
            google.c.a.e, google.c.sender.id, google.c.fid, and fcm_options (with the image URL \
            when one is set). The Firebase iOS SDK reads them back (fcm_options.image is what \
            its Notification Service Extension helper downloads), and client libraries filter \
            gcm.* and google.* keys out of the data they expose. A custom key in that namespace \
            collides with FCM's or disappears before the app sees it. A raw APNs payload (aps \
            at the top level) with fcm_options.image is that key as FCM delivers it, which is \
            what an iOS device logs and what the helper reads when a server sends to APNs \
            directly; it is not reported, nor are FCM's own gcm.message_id, google.c.a.e, \
            google.c.sender.id and google.c.fid there: a raw payload carries them to imitate an \
            FCM push (a Simulator .apns file copied from a received message: an offers app's, \
            iamankitm05/quick_notes ios/README.md), and React Native Firebase hands a \
            notification shown in the foreground to the app only when its userInfo has \
            gcm.message_id (RNFBMessaging+UNUserNotificationCenter.m), so renaming it would lose \
            the push in the app (audit70, audit73). \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://github.com/firebase/firebase-ios-sdk/issues/9151",
            "firebase-ios-sdk FirebaseMessaging/Sources/FIRMessagingExtensionHelper.m",
            "Notify Kit ios/NotifeeCore/NotifeeCoreUtil.m (parseDataFromUserInfo)",
            "react-native-firebase packages/messaging/ios/RNFBMessaging/RNFBMessaging+UNUserNotificationCenter.m (userInfo[@\"gcm.message_id\"])",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, ↓"fcm_options": {"image": "https://cdn.example.com/a.png"}, ↓"google.campaign": "spring"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "campaign": "spring"}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#),
            // The userInfo an iOS device logged (invertase/notifee#138): FCM's own fcm_options.
            Example(#"{"aps": {"alert": {"title": "Deals", "body": "Shop now"}, "mutable-content": 1}, "fcm_options": {"image": "https://cdn.example.com/a.jpg"}}"#),
            // A Simulator push file copied from a received FCM message: FCM's own message ID.
            Example(#"{"Simulator Target Bundle": "com.example.shop", "aps": {"alert": {"title": "New Offer", "body": "50% off"}}, "gcm.message_id": "123"}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // In a device capture these keys are the ones FCM added on the way.
        guard message.shape != .deviceCapture else { return }
        let delivered = message.shape == .apnsPayload
        // The payload is passed as it is, not bound: `forEachMemberKey` visits an object only. Keys
        // by node index: a member is made (retaining the document) only for a key that may be
        // reported.
        message.apnsPayload?.forEachMemberKey { document, key in
            // `fcm_options`, `gcm.…` and `google.…` start with `f` or `g`; a key starting with any
            // other byte but an escape is none of them, and is not compared. (The rest is out of
            // line, so this loop stays small.)
            guard let first = document.firstTextByte(at: key),
                first == UInt8(ascii: "f") || first == UInt8(ascii: "g") || first == UInt8(ascii: "\\")
            else { return }
            check(document.member(atKey: key), delivered: delivered, into: &findings)
        }
    }

    /// Reports `member` of `apns.payload` when its key is `fcm_options` or FCM's reserved namespace
    /// (in a raw APNs payload, `delivered`, an `fcm_options` with an image is FCM's own).
    @inline(never)
    private func check(_ member: JSONMember, delivered: Bool, into findings: inout FindingCollector) {
        let key = member.key
        if key.stringEquals("fcm_options") {
            guard !delivered || member.value.member(literal: "image") == nil else { return }
            findings.report(
                "fcm_options in apns.payload collides with the fcm_options key FCM adds to the APNs payload",
                at: member.value, anchor: .key,
                fix: "set the image in apns.fcm_options (a sibling of apns.payload), and rename any custom data")
        } else if key.stringHasPrefix("gcm.") || key.stringHasPrefix("google.") {
            if delivered, Self.deliveredKeys.contains(where: { key.stringEquals($0) }) { return }
            let name = key.stringValue ?? ""
            findings.report(
                "\"\(name)\" is in FCM's reserved namespace (gcm.*, google.*), which FCM fills with its own keys and SDKs filter out",
                at: member.value, anchor: .key, fix: "rename the key without the gcm. or google. prefix")
        }
    }

    /// The keys FCM adds to every APNs payload it delivers, which a raw payload carries as FCM's.
    private static let deliveredKeys = ["gcm.message_id", "google.c.a.e", "google.c.sender.id", "google.c.fid"]
}
