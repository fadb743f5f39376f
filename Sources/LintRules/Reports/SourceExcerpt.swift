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
/// Only the window is read from the source (never the whole line), so a finding on a 100 MB line
/// costs no more than one on a short line. Columns are counted like `SourceLocator` counts them:
/// one per byte that does not continue a UTF-8 sequence; an invalid sequence is shown as `�`.
struct SourceExcerpt {
    /// Characters shown on each side of the finding on a long line.
    static let window = 60
    /// The longest underline, in characters.
    static let maximumUnderline = 80

    let lineNumber: Int
    let text: String
    let caret: String

    init(source: [UInt8], locator: SourceLocator, finding: Finding) {
        self.init(source: source, finding: finding)
    }

    init(source: [UInt8], finding: Finding) {
        self.init(window: ExcerptWindow(source: source, start: finding.start.offset, end: finding.end.offset), finding: finding)
    }

    /// The excerpt from the window of bytes around the finding (`ExcerptWindow`), cut the same
    /// way from a whole file and from the block of a streamed file, so both give the same text.
    init(window: ExcerptWindow, finding: Finding) {
        lineNumber = finding.start.line
        let source = window.bytes
        let start = min(max(window.start, 0), source.count)
        // The window starts at the line start, or `window` characters before the finding.
        let left = 0
        let cutLeft = !window.atLineStart
        // Forward to the line end, or the underlined part plus `window` characters.
        let sameLine = finding.end.line == finding.start.line
        let wanted = sameLine ? max(finding.end.column - finding.start.column, 1) : Int.max
        let limit = min(wanted, Self.maximumUnderline) + Self.window
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
            let visible = Self.visible(scalar)
            shown.unicodeScalars.append(visible)
            if position < column {
                pad += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.cells(visible))
            }
        }
        if cutRight { shown += "…" }
        var underline = "^"
        let underlineEnd = min(column + min(wanted, units.count - column), units.count)
        if underlineEnd - column > 1 {
            let cells = units[(column + 1)..<underlineEnd].reduce(0) { $0 + Self.cells(Self.visible($1)) }
            underline += String(repeating: "~", count: min(cells, Self.maximumUnderline))
        }
        text = shown
        caret = pad + underline
    }

    /// The characters of `source[from..<to]`, one per column: a byte that starts a UTF-8
    /// sequence with the continuation bytes after it; `�` when that is not valid UTF-8. Stray
    /// continuation bytes at the very start are shown as one `�`.
    static func characters(_ source: [UInt8], from: Int, to: Int) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var i = from
        while i < to, source[i] & 0xC0 == 0x80 { i += 1 }
        if i > from { result.append("\u{FFFD}") }
        while i < to {
            let lead = source[i]
            var next = i + 1
            while next < to, source[next] & 0xC0 == 0x80 { next += 1 }
            if lead < 0x80 {
                result.append(Unicode.Scalar(lead))
            } else {
                let decoded = String(decoding: source[i..<next], as: UTF8.self).unicodeScalars
                result.append(decoded.count == 1 ? decoded.first ?? "\u{FFFD}" : "\u{FFFD}")
            }
            i = next
        }
        return result
    }

    /// Renders the excerpt with a gutter as wide as the line number.
    func rendered(gutterWidth: Int) -> String {
        let blank = String(repeating: " ", count: gutterWidth)
        let number = String(lineNumber)
        let gutter = String(repeating: " ", count: gutterWidth - number.count) + number
        return "\(blank) |\n\(gutter) | \(text)\n\(blank) | \(caret)"
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
