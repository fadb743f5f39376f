/// A message printed or written by code rather than serialized: a Python dict as `print()` or
/// `repr()` writes it (`{'message': {'token': 'abc', 'data': {'n': 3}}, 'dry_run': True}`, what
/// fcm-django, PyFCM and firebase_admin users paste from their logs; Python 2's `u'…'` too), or a
/// Dart map or JavaScript object literal written with single quotes and quoted keys. It is not
/// JSON, but it stands for the JSON that `json.dumps`, `jsonEncode` or `JSON.stringify` sends, so
/// that JSON is linted, where the text stands.
///
/// The reading keeps every byte where it is, so every finding's line and column are the pasted
/// text's: a single-quoted string becomes a double-quoted one (the quotes change, nothing else),
/// `True`, `False` and `None` become `true`, `false` and `null` (as long), and a `u` prefix a
/// blank. A text is read so
/// only when it can be read in full that way:
///
/// - every key is in single quotes (Python writes a key in double quotes only when it holds a
///   `'`): a JSON document with a key or two in single quotes is a JSON file with a typo, which
///   the syntax diagnosis names;
/// - a single-quoted string holds no `"` and no escape JSON reads differently (`\'`, `\x41`, a
///   line continuation);
/// - the words outside strings are `True`, `False`, `None`, `true`, `false` and `null`, and there
///   is nothing else a JSON parser would not read (a tuple, a call, a comment).
///
/// The text must then parse as JSON; anything else stays the syntax diagnosis's.
struct SingleQuotedLiteral {
    /// The text to parse (the same length as the input, the quotes and words rewritten) and the
    /// offset of the first byte rewritten (where the json-printed-literal finding goes).
    let text: [UInt8]
    let firstRewrite: Int
    /// Whether a Python word (`True`, `False`, `None`) was read: the finding then names Python.
    let hasPythonWords: Bool

    /// Deeper nesting is left to the syntax diagnosis (a message is never this deep).
    static let maximumDepth = 256

    /// The JSON that `bytes[range]` stands for, or nil when the text is not such a literal.
    init?(_ bytes: [UInt8], range: Range<Int>) {
        var text = bytes
        var firstRewrite: Int? = nil
        var hasPythonWords = false
        // For each open container, whether it is an object; and whether the next string is a key.
        var containers: [Bool] = []
        var expectsKey = false
        var index = range.lowerBound
        func rewrite(_ offset: Int, _ replacement: String) {
            firstRewrite = firstRewrite ?? offset
            for (i, byte) in replacement.utf8.enumerated() { text[offset + i] = byte }
        }
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":"):
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard containers.count < Self.maximumDepth else { return nil }
                containers.append(byte == UInt8(ascii: "{"))
                expectsKey = byte == UInt8(ascii: "{")
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard containers.popLast() != nil else { return nil }
                expectsKey = false
                index += 1
            case UInt8(ascii: ","):
                expectsKey = containers.last == true
                index += 1
            case UInt8(ascii: "'"):
                guard let close = Self.singleQuotedEnd(bytes, from: index, to: range.upperBound) else { return nil }
                rewrite(index, "\"")
                rewrite(close, "\"")
                expectsKey = false
                index = close + 1
            case UInt8(ascii: "\""):
                guard let close = Self.doubleQuotedEnd(bytes, from: index, to: range.upperBound) else { return nil }
                // A key in double quotes is JSON's, unless it holds a `'` (Python's choice then).
                if expectsKey, !bytes[index..<close].contains(UInt8(ascii: "'")) { return nil }
                expectsKey = false
                index = close + 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < range.upperBound, Self.isNumberByte(bytes[index]) { index += 1 }
            case UInt8(ascii: "u") where index + 1 < range.upperBound && (bytes[index + 1] == UInt8(ascii: "'") || bytes[index + 1] == UInt8(ascii: "\"")):
                // Python 2's unicode prefix (`u'title'`): a blank before the string.
                rewrite(index, " ")
                hasPythonWords = true
                index += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                var end = index
                while end < range.upperBound, Self.isWordByte(bytes[end]) { end += 1 }
                switch String(decoding: bytes[index..<end], as: UTF8.self) {
                case "True": rewrite(index, "true")
                case "False": rewrite(index, "false")
                case "None": rewrite(index, "null")
                case "true", "false", "null": break
                default: return nil
                }
                hasPythonWords = hasPythonWords || bytes[index] < UInt8(ascii: "a")
                index = end
            default:
                return nil
            }
        }
        guard let firstRewrite, containers.isEmpty else { return nil }
        self.text = text
        self.firstRewrite = firstRewrite
        self.hasPythonWords = hasPythonWords
    }

    /// What the json-printed-literal finding says: the text is not JSON, and what was linted instead.
    var message: String {
        hasPythonWords
            ? "this is a Python dict as print() writes it (single quotes, True/False/None), not JSON: it is linted as the JSON json.dumps sends"
            : "this is written with single quotes (a Python dict, a Dart map or a JavaScript object), not JSON: it is linted as the JSON json.dumps, jsonEncode or JSON.stringify sends"
    }

    static let fix = "lint the JSON the code sends (json.dumps(message), jsonEncode(message), JSON.stringify(message)); a .json file must hold JSON"

    /// The offset of the quote that closes the single-quoted string opened at `start`, or nil when
    /// it has no end or holds what a JSON string would read differently.
    private static func singleQuotedEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "'"):
                return index
            case UInt8(ascii: "\""), 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                // JSON's own escapes only (`\'` and `\x41` are Python's).
                guard index + 1 < end, jsonEscapes.contains(bytes[index + 1]) else { return nil }
                index += 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// The offset of the quote that closes the double-quoted string opened at `start`.
    private static func doubleQuotedEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The letters after a backslash that JSON reads as Python does (`\u` included).
    private static let jsonEscapes: Set<UInt8> = Set("\\/bfnrtu".utf8)

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte | 0x20 == UInt8(ascii: "e")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}
