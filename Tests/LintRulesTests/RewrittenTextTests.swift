@testable import LintRules
import Testing

/// The JSON written from a code literal (`RewrittenText`): every written byte maps back to the
/// pasted byte it stands for, inserted bytes to the byte after them, and a value of unknown
/// content is found by any offset inside it, also after a value is read again.
@Suite struct RewrittenTextTests {
    /// `{title: t}` written as `{"title": "${t}"}`: quotes inserted around the key, the code a
    /// placeholder noted as unknown.
    static func written() -> RewrittenText {
        var text = RewrittenText()
        text.write(UInt8(ascii: "{"), from: 0)
        text.insert("\"", before: 1)
        for (offset, byte) in "title".utf8.enumerated() { text.write(byte, from: 1 + offset) }
        text.insert("\"", before: 6)
        text.write(UInt8(ascii: ":"), from: 6)
        text.write(UInt8(ascii: " "), from: 7)
        let value = text.count
        text.insert("\"${", before: 8)
        text.write(UInt8(ascii: "t"), from: 8)
        text.insert("}\"", before: 9)
        text.markUnknown(from: value)
        text.write(UInt8(ascii: "}"), from: 9)
        return text
    }

    @Test func bytesAndPlacesAreTheWrittenOnes() {
        let text = Self.written()
        #expect(String(decoding: text.bytes, as: UTF8.self) == #"{"title": "${t}"}"#)
        // The key "title" (written 1..<8) is the pasted title (1..<6).
        #expect(text.originalSpan(start: 1, end: 8, fileOffset: 0) == (1, 6))
        #expect(text.originalSpan(start: 1, end: 8, fileOffset: 100) == (101, 106))
    }

    @Test func unknownValueIsFoundByEveryOffsetInside() {
        let text = Self.written()
        let value = 10..<16
        for offset in 0..<text.count {
            #expect(text.isUnknown(offset) == value.contains(offset), "offset \(offset)")
        }
    }

    @Test func truncateForgetsBytesAndUnknownValues() {
        var text = Self.written()
        text.truncate(to: 10, unknownCount: 0)
        #expect(String(decoding: text.bytes, as: UTF8.self) == #"{"title": "#)
        #expect(text.unknownValues.isEmpty)
        #expect(!text.isUnknown(10))
        text.write(UInt8(ascii: "1"), from: 8)
        #expect(text.originalSpan(start: 10, end: 11, fileOffset: 0) == (8, 9))
    }
}
