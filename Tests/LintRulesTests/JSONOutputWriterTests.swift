import Testing

@testable import LintRules

/// The byte-buffer JSON writer escapes strings exactly as the scalar-by-scalar writer it replaced.
@Suite struct JSONOutputWriterTests {
    /// The replaced implementation, kept as the reference.
    static func referenceQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static let samples: [String] = [
        "", "plain", "a\"b", "back\\slash", "line\nbreak\r\n", "\t\u{08}\u{0C}", "\u{00}\u{01}\u{1F}\u{7F}",
        "é ü ß", "日本語", "🙂 emoji", "\u{2028}\u{2029}", "\u{2027}\u{202A}\u{2000}", "e\u{301}", "\u{FEFF}x",
        "/message/data/a~1b", "mixed \"é\"\n\u{2028}end",
    ]

    @Test func quotedMatchesTheScalarWriter() {
        for sample in Self.samples {
            #expect(JSONOutputWriter.quoted(sample) == Self.referenceQuoted(sample), "\(sample.debugDescription)")
        }
        // Every scalar of the Basic Multilingual Plane and a few above it, alone and in text.
        var scalars: [Unicode.Scalar] = (0...0xFFFF).compactMap(Unicode.Scalar.init)
        scalars += [0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
        var mismatches: [Unicode.Scalar] = []
        for scalar in scalars {
            let text = "a" + String(Character(scalar)) + "z"
            if JSONOutputWriter.quoted(text) != Self.referenceQuoted(text) { mismatches.append(scalar) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func numbersMatchStringInit() {
        for number in [0, 1, -1, 9, 10, 99, 100, 12_345, -98_765, Int.max, Int.min] {
            var out = JSONOutputWriter()
            out.field("n", number)
            #expect(out.text == "\"n\": \(number)")
        }
    }
}
