import SizeModel

/// A `curl` command pasted where a payload goes (Firebase's "Send a message" example, a question's
/// reproduction): the JSON of its `-d` argument is the message, linted where it stands.
///
/// A text that is not JSON is read as a command when its first word is `curl` or `curl.exe`
/// (after blank space and an optional `$ ` prompt, or in `NAME=$(curl …)`). Its words are read as a POSIX shell reads them — blank
/// space separates them; a backslash, caret or backtick before a line break continues the line
/// (sh, cmd.exe, PowerShell) — up to the first data option: `-d`, `--data`, `--data-raw`,
/// `--data-binary`, `--data-ascii` or `--json`, with its argument after blank space or, for
/// `-d`, joined to it. The argument is the body when it is one quoted word:
///
/// - in single quotes, the shell passes every byte as it is: the body is the range inside the
///   quotes, and every finding's line and column are those of the command text;
/// - in double quotes, as Windows and many answers write it (`"{\"message\": …}"`), each `\"` is
///   a quote: the body is read with `\"` written as a blank and a quote in the same two bytes
///   (the blank on the outer side of the quote), so every position stays where it was. A body
///   with another backslash sequence or a `$` (the shell would change it) is not read.
///
/// A body in single quotes that the shell pieces together with variables inside JSON strings
/// (`'{"token": "'"$FCM_TOKEN"'"}'`, `'{"token": "'$TOKEN'"}'`) is read with each variable as a
/// placeholder of unknown content (`ShellSplice`).
///
/// Anything else (`-d @file.json`, a variable outside a JSON string, no data option) is
/// `problem`'s, which says what to pass instead.
struct CurlCommand {
    /// What was found.
    enum Body {
        /// The body's range in the text, and the text to parse: the original bytes, or the same
        /// number of bytes with each `\"` of a double-quoted body written as one quote.
        case json(range: Range<Int>, bytes: [UInt8])
        /// A command whose body cannot be linted in place, and why (a sentence that says what to do).
        case problem(String)
        /// A command whose JSON the service sends as the text of the notification, not as a
        /// payload (`aws sns publish` without `--message-structure json`), why, and where the
        /// option that holds it starts: shape-other-push-service's error.
        case sentAsText(String, at: Int)
    }

    /// The body of the `curl` command in `bytes[range]`, or nil when the text is not one.
    static func body(in bytes: [UInt8], range: Range<Int>) -> Body? {
        var reader = Reader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        reader.skipBlank()
        if reader.peek == UInt8(ascii: "$") {
            reader.index += 1
            reader.skipBlank()
        }
        // `resp=$(curl …)`, as scripts keep the response.
        if let open = assignedSubstitution(in: bytes, from: reader.index, to: range.upperBound) { reader.index = open }
        guard let first = reader.word() else { return nil }
        if AWSPushCommand.programs.contains(first.text(in: bytes)) { return AWSPushCommand.body(&reader, in: bytes) }
        // `echo '{…}' | curl … -d @-`: curl's standard input is the echoed text.
        var piped: ShellPipe.Printed? = nil
        var probe = reader
        if let printed = ShellPipe.printed(first: first.text(in: bytes), &probe, in: bytes), probe.skipBlankOnLine(),
            let next = probe.word(), ["curl", "curl.exe"].contains(next.text(in: bytes))
        {
            piped = printed
            reader = probe
        } else {
            if let simctl = SimctlPushCommand.body(first: first.text(in: bytes), &reader, in: bytes) { return simctl }
            if let houston = HoustonPushCommand.body(first: first.text(in: bytes), &reader, in: bytes) { return houston }
            guard ["curl", "curl.exe"].contains(first.text(in: bytes)) else { return nil }
        }
        while let word = reader.word() {
            let text = word.text(in: bytes)
            if dataOptions.contains(text) {
                guard let argument = reader.word(), !argument.isOperator(in: bytes) else {
                    return .problem("the curl command's \(text) has no argument; pass the JSON body alone")
                }
                if argument.text(in: bytes) == "@-" {
                    guard let piped else { return standardInput(&reader, in: bytes) }
                    if piped.isFile {
                        return .problem("the curl command reads its body from the file \(piped.argument.text(in: bytes)); lint that file")
                    }
                    return jsonBody(of: piped.argument, in: bytes)
                }
                return jsonBody(of: argument, in: bytes)
            }
            if text.hasPrefix("-d"), text.count > 2 {
                // `-d'{…}'`: the option joined to its argument.
                return jsonBody(of: word.droppingPrefix(2, in: bytes), in: bytes)
            }
        }
        return .problem("this is a curl command without a -d or --data body; pass the JSON body alone")
    }

    /// A command read from a text: its body, where it starts, and the range of its URL (nil when
    /// it has no URL written out: `$FCM_URL`, a placeholder).
    struct Command {
        let body: Body
        let start: Int
        let url: Range<Int>?
        let urlText: String?

        /// The command as the HTTP request it sends, when its URL says more than that its body is
        /// a message (`RequestDestination`, as for a pasted request, `HTTPRequestText`): a body
        /// posted to a host that is neither FCM's nor APNs' is passed over (`elsewhere`), and one
        /// posted to FCM's legacy `fcm/send` carries that (`toLegacyEndpoint`) for
        /// legacy-endpoint, and one posted to FCM's HTTP v1 send URL carries that
        /// (`toV1SendPath`), for a bare message's shape-envelope error. nil when the URL is
        /// unknown, another of FCM's or APNs' (the body is linted as the command's), or the body
        /// cannot be read (its problem stands).
        func requests(in bytes: [UInt8]) -> HTTPRequestText.Requests? {
            guard case .json(let range, let text) = body, let url, let urlText else { return nil }
            switch RequestDestination(target: urlText, host: nil) {
            case .elsewhere(let host) where !RequestDestination.wrapsMessage(text, body: range)
                && !RequestDestination.isOtherServiceRequest(text, body: range):
                var requests = HTTPRequestText.Requests(
                    bodies: [], targets: [], toLegacyEndpoint: [], toV1SendPath: [], elsewhere: [host], firstRequest: start,
                    blankedText: nil)
                requests.otherService = OtherPushService.pushEndpoint(of: urlText)
                return requests
            case .fcm where RequestDestination.isLegacy(target: urlText, host: nil):
                return HTTPRequestText.Requests(
                    bodies: [range], targets: [url], toLegacyEndpoint: [true], toV1SendPath: [false], elsewhere: [], firstRequest: start,
                    blankedText: text == bytes ? nil : text)
            case .fcm where RequestDestination.isV1Send(target: urlText):
                return HTTPRequestText.Requests(
                    bodies: [range], targets: [url], toLegacyEndpoint: [false], toV1SendPath: [true], elsewhere: [], firstRequest: start,
                    blankedText: text == bytes ? nil : text)
            case .fcm, .apns, .unknown, .elsewhere:
                return nil
            }
        }
    }

    /// The APNs headers the command at `command.start` sends, when its URL is APNs' and it sends
    /// any (`RequestAPNsHeaders`); nil otherwise.
    static func requestAPNsHeaders(of command: Command, in bytes: [UInt8], end: Int) -> RequestAPNsHeaders? {
        guard let urlText = command.urlText, RequestDestination(target: urlText, host: nil) == .apns else { return nil }
        return RequestAPNsHeaders(apnsHeaders(ofCommandAt: command.start, in: bytes, end: end), textLength: bytes.count)
    }

    /// The `curl` command in `bytes[range]`, pasted alone or the first of a shell script's whose
    /// body is JSON, or nil when the text is neither.
    static func command(in bytes: [UInt8], range: Range<Int>) -> Command? {
        if let body = body(in: bytes, range: range) {
            return command(body, startingAt: range.lowerBound, in: bytes, end: range.upperBound)
        }
        guard let (body, start) = scriptCommand(in: bytes, range: range) else { return nil }
        return command(body, startingAt: start, in: bytes, end: range.upperBound)
    }

    private static func command(_ body: Body, startingAt start: Int, in bytes: [UInt8], end: Int) -> Command {
        // Piped into curl (`echo '{…}' | curl …`): the command is curl's, its URL and headers too.
        var reader = Reader(bytes: bytes, index: ShellPipe.commandStart(from: start, in: bytes, end: end), end: end)
        reader.skipBlank()
        let commandStart = reader.index
        guard let url = urlWord(&reader) else { return Command(body: body, start: commandStart, url: nil, urlText: nil) }
        let range = (url.parts.first?.inner.lowerBound ?? commandStart)..<(url.parts.last?.inner.upperBound ?? commandStart)
        return Command(body: body, start: commandStart, url: range, urlText: url.text(in: bytes))
    }

    /// The APNs headers (`apns-*`, names lower-cased, values trimmed) the `curl` command at `start`
    /// sends with `-H`/`--header` (or `-H` joined to its argument), in command order, read up to
    /// the end of the command as `urlWord` reads it. Empty when it sends none: a command to APNs
    /// names its push type, priority and topic so (Apple, "Sending notification requests to
    /// APNs"), and the rules that read them judge the body with them (`RequestAPNsHeaders`).
    static func apnsHeaders(ofCommandAt start: Int, in bytes: [UInt8], end: Int) -> [RequestAPNsHeaders.Header] {
        var reader = Reader(bytes: bytes, index: start, end: end)
        reader.skipBlank()
        if reader.peek == UInt8(ascii: "$") { reader.index += 1 }
        reader.skipBlankOnLine()
        if let open = assignedSubstitution(in: bytes, from: reader.index, to: reader.end) { reader.index = open }
        guard let first = reader.word(), ["curl", "curl.exe"].contains(first.text(in: bytes)) else { return [] }
        var headers: [RequestAPNsHeaders.Header] = []
        while reader.skipBlankOnLine(), let word = reader.word(), !word.isOperator(in: bytes) {
            let text = word.text(in: bytes)
            let argument: Word
            if text == "-H" || text == "--header" {
                guard reader.skipBlankOnLine(), let next = reader.word(), !next.isOperator(in: bytes) else { break }
                argument = next
            } else if text.hasPrefix("-H"), text.count > 2 {
                argument = word.droppingPrefix(2, in: bytes)
            } else {
                continue
            }
            let header = argument.text(in: bytes)
            guard let colon = header.firstIndex(of: ":") else { continue }
            let name = trimmingBlank(header[..<colon]).lowercased()
            guard name.hasPrefix("apns-") else { continue }
            let value = trimmingBlank(header[header.index(after: colon)...])
            // Where the value stands in the text: exactly in a word of one part, else the word.
            let whole = (argument.parts.first?.inner.lowerBound ?? 0)..<(argument.parts.last?.inner.upperBound ?? 0)
            var place = whole
            if argument.parts.count == 1 {
                var lower = whole.lowerBound + header.utf8.distance(from: header.startIndex, to: colon) + 1
                while lower < whole.upperBound, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
                place = lower..<min(whole.upperBound, lower + value.utf8.count)
            }
            headers.append(RequestAPNsHeaders.Header(name: name, value: value, place: place))
        }
        return headers
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmingBlank(_ text: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[first...last])
    }

    /// The URL of the command `reader` is at: the argument of `--url`, or the first word that is
    /// an `http://` or `https://` URL, read up to the end of the command (a line break that does
    /// not continue it, or an operator: `|`, `;`, `&&`, `>`, `<<`). nil when there is none, as
    /// when a variable holds the URL (`"$FCM_URL"`).
    private static func urlWord(_ reader: inout Reader) -> Word? {
        let bytes = reader.bytes
        if reader.peek == UInt8(ascii: "$") {
            reader.index += 1
        }
        reader.skipBlankOnLine()
        if let open = assignedSubstitution(in: bytes, from: reader.index, to: reader.end) { reader.index = open }
        guard let first = reader.word(), ["curl", "curl.exe"].contains(first.text(in: bytes)) else { return nil }
        while reader.skipBlankOnLine(), let word = reader.word(), !word.isOperator(in: bytes) {
            let text = word.text(in: bytes)
            if text == "--url" {
                guard reader.skipBlankOnLine(), let argument = reader.word(), !argument.isOperator(in: bytes) else { return nil }
                return argument
            }
            if urlArgumentOptions.contains(text) {
                // A proxy's or referrer's URL is not where the body goes.
                guard reader.skipBlankOnLine(), reader.word() != nil else { return nil }
                continue
            }
            let lowered = text.lowercased()
            if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") { return word }
        }
        return nil
    }

    /// The options whose argument may be a URL that is not the request's: a proxy, a referrer,
    /// a DNS-over-HTTPS resolver.
    private static let urlArgumentOptions: Set<String> = ["-x", "--proxy", "--preproxy", "-e", "--referer", "--doh-url"]

    /// The body of the first `curl` command in a shell script (a text that starts with `#!`, or
    /// with a line that sets a shell variable and holds such a command), as
    /// a script that sends a test notification holds it: each line whose first word is `curl` is
    /// read as a command, and the first whose body is JSON is the one linted; without one, the
    /// first command's problem, or a problem saying the script has no curl command. nil when the
    /// text is not a script.
    static func scriptBody(in bytes: [UInt8], range: Range<Int>) -> Body? {
        scriptCommand(in: bytes, range: range)?.body
    }

    /// `scriptBody`'s body, and where the line of its command starts.
    private static func scriptCommand(in bytes: [UInt8], range: Range<Int>) -> (body: Body, start: Int)? {
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0A || bytes[start] == 0x0D {
            start += 1
        }
        let shebang = start + 1 < range.upperBound && bytes[start] == UInt8(ascii: "#") && bytes[start + 1] == UInt8(ascii: "!")
        // Without `#!`, lines that set shell variables before the command (`TOKEN=…` then
        // `curl … "${TOKEN}"`, as a README's test steps write them) are a script too, when one
        // of its lines is a command read here.
        // A pasted shell function (`function send_push()` or `send_push() {`, a test script's
        // helper) is a script too.
        guard shebang || startsWithAssignment(bytes, from: start, to: range.upperBound) || startsWithFileHereDocument(bytes, from: start, to: range.upperBound)
            || startsWithShellFunction(bytes, from: start, to: range.upperBound)
        else { return nil }
        var firstProblem: (body: Body, start: Int)? = nil
        // Each look for a variable's value or a file's here-document reads the script up to the
        // command: only the first commands get one, so a script of many commands stays linear.
        var lookupsLeft = maximumScriptLookups
        var lineStart = start
        while lineStart < range.upperBound {
            let lineEnd = bytes[lineStart..<range.upperBound].firstIndex(of: 0x0A) ?? range.upperBound
            var wordStart = lineStart
            while wordStart < lineEnd, bytes[wordStart] == 0x20 || bytes[wordStart] == 0x09 { wordStart += 1 }
            // `RESPONSE=$(curl …)`: the command substitution's command.
            if let open = assignedSubstitution(in: bytes, from: wordStart, to: lineEnd) { wordStart = open }
            if SimctlPushCommand.startsCommand(bytes[wordStart..<lineEnd]) || isPipeIntoCurl(bytes[wordStart..<lineEnd])
                || bytes[wordStart..<lineEnd].starts(with: "curl ".utf8) || bytes[wordStart..<lineEnd].starts(with: "apn push ".utf8),
                let body = body(in: bytes, range: wordStart..<range.upperBound) {
                if case .json = body { return (body, lineStart) }
                lookupsLeft -= 1
                // `-d "$PAYLOAD"` after `PAYLOAD='{…}'`: the script's own single-quoted value.
                if lookupsLeft >= 0, let name = bodyVariable(ofCommandAt: wordStart, in: bytes, end: range.upperBound),
                    let value = singleQuotedAssignment(of: name, in: bytes, from: start, before: lineStart)
                {
                    return (.json(range: value, bytes: bytes), lineStart)
                }
                // `cat > payload.apns <<'JSON'` … then `simctl push … payload.apns` or `-d @payload.json`.
                if lookupsLeft >= 0, let file = fileArgument(ofCommandAt: wordStart, in: bytes, end: range.upperBound),
                    let written = hereDocument(writtenTo: file, in: bytes, from: start, before: lineStart)
                {
                    return (written, lineStart)
                }
                firstProblem = firstProblem ?? (body, lineStart)
            }
            lineStart = lineEnd + 1
        }
        guard shebang else { return firstProblem }
        return firstProblem ?? (.problem("this shell script has no curl command at the start of a line; pass the JSON body alone"), start)
    }

    /// How many of a script's commands get their body looked for in the script's own variables
    /// and here-documents.
    static let maximumScriptLookups = 8

    /// True when the line at `start` writes a here-document to a file (`cat > payload.apns <<'JSON'`),
    /// as a test script does before the command that sends the file.
    private static func startsWithFileHereDocument(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        let lineEnd = bytes[start..<end].firstIndex(of: 0x0A) ?? end
        let line = bytes[start..<lineEnd]
        return line.starts(with: "cat ".utf8) && line.firstRange(of: "<<".utf8) != nil && line.contains(UInt8(ascii: ">"))
    }

    /// The file the command at `start` sends: a `curl` data option's `@file` (not `@-`), or the
    /// payload file an `xcrun simctl push` command names; nil otherwise.
    private static func fileArgument(ofCommandAt start: Int, in bytes: [UInt8], end: Int) -> String? {
        var reader = Reader(bytes: bytes, index: start, end: end)
        guard let first = reader.word()?.text(in: bytes) else { return nil }
        if ["curl", "curl.exe"].contains(first) {
            while let word = reader.word(), !word.isOperator(in: bytes) {
                guard dataOptions.contains(word.text(in: bytes)), let argument = reader.word() else { continue }
                let text = argument.text(in: bytes)
                return text.hasPrefix("@") && text != "@-" ? String(text.dropFirst()) : nil
            }
            return nil
        }
        guard first == "xcrun" else { return nil }
        var last: String? = nil
        while reader.skipBlankOnLine(), let word = reader.word(), !word.isOperator(in: bytes) { last = word.text(in: bytes) }
        return last == "-" ? nil : last
    }

    /// The body of the last here-document the script writes to `file` before `end`
    /// (`cat > file <<'JSON'` … `JSON`, `cat <<EOF > file`), read as a `curl -d @-` here-document
    /// is (`standardInput`); nil when there is none or it is not JSON text.
    private static func hereDocument(writtenTo file: String, in bytes: [UInt8], from start: Int, before end: Int) -> Body? {
        var found: Body? = nil
        var lineStart = start
        while lineStart < end {
            let lineEnd = bytes[lineStart..<end].firstIndex(of: 0x0A) ?? end
            var reader = Reader(bytes: bytes, index: lineStart, end: end)
            if reader.word()?.text(in: bytes) == "cat" {
                var writes = false
                var hereDocument: Int? = nil
                var probe = reader
                while probe.skipBlankOnLine() {
                    let wordStart = probe.index
                    guard let word = probe.word() else { break }
                    let text = word.text(in: bytes)
                    if text == ">" {
                        writes = probe.skipBlankOnLine() && probe.word()?.text(in: bytes) == file
                    } else if text == "<<" || text == "<<-" {
                        hereDocument = wordStart
                    }
                }
                if writes, let hereDocument {
                    reader.index = hereDocument
                    let body = standardInput(&reader, in: bytes)
                    if case .json = body { found = body }
                }
            }
            lineStart = lineEnd + 1
        }
        return found
    }

    /// The name of the variable that is the whole body of the `curl` command at `start`
    /// (`-d "$PAYLOAD"`, `--data $PAYLOAD`, `-d "${PAYLOAD}"`), or nil.
    private static func bodyVariable(ofCommandAt start: Int, in bytes: [UInt8], end: Int) -> String? {
        var reader = Reader(bytes: bytes, index: start, end: end)
        guard let first = reader.word(), ["curl", "curl.exe"].contains(first.text(in: bytes)) else { return nil }
        while let word = reader.word(), !word.isOperator(in: bytes) {
            guard dataOptions.contains(word.text(in: bytes)) else { continue }
            guard let argument = reader.word(), argument.parts.allSatisfy({ $0.quote != UInt8(ascii: "'") }) else { return nil }
            var name = Substring(argument.text(in: bytes))
            guard name.first == "$" else { return nil }
            name = name.dropFirst()
            if name.first == "{", name.last == "}" { name = name.dropFirst().dropLast() }
            guard let lead = name.utf8.first, !(lead >= 0x30 && lead <= 0x39), name.utf8.allSatisfy(isNameByte) else { return nil }
            return String(name)
        }
        return nil
    }

    /// The range inside the quotes of the last single-quoted value the script sets `name` to
    /// before `end` (`NAME='{…}'` at the start of a line, after `export` or `local`), read where it
    /// stands: a single-quoted value is the bytes as written. nil when there is none, or the last
    /// one is not single-quoted (a value the shell expands).
    private static func singleQuotedAssignment(of name: String, in bytes: [UInt8], from start: Int, before end: Int) -> Range<Int>? {
        var found: Range<Int>? = nil
        var lineStart = start
        while lineStart < end {
            let lineEnd = bytes[lineStart..<end].firstIndex(of: 0x0A) ?? end
            var i = lineStart
            while i < lineEnd, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            for keyword in ["export ", "local ", "readonly "] where bytes[i..<lineEnd].starts(with: keyword.utf8) { i += keyword.utf8.count }
            let assignment = Array((name + "=").utf8)
            if bytes[i..<lineEnd].starts(with: assignment) {
                let open = i + assignment.count
                if open < lineEnd, bytes[open] == UInt8(ascii: "'"), let close = bytes[(open + 1)..<end].firstIndex(of: UInt8(ascii: "'")) {
                    found = (open + 1)..<close
                    lineStart = (bytes[close..<end].firstIndex(of: 0x0A) ?? end) + 1
                    continue
                }
                found = nil
            }
            lineStart = lineEnd + 1
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// True when the line at `start` sets a shell variable (`NAME=value`, or `export NAME=value`):
    /// a name of letters, digits and `_` right before `=`, not `==`.
    private static func startsWithAssignment(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var i = start
        if bytes[i..<end].starts(with: "export ".utf8) { i += 7 }
        let nameStart = i
        while i < end, isNameByte(bytes[i]) { i += 1 }
        guard i > nameStart, !(bytes[nameStart] >= 0x30 && bytes[nameStart] <= 0x39), i < end, bytes[i] == UInt8(ascii: "=") else { return false }
        return i + 1 >= end || bytes[i + 1] != UInt8(ascii: "=")
    }

    /// True when the line at `start` opens a shell function: `function NAME()`, `function NAME {`
    /// or `NAME() {` (bash and POSIX sh), with nothing after the brace on that line.
    private static func startsWithShellFunction(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        let lineEnd = bytes[start..<end].firstIndex(of: 0x0A) ?? end
        var i = start
        let keyword = bytes[i..<lineEnd].starts(with: "function ".utf8)
        if keyword { i += 9 }
        while i < lineEnd, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let nameStart = i
        while i < lineEnd, isNameByte(bytes[i]) || bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i > nameStart else { return false }
        let rest = bytes[i..<lineEnd].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
        let parentheses: [UInt8] = Array("()".utf8)
        return rest == parentheses || rest == parentheses + [UInt8(ascii: "{")] || (keyword && rest == [UInt8(ascii: "{")])
    }

    /// True when a script's line (from its first word) is a printer piped into `curl`
    /// (`echo '{…}' | curl … -d @-`).
    private static func isPipeIntoCurl(_ line: ArraySlice<UInt8>) -> Bool {
        ShellPipe.printers.contains { line.starts(with: "\($0) ".utf8) } && line.firstRange(of: "| curl ".utf8) != nil
    }

    /// The index after `NAME=$(` when the line from `start` begins with an assignment of a
    /// command substitution, or nil.
    private static func assignedSubstitution(in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var i = start
        while i < end, bytes[i] == UInt8(ascii: "_") || (bytes[i] >= 0x30 && bytes[i] <= 0x39) || (bytes[i] | 0x20 >= 0x61 && bytes[i] | 0x20 <= 0x7A) {
            i += 1
        }
        guard i > start, bytes[i..<end].starts(with: "=$(".utf8) else { return nil }
        return i + 3
    }

    /// The body of `-d @-`, which curl reads from standard input: the here-document the command
    /// redirects to it (`<<EOF` … `EOF`, `<<-EOF` with its lines' leading tabs, `<<'EOF'`), read
    /// where it stands, or the single-quoted word of a here-string (`<<< '{…}'`). In a
    /// here-document whose delimiter is not quoted the shell expands `$` as it does in double
    /// quotes, so each expansion inside a JSON string is a placeholder (`doubleQuoted`).
    static func standardInput(_ reader: inout Reader, in bytes: [UInt8]) -> Body {
        let noInput = Body.problem("the curl command reads its body from standard input (-d @-), which the pasted text does not hold; pass the JSON body alone")
        while let word = reader.word() {
            guard word.isOperator(in: bytes) else { continue }
            let operatorText = word.text(in: bytes)
            if operatorText == "<<<" {
                guard let string = reader.word() else { return noInput }
                return jsonBody(of: string, in: bytes)
            }
            guard operatorText == "<<", var delimiter = reader.word() else { return noInput }
            var stripsTabs = false
            if let first = delimiter.parts.first, first.quote == 0, bytes[first.inner.lowerBound] == UInt8(ascii: "-") {
                stripsTabs = true
                delimiter = delimiter.droppingPrefix(1, in: bytes)
            }
            let tag = Array(delimiter.text(in: bytes).utf8)
            guard !tag.isEmpty, let lineEnd = bytes[reader.index..<reader.end].firstIndex(of: 0x0A) else { return noInput }
            let start = lineEnd + 1
            var lineStart = start
            while lineStart < reader.end {
                let end = bytes[lineStart..<reader.end].firstIndex(of: 0x0A) ?? reader.end
                var line = bytes[lineStart..<end]
                if line.last == 0x0D { line = line.dropLast() }
                if stripsTabs { line = line.drop { $0 == 0x09 } }
                if Array(line) == tag {
                    let quoted = delimiter.parts.contains { $0.quote != 0 }
                    let body: Body = quoted
                        ? .json(range: start..<lineStart, bytes: bytes)
                        : (doubleQuoted(start..<lineStart, in: bytes, hereDocument: true)
                            ?? .problem("the curl command's here-document holds shell escapes the linter does not read; pass the JSON body alone"))
                    return checkedJSON(body)
                }
                lineStart = end + 1
            }
            return .problem("the curl command's here-document has no closing \(delimiter.text(in: bytes)) line; pass the JSON body alone")
        }
        return noInput
    }

    /// The options whose argument is the request body.
    static let dataOptions: Set<String> = ["-d", "--data", "--data-raw", "--data-binary", "--data-ascii", "--json"]

    /// The body `argument` holds, when it is JSON text (an object or array: never another
    /// command, so reading one is never nested).
    static func jsonBody(of argument: Word, in bytes: [UInt8]) -> Body {
        checkedJSON(body(of: argument, in: bytes))
    }

    /// `found`, or a problem when its text does not start an object or array.
    private static func checkedJSON(_ found: Body) -> Body {
        guard case .json(let range, let text) = found else { return found }
        let first = text[range].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return .problem("the curl command's body is not a JSON object; pass the JSON body alone")
        }
        return found
    }

    private static func body(of argument: Word, in bytes: [UInt8]) -> Body {
        if argument.parts.count == 1, let part = argument.parts.first {
            switch part.quote {
            case UInt8(ascii: "'"):
                return .json(range: part.inner, bytes: bytes)
            case UInt8(ascii: "\""):
                return doubleQuoted(part.inner, in: bytes)
                    ?? .problem("the curl command's body is in double quotes with shell escapes the linter does not read; pass the JSON body alone")
            default:
                if bytes[part.inner.lowerBound] == UInt8(ascii: "@") {
                    return .problem("the curl command reads its body from the file \(argument.text(in: bytes).dropFirst()); lint that file")
                }
            }
        }
        return ShellSplice.body(of: argument, in: bytes)
            ?? .problem("the curl command's body is built from several quoted parts or variables; pass the JSON body alone")
    }

    /// The bytes with each `\"` in `inner` written as a blank and a quote (a quote and a blank
    /// when it closes a JSON string), and each shell expansion inside a JSON string (`$TITLE`,
    /// `${TITLE}`, `$(date +%s)`) written as a placeholder of the same length (`ShellSplice`): a
    /// string that is one expansion and nothing else (`\"$FCM_TOKEN\"`) becomes `"${FCM_TOKEN}"`.
    /// nil when `inner` holds another backslash sequence or a backtick, or an expansion
    /// no placeholder fits; a problem when an expansion stands outside a JSON string.
    ///
    /// In a here-document (`hereDocument`) a quote is a quote and a backslash only escapes `$`, a
    /// backtick, a backslash or a line break: any other (a JSON escape, `\"`, `\n`) is kept.
    private static func doubleQuoted(_ inner: Range<Int>, in bytes: [UInt8], hereDocument: Bool = false) -> Body? {
        var copy = bytes
        var inString = false
        var expansions: [Range<Int>] = []
        var index = inner.lowerBound
        while index < inner.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "\"") where hereDocument:
                inString.toggle()
                index += 1
            case UInt8(ascii: "\\") where hereDocument:
                guard index + 1 < inner.upperBound, !"$`\\\n".utf8.contains(bytes[index + 1]) else { return nil }
                index += 2
            case UInt8(ascii: "\\"):
                guard index + 1 < inner.upperBound, bytes[index + 1] == UInt8(ascii: "\"") else {
                    // A line continuation inside the quotes is still the shell's.
                    return nil
                }
                if inString {
                    copy[index] = UInt8(ascii: "\"")
                    copy[index + 1] = UInt8(ascii: " ")
                } else {
                    copy[index] = UInt8(ascii: " ")
                }
                inString.toggle()
                index += 2
            case UInt8(ascii: "$"):
                let end = expansionEnd(in: bytes, at: index, before: inner.upperBound)
                guard end > index + 1 else { return nil }
                guard inString else {
                    let expansion = String(decoding: bytes[index..<end], as: UTF8.self)
                    if index == inner.lowerBound, end == inner.upperBound {
                        return .problem("the curl command's body is the shell's \(expansion); pass the JSON it holds")
                    }
                    return .problem(
                        "the curl command's body puts the shell's \(expansion) outside a JSON string, so the value decides the JSON; pass the JSON body with a value in its place"
                    )
                }
                expansions.append(index..<end)
                index = end
            case UInt8(ascii: "`"):
                return nil
            default:
                index += 1
            }
        }
        let quote = [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        for expansion in expansions {
            let text = String(decoding: bytes[expansion], as: UTF8.self)
            if expansion.lowerBound - 2 >= inner.lowerBound, expansion.upperBound + 2 <= inner.upperBound,
                Array(bytes[(expansion.lowerBound - 2)..<expansion.lowerBound]) == quote,
                Array(bytes[expansion.upperBound..<(expansion.upperBound + 2)]) == quote,
                let placeholder = ShellSplice.placeholder(length: expansion.count + 2, for: text)
            {
                // The whole string: its quotes move in by one byte each to make room.
                let string = (expansion.lowerBound - 2)..<(expansion.upperBound + 2)
                copy.replaceSubrange(string, with: [UInt8(ascii: "\"")] + placeholder + [UInt8(ascii: "\"")])
            } else if PlaceholderSyntax.spans(in: bytes, from: expansion.lowerBound, to: expansion.upperBound).first?.range == expansion {
                continue  // `${name}` is a placeholder as written.
            } else if let placeholder = ShellSplice.placeholder(length: expansion.count, for: text) {
                copy.replaceSubrange(expansion, with: placeholder)
            } else {
                return nil
            }
        }
        return .json(range: inner, bytes: copy)
    }

    /// The end of the shell expansion at `dollar`: `${…}` and `$(…)` to their closing bracket,
    /// `$NAME` over its letters, digits and underscores, `$1`, `$@` and the like over one byte;
    /// `dollar + 1` when none starts there.
    private static func expansionEnd(in bytes: [UInt8], at dollar: Int, before end: Int) -> Int {
        if let close = Reader(bytes: bytes, index: dollar, end: end).expansionEnd(after: dollar) { return close }
        var i = dollar + 1
        guard i < end else { return i }
        let isNameByte: (UInt8) -> Bool = {
            $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
        }
        if isNameByte(bytes[i]) {
            while i < end, isNameByte(bytes[i]) { i += 1 }
            return i
        }
        return "@*#?!-".utf8.contains(bytes[i]) ? i + 1 : i
    }

    /// A shell word: its quoted and unquoted parts, in order.
    struct Word {
        struct Part {
            /// `'`, `"` or 0 for an unquoted part.
            let quote: UInt8
            /// The part's bytes inside its quotes.
            let inner: Range<Int>
        }

        var parts: [Part]

        func text(in bytes: [UInt8]) -> String {
            String(decoding: parts.flatMap { bytes[$0.inner] }, as: UTF8.self)
        }

        /// True for a run of the shell's operator bytes (`>`, `|`, `&&`…), which `Reader` reads as
        /// a word of its own: no argument of the option before it.
        func isOperator(in bytes: [UInt8]) -> Bool {
            guard parts.count == 1, let part = parts.first, part.quote == 0 else { return false }
            return bytes[part.inner].allSatisfy(Reader.isOperator)
        }

        /// The word without its first `count` bytes, which are unquoted (`-d` of `-d'{…}'`).
        func droppingPrefix(_ count: Int, in bytes: [UInt8]) -> Word {
            guard let first = parts.first, first.quote == 0 else { return self }
            var rest = Array(parts.dropFirst())
            if first.inner.count > count {
                rest.insert(Part(quote: 0, inner: (first.inner.lowerBound + count)..<first.inner.upperBound), at: 0)
            }
            return Word(parts: rest)
        }
    }

    /// Reads shell words forward.
    struct Reader {
        let bytes: [UInt8]
        var index: Int
        let end: Int

        var peek: UInt8? { index < end ? bytes[index] : nil }

        /// Skips blank space and line continuations.
        mutating func skipBlank() {
            while index < end {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "`"),
                    index + 1 < end, bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D
                {
                    index += 2
                } else {
                    return
                }
            }
        }

        /// Skips blank space and line continuations on the command's line; false when a line
        /// break ends the command there.
        @discardableResult
        mutating func skipBlankOnLine() -> Bool {
            while index < end {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 {
                    index += 1
                } else if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "`"),
                    index + 1 < end, bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D
                {
                    index += 2
                    if index < end, bytes[index - 1] == 0x0D, bytes[index] == 0x0A { index += 1 }
                } else {
                    return byte != 0x0A && byte != 0x0D
                }
            }
            return false
        }

        /// The bytes that end an unquoted run as the shell's control and redirection operators
        /// (`>`, `<`, `|`, `;`, `&`, and the `)` that closes `$(curl …)`): `'{…}'>` is the word `'{…}'` and a redirection, as a command
        /// copied from a page that rendered a link as `<…>` ends (Moodle's AirNotifier examples).
        static func isOperator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "|")
                || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ")")
        }

        /// The index after the `$(…)` or `${…}` that starts at `dollar` (nested parentheses or
        /// braces counted, quotes skipped), or nil when none starts there or it does not close.
        func expansionEnd(after dollar: Int) -> Int? {
            guard dollar + 1 < end else { return nil }
            let open = bytes[dollar + 1]
            let close: UInt8
            switch open {
            case UInt8(ascii: "("): close = UInt8(ascii: ")")
            case UInt8(ascii: "{"): close = UInt8(ascii: "}")
            default: return nil
            }
            var depth = 0
            var i = dollar + 1
            while i < end {
                let byte = bytes[i]
                if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                    i += 1
                    while i < end, bytes[i] != byte { i += 1 }
                } else if byte == open {
                    depth += 1
                } else if byte == close {
                    depth -= 1
                    if depth == 0 { return i + 1 }
                }
                i += 1
            }
            return nil
        }

        /// The next word, or nil at the end or at an unterminated quote. A run of operator bytes
        /// (`Reader.isOperator`) is a word of its own.
        mutating func word() -> Word? {
            skipBlank()
            guard index < end else { return nil }
            if Self.isOperator(bytes[index]) {
                let start = index
                while index < end, Self.isOperator(bytes[index]) { index += 1 }
                return Word(parts: [Word.Part(quote: 0, inner: start..<index)])
            }
            var parts: [Word.Part] = []
            var unquotedStart = index
            func closeUnquoted() {
                if unquotedStart < index { parts.append(Word.Part(quote: 0, inner: unquotedStart..<index)) }
            }
            while index < end {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || Self.isOperator(byte) { break }
                if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                    closeUnquoted()
                    let start = index + 1
                    var close = start
                    while close < end, bytes[close] != byte {
                        // Inside double quotes a backslash escapes the next byte.
                        close += byte == UInt8(ascii: "\"") && bytes[close] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    guard close < end else { return nil }
                    parts.append(Word.Part(quote: byte, inner: start..<close))
                    index = close + 1
                    unquotedStart = index
                    continue
                }
                if byte == UInt8(ascii: "$"), let close = expansionEnd(after: index) {
                    // `$(date +%s)`, `${2:-a b}`: the shell reads a substitution whole, blanks and all.
                    index = close
                    continue
                }
                index += 1
            }
            closeUnquoted()
            return Word(parts: parts)
        }
    }
}
