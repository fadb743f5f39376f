import Testing

@testable import LintRules

/// The byte checks the schema walk uses to skip decoding a valid string agree with the String checks.
@Suite struct SchemaFastPathTests {
    static let texts = FastPathTests.texts + [
        "123e4567-e89b-12d3-a456-4266554400a0", "123E4567-E89B-12D3-A456-4266554400A0", "123e4567-e89b-12d3-a456-4266554400a",
        "123e4567xe89b-12d3-a456-4266554400a0", "#a1b2c3", "#A1B2C3", "#a1b2c", "#a1b2c3d4", "a1b2c3d", "10", "5", "1", "01",
        "high", "HIGH", "very-low", "normal ", "\u{212A}", "K", "999999999999999s", "9999999999999999s", "1.123456789s",
        "0s", String(repeating: "x", count: 64), String(repeating: "x", count: 65), "ü" + String(repeating: "x", count: 62),
    ]

    static let formats: [StringFormat] = [
        .any, .hexColor, .hexColorWithAlpha, .duration, .timestamp, .analyticsLabel, .digits, .uuid, .maxBytes(64),
        .oneOf(EnumSpec(["10", "5", "1"])), .oneOf(EnumSpec(["very-low", "low", "normal", "high"])),
        .oneOf(EnumSpec(["K", "HIGH"], caseInsensitive: true)), .oneOf(EnumSpec(["K"])),
    ]

    @Test func acceptsAgreesWithProblem() {
        for format in Self.formats {
            for text in Self.texts {
                // A slice that does not start at index 0, as a value's bytes in its document.
                let bytes = Array(("x" + text).utf8)[1...]
                guard let accepted = format.accepts(bytes) else { continue }
                #expect(accepted == (format.problem(with: text) == nil), "\(format) \(text)")
            }
        }
    }

    /// The bit set of label bytes holds exactly the ASCII bytes `analyticsLabelProblem` allows,
    /// and no byte of a multi-byte character.
    @Test func analyticsLabelBytesAgreeWithProblem() {
        for byte in UInt8.min...UInt8.max {
            let allowed = byte < 0x80 && StringFormat.analyticsLabelProblem("a" + String(UnicodeScalar(byte)) + "z") == nil
            #expect(StringFormat.isAnalyticsLabelByte(byte) == allowed, "byte \(byte)")
        }
    }

    @Test func enumAcceptsAgreesWithMatch() {
        let specs = [EnumSpec(["10", "5", "1"]), EnumSpec(["high", "K"]), EnumSpec(["HIGH"], caseInsensitive: true)]
        for spec in specs {
            for text in Self.texts {
                let bytes = Array(("x" + text).utf8)[1...]
                guard let accepted = spec.accepts(bytes) else { continue }
                #expect(accepted == (spec.match(text) != nil), "\(spec.values) \(text)")
            }
        }
    }
}
