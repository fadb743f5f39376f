/// The tolerant scanner behind `JSONSyntaxDiagnosis`: a loop over an explicit stack of
/// containers (no recursion), linear in the text, that records named mistakes and stops at the
/// first one it cannot name or after `JSONSyntaxDiagnosis.maximumDiagnostics`.
struct JSONTolerantScanner {
    /// An object or array being read, and how it was reached from its parent.
    struct Container {
        var isObject: Bool
        var token: String?
        var state: State
        var count = 0
        var key = ""
        /// The offset of the last ',' read in it, for a trailing comma.
        var lastComma = -1
    }

    /// Where the scan is inside a container.
    enum State {
        /// After `{` (key or `}`), after `[` (value or `]`).
        case opened
        /// After `,`: a key (object) or a value (array).
        case afterComma
        case expectColon
        case expectValue
        case expectCommaOrEnd
    }

    /// The text, and the end of the part scanned.
    let bytes: [UInt8]
    let end: Int
    /// The offset the scan is at.
    var i: Int
    /// Where `JSONParser` stopped: the container there is recorded for the parser's own text.
    let parserErrorOffset: Int
    /// True for a line of a JSON Lines file.
    let linePerValue: Bool
    /// The containers open at `i`, outermost first.
    var stack: [Container] = []
    /// The named mistakes so far.
    var found: [JSONSyntaxDiagnostic] = []
    /// The pointer of the container open at `parserErrorOffset`, once the scan reaches it.
    var containerAtParserError: JSONPointer?
    /// True when the scan ended early (limit reached, unclosed comment).
    var stopped = false
    /// True once the top-level value is complete.
    var topLevelDone = false
    /// True after the first unquoted key.
    var sawUnquotedKey = false

    init(bytes: [UInt8], range: Range<Int>, parserErrorOffset: Int, linePerValue: Bool) {
        self.bytes = bytes
        self.end = min(range.upperBound, bytes.count)
        self.i = max(0, range.lowerBound)
        self.parserErrorOffset = parserErrorOffset
        self.linePerValue = linePerValue
    }

    var pointer: JSONPointer { JSONPointer(tokens: stack.compactMap(\.token)) }

    mutating func note(_ message: String, _ start: Int, _ stop: Int, fix: String?) {
        guard found.count < JSONSyntaxDiagnosis.maximumDiagnostics else {
            stopped = true
            return
        }
        found.append(JSONSyntaxDiagnostic(message: message, offset: start, end: stop, container: pointer, fix: fix))
        if found.count == JSONSyntaxDiagnosis.maximumDiagnostics { stopped = true }
    }

    func byte(_ at: Int) -> UInt8? { at < end && at >= 0 ? bytes[at] : nil }

    func text(_ from: Int, _ to: Int) -> String {
        let upper = min(to, end, from + 60)
        guard from < upper else { return "" }
        return String(decoding: bytes[from..<upper], as: UTF8.self)
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    static func isIdentifierStart(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F || b == 0x24 }
    static func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 0x30 && b <= 0x39) || b == 0x2D }

    /// Skips whitespace and comments (each comment is a mistake); sets `stopped` at the limit or
    /// at a comment that is never closed.
    mutating func skipSpaceAndComments() {
        while i < end, !stopped {
            let b = bytes[i]
            if Self.isSpace(b) {
                i += 1
            } else if b == 0x2F, byte(i + 1) == 0x2F {  // //
                let start = i
                while i < end, bytes[i] != 0x0A { i += 1 }
                note("JSON has no comments: this // comment makes the file invalid", start, i, fix: "remove the comment; keep notes in a data value or outside the file")
            } else if b == 0x2F, byte(i + 1) == 0x2A {  // /*
                let start = i
                i += 2
                while i < end, !(bytes[i] == 0x2A && byte(i + 1) == 0x2F) { i += 1 }
                guard i < end else {
                    note("JSON has no comments, and this /* comment is never closed", start, end, fix: "remove the comment")
                    stopped = true
                    return
                }
                i += 2
                note("JSON has no comments: this /* */ comment makes the file invalid", start, i, fix: "remove the comment; keep notes in a data value or outside the file")
            } else {
                return
            }
        }
    }

    /// Reads a string quoted with `quote` starting at `i`; false when it is not closed.
    mutating func skipString(quote: UInt8) -> Bool {
        i += 1
        while i < end {
            let b = bytes[i]
            if b == 0x5C {
                i += 2
            } else if b == quote {
                i += 1
                return true
            } else if b == 0x0A && quote != 0x22 {
                return false
            } else {
                i += 1
            }
        }
        return false
    }

    mutating func run() {
        while !stopped {
            if containerAtParserError == nil && i >= parserErrorOffset { containerAtParserError = pointer }
            skipSpaceAndComments()
            if stopped { return }
            if containerAtParserError == nil && i >= parserErrorOffset { containerAtParserError = pointer }
            guard i < end else { return }
            let b = bytes[i]
            if topLevelDone {
                if b == 0x7B || b == 0x5B {
                    let message =
                        linePerValue
                        ? "a second JSON value starts on this line: each line of a JSON Lines file holds one JSON value"
                        : "a second JSON value starts here: a .json file holds one JSON value; several values one after another look like JSON Lines"
                    note(message, i, i + 1, fix: linePerValue ? "put each message on its own line" : "name the file .jsonl (one message per line) or pass --stdin-filename x.jsonl")
                }
                return
            }
            guard var top = stack.last else {
                // The top-level value.
                guard readValue() else { return }
                continue
            }
            switch top.state {
            case .opened, .afterComma:
                let closer: UInt8 = top.isObject ? 0x7D : 0x5D
                if b == closer {
                    if top.state == .afterComma {
                        note(
                            "JSON allows no trailing comma: this ',' is followed by '\(top.isObject ? "}" : "]")', not by another \(top.isObject ? "member" : "element")",
                            top.lastComma, top.lastComma + 1, fix: "remove the comma after the last \(top.isObject ? "member" : "element")")
                    }
                    i += 1
                    closeTop()
                    continue
                }
                if top.isObject {
                    guard readKey() else { return }
                } else {
                    top.state = .expectValue
                    stack[stack.count - 1] = top
                    guard readValue() else { return }
                }
            case .expectColon:
                guard b == 0x3A else { return }
                i += 1
                stack[stack.count - 1].state = .expectValue
            case .expectValue:
                guard readValue() else { return }
            case .expectCommaOrEnd:
                let closer: UInt8 = top.isObject ? 0x7D : 0x5D
                if b == 0x2C {
                    top.lastComma = i
                    top.state = .afterComma
                    stack[stack.count - 1] = top
                    i += 1
                } else if b == closer {
                    i += 1
                    closeTop()
                } else {
                    return
                }
            }
        }
    }

    /// Pops the innermost container, which counts as one value of its parent.
    mutating func closeTop() {
        stack.removeLast()
        valueDone()
    }

    /// A value was read in the innermost container (or at the top level).
    mutating func valueDone() {
        guard !stack.isEmpty else {
            topLevelDone = true
            return
        }
        stack[stack.count - 1].count += 1
        stack[stack.count - 1].state = .expectCommaOrEnd
    }

    /// The token of the next value of the innermost container.
    var nextToken: String? {
        guard let top = stack.last else { return nil }
        return top.isObject ? top.key : String(top.count)
    }

    /// Reads a key in an object (with its mistakes); false to stop.
    mutating func readKey() -> Bool {
        let start = i
        let b = bytes[i]
        var key: String
        if b == 0x22 {
            guard skipString(quote: 0x22) else { return false }
            key = decodeLoosely(start + 1, i - 1)
        } else if b == 0x27 {
            guard skipString(quote: 0x27) else { return false }
            key = decodeLoosely(start + 1, i - 1)
            note(
                "JSON strings use double quotes: the key '\(key)' is in single quotes", start, i,
                fix: "write \"\(key)\"")
        } else if Self.isIdentifierStart(b) {
            var j = i
            while j < end, Self.isIdentifierPart(bytes[j]) { j += 1 }
            var k = j
            while k < end, Self.isSpace(bytes[k]) { k += 1 }
            guard byte(k) == 0x3A else { return false }
            key = text(i, j)
            // The first unquoted key says where such text comes from; the others only name the key.
            let origin = sawUnquotedKey ? "" : " (this looks like a JavaScript object literal or console.log output, not JSON)"
            sawUnquotedKey = true
            note(
                "the key \(key) is not in double quotes: JSON needs \"\(key)\"\(origin)",
                i, j, fix: "quote every key: \"\(key)\"; JSON.stringify prints JSON")
            i = j
        } else {
            return false
        }
        stack[stack.count - 1].key = key
        stack[stack.count - 1].state = .expectColon
        return true
    }

    /// Notes the template placeholder or variable at `start..<stop`, where a value goes.
    private mutating func notePlaceholder(_ start: Int, _ stop: Int) {
        let placeholder = text(start, stop)
        note(
            "\(placeholder) is a template placeholder outside a string: until it is filled in, there is no JSON value here",
            start, stop,
            fix: "lint the file as a template: name it *.json.hbs, *.json.tmpl, *.json.j2 (or list it in the configuration's \"templates\"); else lint a rendered sample, or quote the placeholder (\"\(placeholder)\") where the value is a string")
    }

    /// Reads a value (opening a container pushes it); false to stop.
    mutating func readValue() -> Bool {
        let start = i
        let b = bytes[i]
        switch b {
        case 0x7B where byte(i + 1) == 0x7B:
            // {{placeholder}}
            var j = i + 2
            while j + 1 < end, !(bytes[j] == 0x7D && bytes[j + 1] == 0x7D), bytes[j] != 0x0A { j += 1 }
            guard j + 1 < end, bytes[j] == 0x7D, bytes[j + 1] == 0x7D else { return false }
            i = j + 2
            notePlaceholder(start, i)
            valueDone()
        case 0x24 where byte(i + 1) == 0x7B:
            // ${placeholder}: a JavaScript template literal, envsubst, Freemarker
            var j = i + 2
            while j < end, bytes[j] != 0x7D, bytes[j] != 0x7B, bytes[j] != 0x0A { j += 1 }
            guard j < end, bytes[j] == 0x7D, j > i + 2 else { return false }
            i = j + 1
            notePlaceholder(start, i)
            valueDone()
        case 0x24 where i + 1 < end && Self.isIdentifierStart(bytes[i + 1]) && bytes[i + 1] != 0x24:
            // $name: a shell, envsubst, Kotlin, Dart or PHP variable ("data": $data_json in a heredoc)
            var j = i + 1
            while j < end, Self.isIdentifierPart(bytes[j]), bytes[j] != 0x24, bytes[j] != 0x2D { j += 1 }
            i = j
            notePlaceholder(start, i)
            valueDone()
        case 0x5B where functionPrintEnd(at: i) != nil:
            // [Function finish], [Function: finish]: how console.log prints a function member
            // (react-native-push-notification's onNotification object has finish()).
            let stop = functionPrintEnd(at: i) ?? i + 1
            note(
                "\(text(start, stop)) is how console.log prints a function: JSON has no functions",
                start, stop, fix: "leave the member out (JSON.stringify drops functions): lint what JSON.stringify prints")
            i = stop
            valueDone()
        case 0x7B, 0x5B:
            let token = nextToken
            i += 1
            stack.append(Container(isObject: b == 0x7B, token: token, state: .opened))
            if stack.count > JSONParser.defaultMaximumDepth { return false }
        case 0x22:
            guard skipString(quote: 0x22) else { return false }
            valueDone()
        case 0x27:
            guard skipString(quote: 0x27) else { return false }
            let inner = decodeLoosely(start + 1, i - 1)
            note(
                "JSON strings use double quotes: '\(inner.count > 40 ? String(inner.prefix(37)) + "..." : inner)' is in single quotes",
                start, i, fix: "write the string in double quotes (\"\(inner.count > 40 ? String(inner.prefix(37)) + "..." : inner)\")")
            valueDone()
        case 0x2D, 0x30...0x39:
            i += 1
            while i < end, (bytes[i] >= 0x30 && bytes[i] <= 0x39) || bytes[i] == 0x2E || bytes[i] == 0x65 || bytes[i] == 0x45
                || bytes[i] == 0x2B || bytes[i] == 0x2D
            {
                i += 1
            }
            valueDone()
        default:
            guard Self.isIdentifierStart(b) else { return false }
            var j = i
            // A value word may be a dotted expression (tokenInfo.token.value) pasted from code.
            while j < end, Self.isIdentifierPart(bytes[j]) || bytes[j] == 0x2E { j += 1 }
            let word = text(i, j)
            let replacement: String?
            let origin: String
            switch word {
            case "true", "false", "null":
                replacement = nil
                origin = ""
            case "True", "False", "None":
                replacement = word == "None" ? "null" : word.lowercased()
                origin = "\(word) is Python, not JSON (json.dumps writes \(replacement ?? ""))"
            case "undefined":
                replacement = "null"
                origin = "undefined is JavaScript, not JSON (JSON.stringify leaves the key out)"
            case "NaN", "Infinity":
                replacement = "null"
                origin = "\(word) is not a JSON number"
            case "TRUE", "FALSE", "NULL":
                replacement = word.lowercased()
                origin = "\(word) is not JSON: its literals are lower case"
            case _ where ["true", "false", "null"].contains(where: { $0.hasPrefix(word) || word.hasPrefix($0) }):
                // tru, nul, truth: a misspelt literal, which the parser's "'true'?" names better.
                return false
            default:
                // A name from code where the value goes ("to": token, an object literal pasted
                // with its variables): JSON has no variables, only strings, numbers, true, false
                // and null (RFC 8259 §3).
                let shown = word.count > 40 ? String(word.prefix(37)) + "..." : word
                note(
                    "\(shown) is a bare word where a value goes: JSON has no variables (code pasted with its variable names?)",
                    i, j, fix: "write the value itself; a string goes in double quotes (\"\(shown)\" if that is the text)")
                i = j
                valueDone()
                return true
            }
            if let replacement {
                note(origin, i, j, fix: "write \(replacement)")
            }
            i = j
            valueDone()
        }
        return true
    }

    /// One past the `]` of a function as console.log prints it (`[Function finish]`,
    /// `[Function: finish]`, `[Function (anonymous)]`) starting at `at`, on one line; nil otherwise.
    func functionPrintEnd(at: Int) -> Int? {
        let word = Array("[Function".utf8)
        guard at + word.count < end, Array(bytes[at..<(at + word.count)]) == word else { return nil }
        let next = bytes[at + word.count]
        guard next == 0x20 || next == 0x3A || next == 0x5D else { return nil }
        var j = at + word.count
        while j < end, bytes[j] != 0x5D, bytes[j] != 0x0A, j - at < 80 { j += 1 }
        return j < end && bytes[j] == 0x5D ? j + 1 : nil
    }

    /// The text between two offsets with escapes left as written (for messages only).
    func decodeLoosely(_ from: Int, _ to: Int) -> String {
        let upper = min(to, end)
        guard from < upper else { return "" }
        let raw = String(decoding: bytes[from..<min(upper, from + 200)], as: UTF8.self)
        return raw.count > 60 ? String(raw.prefix(57)) + "..." : raw
    }
}
