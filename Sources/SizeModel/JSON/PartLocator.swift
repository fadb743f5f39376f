#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines and columns inside one part of a file, for files read part by part.
///
/// A part (a block of JSON Lines, a run of batch elements) does not know on which line it
/// starts. Positions in it are counted from its first byte: `lines` line starts since then, and
/// `columns` characters since the last of them (or, with no line start, since the part's first
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

/// Counts lines and columns in `bytes` from a part's first byte, in one forward pass that skips
/// from line feed to line feed with `memchr` (carriage returns take a byte-by-byte path).
public enum PartLocator {
    /// The positions of `offsets` (ascending) counted from `start`; `limit` is where the bytes
    /// end (a CR right before `limit` ends its line).
    public static func positions(of offsets: [Int], in bytes: [UInt8], from start: Int, limit: Int) -> [PartPosition] {
        var result: [PartPosition] = []
        result.reserveCapacity(offsets.count)
        bytes.withUnsafeBufferPointer { buf in
            var cursor = Cursor(position: start)
            for offset in offsets {
                cursor.advance(buf, to: min(max(offset, cursor.position), limit), limit: limit)
                result.append(PartPosition(lines: cursor.lines, columns: cursor.columns))
            }
        }
        return result
    }

    /// The span of `bytes[start..<end]`: its line starts and the columns after the last one.
    public static func span(of bytes: [UInt8], from start: Int, to end: Int, limit: Int) -> PartPosition {
        bytes.withUnsafeBufferPointer { buf in
            var cursor = Cursor(position: start)
            cursor.advance(buf, to: end, limit: limit)
            return PartPosition(lines: cursor.lines, columns: cursor.columns)
        }
    }

    /// `positions(of:in:from:limit:)` for a part whose line feeds are known (a run of JSON Lines,
    /// whose lines the engine has walked): `lineFeeds` are the indices of every line feed in
    /// `bytes[start..<end]`, ascending, and the caller has checked that those bytes hold no
    /// carriage return. The lines of each offset are counted in that list; only its columns are
    /// read from the bytes. Nil when an offset is outside `start...end` (the caller counts in
    /// the bytes then).
    public static func positions(
        of offsets: [Int], in bytes: [UInt8], from start: Int, to end: Int, lineFeeds: [Int]
    ) -> [PartPosition]? {
        guard let first = offsets.first, let last = offsets.last, first >= start, last <= end, end <= bytes.count else {
            return offsets.isEmpty ? [] : nil
        }
        var result: [PartPosition] = []
        result.reserveCapacity(offsets.count)
        bytes.withUnsafeBufferPointer { buf in
            // The columns are counted on from the previous offset when it is on the same line.
            var lines = 0
            var position = start
            var columns = 0
            for offset in offsets {
                let before = lines
                while lines < lineFeeds.count && lineFeeds[lines] < offset { lines += 1 }
                if lines != before {
                    position = lineFeeds[lines - 1] + 1
                    columns = 0
                }
                columns += Cursor.scalars(buf, position, offset)
                position = offset
                result.append(PartPosition(lines: lines, columns: columns))
            }
        }
        return result
    }

    /// `span(of:from:to:limit:)` for a part whose line feeds are known, as in
    /// `positions(of:in:from:to:lineFeeds:)`: `lineFeeds` are those of `bytes[start..<end]`, which
    /// holds no carriage return.
    public static func span(of bytes: [UInt8], from start: Int, to end: Int, lineFeeds: [Int]) -> PartPosition {
        let lineStart = lineFeeds.last.map { $0 + 1 } ?? start
        let columns = bytes.withUnsafeBufferPointer { Cursor.scalars($0, min(lineStart, end), min(end, $0.count)) }
        return PartPosition(lines: lineFeeds.count, columns: columns)
    }

    /// A place in the bytes with the lines and columns counted up to it.
    private struct Cursor {
        var position: Int
        var lines = 0
        var columns = 0

        init(position: Int) { self.position = position }

        mutating func advance(_ buf: UnsafeBufferPointer<UInt8>, to target: Int, limit: Int) {
            guard target > position, let base = buf.baseAddress else { return }
            if memchr(base + position, 0x0D, target - position) != nil {
                slowAdvance(buf, to: target, limit: limit)
                return
            }
            // Only line feeds: jump from one to the next, then count the columns after the last.
            var lastLineStart = -1
            var from = position
            while from < target, let found = memchr(base + from, 0x0A, target - from) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                lines += 1
                lastLineStart = index + 1
                from = index + 1
            }
            if lastLineStart >= 0 {
                columns = Self.scalars(buf, lastLineStart, target)
            } else {
                columns += Self.scalars(buf, position, target)
            }
            position = target
        }

        /// Byte by byte, for text with carriage returns.
        mutating func slowAdvance(_ buf: UnsafeBufferPointer<UInt8>, to target: Int, limit: Int) {
            var i = position
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
            position = i
        }

        /// Bytes that start a UTF-8 sequence (all but the continuation bytes, `10xxxxxx`) in
        /// `buf[from..<to]`: the count of a printed finding's column from its line's start, the
        /// loop that places a finding. Sixteen bytes at a time in a vector register: each lane
        /// adds up its continuation bytes (high bit set, the bit below it clear) over at most 31
        /// blocks, so that the eight lanes of each half sum to at most 248, which one
        /// multiplication per half adds up. (About 11 instructions per 16 bytes, where eight at a
        /// time in a general register took about 13 per 8: a printed finding of the
        /// findings-heavy corpus is about 400 bytes from its line's start.)
        static func scalars(_ buf: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int {
            let to = min(to, buf.count)
            guard from >= 0, from < to, let base = buf.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            let lowBits: UInt64 = 0x0101_0101_0101_0101
            var count = 0
            var i = from
            while i &+ 16 <= to {
                let blockStart = i
                let blockEnd = min(to, i &+ 31 &* 16)
                var continuations = SIMD16<UInt8>()
                while i &+ 16 <= blockEnd {
                    let bytes = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    continuations &+= (bytes & ~(bytes &<< 1)) &>> 7
                    i &+= 16
                }
                let halves = unsafeBitCast(continuations, to: SIMD2<UInt64>.self)
                let continued = ((halves[0] &* lowBits) &>> 56) &+ ((halves[1] &* lowBits) &>> 56)
                count &+= (i &- blockStart) &- Int(truncatingIfNeeded: continued)
            }
            while i < to {
                count &+= base[i] & 0xC0 != 0x80 ? 1 : 0
                i &+= 1
            }
            return count
        }
    }
}
