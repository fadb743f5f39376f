import LintRules
import Testing

/// Value logic of the notification, data and android rules that the examples cover only in part:
/// image URL validity, firebase-admin TTL units, control characters in data values.
@Suite struct ValueLogicRuleTests {
    private func ids(_ json: String) -> [String] { Linter().lint(json).map(\.ruleID) }

    @Test(arguments: [
        ("https://cdn.example.com/a b.png", "a space"),
        ("https://cdn.example.com/a.png\\n", "a line break"),
        ("https://cdn.example.com/{id}.png", "\"{\""),
        ("https://", "no host"),
        ("https://:443/a.png", "no host"),
        ("https://cdn.example.com:44x/a.png", "malformed port"),
        ("https://-cdn.example.com/a.png", "malformed host"),
        ("https://[2001:db8::1/a.png", "IPv6"),
        ("http://cdn.example.com/a|b.png", "\"|\""),
        // Image URLs must be sent encoded: NSURL in an extension linked before iOS 17 and
        // firebase-admin-node refuse non-ASCII text (URLPolicy+Fields.swift).
        ("https://cdn.example.com/bilder/grüße.png", "non-ASCII character \"ü\""),
        ("https://bücher.example/a.png", "internationalized host \"bücher.example\""),
        ("https://cdn.example.com:99999/a.png", "malformed port"),
        ("https://cdn..example.com/a.png", "malformed host"),
        ("https:/cdn.example.com/a.png", "no \"//\""),
    ])
    func malformedImageURLs(_ url: String, _ message: String) throws {
        let json = #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "\#(url)"}}}"#
        let found = Linter().lint(json).filter { $0.ruleID == "notification-image-invalid-url" }
        try #require(found.count == 1, "\(url)")
        #expect(found[0].message.contains(message), "\(found[0].message)")
    }

    @Test(arguments: [
        "https://cdn.example.com/a.png",
        "https://user@cdn.example.com:8443/path/to/a.png?w=100&h=50#frag",
        "https://cdn.example.com/bilder/gr%C3%BC%C3%9Fe.png",
        "https://xn--bcher-kva.example/a.png",
        "HTTPS://CDN.EXAMPLE.COM/A.PNG",
        "https://foo.bar.pizza-monster.png",
        "cdn.example.com/a.png",
    ])
    func acceptedImageURLs(_ url: String) {
        let json = #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "\#(url)"}, "android": {"notification": {"image": "\#(url)"}}}}"#
        let found = ids(json)
        #expect(!found.contains("notification-image-invalid-url"), "\(url)")
        #expect(!found.contains("android-notification-image"), "\(url)")
    }

    /// firebase-admin-node's isURL (src/utils/validator.ts) refuses any character outside
    /// [a-z0-9:/?#[\]@!$&'()*+,;=.\-_~%] before parsing, and validateNotification,
    /// validateAndroidNotification and validateApnsFcmOptions throw "… imageUrl must be a valid URL
    /// string": in a firebase-admin object such an imageUrl is an error (E1). What only its later
    /// host test (on the WHATWG parser's result) or only firebase-admin-go refuses stays a warning,
    /// and so does the same URL in an HTTP v1 body, which no SDK checks.
    @Test(arguments: [
        ("https://cdn.example.com/summer sale.png", Severity.error),
        ("https://cdn.example.com/a\\\"b.png", .error),
        ("https://cdn.example.com/bilder/grüße.png", .error),
        ("https://bücher.example/a.png", .error),
        ("https:///a.png", .warning),
        ("https://cdn..example.com/a.png", .warning),
        ("https://cdn.example.com/{{id}} x.png", .warning),
    ])
    func adminImageURLRefusedByFirebaseAdminNode(_ url: String, _ severity: Severity) {
        let admin = #"{"token": "t", "notification": {"imageUrl": "\#(url)"}, "android": {"notification": {"imageUrl": "\#(url)"}}, "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcmOptions": {"imageUrl": "\#(url)"}}}"#
        let rules = ["notification-image-invalid-url", "android-notification-image", "apns-fcm-options-image"]
        let found = Linter().lint(admin).filter { rules.contains($0.ruleID) }
        #expect(found.map(\.ruleID) == rules, "\(url)")
        #expect(found.allSatisfy { $0.severity == severity }, "\(url): \(found.map(\.severity))")
        let rest = #"{"message": {"token": "t", "notification": {"image": "\#(url)"}, "android": {"notification": {"image": "\#(url)"}}, "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": "\#(url)"}}}}"#
        #expect(Linter().lint(rest).filter { rules.contains($0.ruleID) }.allSatisfy { $0.severity == .warning }, "\(url)")
    }

    /// FCM checks the type of the aps keys it knows and answers a badge that is no number with
    /// 400 INVALID_ARGUMENT, "Value type for APS key [badge] is a number." at
    /// message.apns.payload.aps.badge (the failure response healthjoy/async-firebase records in
    /// async_firebase/client.py, push()): an error in the shapes FCM receives. A negative number
    /// passes FCM and iOS ignores it (warning), and a raw APNs payload goes to APNs, which does
    /// not check the type (warning).
    @Test(arguments: [
        (#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "badge": "3"}}}}}"#, Severity.error),
        (#"{"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "badge": true}}}}"#, .error),
        (#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "badge": -1}}}}}"#, .warning),
        (#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "badge": 2.5}}}}}"#, .warning),
        (#"{"aps": {"alert": "Hi", "badge": "3"}, "orderId": "7"}"#, .warning),
    ])
    func badgeThatIsNoNumberIsRejectedByFCM(_ json: String, _ severity: Severity) throws {
        let found = Linter().lint(json).filter { $0.ruleID == "apns-badge-invalid" }
        try #require(found.count == 1, "\(json)")
        #expect(found[0].severity == severity, "\(json)")
        if severity == .error { #expect(found[0].message.contains("Value type for APS key [badge] is a number.")) }
    }

    @Test(arguments: [(1, true), (999, true), (3600, true), (86400, true), (604800, true), (2_419_200, true),
        (1000, false), (60000, false), (3_600_000, false), (2_419_260, false), (1500, true), (90500, false), (0, false)])
    func adminTTLUnits(_ ttl: Int, _ suspect: Bool) {
        let found = ids(#"{"topic": "news", "android": {"ttl": \#(ttl)}}"#)
        #expect(found.contains("android-ttl-units-suspect") == suspect, "ttl \(ttl)")
        if suspect { #expect(!found.contains("android-ttl-fraction"), "one verdict for ttl \(ttl)") }
    }

    @Test func adminTTLUnitsOnlyForFirebaseAdminObjects() {
        #expect(!ids(#"{"message": {"topic": "news", "android": {"ttl": 3600}}}"#).contains("android-ttl-units-suspect"))
    }

    @Test(arguments: [
        (#"a\u0000b"#, true), (#"\u001f"#, true), (#"\b"#, true), (#"\f"#, true),
        (#"\u0009 \n \r \t"#, false), (#"\\u0000"#, false), (#"\u00e9\u2028"#, false),
    ])
    func binaryDataValues(_ value: String, _ binary: Bool) {
        let found = ids(#"{"message": {"topic": "news", "data": {"v": "\#(value)"}}}"#)
        #expect(found.contains("data-value-binary") == binary, "\(value)")
    }

    @Test func dataKeysGetOneVerdictEach() {
        let json = #"{"message": {"topic": "news", "notification": {"title": "Hi"}, "data": {"google.x": "1", "googleX": "1", "fcm.x": "1", "fcmX": "1", "notification": "1", "": "1", "gcm": "1"}}}"#
        let found = Linter().lint(json).filter { $0.ruleID.hasPrefix("data-key-") }
        let byKey = Dictionary(grouping: found, by: \.pointer.description)
        #expect(byKey.values.allSatisfy { $0.count == 1 }, "\(found.map { "\($0.pointer) \($0.ruleID)" })")
        #expect(byKey["/message/data/googleX"]?.first?.ruleID == "data-key-reserved-prefix-nodot")
        #expect(byKey["/message/data/gcm"]?.first?.ruleID == "data-key-reserved-prefix-nodot")
        #expect(byKey["/message/data/fcmX"]?.first?.ruleID == "data-key-fcm-prefix-divergence")
        #expect(byKey["/message/data/notification"]?.first?.ruleID == "data-key-reserved-notification")
        #expect(byKey["/message/data/"]?.first?.ruleID == "data-key-empty")
    }
}
