import SizeModel

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
/// of its line, is moved to the start of that character or the end of the line. Lines are found
/// through `SourceLocator`, the reports' line table, so both agree on where a line ends.
struct PositionConverter: Sendable {
    /// The lines, as the linter's reports find them (the same line ends).
    private let locator: SourceLocator

    init(bytes: [UInt8]) {
        locator = SourceLocator(bytes: bytes)
    }

    var bytes: [UInt8] { locator.bytes }

    /// The number of lines (a final line break starts one more, empty line).
    var lineCount: Int { locator.lineStartCount }

    /// The LSP position of byte `offset` (clamped to the text; an offset inside a multi-byte
    /// character counts as that character's start).
    func position(ofByte offset: Int) -> LSPPosition {
        let clamped = min(max(0, offset), bytes.count)
        let (line, content) = locator.line(containing: clamped)
        let end = min(clamped, content.upperBound)
        var units = 0
        var index = content.lowerBound
        while index < end {
            let length = Self.sequenceLength(bytes[index])
            if index + length > end { break }
            units += length == 4 ? 2 : 1
            index += length
        }
        return LSPPosition(line: line - 1, character: units)
    }

    /// The byte offset of an LSP position (clamped to its line; a line past the end is the end).
    func offset(of position: LSPPosition) -> Int {
        guard position.line < locator.lineStartCount else { return bytes.count }
        let content = locator.lineRange(position.line + 1)
        let end = content.upperBound
        var index = content.lowerBound
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
