import SizeModel

/// A parsed FCM topic condition, shared by the condition rules.
///
/// The grammar FCM documents: `'<topic>' in topics` atoms joined by `&&` and `||`, negated by `!`
/// and grouped by parentheses, for example `'TopicA' in topics && ('TopicB' in topics || !('TopicC'
/// in topics))`. Topic names use FCM's topic alphabet `[a-zA-Z0-9-_.~%]`. The parser works on the
/// decoded UTF-8 bytes of the string and reports the byte offset of the first problem, so a finding
/// can point at the exact character inside the JSON string.
struct TopicCondition {
    /// One `'<topic>' in topics` atom.
    struct Atom {
        /// Offset of the opening quote.
        let start: Int
        /// Offset one past `topics`.
        let end: Int
        /// The quote character used (`'` or `"`).
        let quote: UInt8
    }

    /// The first syntax error.
    struct SyntaxError: Error {
        /// What is wrong, lower case.
        let message: String
        /// Offset of the offending character.
        let offset: Int
        /// Length of the offending text (at least 1, except at the end of the text).
        let length: Int
    }

    /// The atoms read, in order (all of them when the condition parses).
    private(set) var atoms: [Atom] = []
    /// The first syntax error, or nil when the condition is well formed.
    private(set) var error: SyntaxError?

    /// Deepest nesting of parentheses and `!` accepted; far beyond any five-topic condition.
    static let maximumDepth = 64

    private let text: [UInt8]
    private var position = 0

    /// Parses `text`, the decoded bytes of the condition string.
    init(_ text: [UInt8]) {
        self.text = text
        do {
            skipSpace()
            guard position < text.count else {
                throw SyntaxError(message: "the condition is blank", offset: 0, length: text.count)
            }
            try parseOr(depth: 0)
            skipSpace()
            if position < text.count {
                throw unexpected(expectingOperator: true)
            }
        } catch let syntaxError as SyntaxError {
            error = syntaxError
        } catch {}
    }

    // MARK: - Grammar

    private mutating func parseOr(depth: Int) throws {
        try parseAnd(depth: depth)
        while try consumeOperator("||") { try parseAnd(depth: depth) }
    }

    private mutating func parseAnd(depth: Int) throws {
        try parseUnary(depth: depth)
        while try consumeOperator("&&") { try parseUnary(depth: depth) }
    }

    private mutating func parseUnary(depth: Int) throws {
        guard depth < TopicCondition.maximumDepth else {
            throw SyntaxError(message: "the condition is nested too deeply", offset: position, length: 1)
        }
        skipSpace()
        guard position < text.count else {
            throw SyntaxError(
                message: "the condition ends where a topic ('name' in topics), ! or ( is expected",
                offset: text.count, length: 0)
        }
        switch text[position] {
        case UInt8(ascii: "!"):
            position += 1
            try parseUnary(depth: depth + 1)
        case UInt8(ascii: "("):
            let open = position
            position += 1
            try parseOr(depth: depth + 1)
            skipSpace()
            guard position < text.count, text[position] == UInt8(ascii: ")") else {
                if position < text.count, text[position] != UInt8(ascii: ")") {
                    throw unexpected(expectingOperator: true)
                }
                throw SyntaxError(message: "this ( is never closed", offset: open, length: 1)
            }
            position += 1
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            try parseAtom()
        default:
            throw unexpected(expectingOperator: false)
        }
    }

    /// `'<topic>' in topics`.
    private mutating func parseAtom() throws {
        let start = position
        let quote = text[position]
        position += 1
        let nameStart = position
        while position < text.count, text[position] != quote { position += 1 }
        guard position < text.count else {
            throw SyntaxError(
                message: "unbalanced quote: the topic name that starts here is never closed", offset: start,
                length: 1)
        }
        let nameEnd = position
        if nameStart == nameEnd {
            throw SyntaxError(message: "the topic name is empty", offset: start, length: 2)
        }
        if let bad = (nameStart..<nameEnd).first(where: { !TopicName.isAllowed(text[$0]) }),
            !TemplateText.passes(String(decoding: text[nameStart..<nameEnd], as: UTF8.self), { name in
                name.utf8.allSatisfy { TopicName.isAllowed($0) }
            })
        {
            let length = TopicCondition.characterLength(at: bad, in: text)
            let character = String(decoding: text[bad..<(bad + length)], as: UTF8.self)
            throw SyntaxError(
                message: "\(TopicName.describe(character)) is not allowed in a topic name ([a-zA-Z0-9-_.~%])",
                offset: bad, length: length)
        }
        position += 1
        skipSpace()
        guard consumeWord("in") else {
            throw SyntaxError(
                message: "expected \"in topics\" after the topic name", offset: position,
                length: wordLength(at: position))
        }
        let beforeSpace = position
        skipSpace()
        guard position > beforeSpace, consumeWord("topics") else {
            throw SyntaxError(
                message: "expected \"topics\" after \"in\"", offset: position, length: wordLength(at: position))
        }
        atoms.append(Atom(start: start, end: position, quote: quote))
    }

    // MARK: - Tokens

    /// Consumes `op` (`&&` or `||`) after optional space; throws on a single `&` or `|`.
    private mutating func consumeOperator(_ op: StaticString) throws -> Bool {
        skipSpace()
        guard position < text.count else { return false }
        let first = op.utf8Byte(at: 0)
        guard text[position] == first else { return false }
        guard position + 1 < text.count, text[position + 1] == first else {
            throw SyntaxError(
                message: "a single \(Character(Unicode.Scalar(first))) is not an operator; write \(op)",
                offset: position, length: 1)
        }
        position += 2
        return true
    }

    /// Consumes `word` when it is at the position and not followed by a letter or digit.
    private mutating func consumeWord(_ word: StaticString) -> Bool {
        let start = position
        let text = self.text
        let count = word.utf8CodeUnitCount
        let matches = start + count <= text.count && (0..<count).allSatisfy { text[start + $0] == word.utf8Byte(at: $0) }
        guard matches else { return false }
        let after = position + word.utf8CodeUnitCount
        if after < text.count, TopicCondition.isWordByte(text[after]) { return false }
        position = after
        return true
    }

    private mutating func skipSpace() {
        while position < text.count, TopicCondition.isSpace(text[position]) { position += 1 }
    }

    /// The error for an unexpected token at the position.
    private func unexpected(expectingOperator: Bool) -> SyntaxError {
        let byte = text[position]
        let length = wordLength(at: position)
        let word = String(decoding: text[position..<(position + length)], as: UTF8.self)
        switch word.lowercased() {
        case "and": return SyntaxError(message: "write && instead of \"\(word)\"", offset: position, length: length)
        case "or": return SyntaxError(message: "write || instead of \"\(word)\"", offset: position, length: length)
        case "not": return SyntaxError(message: "write ! instead of \"\(word)\"", offset: position, length: length)
        default: break
        }
        if byte == UInt8(ascii: ")") {
            return SyntaxError(message: "this ) has no matching (", offset: position, length: 1)
        }
        if expectingOperator {
            return SyntaxError(
                message: "expected && or || here, or the end of the condition", offset: position, length: length)
        }
        if TopicCondition.isWordByte(byte) {
            return SyntaxError(
                message: "a topic name must be quoted: write '\(word)' in topics", offset: position, length: length)
        }
        return SyntaxError(
            message: "unexpected \(TopicName.describe(word)); expected a topic ('name' in topics), ! or (",
            offset: position, length: length)
    }

    /// The length of the word at `offset`, or of the single character there.
    private func wordLength(at offset: Int) -> Int {
        guard offset < text.count else { return 0 }
        var end = offset
        while end < text.count, TopicCondition.isWordByte(text[end]) { end += 1 }
        return end > offset ? end - offset : TopicCondition.characterLength(at: offset, in: text)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The byte length of the UTF-8 character starting at `offset`.
    static func characterLength(at offset: Int, in text: [UInt8]) -> Int {
        let byte = text[offset]
        let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        return min(length, text.count - offset)
    }
}

// MARK: - Reading from a message

extension TopicCondition {
    /// A condition string of a message, decoded and parsed; file offsets of its bytes are worked
    /// out only for a finding.
    struct Located {
        /// The `condition` value.
        let value: SizeModel.JSONValue
        /// The parsed condition.
        let condition: TopicCondition

        /// The file offset of decoded offset `offset`.
        func sourceOffset(_ offset: Int) -> Int {
            // File offset of each decoded byte, plus one for the closing quote.
            let offsets = value.decodedStringWithSourceOffsets()?.offsets ?? []
            guard !offsets.isEmpty else { return value.sourceStart }
            return offsets[min(max(offset, 0), offsets.count - 1)]
        }
    }

    /// The message's `condition` (`message.member(literal: "condition")`) parsed, when the message
    /// is routed; nil when absent, empty or not a string (other rules report those).
    static func located(_ condition: JSONValue?, routed: Bool) -> Located? {
        guard routed, let value = condition, value.isString,
            case let bytes = value.decodedStringBytes(), !bytes.isEmpty
        else { return nil }
        return Located(value: value, condition: TopicCondition(bytes))
    }
}
