/// An RFC 6901 JSON Pointer: the path of a value as reference tokens (`/message/data/badge`).
public struct JSONPointer: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The unescaped reference tokens, outermost first. The empty list is the whole document.
    public var tokens: [String]

    /// Creates a pointer from unescaped tokens.
    public init(tokens: [String] = []) {
        self.tokens = tokens
    }

    /// Parses the string form (`""` or `/a/b~1c`); nil when it does not start with `/` or has a
    /// bad `~` escape.
    ///
    /// Works on Unicode scalars, as RFC 6901 does: a `/` or `~` followed by a combining mark is
    /// still a separator or an escape (a `Character` would fuse the two).
    public init?(parsing text: String) {
        if text.isEmpty {
            self.tokens = []
            return
        }
        guard text.unicodeScalars.first == "/" else { return nil }
        var tokens: [String] = []
        var token = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.dropFirst().makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case "/":
                tokens.append(String(token))
                token = String.UnicodeScalarView()
            case "~":
                switch iterator.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: return nil
                }
            default:
                token.append(scalar)
            }
        }
        tokens.append(String(token))
        self.tokens = tokens
    }

    /// This pointer with one more member name.
    public func appending(_ token: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [token])
    }

    /// This pointer with one more array index.
    public func appending(index: Int) -> JSONPointer {
        JSONPointer(tokens: tokens + [String(index)])
    }

    /// True when `self` is `other` or one of its ancestors.
    public func isPrefix(of other: JSONPointer) -> Bool {
        tokens.count <= other.tokens.count && zip(tokens, other.tokens).allSatisfy { $0 == $1 }
    }

    /// The string form, with `~` written `~0` and `/` written `~1`.
    ///
    /// Written byte by byte into one String of the exact size: `~` and `/` are ASCII, so they
    /// are only ever whole scalars in UTF-8, and escaping the bytes escapes the scalars.
    public var description: String {
        var count = 0
        for token in tokens {
            count += 1 + token.utf8.count
            count += Self.withUTF8(of: token) { utf8 in
                var escapes = 0
                for byte in utf8 where byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") { escapes += 1 }
                return escapes
            }
        }
        if count == 0 { return "" }
        return String(unsafeUninitializedCapacity: count) { Self.write(tokens, to: $0) }
    }

    /// Appends the UTF-8 of `description` to `bytes`, without making a String: written into
    /// scratch memory big enough for it (each byte escaped) and appended in one step.
    public func appendDescription(to bytes: inout [UInt8]) {
        var bound = 0
        for token in tokens { bound += 1 + 2 * token.utf8.count }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { out in
            guard let base = out.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: Self.write(tokens, to: out)))
        }
    }

    /// Writes `/token` for each of `tokens`, `~` and `/` escaped as `~0` and `~1`, from the start of
    /// `out` (which has room for it); returns the count written. A token without `~` or `/`
    /// (nearly all of them) is copied whole.
    private static func write(_ tokens: [String], to out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = out.baseAddress else { return 0 }
        var i = 0
        for token in tokens {
            out[i] = UInt8(ascii: "/")
            i += 1
            i = withUTF8(of: token) { utf8 in
                var i = i
                if !utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                    if let source = utf8.baseAddress { (base + i).initialize(from: source, count: utf8.count) }
                    return i + utf8.count
                }
                for byte in utf8 {
                    switch byte {
                    case UInt8(ascii: "~"):
                        out[i] = UInt8(ascii: "~")
                        out[i + 1] = UInt8(ascii: "0")
                        i += 2
                    case UInt8(ascii: "/"):
                        out[i] = UInt8(ascii: "~")
                        out[i + 1] = UInt8(ascii: "1")
                        i += 2
                    default:
                        out[i] = byte
                        i += 1
                    }
                }
                return i
            }
        }
        return i
    }

    /// The reference token of array index (or line, or element) `index`: its decimal digits. The
    /// first indices, which nearly every pointer uses, come from a table; the others are written
    /// digit by digit into scratch memory, without the generic number-to-text conversion.
    static func indexToken(_ index: Int) -> String {
        if index >= 0 && index < smallIndexTokens.count { return smallIndexTokens[index] }
        guard index > 0 else { return String(index) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = index
            var start = digits.count
            while rest > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            return String(decoding: UnsafeBufferPointer(rebasing: digits[start...]), as: UTF8.self)
        }
    }

    /// The tokens of indices 0 to 63, made once.
    private static let smallIndexTokens: [String] = (0..<64).map { String($0) }

    /// Calls `body` with the UTF-8 of `token` in contiguous memory.
    private static func withUTF8<R>(of token: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = token.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = token
        return copy.withUTF8(body)
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}
