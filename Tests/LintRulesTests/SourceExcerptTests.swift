@testable import LintRules
import SizeModel
import Testing

/// The excerpt of the text report is laid out from bytes, with a fast path for windows of
/// printable ASCII. These tests hold both paths to the scalar-by-scalar layout the report used
/// before (`ReferenceExcerpt`, kept here verbatim) on tricky lines: multi-byte UTF-8, wide
/// characters, tabs, control characters, invalid UTF-8, long lines cut with ellipses, findings at
/// line ends and spans over several lines.
@Suite struct SourceExcerptTests {
    // MARK: - Reference

    /// The excerpt layout as it was written first: one `Unicode.Scalar` per column, appended to a
    /// String one at a time. Slow, and the definition the byte layout must match.
    struct ReferenceExcerpt {
        let text: String
        let caret: String

        init(window: ExcerptWindow, finding: Finding) {
            let source = window.bytes
            let start = min(max(window.start, 0), source.count)
            let left = 0
            let cutLeft = !window.atLineStart
            let sameLine = finding.end.line == finding.start.line
            let wanted = sameLine ? max(finding.end.column - finding.start.column, 1) : Int.max
            let limit = min(wanted, SourceExcerpt.maximumUnderline) + SourceExcerpt.window
            var right = start
            var after = 0
            var cutRight = !window.atLineEnd
            while right < source.count {
                let byte = source[right]
                if byte == 0x0A || byte == 0x0D {
                    cutRight = false
                    break
                }
                if byte & 0xC0 != 0x80 {
                    if after == limit {
                        cutRight = true
                        break
                    }
                    after += 1
                }
                right += 1
            }
            let units = Self.characters(source, from: left, to: right)
            let column = min(Self.characters(source, from: left, to: start).count, units.count)
            var shown = cutLeft ? "…" : ""
            var pad = cutLeft ? " " : ""
            for (position, scalar) in units.enumerated() {
                let visible = SourceExcerpt.visible(scalar)
                shown.unicodeScalars.append(visible)
                if position < column {
                    pad += scalar == "\t" ? "\t" : String(repeating: " ", count: SourceExcerpt.cells(visible))
                }
            }
            if cutRight { shown += "…" }
            var underline = "^"
            let underlineEnd = min(column + min(wanted, units.count - column), units.count)
            if underlineEnd - column > 1 {
                let cells = units[(column + 1)..<underlineEnd].reduce(0) { $0 + SourceExcerpt.cells(SourceExcerpt.visible($1)) }
                underline += String(repeating: "~", count: min(cells, SourceExcerpt.maximumUnderline))
            }
            text = shown
            caret = pad + underline
        }

        static func characters(_ source: [UInt8], from: Int, to: Int) -> [Unicode.Scalar] {
            var result: [Unicode.Scalar] = []
            var i = from
            while i < to, source[i] & 0xC0 == 0x80 { i += 1 }
            if i > from { result.append("\u{FFFD}") }
            while i < to {
                let lead = source[i]
                // An ASCII byte is a character of its own; continuation bytes after it are one
                // stray `�` (text in another encoding read as UTF-8).
                if lead < 0x80 {
                    result.append(Unicode.Scalar(lead))
                    i += 1
                    continue
                }
                var next = i + 1
                while next < to, source[next] & 0xC0 == 0x80 { next += 1 }
                let decoded = String(decoding: source[i..<next], as: UTF8.self).unicodeScalars
                result.append(decoded.count == 1 ? decoded.first ?? "\u{FFFD}" : "\u{FFFD}")
                i = next
            }
            return result
        }
    }

    // MARK: - Inputs

    /// Lines and files that exercise every branch of the layout.
    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("plain JSON", Array(#"{"message": {"data": {"badge": 7}, "topic": "news"}}"#.utf8)),
        ("multi-byte", Array(#"{"title": "héllo wörld 日本語 😀 é and ﬁ"}"#.utf8)),
        ("wide characters", Array(("{\"k\": \"" + String(repeating: "日本", count: 60) + "\"}").utf8)),
        ("tabs", Array("{\t\"a\":\t1,\t\"b\":\t\"x\ty\"\t}".utf8)),
        ("control characters", [0x7B, 0x22, 0x61, 0x01, 0x1B, 0x5B, 0x22, 0x3A, 0x7F, 0x20, 0xC2, 0x85, 0x22, 0x62, 0x22, 0x7D]),
        ("long ASCII line", Array(("{\"data\": {\"k\": \"" + String(repeating: "abcdefghij", count: 40) + "\"}}").utf8)),
        ("long mixed line", Array(("[" + String(repeating: "\"é\", \"x\", \"😀\", 1, ", count: 30) + "2]").utf8)),
        ("lines and spans", Array("{\n  \"a\": [1,\n    2],\r\n  \"b\": \"c\"\r  , \"d\": {}\n}\n".utf8)),
        ("line end at the end", Array("{\"a\": 1}\n".utf8)),
        ("empty lines", Array("\n\n\r\n\r\r{}".utf8)),
        (
            "invalid UTF-8",
            Array("{\"a\": \"".utf8) + [0xC0, 0xAF, 0x20, 0xE0, 0x80, 0xAF, 0x20, 0xED, 0xA0, 0x80, 0x20, 0xF4, 0x90, 0x80, 0x80]
                + [0x20, 0x80, 0x20, 0xFF, 0x20, 0xE2, 0x82, 0x41, 0x20, 0xF0, 0x9F, 0x98, 0x80, 0x20, 0x61, 0x80, 0x80] + Array("\"}".utf8)
        ),
        ("leading continuation bytes", [0x80, 0xBF, 0x41, 0x42, 0xE2, 0x80, 0xA6, 0x43]),
        // Shift_JIS text read as UTF-8 (beste/firebase-php#386's title "タイトル"): lead bytes
        // 0x83 are continuation bytes after ASCII ones, each run one `�` of its own.
        ("Shift_JIS", Array(#"{"message": {"title": ""#.utf8) + [0x83, 0x5E, 0x83, 0x43, 0x83, 0x67, 0x83, 0x8B] + Array(#"", "b": 1}}"#.utf8)),
        (
            // Each edge of the sequences written as themselves after the underline: a real U+FFFD,
            // C1 controls and the first character after them, overlong forms, surrogates,
            // U+10FFFF and one past it, a sequence with a continuation byte too many, and a lead
            // byte at the very end.
            "edges of valid UTF-8",
            Array(#"{"a": "x"#.utf8) + [0xEF, 0xBF, 0xBD, 0xC2, 0x9F, 0xC2, 0xA0, 0xC2, 0x80, 0xDF, 0xBF, 0xC1, 0xBF, 0xE0, 0x9F, 0xBF]
                + [0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF, 0xED, 0xA0, 0x80, 0xEE, 0x80, 0x80, 0xF0, 0x8F, 0xBF, 0xBF, 0xF0, 0x90, 0x80, 0x80]
                + [0xF4, 0x8F, 0xBF, 0xBF, 0xF4, 0x90, 0x80, 0x80, 0xF5, 0x80, 0x80, 0x80, 0xC3, 0xA9, 0x80, 0x09, 0x7F, 0x1F, 0x20]
                + Array("日本語 ok\"".utf8) + [0xE6, 0x97]
        ),
        ("combining marks", Array("{\"e\u{301}\u{301}\": \"a\u{20DD}b\u{FE0F}\u{200B}c\"}".utf8)),
        (
            // Three-byte sequences as `character(in:at:end:)` decodes them directly, and each way
            // one is not whole: a continuation byte too many, one too few before ASCII and before
            // another lead byte, the edges of the valid range (U+FFFF, U+3000, the last before
            // the surrogates, the first after the overlong forms) and a sequence's last two
            // bytes alone after a space (windows starting inside a sequence come from every start).
            "three-byte edges",
            Array(#"{"t": ""#.utf8) + [0xE6, 0x97, 0xA5, 0x80, 0x20, 0xE6, 0x97, 0x41, 0xE6, 0x97, 0xE6, 0x97, 0xA5]
                + [0xEF, 0xBF, 0xBF, 0xE3, 0x80, 0x80, 0xED, 0x9F, 0xBF, 0xE0, 0xA0, 0x80, 0x20, 0x97, 0xA5, 0x22, 0x7D]
        ),
    ]

    /// Finding spans to try at `start`: empty, one byte, a few, long, to the end.
    static func ends(from start: Int, count: Int) -> [Int] {
        Array(Set([start, start + 1, start + 3, start + 17, start + 150, count].map { min($0, count) })).sorted()
    }

    /// The finding of `start..<end` in `bytes`, located like the linter locates it.
    static func finding(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Finding {
        let positions = SourceLocator.positions(of: [start, end], in: bytes)
        return Finding(
            ruleID: "test-rule", severity: .error, message: "m", pointer: JSONPointer(),
            start: positions[0], end: positions[1], fix: nil)
    }

    /// Every window the report can cut from `bytes`: from the whole file, and from a block of a
    /// streamed file that starts or ends in the middle of a line.
    static func windows(_ bytes: [UInt8], _ start: Int, _ end: Int) -> [ExcerptWindow] {
        var windows = [ExcerptWindow(source: bytes, start: start, end: end)]
        let lower = max(0, start - 5)
        let upper = min(bytes.count, end + 9)
        windows.append(
            ExcerptWindow(
                source: bytes, start: start, end: end, lowerBound: lower, upperBound: upper,
                lowerBoundIsLineStart: lower == 0, upperBoundIsLineEnd: upper == bytes.count))
        return windows
    }

    // MARK: - Tests

    @Test(arguments: inputs.indices)
    func byteLayoutMatchesTheScalarLayout(_ index: Int) {
        let (name, bytes) = Self.inputs[index]
        var compared = 0
        for start in 0...bytes.count {
            for end in Self.ends(from: start, count: bytes.count) {
                let finding = Self.finding(bytes, start, end)
                for window in Self.windows(bytes, start, end) {
                    let excerpt = SourceExcerpt(window: window, finding: finding)
                    let reference = ReferenceExcerpt(window: window, finding: finding)
                    compared += 1
                    guard excerpt.text == reference.text && excerpt.caret == reference.caret else {
                        Issue.record(
                            "\(name), \(start)..<\(end):\n  bytes:     \(excerpt.text)\n             \(excerpt.caret)\n  reference: \(reference.text)\n             \(reference.caret)")
                        return
                    }
                }
            }
        }
        #expect(compared > 0)
    }

    @Test func plainLayoutMatchesTheCharacterLayout() {
        var plainWindows = 0
        for (name, bytes) in Self.inputs {
            for start in 0...bytes.count {
                for end in Self.ends(from: start, count: bytes.count) {
                    let finding = Self.finding(bytes, start, end)
                    for window in Self.windows(bytes, start, end) {
                        let span = SourceExcerpt.Span(window: window, finding: finding)
                        guard span.isPlain else { continue }
                        plainWindows += 1
                        var plainText: [UInt8] = []
                        var plainCaret: [UInt8] = []
                        var text: [UInt8] = []
                        var caret: [UInt8] = []
                        SourceExcerpt.layoutPlain(span, text: &plainText, caret: &plainCaret)
                        SourceExcerpt.layoutCharacters(span, text: &text, caret: &caret)
                        guard plainText == text && plainCaret == caret else {
                            Issue.record("\(name), \(start)..<\(end): plain and character layouts differ")
                            return
                        }
                    }
                }
            }
        }
        #expect(plainWindows > 100)
    }

    @Test func aLongLineIsCutWithEllipsesAroundTheFinding() throws {
        let bytes = Array(("{\"k\": \"" + String(repeating: "x", count: 500) + "\"}").utf8)
        let start = 300
        let excerpt = SourceExcerpt(source: bytes, finding: Self.finding(bytes, start, start + 1))
        #expect(excerpt.text.hasPrefix("…"))
        #expect(excerpt.text.hasSuffix("…"))
        #expect(excerpt.text.unicodeScalars.count == 1 + SourceExcerpt.window + 1 + SourceExcerpt.window + 1)
        #expect(excerpt.caret == String(repeating: " ", count: 1 + SourceExcerpt.window) + "^")
    }

    @Test func bytesOfAnotherEncodingAreShownAsReplacementCharactersUnderTheCaret() {
        // Shift_JIS "タイトル" (83 5E 83 43 83 67 83 8B): no byte is dropped, each run of bytes
        // that is not UTF-8 is one `�`, and the caret stands under the first.
        let bytes = Array(#"{"title": ""#.utf8) + [0x83, 0x5E, 0x83, 0x43, 0x83, 0x67, 0x83, 0x8B] + Array(#""}"#.utf8)
        let start = bytes.firstIndex(of: 0x83) ?? 0
        let excerpt = SourceExcerpt(source: bytes, finding: Self.finding(bytes, start, start + 1))
        #expect(excerpt.text == "{\"title\": \"\u{FFFD}^\u{FFFD}C\u{FFFD}g\u{FFFD}\"}")
        #expect(excerpt.caret == String(repeating: " ", count: 11) + "^")
    }

    @Test func controlCharactersAreShownAsPicturesAndWideCharactersTakeTwoCells() {
        let bytes = Array("{\"日\u{1B}\": \"v\"}".utf8)
        let start = bytes.firstIndex(of: UInt8(ascii: "v")) ?? 0
        let excerpt = SourceExcerpt(source: bytes, finding: Self.finding(bytes, start, start + 1))
        #expect(excerpt.text == "{\"日␛\": \"v\"}")
        #expect(excerpt.caret == String(repeating: " ", count: 9) + "^")

        // A C1 control (here CSI, U+009B, written raw) has no picture: it is shown as U+FFFD.
        let c1 = Array("{\"a\u{9B}31m\": \"v\"}".utf8)
        let at = c1.firstIndex(of: UInt8(ascii: "v")) ?? 0
        let shown = SourceExcerpt(source: c1, finding: Self.finding(c1, at, at + 1))
        #expect(shown.text == "{\"a\u{FFFD}31m\": \"v\"}")
        #expect(shown.caret == String(repeating: " ", count: 11) + "^")
    }
}
