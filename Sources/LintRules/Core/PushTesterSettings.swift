import SizeModel

/// A push-testing tool's settings or request, named where a payload goes: a device token beside
/// the tool's credentials or the message's text, from which the tool builds the message it sends.
///
/// Testers keep them as JSON and users paste them: push-tester's `-c config.push.json`
/// (`{"keyId", "teamId", "key", "bundleId", "production", "pushToken", "title", "body", …}`), a
/// Node tester's `config/local.json` (`{"serverKey", "device"}`), a web tester's request
/// (`{"fcmToken", "notificationData": "<the APNs payload as text>"}`). None of them is what FCM or
/// APNs gets, so shape-not-a-payload says what it is and what to lint instead. Only a document
/// that is no payload is looked at, so a message costs nothing here.
enum PushTesterSettings {
    /// True when `root` has a member named for a device token and one named for a credential, a
    /// setting of the sending tool or the message it sends.
    static func isSettings(_ root: JSONValue) -> Bool {
        guard root.isObject else { return false }
        var token = false
        var other = false
        for member in root.members {
            guard let name = member.key.stringValue.map(normalized) else { continue }
            if tokenNames.contains(name), member.value.isString || member.value.isArray {
                token = true
            } else if settingNames.contains(name) {
                other = true
            }
        }
        return token && other
    }

    /// `name` lower-cased without `_`, `-` and spaces (`push_token`, `pushToken`: `pushtoken`).
    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// Names testers give the device token (normalized).
    static let tokenNames: Set<String> = [
        "pushtoken", "devicetoken", "devicetokens", "fcmtoken", "fcmtokens", "registrationtoken", "registrationid",
        "regtoken", "apnstoken", "device", "devices",
    ]

    /// Names of a tester's credentials and settings, and of the message it sends (normalized).
    static let settingNames: Set<String> = [
        "serverkey", "apikey", "key", "keyid", "teamid", "bundleid", "appid", "projectid", "production", "environment",
        "env", "sandbox", "cert", "certificate", "certpath", "p8", "p12", "passphrase", "authkey", "serviceaccount",
        "credentials", "title", "body", "payload", "notificationdata", "notificationpayload", "messagebody",
    ]
}
