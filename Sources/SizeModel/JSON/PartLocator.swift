/// Lines and columns inside one part of a file, for files read part by part.
///
/// A part (a block of JSON Lines, a run of batch elements) does not know on which line it
/// starts. Positions in it are counted from its first byte: `lines` line starts since then, and
/// `column` characters since the last of them (or, with no line start, since the part's first
/// byte). Adding the line and column where the part starts gives the file position; the same
/// rules as `SourceLocator` (LF, CRLF and lone CR end lines; a column per Unicode scalar).
public struct PartPosition: Sendable, Equatable {
    /// Line starts between the part's first byte and the position.
    public var lines: Int
    /// Columns after the last line start, or after the part's first byte when `lines` is 0.
    public var columns: Int

    /// Creates a position.
    public init(lines: Int, columns: Int) {
        self.lines = lines
        self.columns = columns
    }

    /// The file position, given the file position of the part's first byte.
    public func resolved(offset: Int, partStart: SourcePosition) -> SourcePosition {
        lines == 0
            ? SourcePosition(offset: offset, line: partStart.line, column: partStart.column + columns)
            : SourcePosition(offset: offset, line: partStart.line + lines, column: 1 + columns)
    }
}

/// Counts lines and columns in `bytes` from a part's first byte, in one forward pass.
public enum PartLocator {
    /// The positions of `offsets` (ascending) counted from `start`; `limit` is where the bytes
    /// end (a CR right before `limit` ends its line).
    public static func positions(of offsets: [Int], in bytes: [UInt8], from start: Int, limit: Int) -> [PartPosition] {
        var result: [PartPosition] = []
        result.reserveCapacity(offsets.count)
        bytes.withUnsafeBufferPointer { buf in
            var lines = 0
            var columns = 0
            var i = start
            for offset in offsets {
                let target = min(max(offset, i), limit)
                advance(buf, &i, to: target, limit: limit, lines: &lines, columns: &columns)
                result.append(PartPosition(lines: lines, columns: columns))
            }
        }
        return result
    }

    /// The span of `bytes[start..<end]`: its line starts and the columns after the last one.
    public static func span(of bytes: [UInt8], from start: Int, to end: Int, limit: Int) -> PartPosition {
        bytes.withUnsafeBufferPointer { buf in
            // Fast path: count line feeds; carriage returns are rare and take the exact path.
            var hasCR = false
            var lineFeeds = 0
            var lastLineFeed = -1
            var i = start
            while i < end {
                let byte = buf[i]
                if byte == 0x0A {
                    lineFeeds += 1
                    lastLineFeed = i
                } else if byte == 0x0D {
                    hasCR = true
                    break
                }
                i += 1
            }
            if !hasCR {
                let from = lastLineFeed >= 0 ? lastLineFeed + 1 : start
                var columns = 0
                var j = from
                while j < end {
                    if buf[j] & 0xC0 != 0x80 { columns += 1 }
                    j += 1
                }
                return PartPosition(lines: lineFeeds, columns: columns)
            }
            var lines = 0
            var columns = 0
            var position = start
            advance(buf, &position, to: end, limit: limit, lines: &lines, columns: &columns)
            return PartPosition(lines: lines, columns: columns)
        }
    }

    private static func advance(
        _ buf: UnsafeBufferPointer<UInt8>, _ i: inout Int, to target: Int, limit: Int, lines: inout Int, columns: inout Int
    ) {
        while i < target {
            let byte = buf[i]
            if byte == 0x0A {
                lines += 1
                columns = 0
                i += 1
                continue
            }
            if byte == 0x0D {
                if i + 1 < limit && buf[i + 1] == 0x0A {
                    if i + 2 <= target {
                        lines += 1
                        columns = 0
                        i += 2
                        continue
                    }
                    // `target` is the LF of a CRLF: the CR is one more column of this line.
                    columns += 1
                    i += 1
                    continue
                }
                lines += 1
                columns = 0
                i += 1
                continue
            }
            if byte & 0xC0 != 0x80 { columns += 1 }
            i += 1
        }
    }
}
