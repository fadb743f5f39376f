import SizeModel

/// Text from the input (file names, keys and values quoted in messages, JSON Pointers) made safe
/// for a terminal and for one-line formats: control characters are written as JSON escapes
/// (`\n`, `\t`, `\u001B`), so a key such as `"a\u001b[31m"` or a file named with a line break
/// cannot recolor the terminal, move the cursor or forge a line of output.
///
/// C0 controls (U+0000–U+001F), DEL (U+007F) and the C1 controls (U+0080–U+009F, which some
/// terminals also obey) are escaped; everything else is kept as it is.
package enum TerminalSafeText {
    /// `text` with every control character escaped; `text` itself when it has none (no copy).
    package static func escaped(_ text: String) -> String {
        guard containsControl(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }

    /// Appends the UTF-8 of `escaped(text)` to `bytes` (the bytes of `text` themselves, copied
    /// in one step, when it has no control character).
    static func append(_ text: String, to bytes: inout [UInt8]) {
        append(to: &bytes, writing: { $0.appendUTF8(of: text) }, text: { text })
    }

    /// Appends `text` as `append(_:to:)` does, where `write` appends the UTF-8 of `text`
    /// (without making it a String): the bytes stay when they hold no control character, else
    /// they are replaced by the escaped form of `text()`.
    static func append(to bytes: inout [UInt8], writing write: (inout [UInt8]) -> Void, text: () -> String) {
        let mark = bytes.count
        write(&bytes)
        guard containsControl(bytes, from: mark) else { return }
        bytes.removeSubrange(mark...)
        TextBuffer.append(escaped(text()), to: &bytes)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// True when `text` has a scalar `isControl` accepts, judged on its UTF-8: a byte below
    /// 0x20, 0x7F, or 0xC2 followed by 0x80–0x9F (the encoding of U+0080–U+009F).
    static func containsControl(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }

    /// `containsControl` on the UTF-8 bytes `utf8[start...]` (those just appended to an output
    /// buffer). Eight bytes at a time: a word with no byte below 0x20, no 0x7F and no 0xC2 (the
    /// lead byte of U+0080–U+009F) cannot hold a control character; only the rest is looked at
    /// byte by byte.
    ///
    /// The bytes left after the last whole word (fewer than eight) are screened as the buffer's
    /// last eight, a word overlapping bytes already screened or written before `start`: when it
    /// cannot hold a control character (nor the lead byte of one that would end in it), neither
    /// can they. Only when it may are they looked at byte by byte. (Measured on the
    /// findings-heavy corpus: the byte loop took about a third of this function, which runs on
    /// every printed finding's message, pointer and fix.)
    static func containsControl(_ utf8: [UInt8], from start: Int) -> Bool {
        let end = utf8.count
        var i = ByteWords.firstWord(utf8, from: start, to: end, where: mayHoldControl)
        if i + 8 > end && i < end && end >= 8 && !mayHoldControl(ByteWords.word(utf8, at: end - 8)) { return false }
        // A C1 control's lead byte may end the word before: look from one byte back.
        var previous: UInt8 = i > start ? utf8[i - 1] : 0
        while i < end {
            let byte = utf8[i]
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
            previous = byte
            i += 1
        }
        return false
    }

    /// True when a byte of `word` is below 0x20, 0x7F or 0xC2 (never false when one is). A word
    /// of printable ASCII, most of a report's text, is told in five operations
    /// (`SourceExcerpt.Span.isPrintableASCII`); only the others are tested for each kind of byte.
    @inline(__always)
    private static func mayHoldControl(_ word: UInt64) -> Bool {
        if SourceExcerpt.Span.isPrintableASCII(word) { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let del = word ^ (ones &* 0x7F)
        let c2 = word ^ (ones &* 0xC2)
        let zeroDel = (del &- ones) & ~del & highs
        let zeroC2 = (c2 &- ones) & ~c2 & highs
        return below20 | zeroDel | zeroC2 != 0
    }
}
