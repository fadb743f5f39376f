/// A data key named after an APNs flag (`mutable-content`, `content-available`) sets nothing.
///
/// Lint: a key of the message's data (the map FCM hands to Apple devices) that is
/// `mutable-content` or `content-available` in any spelling (`mutable_content`, `mutableContent`,
/// any letter case) is reported at the key.
struct DataKeyAPNsFlagRule: Rule {
    static let description = RuleDescription(
        id: "data-key-apns-flag",
        area: .data,
        needs: [.dataKeyAPNsFlag],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a data key is named after an APNs flag (mutable-content, content-available), which iOS reads only inside aps",
        rationale: """
            FCM hands data keys to an Apple device as custom keys of the APNs payload, beside the \
            aps dictionary (Firebase's "Receive messages in an Apple app": the data keys arrive at \
            the top level of userInfo), and delivers them to an Android app as data. Apple reads \
            mutable-content and content-available only inside aps: mutable-content 1 there is \
            what makes iOS run the Notification Service Extension (which downloads an image or \
            rewrites the text), content-available 1 there is what wakes the app in the \
            background. The same name in data sets neither: the notification is shown as sent, \
            without the extension's changes, and the app is not woken (a question asking why its \
            extension never ran showed mutable-content = 1 in the userInfo beside aps, sent as \
            custom data). The place is \
            apns.payload.aps ("mutable-content": 1, "content-available": 1; mutableContent and \
            contentAvailable in a firebase-admin object's aps); when aps sets the flag as well, \
            the data key loses nothing and is not reported. \
            Severity: warning, because the notification is shown but not as meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (the aps dictionary's keys; custom keys beside it)",
            "https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications (mutable-content in aps)",
            "https://firebase.google.com/docs/cloud-messaging/ios/receive (data keys at the top level of userInfo)",
            "https://stackoverflow.com/questions/43108133 (the userInfo showed mutable-content = 1 beside aps, sent as custom data; the extension never ran)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Patient is not doing well"}, "data": {↓"mutable-content": "1", "category": "provider-body-panel"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {↓"content_available": "true", "sync": "1"}}}"#),
            Example(#"{"topic": "news", "data": {↓"mutableContent": "true"}, "apns": {"payload": {"aps": {"alert": "Hi"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}, "data": {"category": "provider-body-panel"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"content": "available", "mutable": "1"}}}"#),
            // The flag is set in aps as well: the data key loses nothing.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}, "data": {"mutable-content": "1"}}}"#),
            // android.data never reaches an Apple device.
            Example(#"{"message": {"topic": "news", "android": {"data": {"content_available": "true"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Only the message's data reaches an Apple device (android.data and webpush.data do not).
        // The engine runs this rule only on a message with such a key (`dataKeyAPNsFlag`).
        for key in message.dataKeys where key.map == .data && key.classification == .apnsFlag {
            guard let flag = APNsFlag.named(key.name) else { continue }
            // The flag already set in aps: the data key changes nothing, and loses nothing.
            if let aps = message.aps, aps.member(flag.apnsName) != nil || aps.member(flag.adminName) != nil { continue }
            let admin = message.shape == .admin
            let place = admin ? "apns.payload.aps.\(flag.adminName): true" : "apns.payload.aps: \"\(flag.apnsName)\": 1"
            findings.report(
                "\(key.mapName) key \"\(key.name)\" is not read by iOS: FCM passes data keys beside aps, and only \(flag.apnsName) inside aps \(flag.effect)",
                at: key.member.value, anchor: .key,
                fix: "set it in \(place), and remove the data key unless the app reads it")
        }
    }
}
