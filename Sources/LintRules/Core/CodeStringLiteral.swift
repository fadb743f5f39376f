import SizeModel

/// A message written as a string literal in code, as senders that build the request body by hand
/// paste it: a C or C++ `snprintf` format (ESP32, Arduino), a Java `String.format` or a
/// concatenation, a C#, Go, Kotlin, Swift or PHP string:
///
/// ```java
/// String body = "{\"message\":{\"token\":\"" + token + "\","
///         + "\"notification\":{\"title\":\"%s\"}}}";
/// ```
///
/// It is not JSON, but what the code sends is the text the literal holds, so that text is linted
/// (json-code-literal), its findings placed back on the literal through `rewritten`. The reading:
///
/// - an optional leading declaration or call is left out (`String body =`, `char payload[] =`,
///   `$json =`, `payload :=`, `snprintf(buf, sizeof(buf),`, `String.format(`): letters, digits,
///   spaces and `_ $ . [ ] < > * & : ( ) ,`, ending in `=`, `=>` (a PHP array member:
///   `CURLOPT_POSTFIELDS => "…"`), `(` or `,`;
/// - each literal in double quotes is decoded with the escapes C, Java, C#, Go, Kotlin, Swift
///   and PHP share (`\"`, `\\`, `\/`, `\'`, `\$`, `\n`, `\r`, `\t`, `\b`, `\f`, `\u` and four hex digits); one in
///   single quotes (PHP, JavaScript) reads `\'` and `\\` only, every other backslash kept; a line
///   break inside a literal is kept (PHP's strings span lines); another escape (`\x41`, an
///   octal) is not read;
/// - a C# verbatim literal (`@"…"`) reads `""` as one quote and no escape; a Go raw string or
///   JavaScript template literal (`` `…` ``) reads no escape at all (a `${…}` in it is text, read
///   inside a JSON string as a template placeholder, and where a JSON value goes, `"badge":${n}`,
///   a value the code fills in, as concatenated code below): what they hold is the text as
///   written, line breaks included;
/// - literals follow each other directly (C and C++ join adjacent literals, a `\` line
///   continuation between them too) or are joined by `+` (Java, C#, Go, Kotlin, Swift,
///   JavaScript) or `.` (PHP);
/// - code concatenated between literals (`+ esc(title) +`, `. $token .`) is a value filled in at
///   run time: inside a JSON string it is written as a `${…}` template placeholder holding the
///   code's text (quotes and braces replaced by `_`), which format checks accept as they accept
///   any placeholder (`TemplateText`); outside a string, where a JSON value goes, it is the value
///   `0`, whose content is unknown (`RewrittenText.unknownValues`: no finding is kept on it);
///   where an object's member goes (`"data":{" + dataJson + "}"`), it is a member whose key is
///   such a placeholder and whose value is that `0`, and the object is open (`openObjects`): no
///   finding is kept on the object as a whole;
/// - a printf format hole outside a JSON string (`\"badge\":%d`) is such a value too; inside a
///   string (`\"%s\"`) it stays as written, printf's placeholder (`PlaceholderSyntax`);
/// - what follows the last literal is left out when it starts with `;`, `,`, `)` or `.`, holds no
///   quote and ends the statement (the call's other arguments, `.data(using: .utf8)`, a `;` with
///   nothing after it).
///
/// A text is read so only when it reads in full that way and the decoded text, holes filled,
/// parses as a JSON object that is a message, or opens an object and does not parse (a brace too
/// many: its syntax diagnosis is then placed on the literal); `UnparsedReading` checks both.
/// Anything else stays the other readings' or the syntax diagnosis's. A single literal with nothing around it that
/// is itself valid JSON (a JSON string) never gets here: it parses, and shape-not-object names
/// the message encoded twice.
struct CodeStringLiteral: Sendable {
    /// The decoded JSON text, where each of its bytes stands in the pasted text, and the values
    /// that code or a format hole fills in outside a string.
    let rewritten: RewrittenText
    /// The original offset of the declaration or call before the first literal, or of the first
    /// literal's quote when nothing stands before it (where the json-code-literal finding goes).
    let start: Int
    /// The kinds of values the code fills in (format holes, concatenated code, template
    /// literal interpolations), inside strings or not: what the finding names.
    let filled: FilledValues
    /// The output offsets of the objects that code writes members into (`"data":{" + members +
    /// "}"`), and of their keys.
    let openObjects: [Int]
    /// The Azure Notification Hubs native send the literal is handed to
    /// (`hub.SendFcmV1NativeNotificationAsync("…")`, which addresses the text itself): the
    /// method's name and its original range.
    let notificationHubsSend: (method: String, range: Range<Int>)?

    /// Whether the literal is handed to an Azure Notification Hubs native send.
    var sentByNotificationHubs: Bool { notificationHubsSend != nil }

    /// The JSON text `bytes[range]` holds as a string literal in code, or nil when it is no such
    /// literal.
    init?(_ bytes: [UInt8], range: Range<Int>) {
        var reader = Reader(bytes: bytes, end: range.upperBound, index: range.lowerBound)
        guard let start = reader.read() else { return nil }
        rewritten = reader.written
        self.start = start
        filled = reader.filled
        openObjects = reader.openObjects
        notificationHubsSend = reader.notificationHubsSend
    }

    /// Whether a finding placed at output `start` is about something the linter cannot know: it
    /// starts inside a value that is code, or at an object that code writes members into or at
    /// its key.
    func isUnknown(_ start: Int) -> Bool {
        rewritten.isUnknown(start) || openObjects.contains(start)
    }

    /// The decoded JSON text.
    var text: [UInt8] { rewritten.bytes }

    /// True when the decoded text opens a JSON object (its first byte past spaces is `{`).
    var opensObject: Bool {
        text.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } == UInt8(ascii: "{")
    }

    /// What the json-code-literal finding says: the values the code fills in are named by the
    /// kinds found (a Java format's %s, a concatenation, a JavaScript template literal's ${…}).
    var message: String {
        var kinds: [String] = []
        if filled.contains(.formatHoles) { kinds.append("format holes such as %s") }
        if filled.contains(.concatenatedCode) { kinds.append("concatenated code") }
        if filled.contains(.interpolations) { kinds.append("a template literal's ${…}") }
        let values = kinds.isEmpty ? "" : "; the values the code fills in (\(kinds.joined(separator: ", "))) are placeholders, not judged"
        let languages = filled.contains(.visualBasic) ? "Visual Basic, VBA, VBScript" : filled.contains(.interpolations) ? "JavaScript, C, C++, Objective-C, Java, C#, Go, PHP…" : "C, C++, Objective-C, Java, C#, Go, PHP…"
        return "this is a string literal as code writes it (\(languages)), not JSON: it is linted as the JSON text it holds\(values)"
    }

    /// The kinds of values code fills into the literal's text.
    struct FilledValues: OptionSet, Sendable {
        let rawValue: UInt8
        /// printf holes (`%s`, `%d`), in a JSON string or where a value goes.
        static let formatHoles = FilledValues(rawValue: 1)
        /// Code between literals (`+ esc(title) +`, `. $token .`).
        static let concatenatedCode = FilledValues(rawValue: 2)
        /// A template literal's `${…}` where a JSON value goes.
        static let interpolations = FilledValues(rawValue: 4)
        /// Not a filled value: the literals are Visual Basic's (`""` is a quote), named in the
        /// finding's list of languages.
        static let visualBasic = FilledValues(rawValue: 8)
    }

    static let fix = "lint the JSON the code sends (print the string once it is built); a .json file must hold JSON"
}

extension CodeStringLiteral {
    /// The reader's state: the input, the output being written and what it noted.
    fileprivate struct Reader {
        let bytes: [UInt8]
        let end: Int
        var index: Int
        var written = RewrittenText()
        var filled: FilledValues = []
        /// Whether the decoded text so far ends inside a JSON string, and after a backslash there.
        var inJSONString = false
        var afterBackslash = false
        /// Whether the literals are Visual Basic's (VB.NET, VBA, VBScript): `""` is one quote, a
        /// backslash is text, and `&` joins literals and code.
        var visualBasic = false
        /// The Azure Notification Hubs native send the call before the first literal is.
        var notificationHubsSend: (method: String, range: Range<Int>)? = nil

        /// The Azure Notification Hubs native send to FCM that `prefix`, the call before the
        /// first literal, is (`await hub.SendFcmV1NativeNotificationAsync(`, the .NET SDK's
        /// `SendFcmNativeNotificationAsync(` and `SendGcmNativeNotificationAsync(`, the Java SDK's
        /// `sendFcmV1NativeNotification(`), or the notification such a send takes (`new
        /// FcmV1Notification(`, `new FcmNotification(`, handed to `SendNotificationAsync` or
        /// `SendDirectNotificationAsync`): its name and original range. The hub addresses the text
        /// it is handed.
        static func notificationHubsNativeSend(_ prefix: ArraySlice<UInt8>) -> (method: String, range: Range<Int>)? {
            let text = String(decoding: prefix, as: UTF8.self)
            guard text.contains("Notification"),
                let regex = try? Regex(
                    #"(?:\.\s*|\bnew\s+)(?<method>[Ss]end(?:FcmV1|Fcm|Gcm)NativeNotification(?:Async)?|(?:FcmV1|Fcm|Gcm)Notification)\s*\(\s*$"#),
                let match = text.firstMatch(of: regex), let method = match.output["method"]?.range
            else { return nil }
            let lower = prefix.startIndex + text.utf8.distance(from: text.startIndex, to: method.lowerBound)
            return (String(text[method]), lower..<(lower + text[method].utf8.count))
        }

        /// Reads the whole text; the offset where the finding goes, or nil.
        mutating func read() -> Int? {
            skipSpace()
            // Whole-line `//` comments above the statement (`// the APNs body`).
            while index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                while index < end, bytes[index] != 0x0A { index += 1 }
                skipSpace()
            }
            let first = index
            guard skipPrefix(), index < end, Self.opening(bytes, at: index, end: end) != nil else { return nil }
            notificationHubsSend = Self.notificationHubsNativeSend(bytes[first..<index])
            visualBasic = Self.opensDoubledQuoteObject(bytes, at: index, end: end)
            filled.formUnion(visualBasic ? .visualBasic : [])
            while true {
                guard readLiteral() else { return nil }
                let afterLiteral = index
                skipSpace(continuations: true)
                // C and C++ join adjacent literals.
                if index < end, Self.opening(bytes, at: index, end: end) != nil { continue }
                guard index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: ".") || visualBasic && bytes[index] == UInt8(ascii: "&") else {
                    index = afterLiteral
                    break
                }
                let operatorAt = index
                index += 1
                skipSpace()
                if index < end, Self.opening(bytes, at: index, end: end) != nil { continue }
                // `.data(using: .utf8)` after the last literal is a method call, not PHP's `.`.
                if bytes[operatorAt] == UInt8(ascii: "."), index == operatorAt + 1, index < end, bytes[index] != UInt8(ascii: "$") {
                    index = operatorAt
                    break
                }
                guard readFilledValue() else { return nil }
                if index < end, Self.opening(bytes, at: index, end: end) != nil { continue }
                break
            }
            guard readTail() else { return nil }
            return first
        }

        /// Skips the declaration or call before the first literal; false when what stands there is
        /// not one.
        mutating func skipPrefix() -> Bool {
            let start = index
            while index < end, Self.opening(bytes, at: index, end: end) == nil {
                guard Self.isPrefixByte(bytes[index]) else { return false }
                index += 1
            }
            guard index > start else { return true }
            guard Self.isExpressionStart(bytes[start]) else { return false }
            var last = index - 1
            while last > start, Self.isSpace(bytes[last]) { last -= 1 }
            let closing = bytes[last]
            // `=>`: a PHP array member (`CURLOPT_POSTFIELDS => "…"`).
            let arrow = closing == UInt8(ascii: ">") && last > start && bytes[last - 1] == UInt8(ascii: "=")
            // `:` in an Objective-C message send (`[NSString stringWithFormat:@"…", text]`).
            let selector = closing == UInt8(ascii: ":") && bytes[start..<last].contains(UInt8(ascii: "["))
            return closing == UInt8(ascii: "=") || closing == UInt8(ascii: "(") || closing == UInt8(ascii: ",") || arrow || selector
        }

        /// Reads the literal that opens at `index`, writing what it holds; false when it is not
        /// closed or holds an escape not read.
        mutating func readLiteral() -> Bool {
            guard let (form, contentStart) = Self.opening(bytes, at: index, end: end) else { return false }
            index = contentStart
            switch form {
            case .quoted(UInt8(ascii: "\"")) where visualBasic: return readVerbatim()
            case .quoted(let quote): return readEscaped(quote: quote)
            case .verbatim: return readVerbatim()
            case .raw(let closing): return readRaw(closing: closing)
            }
        }

        /// Reads a C# verbatim literal's text up to its closing quote: `""` is one quote.
        mutating func readVerbatim() -> Bool {
            while index < end {
                if bytes[index] == UInt8(ascii: "\"") {
                    guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "\"") else {
                        index += 1
                        return true
                    }
                    write(UInt8(ascii: "\""), at: index)
                    index += 2
                    continue
                }
                write(bytes[index], at: index)
                index += 1
            }
            return false
        }

        /// Reads a raw literal's text as written up to `closing`; a `${…}` where a JSON value goes
        /// (`"badge":${n}`), which a JavaScript template literal fills in at run time, is a value of
        /// unknown content, as concatenated code is.
        mutating func readRaw(closing: [UInt8]) -> Bool {
            while index < end {
                if bytes[index] == closing[0], index + closing.count <= end, bytes[index..<(index + closing.count)].elementsEqual(closing) {
                    index += closing.count
                    return true
                }
                if !inJSONString, skipped == 0, bytes[index] == UInt8(ascii: "$"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "{"),
                    let close = Self.interpolationEnd(bytes, from: index + 2, end: end)
                {
                    writeUnknownValue(at: index, kind: .interpolations)
                    index = close + 1
                    continue
                }
                write(bytes[index], at: index)
                index += 1
            }
            return false
        }

        /// Reads a literal in double or single quotes, decoding its escapes.
        mutating func readEscaped(quote: UInt8) -> Bool {
            while index < end {
                let byte = bytes[index]
                if byte == quote {
                    index += 1
                    return true
                }
                guard byte == UInt8(ascii: "\\") else {
                    write(byte, at: index)
                    index += 1
                    continue
                }
                guard index + 1 < end else { return false }
                let escaped = bytes[index + 1]
                if quote == UInt8(ascii: "'") {
                    // PHP reads only these two; JavaScript's others mean the same in JSON text.
                    if escaped == UInt8(ascii: "'") || escaped == UInt8(ascii: "\\") {
                        write(escaped, at: index)
                    } else {
                        write(byte, at: index)
                        write(escaped, at: index + 1)
                    }
                    index += 2
                    continue
                }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "'"), UInt8(ascii: "$"):
                    write(escaped, at: index)
                case UInt8(ascii: "n"): write(0x0A, at: index)
                case UInt8(ascii: "r"): write(0x0D, at: index)
                case UInt8(ascii: "t"): write(0x09, at: index)
                case UInt8(ascii: "b"): write(0x08, at: index)
                case UInt8(ascii: "f"): write(0x0C, at: index)
                case UInt8(ascii: "u"):
                    guard index + 6 <= end, let scalar = Self.hexValue(bytes[(index + 2)..<(index + 6)]) else { return false }
                    for decoded in String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8 { write(decoded, at: index) }
                    index += 6
                    continue
                default:
                    return false
                }
                index += 2
            }
            return false
        }

        /// Writes one decoded byte standing for the original byte at `original`; a printf hole
        /// outside a JSON string becomes a value of unknown content.
        mutating func write(_ byte: UInt8, at original: Int) {
            if skipped > 0 {
                skipped -= 1
                return
            }
            if !inJSONString, byte == UInt8(ascii: "%"), let length = Self.formatHoleLength(bytes, at: original, end: end) {
                writeUnknownValue(at: original, kind: .formatHoles)
                // The hole's other bytes are left out: the value stands for all of them.
                skipped = length - 1
                return
            }
            if inJSONString, !afterBackslash, byte == UInt8(ascii: "%"), Self.formatHoleLength(bytes, at: original, end: end) != nil {
                filled.insert(.formatHoles)
            }
            written.write(byte, from: original)
            if inJSONString {
                if afterBackslash {
                    afterBackslash = false
                } else if byte == UInt8(ascii: "\\") {
                    afterBackslash = true
                } else if byte == UInt8(ascii: "\"") {
                    inJSONString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inJSONString = true
            }
        }

        /// The bytes of a format hole still to leave out.
        var skipped = 0

        /// The written offsets of the objects that code writes members into, and of their keys.
        var openObjects: [Int] = []

        /// When the JSON text `written` ends where an object's next member goes (after its `{` or
        /// a `,` between its members), that object's offset and the offset of the key it is the
        /// value of, if any; nil when a value goes next or the text ends inside a string.
        static func memberGoesNext(_ written: [UInt8]) -> (open: Int, key: Int?)? {
            var stack: [(open: Int, key: Int?)] = []
            var inString = false
            var escaped = false
            var lastString: Int? = nil
            var stringStart = 0
            var lastSignificant: UInt8 = 0
            for (offset, byte) in written.enumerated() {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        lastString = stringStart
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    stringStart = offset
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    stack.append((offset, lastSignificant == UInt8(ascii: ":") ? lastString : nil))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if !stack.isEmpty { stack.removeLast() }
                default:
                    break
                }
                if !isSpace(byte) { lastSignificant = byte }
            }
            guard !inString, let top = stack.last, written[top.open] == UInt8(ascii: "{"),
                lastSignificant == UInt8(ascii: "{") || lastSignificant == UInt8(ascii: ",")
            else { return nil }
            return top
        }

        /// Writes `0`, a value of unknown content, for the code or hole (`kind`) at `original`.
        mutating func writeUnknownValue(at original: Int, kind: FilledValues) {
            filled.insert(kind)
            let start = written.count
            written.write(UInt8(ascii: "0"), from: original)
            written.markUnknown(from: start)
        }

        /// Reads code concatenated after an operator, up to the operator before the next literal or
        /// the end of the statement; false when it is not closed.
        mutating func readFilledValue() -> Bool {
            let start = index
            var depth = 0
            var lastCode = index
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                    // A literal inside the code (`(ring ? "high" : "normal")`).
                    guard depth > 0, let close = Self.quotedEnd(bytes, from: index, to: end) else { break }
                    index = close + 1
                    lastCode = index
                    continue
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") {
                    break
                } else if depth == 0, byte == UInt8(ascii: "+") || visualBasic && byte == UInt8(ascii: "&")
                    || byte == UInt8(ascii: ".") && !Self.isExpressionStart(bytes[min(index + 1, end - 1)])
                {
                    // The operator before the next literal, if one follows.
                    var next = index + 1
                    while next < end, Self.isSpace(bytes[next])
                        || visualBasic && bytes[next] == UInt8(ascii: "_") && next + 1 < end && (bytes[next + 1] == 0x0A || bytes[next + 1] == 0x0D)
                    {
                        next += 1
                    }
                    if next < end, Self.opening(bytes, at: next, end: end) != nil { break }
                }
                if !Self.isSpace(byte) { lastCode = index + 1 }
                index += 1
            }
            guard depth == 0, lastCode > start else { return false }
            filled.insert(.concatenatedCode)
            if inJSONString {
                // `${code}`: the template placeholder format checks accept.
                written.insert("${", before: start)
                for position in start..<lastCode {
                    let byte = bytes[position]
                    let safe = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "{")
                        || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\\") || byte < 0x20
                    written.write(safe ? UInt8(ascii: "_") : byte, from: position)
                }
                written.insert(UInt8(ascii: "}"), before: lastCode)
            } else if let container = Self.memberGoesNext(written.bytes) {
                // Code where an object's members go (`"data":{" + dataJson.toString() + "}"`,
                // audit81): the members it writes are unknown. One member stands for them, a
                // placeholder key with a value of unknown content, so the text still parses, and
                // the object and its key are noted as open (`openObjects`), as a JavaScript
                // spread's are: nothing is said about the object as a whole.
                let member = written.count
                written.insert("\"${", before: start)
                for position in start..<lastCode {
                    let byte = bytes[position]
                    let safe = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "{")
                        || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\\") || byte < 0x20
                    written.write(safe ? UInt8(ascii: "_") : byte, from: position)
                }
                written.insert("}\":0", before: lastCode)
                written.markUnknown(from: member)
                openObjects.append(container.open)
                if let key = container.key { openObjects.append(key) }
            } else {
                writeUnknownValue(at: start, kind: .concatenatedCode)
            }
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: ".") || visualBasic && bytes[index] == UInt8(ascii: "&") {
                index += 1
                skipSpace()
            }
            return true
        }

        /// Accepts what follows the last literal: nothing, or the rest of a statement or call that
        /// holds no literal.
        mutating func readTail() -> Bool {
            skipSpace()
            guard index < end else { return true }
            let byte = bytes[index]
            guard byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ".") else {
                return false
            }
            // Up to the statement's end: nothing but spaces may follow its `;` (a statement after
            // it, `data += extra;`, may change what is sent).
            let statementEnd = bytes[index..<end].firstIndex(of: UInt8(ascii: ";")) ?? end
            guard statementEnd == end || bytes[(statementEnd + 1)..<end].allSatisfy(Self.isSpace) else { return false }
            return !bytes[index..<statementEnd].contains {
                $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "{")
            }
        }

        /// Skips spaces and line breaks, and a `\` line continuation when `continuations`.
        mutating func skipSpace(continuations: Bool = false) {
            while index < end {
                if Self.isSpace(bytes[index]) {
                    index += 1
                } else if continuations, bytes[index] == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D {
                    index += 2
                } else if visualBasic, bytes[index] == UInt8(ascii: "_"), index + 1 < end, bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D,
                    index > 0, Self.isSpace(bytes[index - 1])
                {
                    // Visual Basic's line continuation: a space, `_` and the line break.
                    index += 2
                } else {
                    return
                }
            }
        }

        /// The length of the printf conversion at `bytes[start]` (a `%`: `%d`, `%s`, `%ld`, `%5.2f`,
        /// `%1$s`, and Objective-C's and Swift's `%@` for an object), or nil.
        static func formatHoleLength(_ bytes: [UInt8], at start: Int, end: Int) -> Int? {
            var index = start + 1
            while index < end, index - start < 8,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".")
                    || bytes[index] == UInt8(ascii: "$") || bytes[index] == UInt8(ascii: "-")
            {
                index += 1
            }
            while index < end, bytes[index] == UInt8(ascii: "l") || bytes[index] == UInt8(ascii: "z") || bytes[index] == UInt8(ascii: "h") {
                index += 1
            }
            guard index < end, "diufsgexXc@".utf8.contains(bytes[index]) else { return nil }
            return index + 1 - start
        }

        /// The offset of the quote that closes the literal opened at `start`, on its line.
        static func quotedEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
            var index = start + 1
            while index < end {
                switch bytes[index] {
                case bytes[start]: return index
                case UInt8(ascii: "\\"): index += 2
                case 0x0A, 0x0D: return nil
                default: index += 1
                }
            }
            return nil
        }

        /// The value of four hex digits (a `\u` escape's), or nil.
        static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
            var value: UInt32 = 0
            for byte in digits {
                guard let digit = HexDigit.value(byte) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        /// How a literal's text is written.
        enum Form {
            /// In double or single quotes, with escapes.
            case quoted(UInt8)
            /// C#'s `@"…"`: `""` is a quote, no escape.
            case verbatim
            /// Go's or JavaScript's `` `…` ``: no escape, up to `closing`.
            case raw(closing: [UInt8])
        }

        /// The literal that opens at `bytes[start]` and where its text starts, or nil.
        static func opening(_ bytes: [UInt8], at start: Int, end: Int) -> (Form, Int)? {
            switch bytes[start] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return (.quoted(bytes[start]), start + 1)
            case UInt8(ascii: "`"): return (.raw(closing: [UInt8(ascii: "`")]), start + 1)
            case UInt8(ascii: "@"):
                guard start + 1 < end, bytes[start + 1] == UInt8(ascii: "\"") else { return nil }
                return (isObjectiveC(bytes, from: start + 2, end: end) ? .quoted(UInt8(ascii: "\"")) : .verbatim, start + 2)
            default: return nil
            }
        }

        /// Whether the `@"…"` literal whose text starts at `start` is Objective-C's (an NSString
        /// literal, C's escapes: `@"{\"aps\":…}"`) rather than C#'s verbatim one (`@"{""to"": …}"`):
        /// its first quote is escaped by a backslash and not doubled, where a C# verbatim literal
        /// would close.
        static func isObjectiveC(_ bytes: [UInt8], from start: Int, end: Int) -> Bool {
            guard let quote = bytes[start..<end].firstIndex(of: UInt8(ascii: "\"")), quote > start else { return false }
            return bytes[quote - 1] == UInt8(ascii: "\\") && (quote + 1 == end || bytes[quote + 1] != UInt8(ascii: "\""))
        }

        /// The index of the `}` that closes a template literal's `${` whose expression starts at
        /// `start`, braces inside it counted; nil when none does before `end` or a backtick comes
        /// first (a nested template literal, not read).
        static func interpolationEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int? {
            var depth = 0
            var index = start
            while index < end {
                switch bytes[index] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    if depth == 0 { return index }
                    depth -= 1
                case UInt8(ascii: "`"): return nil
                default: break
                }
                index += 1
            }
            return nil
        }

        /// Whether the double-quoted literal opening at `start` is Visual Basic's: its text opens a
        /// JSON object whose first key is quoted by doubling (`"{""to"": …`, `"{ ""message"": …`).
        /// In C and C++ `"{""to"`  would be two literals joined into `{to`, which is no JSON, so the
        /// doubled quote can only be Visual Basic's escape (VB.NET, VBA, VBScript, classic ASP).
        static func opensDoubledQuoteObject(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
            guard bytes[start] == UInt8(ascii: "\"") else { return false }
            var index = start + 1
            while index < end, isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "{") else { return false }
            index += 1
            while index < end, isSpace(bytes[index]) { index += 1 }
            return index + 1 < end && bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"")
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        /// A letter, `_` or `$`: what a name, a declaration or a call starts with.
        static func isExpressionStart(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }

        static func isPrefixByte(_ byte: UInt8) -> Bool {
            isExpressionStart(byte) || byte &- UInt8(ascii: "0") < 10 || isSpace(byte) || "_$.[]<>*&:(),=".utf8.contains(byte)
        }
    }
}
