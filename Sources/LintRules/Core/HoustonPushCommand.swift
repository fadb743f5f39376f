/// A Houston `apn push` command pasted where a payload goes (nomad/houston's command-line tool,
/// which many iOS push tutorials and test scripts still show: `apn push "<token>" -c cert.pem -m
/// "Hello"`, or `-P '{"aps": …}'` for a whole payload).
///
/// Houston sends over APNs' legacy binary provider protocol (`gateway.push.apple.com:2195`,
/// lib/houston/client.rb), which Apple stopped supporting on March 31, 2021; its README says so
/// ("Houston supports only the legacy binary APNs protocol, which as of March 31, 2021 is no
/// longer supported"). Whatever the payload, the command delivers nothing, so the reading does
/// not lint its `-P` JSON as if it were sent: it is a problem that says why and what to use.
/// Any other `apn` command (`apn feedback`) is no push and stays a text that is not JSON.
enum HoustonPushCommand {
    /// The body of the command `reader` is at, after its first word `first`; nil when it is not
    /// Houston's `apn push`.
    static func body(first: String, _ reader: inout CurlCommand.Reader, in bytes: [UInt8]) -> CurlCommand.Body? {
        guard first == "apn", reader.word()?.text(in: bytes) == "push" else { return nil }
        var hasPayload = false
        while let word = reader.word() {
            let text = word.text(in: bytes)
            if text == "-P" || text == "--payload" || text.hasPrefix("--payload=") { hasPayload = true }
        }
        return .problem(
            "this is a Houston apn push command: Houston sends over APNs' legacy binary protocol, which Apple stopped supporting on March 31, 2021, so it delivers nothing; send "
                + (hasPayload ? "its -P payload" : "the payload")
                + " to APNs over HTTP/2 (curl --http2 to api.sandbox.push.apple.com, an HTTP/2 client such as apns2), and lint that JSON alone")
    }
}
