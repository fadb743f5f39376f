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

    /// The excerpt of `finding` in `source` (the whole file).
    init(source: [UInt8], finding: Finding) {
        self.init(
            window: ExcerptWindow(source: source, start: finding.start.offset, end: finding.end.offset),
            lineNumber: finding.start.line)
    }

    /// Builds the excerpt from a window of bytes around the finding (`ExcerptWindow`): the cost
    /// does not depend on the length of the line, so a one-line 100 MB batch with a finding per
    /// message stays linear, and a streamed file need not keep its bytes.
    init(window: ExcerptWindow, lineNumber: Int) {
        self.lineNumber = lineNumber
        let source = window.bytes
        let lineEnd = source.count  // the line's end when `window.atLineEnd`, else a cut
        let start = min(window.start, lineEnd)
        let end = window.end.map { min(max($0, start), lineEnd) } ?? lineEnd
        let first = Self.scalarStart(source, from: start, back: Self.window, floor: 0)
        let underlineEnd = max(
            Self.scalarEnd(source, from: start, forward: 1, ceiling: lineEnd),
            Self.scalarEnd(source, from: start, forward: Self.maximumUnderline, ceiling: end))
        let last = Self.scalarEnd(source, from: underlineEnd, forward: Self.window, ceiling: lineEnd)
        let before = String(decoding: source[first..<start], as: UTF8.self).unicodeScalars
        let underlined = String(decoding: source[start..<underlineEnd], as: UTF8.self).unicodeScalars
        let after = String(decoding: source[underlineEnd..<last], as: UTF8.self).unicodeScalars

        let cutLeft = first > 0 || !window.atLineStart
        var shown = cutLeft ? "…" : ""
        var pad = cutLeft ? " " : ""
        for scalar in before {
            shown.unicodeScalars.append(Self.visible(scalar))
            pad += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.cells(Self.visible(scalar)))
        }
        for scalar in underlined { shown.unicodeScalars.append(Self.visible(scalar)) }
        for scalar in after { shown.unicodeScalars.append(Self.visible(scalar)) }
        if last < lineEnd || !window.atLineEnd { shown += "…" }
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
