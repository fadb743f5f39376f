/// A `curl` command pasted where a payload goes (Firebase's "Send a message" example, a question's
/// reproduction): the JSON of its `-d` argument is the message, linted where it stands.
///
/// A text that is not JSON is read as a command when its first word is `curl` or `curl.exe`
/// (after blank space and an optional `$ ` prompt). Its words are read as a POSIX shell reads them — blank
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
/// Anything else (`-d @file.json`, a body pieced together from several quoted parts, no data
/// option) is `problem`'s, which says what to pass instead.
struct CurlCommand {
    /// What was found.
    enum Body {
        /// The body's range in the text, and the text to parse: the original bytes, or the same
        /// number of bytes with each `\"` of a double-quoted body written as one quote.
        case json(range: Range<Int>, bytes: [UInt8])
        /// A command whose body cannot be linted in place, and why (a sentence that says what to do).
        case problem(String)
    }

    /// The body of the `curl` command in `bytes[range]`, or nil when the text is not one.
    static func body(in bytes: [UInt8], range: Range<Int>) -> Body? {
        var reader = Reader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        reader.skipBlank()
        if reader.peek == UInt8(ascii: "$") {
            reader.index += 1
            reader.skipBlank()
        }
        guard let first = reader.word(), ["curl", "curl.exe"].contains(first.text(in: bytes)) else { return nil }
        while let word = reader.word() {
            let text = word.text(in: bytes)
            if dataOptions.contains(text) {
                guard let argument = reader.word(), !argument.isOperator(in: bytes) else {
                    return .problem("the curl command's \(text) has no argument; pass the JSON body alone")
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

    /// The options whose argument is the request body.
    static let dataOptions: Set<String> = ["-d", "--data", "--data-raw", "--data-binary", "--data-ascii", "--json"]

    /// The body `argument` holds, when it is JSON text (an object or array: never another
    /// command, so reading one is never nested).
    private static func jsonBody(of argument: Word, in bytes: [UInt8]) -> Body {
        let found = body(of: argument, in: bytes)
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
                    ?? .problem("the curl command's body is in double quotes with shell escapes or $ expansions; pass the JSON body alone")
            default:
                if bytes[part.inner.lowerBound] == UInt8(ascii: "@") {
                    return .problem("the curl command reads its body from the file \(argument.text(in: bytes).dropFirst()); lint that file")
                }
            }
        }
        return .problem("the curl command's body is built from several quoted parts or variables; pass the JSON body alone")
    }

    /// The bytes with each `\"` in `inner` written as a blank and a quote (a quote and a blank
    /// when it closes a JSON string), or nil when `inner` holds another escape or a `$`.
    private static func doubleQuoted(_ inner: Range<Int>, in bytes: [UInt8]) -> Body? {
        var copy = bytes
        var inString = false
        var index = inner.lowerBound
        while index < inner.upperBound {
            switch bytes[index] {
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
            case UInt8(ascii: "$"), UInt8(ascii: "`"):
                return nil
            default:
                index += 1
            }
        }
        return .json(range: inner, bytes: copy)
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
    private struct Reader {
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

        /// The bytes that end an unquoted run as the shell's control and redirection operators
        /// (`>`, `<`, `|`, `;`, `&`): `'{…}'>` is the word `'{…}'` and a redirection, as a command
        /// copied from a page that rendered a link as `<…>` ends (Moodle's AirNotifier examples).
        static func isOperator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "|")
                || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "&")
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
                index += 1
            }
            closeUnquoted()
            return Word(parts: parts)
        }
    }
}
