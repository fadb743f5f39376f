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

    init(source: [UInt8], finding: Finding) {
        self.init(
            window: ExcerptWindow(source: source, start: finding.start.offset, end: finding.end.offset),
            lineNumber: finding.start.line)
    }

    /// The excerpt of the finding cut out as `window`, on line `lineNumber`.
    init(window: ExcerptWindow, lineNumber: Int) {
        self.lineNumber = lineNumber
        let scalars = Array(String(decoding: window.bytes, as: UTF8.self).unicodeScalars)
        func columns(before offset: Int) -> Int {
            var count = 0
            for byte in window.bytes[..<min(offset, window.bytes.count)] where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
        // Positions are in characters from the window's start; `lineEnd` is the line's length
        // when the window reaches its end (one more when the line goes on past the window).
        let lineEnd = window.atLineEnd ? scalars.count : scalars.count + 1
        let column = min(columns(before: window.start), scalars.count)
        let endColumn: Int
        if let end = window.end {
            endColumn = min(max(columns(before: end), column + 1), lineEnd)
        } else {
            endColumn = max(lineEnd, column + 1)
        }
        let first = max(0, column - Self.window)
        let last = min(min(lineEnd, max(endColumn, column + 1) + Self.window), scalars.count)
        let cutLeft = first > 0 || !window.atLineStart
        var shown = cutLeft ? "…" : ""
        var pad = cutLeft ? " " : ""
        for (position, scalar) in scalars[first..<max(first, last)].enumerated() {
            let absolute = first + position
            let visible = Self.visible(scalar)
            shown.unicodeScalars.append(visible)
            if absolute < column {
                pad += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.cells(visible))
            }
        }
        if last < lineEnd { shown += "…" }
        var underline = "^"
        let underlineEnd = min(endColumn, last)
        if underlineEnd - column > 1 {
            let cells = scalars[(column + 1)..<underlineEnd].reduce(0) { $0 + Self.cells(Self.visible($1)) }
            underline += String(repeating: "~", count: min(cells, 80))
        }
        text = shown
        caret = pad + underline
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
