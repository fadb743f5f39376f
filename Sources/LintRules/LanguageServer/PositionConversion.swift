/// A position as LSP counts it: 0-based line, and 0-based character offset in UTF-16 code units
/// from the start of the line.
struct LSPPosition: Sendable, Hashable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: LSPValue { .object([("line", .integer(line)), ("character", .integer(character))]) }

    /// Reads `{"line": …, "character": …}`; nil when either is missing or negative.
    init?(_ value: LSPValue?) {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue, line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Converts between byte offsets in a document's UTF-8 text and LSP positions (UTF-16 code units,
/// lines ended by LF, CRLF or a lone CR, as the LSP specification says).
///
/// A character outside the Basic Multilingual Plane (an emoji) is four UTF-8 bytes and two UTF-16
/// code units; a position that falls between the two units of a surrogate pair, or past the end
/// of its line, is moved to the start of that character or the end of the line.
struct PositionConverter: Sendable {
    let bytes: [UInt8]
    /// The byte offset of the first byte of each line.
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The number of lines (a final line break starts one more, empty line).
    var lineCount: Int { lineStarts.count }

    /// The byte offset just past the content of `line` (before its line break).
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line] && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The LSP position of byte `offset` (clamped to the text; an offset inside a multi-byte
    /// character counts as that character's start).
    func position(ofByte offset: Int) -> LSPPosition {
        let clamped = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let end = min(clamped, contentEnd(ofLine: low))
        var units = 0
        var index = lineStarts[low]
        while index < end {
            let length = Self.sequenceLength(bytes[index])
            if index + length > end { break }
            units += length == 4 ? 2 : 1
            index += length
        }
        return LSPPosition(line: low, character: units)
    }

    /// The byte offset of an LSP position (clamped to its line; a line past the end is the end).
    func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line)
        var index = lineStarts[position.line]
        var units = 0
        while index < end {
            let length = Self.sequenceLength(bytes[index])
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }
            units += width
            index = min(index + length, end)
        }
        return index
    }

    /// The UTF-8 sequence length a lead byte announces (1 for a stray continuation byte, which is
    /// then counted as one unit, as a decoder's replacement character would be).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
