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
///
/// The text and the caret line are written as UTF-8 bytes (`layout`): a window of printable ASCII,
/// the usual case, is copied in one step (`layoutPlain`); any other window goes through
/// the character-by-character layout (`layoutCharacters`), which gives the same bytes for plain
/// windows too (a test compares the two).
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
        var text: [UInt8] = []
        var caret: [UInt8] = []
        Self.layout(window: window, finding: finding, text: &text, caret: &caret)
        lineNumber = finding.start.line
        self.text = String(decoding: text, as: UTF8.self)
        self.caret = String(decoding: caret, as: UTF8.self)
    }

    // MARK: - Layout

    /// What the layout needs to know about a window: the bytes shown, where the finding starts,
    /// how many characters to underline, and whether the line is cut at either end.
    struct Span {
        /// The window's bytes.
        let source: [UInt8]
        /// The finding's first byte in `source` (clamped to it).
        let start: Int
        /// The end of the bytes shown (the line end, or the window's limit).
        let right: Int
        /// Characters the finding covers on its line (`Int.max` when it goes on to a later line).
        let wanted: Int
        /// True when the line goes on before the window (shown as `…`).
        let cutLeft: Bool
        /// True when the line goes on after the bytes shown (shown as `…`).
        let cutRight: Bool
        /// True when every byte of the window is printable ASCII (U+0020–U+007E): one byte, one
        /// character and one cell each, shown as itself.
        let isPlain: Bool

        init(window: ExcerptWindow, finding: Finding) {
            self.init(window: window, start: finding.start, end: finding.end)
        }

        /// The span of the finding from `first` to `last` (its start and end).
        init(window: ExcerptWindow, start first: SourcePosition, end last: SourcePosition) {
            let source = window.bytes
            let start = min(max(window.start, 0), source.count)
            // Forward to the line end, or the underlined part plus `window` characters.
            let wanted = SourceExcerpt.wanted(from: first, to: last)
            let limit = min(wanted, SourceExcerpt.maximumUnderline) + SourceExcerpt.window
            // (Told while the window was cut instead, in `ExcerptWindow.init`'s scans, with its
            // line test eight bytes at a time: measured worse, a +12 and e +19 instructions a
            // message, callgrind marginal 4,000 to 8,000 messages.)
            let isPlain = Self.isPrintableASCII(source)
            var right = start
            var cutRight = !window.atLineEnd
            if isPlain {
                // No line end and one byte per character: `limit` bytes, or up to the end.
                if source.count - start > limit {
                    right = start + limit
                    cutRight = true
                } else {
                    right = source.count
                }
            } else {
                var after = 0
                // Eight bytes at a time while the byte loop would take all eight.
                while right + 8 <= source.count {
                    let word = ByteWords.word(source, at: right)
                    let characters = ExcerptWindow.characterStarts(in: word)
                    guard !ExcerptWindow.holdsLineEnd(word), after + characters <= limit else { break }
                    after += characters
                    right += 8
                }
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
            }
            self.source = source
            self.start = start
            self.right = right
            self.wanted = wanted
            self.cutLeft = !window.atLineStart
            self.cutRight = cutRight
            self.isPlain = isPlain
        }

        /// True when every byte of `word` is 0x20–0x7E: none with the high bit, none that takes
        /// it when 0x20 is subtracted (below 0x20; a borrow only ever starts at such a byte) or
        /// when 1 is added (0x7F; no ASCII byte carries). Five operations, where testing for each
        /// kind of byte apart took nine.
        @inline(__always)
        static func isPrintableASCII(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101
            return ((word &- ones &* 0x20) | (word &+ ones) | word) & (ones &* 0x80) == 0
        }

        /// True when every byte is 0x20–0x7E, judged eight bytes at a time (`ByteWords.firstWord`
        /// checks the range once, not per word). The bytes after the last whole word are judged
        /// with the last eight bytes, a word overlapping bytes already found printable, not one
        /// at a time.
        static func isPrintableASCII(_ bytes: [UInt8]) -> Bool {
            let count = bytes.count
            var i = ByteWords.firstWord(bytes, from: 0, to: count) { !isPrintableASCII($0) }
            if i + 8 <= count { return false }
            if count >= 8 { return isPrintableASCII(ByteWords.word(bytes, at: count - 8)) }
            while i < count {
                if bytes[i] < 0x20 || bytes[i] >= 0x7F { return false }
                i += 1
            }
            return true
        }
    }

    /// The characters a finding from `start` to `end` covers on its line (at least 1), or
    /// `Int.max` when it ends on a later line: what the excerpt underlines (up to
    /// `maximumUnderline`) and, with `window` more, shows after its start.
    static func wanted(from start: SourcePosition, to end: SourcePosition) -> Int {
        end.line == start.line ? max(end.column - start.column, 1) : Int.max
    }

    /// `wanted(from:to:)` from a finding's positions in a part of the input, before they are
    /// placed in it (`PartPosition.resolved`, which keeps two positions on one line on one
    /// line, the same columns apart).
    static func wanted(from start: PartPosition, to end: PartPosition) -> Int {
        end.lines == start.lines ? max(end.columns - start.columns, 1) : Int.max
    }

    /// Appends the shown line to `text` and the caret line (padding, `^`, `~`s) to `caret`.
    static func layout(window: ExcerptWindow, finding: Finding, text: inout [UInt8], caret: inout [UInt8]) {
        layout(window: window, start: finding.start, end: finding.end, text: &text, caret: &caret)
    }

    /// `layout(window:finding:text:caret:)` for the finding from `start` to `end`.
    static func layout(window: ExcerptWindow, start: SourcePosition, end: SourcePosition, text: inout [UInt8], caret: inout [UInt8]) {
        layoutLeavingPlainCaret(window: window, start: start, end: end, text: &text, caret: &caret)?.append(to: &caret)
    }

    /// `layout(window:start:end:text:caret:)`, except that the caret line of a plain window
    /// (`Span.isPlain`) is not written but returned, for the caller to write where it goes: the
    /// text report writes it straight into its text, not into `caret` to be copied from there
    /// (an `append(contentsOf:)`, about 110 instructions). Nil when the caret line is in `caret`.
    static func layoutLeavingPlainCaret(
        window: ExcerptWindow, start: SourcePosition, end: SourcePosition, text: inout [UInt8], caret: inout [UInt8]
    ) -> PlainCaret? {
        let span = Span(window: window, start: start, end: end)
        if span.isPlain {
            return layoutPlain(span, text: &text)
        }
        layoutCharacters(span, text: &text, caret: &caret)
        return nil
    }

    /// The caret line of a plain window: `padding` spaces, `^`, and `tildes` tildes (none when
    /// not positive, at most `maximumUnderline`).
    struct PlainCaret {
        let padding: Int
        let tildes: Int

        /// Appends the caret line to `bytes`.
        func append(to bytes: inout [UInt8]) {
            TextBuffer.append(padding, of: TextBuffer.spaces, to: &bytes)
            bytes.append(UInt8(ascii: "^"))
            appendTildes(tildes, to: &bytes)
        }
    }

    /// The layout of a plain window (`Span.isPlain`): the bytes as they are; its caret line has
    /// a space under each character before the finding (and under the `…` of a cut start).
    static func layoutPlain(_ span: Span, text: inout [UInt8]) -> PlainCaret {
        let column = span.start
        let count = span.right
        if span.cutLeft { appendEllipsis(to: &text) }
        text.append(contentsOf: span.source[0..<count])
        if span.cutRight { appendEllipsis(to: &text) }
        let underlineEnd = min(column + min(span.wanted, count - column), count)
        return PlainCaret(padding: column + (span.cutLeft ? 1 : 0), tildes: underlineEnd - column - 1)
    }

    /// `layoutPlain(_:text:)` with its caret line appended to `caret`.
    static func layoutPlain(_ span: Span, text: inout [UInt8], caret: inout [UInt8]) {
        layoutPlain(span, text: &text).append(to: &caret)
    }

    /// The layout of any window, character by character (`character(in:at:end:)`): control
    /// characters shown as control pictures, invalid UTF-8 as `�`, wide characters padded and
    /// underlined with two cells.
    ///
    /// The text is copied from the window in runs: a character shown as it is written (printable
    /// ASCII, any valid character that is not a control) stays in the run, and only the others
    /// end it and append their replacement. The caret line needs each character's cells only up
    /// to the underline's end; past it the characters are only screened. (Measured on the
    /// findings-heavy corpus: about 5,800 instructions per window of non-Latin text before, when
    /// each character was decoded, re-encoded and appended byte by byte.)
    static func layoutCharacters(_ span: Span, text: inout [UInt8], caret: inout [UInt8]) {
        let source = span.source
        let right = span.right
        // The underline's end is not cut to the window's character count: every character the
        // loop meets comes before that count, so only the finding's own end matters and the
        // window is counted up to the finding only (measured: one `characterCount` call a
        // window fewer).
        let column = characterCount(source, to: span.start)
        let underlineEnd = column + min(span.wanted, Int.max - column)
        appendEdge(span.cutLeft, text: &text, caret: &caret)
        var underlineCells = 0
        // Spaces of the caret line's padding not yet appended (written in one step before a tab
        // and at the end, not one slice per run).
        var padding = 0
        var position = 0
        // `source[copied..<i]` is shown as it is written and not yet appended to `text`.
        var copied = 0
        var i = 0
        while i < right {
            // A run of printable ASCII: itself, one cell a character. (A byte followed by
            // continuation bytes is left to `character(in:at:end:)`.)
            // (Tested on the first byte before the word-wise scan: a run of non-Latin text starts
            // no run at each of its characters.)
            let first = source[i]
            let runEnd = first >= 0x20 && first < 0x7F ? printableRunEnd(source, from: i, to: right) : i
            if runEnd > i {
                let runColumns = runEnd - i
                if position < underlineEnd {
                    padding += max(0, min(column, position + runColumns) - position)
                    let underlined = min(underlineEnd, position + runColumns) - max(column + 1, position)
                    if underlined > 0 { underlineCells += underlined }
                }
                position += runColumns
                i = runEnd
                continue
            }
            if position >= underlineEnd {
                // Past the underline the caret line needs nothing more: characters written as
                // themselves are only passed over (copied with the run), not decoded one by one.
                let itselfEnd = writtenAsItselfEnd(source, from: i, to: right)
                if itselfEnd > i {
                    i = itselfEnd
                    continue
                }
            }
            let (scalar, next) = character(in: source, at: i, end: right)
            let visible = Self.visible(scalar)
            if !isWrittenAsItself(visible, scalar: scalar, source, from: i, to: next) {
                if copied < i { text.append(contentsOf: source[copied..<i]) }
                appendUTF8(visible, to: &text)
                copied = next
            }
            if position < column {
                if scalar == "\t" {
                    TextBuffer.append(padding, of: TextBuffer.spaces, to: &caret)
                    padding = 0
                    caret.append(0x09)
                } else {
                    padding += cells(visible)
                }
            } else if position > column && position < underlineEnd {
                underlineCells += cells(visible)
            }
            position += 1
            i = next
        }
        if copied < right { text.append(contentsOf: source[copied..<right]) }
        if span.cutRight { appendEllipsis(to: &text) }
        TextBuffer.append(padding, of: TextBuffer.spaces, to: &caret)
        caret.append(UInt8(ascii: "^"))
        appendTildes(underlineCells, to: &caret)
    }

    /// The end of the run of printable ASCII (U+0020–U+007E) from `source[start]`, before `end`,
    /// eight bytes at a time; a last byte followed by continuation bytes is left out of it.
    @inline(__always)
    private static func printableRunEnd(_ source: [UInt8], from start: Int, to end: Int) -> Int {
        var runEnd = ByteWords.firstWord(source, from: start, to: end) { !Span.isPrintableASCII($0) }
        while runEnd < end, source[runEnd] >= 0x20, source[runEnd] < 0x7F { runEnd += 1 }
        if runEnd < end && runEnd > start && source[runEnd] & 0xC0 == 0x80 { runEnd -= 1 }
        return runEnd
    }

    /// The end of the characters from `source[start]`, before `end`, that the layout writes as
    /// they are (`isWrittenAsItself`), told from their bytes without decoding them: printable
    /// ASCII and tabs, and whole valid UTF-8 sequences (no overlong form, surrogate or value past
    /// U+10FFFF) other than the C1 controls (`C2 80`–`C2 9F`), each followed by a byte that
    /// starts a character, as `character(in:at:end:)` reads them. (Measured on the
    /// findings-heavy corpus: 44 instructions a message fewer than when each character after
    /// the underline was decoded, `character(in:at:end:)` from 128 to 83 a message.)
    private static func writtenAsItselfEnd(_ source: [UInt8], from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            let lead = source[i]
            var length = 1
            if lead >= 0x80 {
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: return i
                }
                guard i + length <= end else { return i }
                let second = source[i + 1]
                guard second & 0xC0 == 0x80 else { return i }
                switch lead {
                case 0xC2, 0xE0: if second < 0xA0 { return i }  // a C1 control; an overlong form
                case 0xED: if second > 0x9F { return i }  // a surrogate
                case 0xF0: if second < 0x90 { return i }  // an overlong form
                case 0xF4: if second > 0x8F { return i }  // past U+10FFFF
                default: break
                }
                if length > 2 && source[i + 2] & 0xC0 != 0x80 { return i }
                if length > 3 && source[i + 3] & 0xC0 != 0x80 { return i }
            } else if lead < 0x20 ? lead != 0x09 : lead == 0x7F {
                return i  // a control character, shown as a picture
            }
            // Continuation bytes after the character make it one invalid character with them.
            if i + length < end && source[i + length] & 0xC0 == 0x80 { return i }
            i += length
        }
        return i
    }

    /// True when `visible`, shown for the character `source[start..<next]` that decodes to
    /// `scalar`, is written with those very bytes: the character is valid UTF-8 (a decoded
    /// U+FFFD is a real one only when written `EF BF BD`) and not replaced by a picture.
    @inline(__always)
    private static func isWrittenAsItself(
        _ visible: Unicode.Scalar, scalar: Unicode.Scalar, _ source: [UInt8], from start: Int, to next: Int
    ) -> Bool {
        visible == scalar && UTF8.width(scalar) == next - start && (scalar != "\u{FFFD}" || source[start] == 0xEF)
    }

    /// The character (column) starting at `source[start]` and where the next one starts, before
    /// `end`: an ASCII byte, or a byte that starts a UTF-8 sequence with the continuation bytes
    /// after it, `�` when they are not one valid scalar; stray continuation bytes (at the
    /// window's start, or after an ASCII byte in text that is not UTF-8) are one `�` together.
    static func character(in source: [UInt8], at start: Int, end: Int) -> (Unicode.Scalar, next: Int) {
        let lead = source[start]
        if lead < 0x80 { return (Unicode.Scalar(lead), start + 1) }
        // A whole two-byte sequence (Cyrillic, Arabic, Latin accents: most non-ASCII text in
        // payloads), decoded without the general loop.
        if lead >= 0xC2 && lead <= 0xDF && start + 1 < end {
            let second = source[start + 1]
            if second & 0xC0 == 0x80 && (start + 2 == end || source[start + 2] & 0xC0 != 0x80) {
                let value = UInt32(lead & 0x1F) << 6 | UInt32(second & 0x3F)
                return (Unicode.Scalar(value) ?? "\u{FFFD}", start + 2)
            }
        }
        // A whole three-byte sequence (CJK, most symbols), decoded as directly; an overlong
        // form or a surrogate is left to the general loop, which answers U+FFFD.
        if lead >= 0xE0 && lead <= 0xEF && start + 2 < end {
            let second = source[start + 1]
            let third = source[start + 2]
            if second & 0xC0 == 0x80 && third & 0xC0 == 0x80 && (start + 3 == end || source[start + 3] & 0xC0 != 0x80)
                && !(lead == 0xE0 && second < 0xA0) && !(lead == 0xED && second > 0x9F)
            {
                let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
                return (Unicode.Scalar(value) ?? "\u{FFFD}", start + 3)
            }
        }
        var next = start + 1
        while next < end, source[next] & 0xC0 == 0x80 { next += 1 }
        let length = next - start
        let second = length > 1 ? source[start + 1] : 0
        var value: UInt32
        switch lead {
        case 0xC2...0xDF where length == 2:
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF where length == 3:
            if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) { return ("\u{FFFD}", next) }
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4 where length == 4:
            if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return ("\u{FFFD}", next) }
            value = UInt32(lead & 0x07)
        default:
            return ("\u{FFFD}", next)
        }
        for index in (start + 1)..<next { value = value << 6 | UInt32(source[index] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", next)
    }

    /// Appends `…` in UTF-8, its three bytes in place (no array to copy from).
    private static func appendEllipsis(to text: inout [UInt8]) {
        text.append(0xE2)
        text.append(0x80)
        text.append(0xA6)
    }

    /// The `…` and its one-space padding when the line is cut before the window.
    private static func appendEdge(_ cut: Bool, text: inout [UInt8], caret: inout [UInt8]) {
        guard cut else { return }
        appendEllipsis(to: &text)
        caret.append(0x20)
    }

    /// `cells` tildes (none when not positive), at most `maximumUnderline`.
    private static func appendTildes(_ cells: Int, to caret: inout [UInt8]) {
        TextBuffer.append(min(cells, maximumUnderline), of: TextBuffer.tildes, to: &caret)
    }

    @inline(__always)
    private static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// The number of characters (columns) in `source[0..<end]`: one per byte that starts a
    /// sequence, and one for each run of stray continuation bytes at the very start or after an
    /// ASCII byte (text in another encoding read as UTF-8: Shift_JIS `83 5E` is `�^`), as
    /// `character(in:at:end:)` reads them.
    static func characterCount(_ source: [UInt8], to end: Int) -> Int {
        var count = 0
        var i = 0
        if end > 0 && source[0] & 0xC0 == 0x80 { count = 1 }
        // 0x80 when the byte before the next word is ASCII.
        var asciiBefore: UInt64 = 0
        while i + 8 <= end {
            let word = ByteWords.word(source, at: i)
            count += ExcerptWindow.characterStarts(in: word) + strayRunStarts(in: word, asciiBefore: asciiBefore)
            asciiBefore = (~word >> 56) & 0x80
            i += 8
        }
        while i < end {
            if source[i] & 0xC0 != 0x80 || (i > 0 && source[i - 1] < 0x80) { count += 1 }
            i += 1
        }
        return count
    }

    /// The continuation bytes of `word` right after an ASCII byte (the byte before the word is
    /// one when `asciiBefore` is 0x80): each starts a run of stray bytes, one `�`.
    @inline(__always)
    private static func strayRunStarts(in word: UInt64, asciiBefore: UInt64) -> Int {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let continuations = word & ~(word << 1) & highs
        let afterASCII = (~word & highs) << 8 | asciiBefore
        let starts = (continuations & afterASCII) >> 7
        return Int(truncatingIfNeeded: (starts &* 0x0101_0101_0101_0101) >> 56)
    }

    /// Renders the excerpt with a gutter as wide as the line number.
    func rendered(gutterWidth: Int) -> String {
        let blank = String(repeating: " ", count: gutterWidth)
        let number = String(lineNumber)
        let gutter = String(repeating: " ", count: gutterWidth - number.count) + number
        return "\(blank) |\n\(gutter) | \(text)\n\(blank) | \(caret)"
    }

    /// Control characters become the Unicode control pictures (␀, ␍…); tabs stay tabs. The C1
    /// controls (U+0080–U+009F, which some terminals obey like ESC sequences: U+009B is CSI) have
    /// no pictures and become `�`.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return scalar
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "?"
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        default: return scalar
        }
    }

    /// Terminal cells taken by a scalar: 2 for East Asian wide characters and emoji, 0 for
    /// combining marks, 1 otherwise.
    static func cells(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        // Below U+1100 only the combining marks differ from one cell (the ranges below start
        // there): Cyrillic, Arabic and accented Latin skip the range tests.
        if v < 0x1100 { return v >= 0x0300 && v <= 0x036F ? 0 : 1 }
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
