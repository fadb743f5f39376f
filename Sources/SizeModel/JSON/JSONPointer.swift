/// An RFC 6901 JSON Pointer: the path of a value as reference tokens (`/message/data/badge`).
///
/// Held as its string form (`encoded`), the one thing every report writes: a pointer costs one
/// String, not an array of tokens with a String each, and printing it copies that String's bytes
/// (measured on the findings-heavy corpus: `JSONValue.pointer` from about 1,800 to about 900
/// instructions per kept finding). The tokens are decoded on demand (`tokens`).
public struct JSONPointer: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The string form, with `~` written `~0` and `/` written `~1`; "" for the whole document.
    /// Two pointers are equal when their forms are (the escaping is one-to-one).
    private var encoded: String

    /// The unescaped reference tokens, outermost first. The empty list is the whole document.
    public var tokens: [String] {
        get { Self.decode(encoded) }
        set { encoded = Self.encode(newValue) }
    }

    /// True for the pointer of the whole document (no token).
    public var isEmpty: Bool { encoded.isEmpty }

    /// The outermost token (`tokens.first`), decoded alone.
    public var firstToken: String? {
        guard !encoded.isEmpty else { return nil }
        let scalars = encoded.unicodeScalars.dropFirst()
        let end = scalars.firstIndex(of: "/") ?? scalars.endIndex
        return Self.decode("/" + String(scalars[..<end])).first
    }

    /// Creates a pointer from unescaped tokens.
    public init(tokens: [String] = []) {
        encoded = Self.encode(tokens)
    }

    /// A pointer from its string form, which the caller wrote correctly escaped.
    init(encoded: String) {
        self.encoded = encoded
    }

    /// Parses the string form (`""` or `/a/b~1c`); nil when it does not start with `/` or has a
    /// bad `~` escape.
    ///
    /// Works on Unicode scalars, as RFC 6901 does: a `/` or `~` followed by a combining mark is
    /// still a separator or an escape (a `Character` would fuse the two).
    public init?(parsing text: String) {
        if text.isEmpty {
            encoded = ""
            return
        }
        guard text.unicodeScalars.first == "/" else { return nil }
        var iterator = text.unicodeScalars.dropFirst().makeIterator()
        while let scalar = iterator.next() {
            if scalar == "~" {
                switch iterator.next() {
                case "0", "1": break
                default: return nil
                }
            }
        }
        encoded = text
    }

    /// This pointer with one more member name.
    public func appending(_ token: String) -> JSONPointer {
        var bytes = Array(encoded.utf8)
        Self.append(token: token, to: &bytes)
        return JSONPointer(encoded: String(decoding: bytes, as: UTF8.self))
    }

    /// This pointer with one more array index.
    public func appending(index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// True when `self` is `other` or one of its ancestors.
    public func isPrefix(of other: JSONPointer) -> Bool {
        let tokens = self.tokens
        let otherTokens = other.tokens
        return tokens.count <= otherTokens.count && zip(tokens, otherTokens).allSatisfy { $0 == $1 }
    }

    /// The string form, with `~` written `~0` and `/` written `~1`.
    public var description: String { encoded }

    /// Appends the UTF-8 of `description` to `bytes`, without making a String.
    public func appendDescription(to bytes: inout [UInt8]) {
        bytes.appendUTF8(of: encoded)
    }

    /// Appends `/token` to `bytes`, `~` and `/` escaped as `~0` and `~1`. A token without either
    /// (nearly all of them) is copied whole. `~` and `/` are ASCII, so they are only ever whole
    /// scalars in UTF-8, and escaping the bytes escapes the scalars.
    static func append(token: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "/"))
        withUTF8(of: token) { append(tokenBytes: $0, to: &bytes) }
    }

    /// `append(token:to:)` for the UTF-8 of a token.
    static func append<Bytes: Collection<UInt8>>(tokenBytes utf8: Bytes, to bytes: inout [UInt8]) {
        if !utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "~"):
                bytes.append(UInt8(ascii: "~"))
                bytes.append(UInt8(ascii: "0"))
            case UInt8(ascii: "/"):
                bytes.append(UInt8(ascii: "~"))
                bytes.append(UInt8(ascii: "1"))
            default:
                bytes.append(byte)
            }
        }
    }

    /// The string form of `tokens`.
    private static func encode(_ tokens: [String]) -> String {
        if tokens.isEmpty { return "" }
        var bytes: [UInt8] = []
        for token in tokens { append(token: token, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tokens of a string form that `encode` wrote or `init?(parsing:)` accepted.
    private static func decode(_ encoded: String) -> [String] {
        if encoded.isEmpty { return [] }
        var tokens: [String] = []
        var token = String.UnicodeScalarView()
        var iterator = encoded.unicodeScalars.dropFirst().makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case "/":
                tokens.append(String(token))
                token = String.UnicodeScalarView()
            case "~":
                token.append(iterator.next() == "1" ? "/" : "~")
            default:
                token.append(scalar)
            }
        }
        tokens.append(String(token))
        return tokens
    }

    /// Writes a pointer's string form into memory the caller sized for it (`JSONValue.pointer`,
    /// which bounds it from the node table), for `String(unsafeUninitializedCapacity:)`.
    struct Writer {
        let out: UnsafeMutableBufferPointer<UInt8>
        /// The bytes written so far.
        private(set) var count = 0

        init(_ out: UnsafeMutableBufferPointer<UInt8>) {
            self.out = out
        }

        /// Writes `text` as it is (a pointer's string form).
        mutating func write(_ text: String) {
            JSONPointer.withUTF8(of: text) { copy($0) }
        }

        /// Writes `/` and `token`, `~` and `/` escaped (`append(token:to:)`).
        mutating func write(token: String) {
            JSONPointer.withUTF8(of: token) { write(token: $0) }
        }

        /// Writes `/` and the token whose UTF-8 is `utf8`, `~` and `/` escaped, in one pass: each
        /// byte is tested and stored in the same step, instead of a scan for `~` and `/` and then a
        /// `memcpy` call for the plain keys (nearly every key is a few bytes, where the call and
        /// the second pass cost more than the copy; measured on the findings-heavy corpus, see the
        /// commit that made it). The caller's bound leaves room for every byte escaped.
        mutating func write(token utf8: UnsafeBufferPointer<UInt8>) {
            precondition(count &+ 1 &+ 2 &* utf8.count <= out.count, "JSONPointer.Writer: more bytes than the bound")
            out[count] = UInt8(ascii: "/")
            count &+= 1
            for byte in utf8 {
                if byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") {
                    out[count] = UInt8(ascii: "~")
                    out[count &+ 1] = byte == UInt8(ascii: "~") ? UInt8(ascii: "0") : UInt8(ascii: "1")
                    count &+= 2
                } else {
                    out[count] = byte
                    count &+= 1
                }
            }
        }

        /// Copies `bytes` as they are.
        private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let base = out.baseAddress, !bytes.isEmpty else { return }
            precondition(count + bytes.count <= out.count, "JSONPointer.Writer: more bytes than the bound")
            (base + count).update(from: source, count: bytes.count)
            count &+= bytes.count
        }

        /// Writes `/` and the decimal digits of array index (or line, or element) `index`, as
        /// `String(index)` writes them.
        mutating func write(index: Int) {
            guard index >= 0 else { return write(token: String(index)) }
            out[count] = UInt8(ascii: "/")
            var digits = 1
            var rest = index
            while rest >= 10 {
                rest /= 10
                digits &+= 1
            }
            rest = index
            var at = count &+ digits
            while at > count {
                out[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                at &-= 1
            }
            count &+= 1 &+ digits
        }
    }

    /// Calls `body` with the UTF-8 of `token` in contiguous memory.
    private static func withUTF8<R>(of token: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = token.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = token
        return copy.withUTF8(body)
    }

    /// Token by token (a pointer before its descendants), each token compared as a String.
    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}
