import Foundation

/// A JSON value built in the test, independent of the code under test.
indirect enum RefJSON {
    case object([(String, RefJSON)])
    case array([RefJSON])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// The compact serialization `JSON.stringify` writes (`asciiOnly`: Python's
    /// `json.dumps(separators=(",", ":"))` with `ensure_ascii=True`).
    func compact(asciiOnly: Bool = false, pythonSeparators: Bool = false) -> String {
        let comma = pythonSeparators ? ", " : ","
        let colon = pythonSeparators ? ": " : ":"
        switch self {
        case .object(let members):
            return "{" + members.map { Self.quote($0.0, asciiOnly) + colon + $0.1.compact(asciiOnly: asciiOnly, pythonSeparators: pythonSeparators) }
                .joined(separator: comma) + "}"
        case .array(let elements):
            return "[" + elements.map { $0.compact(asciiOnly: asciiOnly, pythonSeparators: pythonSeparators) }.joined(separator: comma) + "]"
        case .string(let text): return Self.quote(text, asciiOnly)
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    /// A valid but noisy spelling of the same value: random whitespace, and characters written as
    /// `\uXXXX` escapes (surrogate pairs beyond U+FFFF) or `\/` at random.
    func noisy(_ random: inout SeededRandom) -> String {
        let space = { (r: inout SeededRandom) -> String in [" ", "", "\n  ", "\t", "\r\n"][r.next(5)] }
        switch self {
        case .object(let members):
            return "{" + space(&random) + members.map { member in
                Self.noisyQuote(member.0, &random) + space(&random) + ":" + space(&random) + member.1.noisy(&random)
            }.joined(separator: "," + space(&random)) + space(&random) + "}"
        case .array(let elements):
            return "[" + space(&random) + elements.map { $0.noisy(&random) }.joined(separator: " ,") + "]"
        case .string(let text): return Self.noisyQuote(text, &random)
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    /// JSON.stringify's string escaping; with `asciiOnly`, Python's `ensure_ascii`.
    static func quote(_ text: String, _ asciiOnly: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || (asciiOnly && scalar.value >= 0x7F) {
                    out += utf16Escapes(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func utf16Escapes(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    static func noisyQuote(_ text: String, _ random: inout SeededRandom) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += random.next(2) == 0 ? "\\/" : "/"
            case "\n": out += random.next(2) == 0 ? "\\n" : "\\u000a"
            default:
                if scalar.value < 0x20 || random.next(4) == 0 {
                    out += utf16Escapes(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A Foundation object for `JSONSerialization`.
    var foundation: Any {
        switch self {
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for (key, value) in members { dictionary[key] = value.foundation }
            return dictionary
        case .array(let elements): return elements.map(\.foundation)
        case .string(let text): return text
        case .int(let value): return value
        case .bool(let value): return value
        case .null: return NSNull()
        }
    }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Random messages with every kind of character the size model must count.
enum RandomMessages {
    static let pieces: [String] = [
        "a", "Z", "9", " ", "order", "\"", "\\", "/", "\n", "\t", "\r", "\u{08}", "\u{0C}", "\u{01}", "\u{1F}",
        "\u{7F}", "é", "ß", "Ω", "日本", "한국어", "中文", "😀", "🚚", "🇯🇵", "👨‍👩‍👧", "e\u{301}", "\u{2028}", "\u{FEFF}",
        "\u{FFFF}", "\u{10FFFF}", "{{name}}",
    ]

    static func string(_ random: inout SeededRandom) -> String {
        (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
    }

    static func value(_ random: inout SeededRandom, depth: Int) -> RefJSON {
        switch depth > 3 ? random.next(4) + 2 : random.next(6) {
        case 0:
            var keys = Set<String>()
            var members: [(String, RefJSON)] = []
            for _ in 0..<random.next(5) {
                let key = string(&random)
                guard keys.insert(key).inserted else { continue }
                members.append((key, value(&random, depth: depth + 1)))
            }
            return .object(members)
        case 1: return .array((0..<random.next(4)).map { _ in value(&random, depth: depth + 1) })
        case 2, 3: return .string(string(&random))
        case 4: return .int(random.next(2_000_001) - 1_000_000)
        default: return [RefJSON.bool(true), .bool(false), .null][random.next(3)]
        }
    }

    /// A message-like object: data, notification and apns blocks with random content.
    static func message(_ random: inout SeededRandom) -> RefJSON {
        var data: [(String, RefJSON)] = []
        var keys = Set<String>()
        for _ in 0..<random.next(6) {
            let key = string(&random)
            if keys.insert(key).inserted { data.append((key, .string(string(&random)))) }
        }
        return .object([
            ("token", .string("eHtJ8b0cQ2mR1vN7aK3pLz:APA91b" + string(&random))),
            ("notification", .object([("title", .string(string(&random))), ("body", .string(string(&random)))])),
            ("data", .object(data)),
            ("apns", .object([("payload", .object([("aps", .object([("badge", .int(random.next(100)))])), ("x", value(&random, depth: 2))]))])),
            ("extra", value(&random, depth: 1)),
        ])
    }
}
