import SizeModel

/// A source line with a caret under a finding, in the layout of swift-syntax's and rustc's
/// diagnostics:
///
///        |
///      7 |     "badge": 7,
///        |              ^
///
/// Long lines are cut to a window around the finding, control characters are shown as visible
/// symbols, and wide characters (CJK, emoji) count two cells so the caret lines up in a terminal.
struct SourceExcerpt {
    /// Characters shown on each side of the finding on a long line.
    static let window = 60

    let lineNumber: Int
    let text: String
    let caret: String

    /// The longest underline, in characters.
    static let maximumUnderline = 80

    /// Builds the excerpt from a window of bytes around the finding: the cost does not depend on
    /// the length of the line, so a one-line 100 MB batch with a finding per message stays linear.
    init(source: [UInt8], locator: SourceLocator, finding: Finding) {
        lineNumber = finding.start.line
        let line = locator.lineRange(finding.start.line)
        let start = min(max(finding.start.offset, line.lowerBound), line.upperBound)
        let end = finding.end.line == finding.start.line
            ? min(max(finding.end.offset, start), line.upperBound) : line.upperBound
        let first = Self.scalarStart(source, from: start, back: Self.window, floor: line.lowerBound)
        let underlineEnd = max(
            Self.scalarEnd(source, from: start, forward: 1, ceiling: line.upperBound),
            Self.scalarEnd(source, from: start, forward: Self.maximumUnderline, ceiling: end))
        let last = Self.scalarEnd(source, from: underlineEnd, forward: Self.window, ceiling: line.upperBound)
        let before = String(decoding: source[first..<start], as: UTF8.self).unicodeScalars
        let underlined = String(decoding: source[start..<underlineEnd], as: UTF8.self).unicodeScalars
        let after = String(decoding: source[underlineEnd..<last], as: UTF8.self).unicodeScalars

        var shown = first > line.lowerBound ? "…" : ""
        var pad = first > line.lowerBound ? " " : ""
        for scalar in before {
            shown.unicodeScalars.append(Self.visible(scalar))
            pad += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.cells(Self.visible(scalar)))
        }
        for scalar in underlined { shown.unicodeScalars.append(Self.visible(scalar)) }
        for scalar in after { shown.unicodeScalars.append(Self.visible(scalar)) }
        if last < line.upperBound { shown += "…" }
        let cells = underlined.dropFirst().reduce(0) { $0 + Self.cells(Self.visible($1)) }
        text = shown
        caret = pad + "^" + String(repeating: "~", count: min(cells, Self.maximumUnderline))
    }

    /// The offset `back` characters before `offset`, not before `floor`.
    static func scalarStart(_ bytes: [UInt8], from offset: Int, back: Int, floor: Int) -> Int {
        var i = offset
        var counted = 0
        while i > floor && counted < back {
            i -= 1
            if bytes[i] & 0xC0 != 0x80 { counted += 1 }
        }
        return i
    }

    /// The offset `forward` characters after `offset`, not after `ceiling`.
    static func scalarEnd(_ bytes: [UInt8], from offset: Int, forward: Int, ceiling: Int) -> Int {
        var i = offset
        var counted = 0
        while i < ceiling && counted < forward {
            i += 1
            while i < ceiling && bytes[i] & 0xC0 == 0x80 { i += 1 }
            counted += 1
        }
        return i
    }

    /// Control characters become the Unicode control pictures (␀, ␍…); tabs stay tabs.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return scalar
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "?"
        case 0x7F: return "\u{2421}"
        default: return scalar
        }
    }

    /// Terminal cells taken by a scalar: 2 for East Asian wide characters and emoji, 0 for
    /// combining marks, 1 otherwise.
    static func cells(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
