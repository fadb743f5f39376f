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

    init(source: [UInt8], locator: SourceLocator, finding: Finding) {
        lineNumber = finding.start.line
        let range = locator.lineRange(finding.start.line)
        let scalars = Array(String(decoding: source[range], as: UTF8.self).unicodeScalars)
        let column = min(max(finding.start.column - 1, 0), scalars.count)
        let endColumn: Int
        if finding.end.line == finding.start.line {
            endColumn = min(max(finding.end.column - 1, column + 1), scalars.count)
        } else {
            endColumn = max(scalars.count, column + 1)
        }
        let first = max(0, column - Self.window)
        let last = min(scalars.count, max(endColumn, column + 1) + Self.window)
        var shown = first > 0 ? "…" : ""
        var pad = first > 0 ? " " : ""
        for (position, scalar) in scalars[first..<last].enumerated() {
            let absolute = first + position
            let visible = Self.visible(scalar)
            shown.unicodeScalars.append(visible)
            if absolute < column {
                pad += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.cells(visible))
            }
        }
        if last < scalars.count { shown += "…" }
        var underline = "^"
        let underlined = min(endColumn, last) - column
        if underlined > 1 {
            let cells = scalars[(column + 1)..<min(endColumn, last)].reduce(0) { $0 + Self.cells(Self.visible($1)) }
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
