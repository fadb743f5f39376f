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
    public init?(parsing text: String) {
        if text.isEmpty {
            self.tokens = []
            return
        }
        guard text.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                if character == "~" {
                    switch iterator.next() {
                    case "0": token.append("~")
                    case "1": token.append("/")
                    default: return nil
                    }
                } else {
                    token.append(character)
                }
            }
            tokens.append(token)
        }
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
    public var description: String {
        var result = ""
        for token in tokens {
            result.append("/")
            for character in token {
                switch character {
                case "~": result.append("~0")
                case "/": result.append("~1")
                default: result.append(character)
                }
            }
        }
        return result
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}
