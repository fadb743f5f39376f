import SizeModel

/// Notify Kit derives `android.ttl` and `apns-expiration` from one time to live.
///
/// Lint, for messages with both platform copies of the blob: one of the two set without the
/// other; `apns-expiration: "0"` (deliver once) with a positive `android.ttl`, or the reverse.
/// When a reference time is injected (`init(referenceTime:)`), also an `apns-expiration` whose
/// distance from that time differs from `android.ttl` by more than a minute. The registered rule
/// reads no clock, so its output depends on the input alone.
public struct NotifyKitTTLMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-ttl-mismatch",
        area: .notifykit,
        defaultSeverity: .info,
        summary: "android.ttl and apns-expiration of a Notify Kit message disagree",
        rationale: """
            Notify Kit's server SDK turns options.ttl (seconds) into android.ttl and into \
            apns-expiration = now + ttl (an absolute epoch in seconds), so an undeliverable \
            push expires at the same time on both platforms. When only one is set, the other \
            platform keeps the message for FCM's default (4 weeks on Android, 30 days on \
            iOS); "0" on one side means deliver once or drop. Comparing the epoch with the \
            TTL needs the send time, so that check runs only when a reference time is given.
            """,
        sources: [
            "react-native-notify-kit server/src/buildPayload.ts (expiration = floor(Date.now()/1000) + ttl); src/internal/fcmContract.d.ts (Rule 8)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-lifespan",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": ↓"3600s"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": "3600s"}, "apns": {"headers": {"apns-push-type": "alert", "apns-expiration": ↓"0"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": "3600s"}, "apns": {"headers": {"apns-push-type": "alert", "apns-expiration": "1767229200"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
        ])

    /// The time (epoch seconds) `apns-expiration` is compared against; nil compares nothing
    /// time-dependent.
    public let referenceTime: Int?

    /// The rule without a clock (what the registry runs).
    public init() { referenceTime = nil }

    /// The rule comparing `apns-expiration − referenceTime` with `android.ttl`.
    public init(referenceTime: Int?) { self.referenceTime = referenceTime }

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.androidBlob != nil, message.iosBlob != nil else { return }
        let ttlValue = message.android?.member("ttl")
        let expirationValue = message.apnsHeader("apns-expiration")
        var ttl: Double?
        if let ttlValue, case .seconds(let seconds) = AndroidTTL(ttlValue, shape: message.shape) { ttl = seconds }
        let expiration = expirationValue?.stringValue.flatMap { Int($0) }
        switch (ttlValue, expirationValue) {
        case let (ttlValue?, nil):
            guard ttl != nil else { return }
            findings.report(
                "android.ttl is set but apns-expiration is not, so iOS keeps the message for FCM's default 30 days",
                at: ttlValue, fix: "add \"apns-expiration\": the epoch second when the message should expire (now + ttl)")
        case let (nil, expirationValue?):
            guard let expiration, expiration > 0 else { return }
            findings.report(
                "apns-expiration is set but android.ttl is not, so Android keeps the message for FCM's default 4 weeks",
                at: expirationValue, fix: "add android.ttl with the same time to live, for example \"3600s\"")
        case let (_?, expirationValue?):
            guard let ttl, let expiration else { return }
            if expiration == 0, ttl > 0 {
                findings.report(
                    "apns-expiration \"0\" delivers once or drops on iOS, while android.ttl keeps the message \(Self.duration(ttl)) on Android",
                    at: expirationValue, fix: "set apns-expiration to now + the android.ttl seconds")
            } else if ttl == 0, expiration > 0 {
                findings.report(
                    "android.ttl is 0 (deliver now or never) while apns-expiration keeps the message on iOS",
                    at: expirationValue, fix: "use the same time to live on both platforms")
            } else if let now = referenceTime, expiration > 0, abs(Double(expiration - now) - ttl) > 60 {
                findings.report(
                    "apns-expiration is \(Self.duration(Double(expiration - now))) from now but android.ttl is \(Self.duration(ttl))",
                    at: expirationValue, fix: "derive both from one time to live: apns-expiration = now + ttl seconds")
            }
        case (nil, nil):
            return
        }
    }

    /// "3600 s", "-5 s".
    static func duration(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
