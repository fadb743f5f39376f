import SizeModel

/// Notify Kit derives `android.ttl` and `apns-expiration` from one time to live.
///
/// Lint, for messages with both platform copies of the blob and both values set:
/// `apns-expiration: "0"` (deliver once) with a positive `android.ttl`, or the reverse.
/// When `LintConfiguration.lintTime` is set, also an `apns-expiration` whose distance from that
/// time differs from `android.ttl` by more than a minute. The linter reads no clock, so by default
/// the output depends on the input alone. A TTL set on one platform only is
/// not reported here: it is not a Notify Kit contract question but one for every message.
struct NotifyKitTTLMismatchRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ttl-mismatch",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "android.ttl and apns-expiration of a Notify Kit message disagree",
        rationale: """
            Notify Kit's server SDK turns options.ttl (seconds) into android.ttl and into \
            apns-expiration = now + ttl (an absolute epoch in seconds), so an undeliverable \
            push expires at the same time on both platforms. "0" on one side means deliver \
            once or drop while the other platform stores the message. Comparing the epoch \
            with the TTL needs the send time, so that check runs only when a program linting \
            through the library gives a reference time (LintConfiguration.lintTime); the \
            command line reads no clock and never runs it. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "react-native-notify-kit server/src/buildPayload.ts (expiration = floor(Date.now()/1000) + ttl); src/internal/fcmContract.d.ts (Rule 8)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-lifespan",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": "3600s"}, "apns": {"headers": {"apns-push-type": "alert", "apns-expiration": ↓"0"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": "0s"}, "apns": {"headers": {"apns-push-type": "alert", "apns-expiration": ↓"1893456000"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": "3600s"}, "apns": {"headers": {"apns-push-type": "alert", "apns-expiration": "1767229200"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"ttl": "3600s"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.androidBlob != nil, message.iosBlob != nil else { return }
        let expirationValue = message.apnsHeader(.expiration)
        var ttl: Double?
        if case .seconds(let seconds)? = message.androidTTLMeaning { ttl = seconds }
        let expiration = expirationValue?.stringValue.flatMap { Int($0) }
        guard let ttl, let expirationValue, let expiration else { return }
        if expiration == 0, ttl > 0 {
            findings.report(
                "apns-expiration \"0\" delivers once or drops on iOS, while android.ttl keeps the message \(Self.duration(ttl)) on Android",
                at: expirationValue, fix: "set apns-expiration to now + the android.ttl seconds")
        } else if ttl == 0, expiration > 0 {
            findings.report(
                "android.ttl is 0 (deliver now or never) while apns-expiration keeps the message on iOS",
                at: expirationValue, fix: "use the same time to live on both platforms")
        } else if let now = message.configuration.lintTime, expiration > 0, abs(Double(expiration) - Double(now) - ttl) > 60 {
            findings.report(
                "apns-expiration is \(Self.duration(Double(expiration) - Double(now))) from now but android.ttl is \(Self.duration(ttl))",
                at: expirationValue, fix: "derive both from one time to live: apns-expiration = now + ttl seconds")
        }
    }

    /// "3600 s", "-5 s", "1.5 s"; whole numbers print without a fraction when they fit an Int.
    static func duration(_ seconds: Double) -> String {
        "\(wholeNumber(seconds)) s"
    }

    /// `3600` for 3600.0, `1.5` for 1.5, `1e+20` for values too large for `Int` (no trap).
    static func wholeNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
