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
///
/// Memory stays small whatever the file: the locator keeps the start of every 64th line (a file
/// of 100 million empty lines costs 12 MB, not 800 MB) and scans forward from the nearest one.
/// To locate many offsets at once, `positions(of:)` makes a single pass over the bytes.
public struct SourceLocator: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The offset of the first byte of lines 1, 1 + stride, 1 + 2 × stride…
    private let checkpoints: [Int]
    /// The number of line starts (a final line end starts one more, empty line): the line count
    /// of editors and the language server.
    package let lineStartCount: Int

    /// Lines between two kept line starts.
    static let stride = 64

    /// Scans `bytes` for line ends.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var checkpoints = [0]
        var lines = 1
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D && i + 1 < count && bytes[i + 1] == 0x0A { i += 1 }
                if lines % Self.stride == 0 { checkpoints.append(i + 1) }
                lines += 1
            }
            i += 1
        }
        self.checkpoints = checkpoints
        self.lineStartCount = lines
    }

    /// The number of lines (a final line end does not start a counted line of its own).
    public var lineCount: Int {
        guard let last = bytes.last, last == 0x0A || last == 0x0D else { return lineStartCount }
        return lineStartCount - 1
    }

    /// The line and column of `offset` (clamped to the file).
    public func position(of offset: Int) -> SourcePosition {
        let clamped = min(max(0, offset), bytes.count)
        let (line, lineStart) = lineAndStart(of: clamped)
        return SourcePosition(offset: clamped, line: line, column: Self.column(bytes, from: lineStart, to: clamped))
    }

    /// The 1-based line holding `offset` (clamped to the file; the LF of a CRLF belongs to the
    /// line the CR ends) and the byte range of that line's content, without its line end.
    package func line(containing offset: Int) -> (line: Int, content: Range<Int>) {
        let (line, start) = lineAndStart(of: min(max(0, offset), bytes.count))
        return (line, start..<Self.lineEnd(bytes, from: start).end)
    }

    /// The 1-based line holding `clamped` (an offset inside the file) and that line's start.
    private func lineAndStart(of clamped: Int) -> (line: Int, start: Int) {
        // The last kept line start at or before `clamped`…
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if checkpoints[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        // …then line by line up to the line holding `clamped`.
        var line = low * Self.stride + 1
        var lineStart = checkpoints[low]
        var i = lineStart
        while i < clamped {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                let next = byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
                if next > clamped { break }  // `clamped` is the LF of a CRLF: still this line
                line += 1
                lineStart = next
                i = next
                continue
            }
            i += 1
        }
        return (line, lineStart)
    }

    /// The positions of many offsets at once, in the order given, in one pass over the file (see
    /// `positions(of:in:)`): linear even for a one-line file with a finding per message, where
    /// calling `position(of:)` per offset would rescan the line each time.
    public func positions(of offsets: [Int]) -> [SourcePosition] {
        Self.positions(of: offsets, in: bytes)
    }

    /// The byte range of line `line` (1-based), without its line end.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1 && line <= lineStartCount else { return bytes.count..<bytes.count }
        var current = (line - 1) / Self.stride * Self.stride + 1
        var start = checkpoints[(line - 1) / Self.stride]
        while current < line {
            start = Self.lineEnd(bytes, from: start).next
            current += 1
        }
        return start..<Self.lineEnd(bytes, from: start).end
    }

    /// One 1-based column per byte that does not continue a UTF-8 sequence.
    static func column(_ bytes: [UInt8], from lineStart: Int, to offset: Int) -> Int {
        var column = 1
        var i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    /// The end of the line starting at `start` (its line end's first byte) and the next line's start.
    static func lineEnd(_ bytes: [UInt8], from start: Int) -> (end: Int, next: Int) {
        var i = start
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte == 0x0A { return (i, i + 1) }
            if byte == 0x0D { return (i, i + 1 < count && bytes[i + 1] == 0x0A ? i + 2 : i + 1) }
            i += 1
        }
        return (count, count)
    }
}

// MARK: - Many offsets at once

extension SourceLocator {
    /// The positions of `offsets` (in any order, clamped to the file), computed in one pass over
    /// `bytes`: O(file + k log k) for k offsets, where locating each one from its line start
    /// would cost O(k × line length) on a long line.
    public static func positions(of offsets: [Int], in bytes: [UInt8]) -> [SourcePosition] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var result = [SourcePosition](repeating: SourcePosition(offset: 0, line: 1, column: 1), count: offsets.count)
        var line = 1
        var column = 1
        var i = 0
        let count = bytes.count
        for k in order {
            let target = min(max(0, offsets[k]), count)
            while i < target {
                let byte = bytes[i]
                if byte == 0x0A || byte == 0x0D {
                    let next = byte == 0x0D && i + 1 < count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
                    if next <= target {
                        line += 1
                        column = 1
                        i = next
                        continue
                    }
                    // `target` is the LF of a CRLF: the CR is one more column of this line.
                }
                if byte & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            result[k] = SourcePosition(offset: target, line: line, column: column)
        }
        return result
    }
}
