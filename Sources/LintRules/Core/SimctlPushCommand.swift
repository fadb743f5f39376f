/// An `xcrun simctl push` command pasted where a payload goes, as iOS developers test a push on
/// the Simulator without APNs: its payload is read as a `curl` command's body is
/// (`CurlCommand`), where it stands, and linted as the raw APNs payload it is.
///
/// `simctl push <device> [<bundle identifier>] (<json file> | -)` reads the payload from a file
/// or, for `-`, from standard input (`xcrun simctl help push`; Xcode 11.4 release notes: "The file
/// must be a JSON file with a valid Apple Push Notification Service payload, including the "aps"
/// key"). So the payload in the text is:
///
/// - the argument of an `echo` (or `printf`) piped into the command,
///   `echo '{"aps": …}' | xcrun simctl push booted com.example.app -`;
/// - the here-document or here-string redirected to a command that reads `-`
///   (`xcrun simctl push booted com.example.app - <<EOF` … `EOF`).
///
/// A command that names a file (`xcrun simctl push booted com.example.app payload.apns`, or
/// `cat payload.json | xcrun simctl push … -`) is a problem that names the file to lint; so is a
/// `-` with no payload in the text.
enum SimctlPushCommand {
    /// The payload of the command `reader` is at, after its first word `first`; nil when the text
    /// is not an `xcrun simctl push` command or an `echo`/`printf`/`cat` piped into one (it stays
    /// a text that is not JSON).
    static func body(first: String, _ reader: inout CurlCommand.Reader, in bytes: [UInt8]) -> CurlCommand.Body? {
        if first == "xcrun" {
            guard isSimctlPush(&reader, in: bytes) else { return nil }
            return commandBody(&reader, in: bytes)
        }
        if let printed = ShellPipe.printed(first: first, &reader, in: bytes) {
            guard reader.word()?.text(in: bytes) == "xcrun", isSimctlPush(&reader, in: bytes) else { return nil }
            if printed.isFile {
                return .problem("\(commandName) reads its payload from the file \(printed.argument.text(in: bytes)); lint that file")
            }
            return renamed(CurlCommand.jsonBody(of: printed.argument, in: bytes))
        }
        return nil
    }

    /// True when a script's line (from its first word) is an `xcrun simctl push` command or a
    /// pipe into one, which `CurlCommand.scriptBody` reads as it reads a `curl` line.
    static func startsCommand(_ line: ArraySlice<UInt8>) -> Bool {
        let starts = ["xcrun ", "echo ", "printf ", "cat "].contains { line.starts(with: $0.utf8) }
        return starts && line.firstRange(of: "simctl push ".utf8) != nil
    }

    /// The name problems give the command.
    private static let commandName = "the xcrun simctl push command"

    /// True when the next words are `simctl push`, which are then read.
    private static func isSimctlPush(_ reader: inout CurlCommand.Reader, in bytes: [UInt8]) -> Bool {
        reader.word()?.text(in: bytes) == "simctl" && reader.word()?.text(in: bytes) == "push"
    }

    /// The payload of `simctl push`'s arguments, which `reader` is at.
    private static func commandBody(_ reader: inout CurlCommand.Reader, in bytes: [UInt8]) -> CurlCommand.Body {
        var arguments: [String] = []
        var probe = reader
        while probe.skipBlankOnLine(), let word = probe.word(), !word.isOperator(in: bytes) {
            arguments.append(word.text(in: bytes))
            reader = probe
        }
        // `simctl push <device> [<bundle identifier>] (<json file> | -)`.
        guard arguments.count >= 2, let payload = arguments.last else {
            return .problem("\(commandName) names no payload file or - (standard input); pass the JSON payload alone")
        }
        guard payload == "-" else {
            return .problem("\(commandName) reads its payload from the file \(payload); lint that file")
        }
        switch CurlCommand.standardInput(&reader, in: bytes) {
        case .problem(let problem) where problem.contains("(-d @-)"):
            return .problem("\(commandName) reads its payload from standard input (-), which the pasted text does not hold; pass the JSON payload alone")
        case let body:
            return renamed(body)
        }
    }

    /// `body`, its problem naming this command instead of curl's.
    private static func renamed(_ body: CurlCommand.Body) -> CurlCommand.Body {
        guard case .problem(let problem) = body else { return body }
        return .problem(
            problem.replacingOccurrences(of: "the curl command's body", with: "\(commandName)'s payload")
                .replacingOccurrences(of: "the curl command's", with: "\(commandName)'s")
                .replacingOccurrences(of: "JSON body", with: "JSON payload"))
    }
}
