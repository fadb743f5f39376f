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

    /// The string form, with `~` written `~0` and `/` written `~1` (scalar by scalar).
    public var description: String {
        if tokens.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "~")) && !$0.utf8.contains(UInt8(ascii: "/")) }) {
            var result = ""
            for token in tokens {
                result += "/"
                result += token
            }
            return result
        }
        var result = String.UnicodeScalarView()
        for token in tokens {
            result.append("/")
            for scalar in token.unicodeScalars {
                switch scalar {
                case "~": result.append(contentsOf: "~0".unicodeScalars)
                case "/": result.append(contentsOf: "~1".unicodeScalars)
                default: result.append(scalar)
                }
            }
        }
        return String(result)
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}
