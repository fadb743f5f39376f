/// A position in a file: byte offset, line and column.
///
/// Lines and columns are 1-based. A line ends at LF, CRLF or a lone CR. The column counts Unicode
/// scalar values (code points) from the start of the line, so `é` and `😀` are one column each and
/// a tab is one column; this is SARIF's `unicodeCodePoints` column kind. The offset is the 0-based
/// byte offset in the file.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
    /// 0-based byte offset.
    public let offset: Int
    /// 1-based line.
    public let line: Int
    /// 1-based column in Unicode scalar values.
    public let column: Int

    /// Creates a position.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// Converts byte offsets of a file to lines and columns, built once per file that has findings.
public struct SourceLocator: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]

    /// Scans `bytes` for line ends.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte == 0x0A {
                starts.append(i + 1)
            } else if byte == 0x0D {
                if i + 1 < count && bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.lineStarts = starts
    }

    /// The number of lines (a final line end does not start a counted line of its own).
    public var lineCount: Int {
        guard let last = bytes.last, last == 0x0A || last == 0x0D else { return lineStarts.count }
        return lineStarts.count - 1
    }

    /// The line and column of `offset` (clamped to the file).
    public func position(of offset: Int) -> SourcePosition {
        let clamped = min(max(0, offset), bytes.count)
        // Binary search for the last line start <= clamped.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        var column = 1
        var i = lineStart
        while i < clamped {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(offset: clamped, line: low + 1, column: column)
    }

    /// The positions of many offsets at once, in the order given. Offsets are visited in sorted
    /// order and each line is scanned at most once, so the cost is linear in the file even for a
    /// one-line file with a finding per message (calling `position(of:)` per offset rescans the
    /// line each time).
    public func positions(of offsets: [Int]) -> [SourcePosition] {
        var result = [SourcePosition](repeating: SourcePosition(offset: 0, line: 1, column: 1), count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var line = 0
        var scanned = 0
        var column = 1
        for index in order {
            let target = min(max(0, offsets[index]), bytes.count)
            while line + 1 < lineStarts.count && lineStarts[line + 1] <= target {
                line += 1
                scanned = lineStarts[line]
                column = 1
            }
            if scanned < lineStarts[line] {
                scanned = lineStarts[line]
                column = 1
            }
            while scanned < target {
                if bytes[scanned] & 0xC0 != 0x80 { column += 1 }
                scanned += 1
            }
            result[index] = SourcePosition(offset: target, line: line + 1, column: column)
        }
        return result
    }

    /// The byte range of line `line` (1-based), without its line end.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1 && line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return start..<end
    }
}
