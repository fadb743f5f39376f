/// Why a JSON text was rejected, and the byte offset where the problem was found.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Equatable {
        /// There is no JSON value at all (empty or whitespace-only input).
        case emptyInput
        /// The input ended while `expected` was still needed.
        case unexpectedEnd(expected: String)
        /// Something other than `expected` was found; `found` describes it.
        case unexpectedCharacter(found: String, expected: String)
        /// A byte sequence that is not valid UTF-8 (overlong, surrogate, truncated, 0xF8–0xFF…).
        case invalidUTF8(detail: String)
        /// A raw control character (U+0000–U+001F) inside a string.
        case controlCharacterInString(UInt8)
        /// A backslash followed by something other than `" \ / b f n r t u`.
        case invalidEscape(found: String)
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A `\uD800`–`\uDFFF` escape that is not part of a surrogate pair.
        case loneSurrogate(String)
        /// A malformed number (leading zero, missing digits).
        case invalidNumber(detail: String)
        /// More JSON after the top-level value.
        case trailingContent(found: String)
        /// Containers nested deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// More keys and values than the limit.
        case tooManyValues(limit: Int)
    }

    /// What was wrong.
    public let reason: Reason
    /// The byte offset of the problem in the parsed bytes.
    public let offset: Int

    /// Creates an error.
    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A lower-case sentence naming what was expected and what was found.
    public var description: String {
        switch reason {
        case .emptyInput:
            return "empty input: expected a JSON value"
        case .unexpectedEnd(let expected):
            return "unexpected end of input: expected \(expected)"
        case .unexpectedCharacter(let found, let expected):
            return "expected \(expected), found \(found)"
        case .invalidUTF8(let detail):
            return "invalid UTF-8: \(detail)"
        case .controlCharacterInString(let byte):
            return "raw control character U+\(hex(byte, width: 4)) in a string: write it as an escape such as \\n or \\u\(hex(byte, width: 4))"
        case .invalidEscape(let found):
            return "invalid escape \\\(found) in a string: only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits are allowed"
        case .invalidUnicodeEscape:
            return "invalid \\u escape: expected four hexadecimal digits"
        case .loneSurrogate(let escape):
            return "lone surrogate \(escape): a \\uD800–\\uDFFF escape must be half of a surrogate pair"
        case .invalidNumber(let detail):
            return "invalid number: \(detail)"
        case .trailingContent(let found):
            return "unexpected \(found) after the end of the JSON value"
        case .nestingTooDeep(let limit):
            return "nesting deeper than \(limit) levels"
        case .tooManyValues(let limit):
            return "more than \(limit) keys and values in one document; notifykit-lint stops reading there"
        }
    }
}

func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
