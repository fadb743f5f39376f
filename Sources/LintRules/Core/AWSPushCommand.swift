/// An AWS CLI command that sends a push, pasted where a payload goes: its JSON argument is read
/// as a `curl` command's body is (`CurlCommand`), where it stands.
///
/// - `aws sns publish … --message-structure json --message '{"GCM": "…", "APNS": "…"}'`: Amazon
///   SNS's `Publish`, whose message is one JSON string per platform (shape-other-push-service
///   names the string to lint). Without `--message-structure json`, SNS sends the whole message
///   as the notification's text (AWS SNS `Publish` reference, `MessageStructure`: "Set
///   MessageStructure to json if you want to send a different message for each protocol"), so
///   a JSON message is shown as text and no payload in it is sent: shape-other-push-service's
///   error, and nothing in it is linted.
/// - `aws pinpoint send-messages … --message-request '{"Addresses": …, "MessageConfiguration": …}'`:
///   Amazon Pinpoint's `SendMessages`, whose request the detector recognises.
///
/// The argument is the option's next word (or joined to it, `--message='…'`), read as `curl`
/// reads `-d`'s: single-quoted in place, double-quoted with `\"`, shell variables inside JSON
/// strings as placeholders. `file://message.json`, as the AWS CLI reads a parameter from a file,
/// is a problem that names the file to lint. Global options before the service
/// (`aws --region eu-west-1 sns publish`) are skipped.
enum AWSPushCommand {
    /// The AWS CLI's program names.
    static let programs: Set<String> = ["aws", "aws.exe"]

    /// The option that holds the JSON argument of each command read, by service and operation.
    static let bodyOptions: [String: String] = ["sns publish": "--message", "pinpoint send-messages": "--message-request"]

    /// The AWS CLI's global options that take an argument, skipped before the service.
    private static let globalOptionsWithArgument: Set<String> = [
        "--region", "--profile", "--endpoint-url", "--output", "--query", "--cli-read-timeout", "--cli-connect-timeout",
        "--ca-bundle", "--color", "--cli-binary-format",
    ]

    /// The body of the command `reader` is at, after the program name; nil when it is not a
    /// command read here (another service or operation: the text stays one that is not JSON).
    static func body(_ reader: inout CurlCommand.Reader, in bytes: [UInt8]) -> CurlCommand.Body? {
        var names: [String] = []
        while names.count < 2, let word = reader.word(), !word.isOperator(in: bytes) {
            let text = word.text(in: bytes)
            if text.hasPrefix("-") {
                if globalOptionsWithArgument.contains(text) { _ = reader.word() }
                continue
            }
            names.append(text)
        }
        let command = names.joined(separator: " ")
        guard names.count == 2, let option = bodyOptions[command] else { return nil }
        var argument: CurlCommand.Word? = nil
        var optionStart = 0
        var structured = false
        // As curl's options are read: past an operator byte too, as a placeholder written
        // `<endpoint-arn>` reads as redirections.
        while let word = reader.word() {
            let text = word.text(in: bytes)
            if text == "--message-structure" {
                structured = reader.word()?.text(in: bytes) == "json"
            } else if text == "--message-structure=json" {
                structured = true
            } else if argument == nil, text == option {
                guard let next = reader.word(), !next.isOperator(in: bytes) else {
                    return .problem("the aws \(command) command's \(option) has no argument; pass the JSON alone")
                }
                argument = next
                optionStart = word.parts.first?.inner.lowerBound ?? 0
            } else if argument == nil, text.hasPrefix(option + "=") {
                argument = word.droppingPrefix(option.utf8.count + 1, in: bytes)
                optionStart = word.parts.first?.inner.lowerBound ?? 0
            }
        }
        guard let argument else {
            return .problem("this is an aws \(command) command without \(option); pass the JSON alone")
        }
        let text = argument.text(in: bytes)
        if text.hasPrefix("file://") || text.hasPrefix("fileb://") {
            let path = text.drop { $0 != "/" }.dropFirst(2)
            return .problem("the aws \(command) command reads \(option) from the file \(path); lint that file")
        }
        let body = CurlCommand.jsonBody(of: argument, in: bytes)
        switch body {
        case .problem(let problem):
            return .problem(problem.replacingOccurrences(of: "the curl command's body", with: "the aws \(command) command's \(option)"))
        case .json where command == "sns publish" && !structured:
            return .sentAsText(
                "this aws sns publish command has no --message-structure json, so Amazon SNS sends its --message as the notification's text: the device shows this JSON as text, and no payload in it is sent",
                at: optionStart)
        case .json, .sentAsText:
            return body
        }
    }

    /// The fix of the `sentAsText` finding.
    static let sentAsTextFix =
        "add --message-structure json (SNS then sends the GCM string to FCM and the APNS string to APNs), or send the text alone as --message"
}
