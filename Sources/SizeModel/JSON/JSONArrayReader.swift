#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a top-level JSON array one element at a time, each element parsed as a document of its
/// own, with exactly the errors (reason and offset) `JSONParser.parse` gives for the whole array.
///
/// A batch of 100,000 messages is then linted message by message: memory holds one element's
/// node table at a time, not the whole batch's. Offsets stay offsets into the buffer passed in;
/// the documents add `fileOffset` when they resolve offsets to the file, and their JSON Pointers
/// start with the element's index (`/3/message/data`).
public struct JSONArrayReader: Sendable {
    /// The deepest nesting accepted, counting the top-level array as the first level.
    public var maximumDepth: Int
    /// The most keys and values in one element (the parser's limit per document, applied to each
    /// element: a streamed batch never holds more than one element's node table).
    public var maximumValues: Int

    /// Creates a reader with the parser's limits.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth, maximumValues: Int = JSONParser.defaultMaximumValues) {
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }

    /// What follows the opening bracket, or an element and its delimiter.
    public enum Step: Sendable {
        /// Another element starts at `next` (after a ',').
        case more(next: Int)
        /// The array closed; `next` is the offset after the `]`.
        case closed(next: Int)
    }

    /// Reads the whitespace and `[` at `start`; returns where the first element begins, or
    /// `.closed` for `[]`.
    public func open(_ bytes: [UInt8], from start: Int, end: Int) throws(JSONSyntaxError) -> Step {
        try bytes.withUnsafeBufferPointer { buf throws(JSONSyntaxError) -> Step in
            var scanner = Scanner(buf: buf, i: start, end: end, maximumDepth: maximumDepth, maximumValues: maximumValues)
            scanner.skipWhitespace()
            guard scanner.i < end else { throw JSONSyntaxError(.emptyInput, at: scanner.i) }
            guard buf[scanner.i] == UInt8(ascii: "[") else {
                throw JSONSyntaxError(
                    .unexpectedCharacter(found: scanner.describe(scanner.i), expected: "'['"), at: scanner.i)
            }
            try scanner.enterContainer()
            scanner.i += 1
            scanner.skipWhitespace()
            if scanner.i < end && buf[scanner.i] == UInt8(ascii: "]") { return .closed(next: scanner.i + 1) }
            return .more(next: scanner.i)
        }
    }

    /// Parses the element at `start` (after optional whitespace) and the `,` or `]` after it.
    ///
    /// - Parameters:
    ///   - index: the element's index in the array, for its JSON Pointer and node position
    ///   - fileOffset: the file offset of `bytes[0]`
    /// - Returns: the element as a document, and what comes next
    public func element(
        _ bytes: [UInt8], at start: Int, end: Int, index: Int, fileOffset: Int = 0
    ) throws(JSONSyntaxError) -> (document: JSONDocument, step: Step) {
        let result: Result<([JSONNode], Step, ParseNotes), JSONSyntaxError> = bytes.withUnsafeBufferPointer { buf in
            var scanner = Scanner(
                buf: buf, i: start, end: end, maximumDepth: maximumDepth, maximumValues: maximumValues, depth: 1,
                capacity: min((end - start) / 12, 128))
            do throws(JSONSyntaxError) {
                scanner.skipWhitespace()
                if index > 0 && scanner.i < end && buf[scanner.i] == UInt8(ascii: "]") {
                    throw JSONSyntaxError(
                        .unexpectedCharacter(found: "']'", expected: "a value after ','"), at: scanner.i)
                }
                try scanner.parseValue(parent: -1)
                scanner.skipWhitespace()
                guard scanner.i < end else {
                    throw JSONSyntaxError(.unexpectedEnd(expected: "',' or ']'"), at: scanner.i)
                }
                // The element's index, set here while the table is not shared (no copy).
                scanner.setRootPosition(Int32(truncatingIfNeeded: index))
                switch buf[scanner.i] {
                case UInt8(ascii: ","): return .success((scanner.finishNodes(), .more(next: scanner.i + 1), scanner.notes))
                case UInt8(ascii: "]"): return .success((scanner.finishNodes(), .closed(next: scanner.i + 1), scanner.notes))
                default:
                    throw JSONSyntaxError(
                        .unexpectedCharacter(found: scanner.describe(scanner.i), expected: "',' or ']' after an element"),
                        at: scanner.i)
                }
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let (nodes, step, notes)):
            let document = JSONDocument(
                bytes: bytes, range: start..<end, nodes: nodes, fileOffset: fileOffset, rootIndex: index,
                notes: notes)
            return (document, step)
        case .failure(let error):
            throw error
        }
    }

    /// Checks that nothing but whitespace follows the closing bracket at `start`.
    public func close(_ bytes: [UInt8], at start: Int, end: Int) throws(JSONSyntaxError) {
        try bytes.withUnsafeBufferPointer { buf throws(JSONSyntaxError) in
            var scanner = Scanner(buf: buf, i: start, end: end, maximumDepth: maximumDepth, maximumValues: maximumValues)
            scanner.skipWhitespace()
            if scanner.i < end {
                throw JSONSyntaxError(.trailingContent(found: scanner.describe(scanner.i)), at: scanner.i)
            }
        }
    }
}

// MARK: - Element boundaries

/// Finds where the elements of a top-level JSON array begin without parsing them: it follows
/// strings and nesting depth only, so it is several times faster than parsing. It validates
/// nothing; the element parser does, and checks that every element ends where the next begins.
///
/// It reads 64 bytes at a time (`BoundaryBlock`): one bit per byte marks the quotes, backslashes
/// and brackets, a few operations on those masks tell the escaped quotes and the bytes inside
/// strings, and only the brackets outside strings are visited (the commas too where the depth
/// comes near 1); a block with no bracket or backslash, away from depth 1, only flips the string
/// state by the parity of its quotes. The last bytes of a range, and a block with a backslash
/// outside every string (never in valid JSON), are read byte by byte; both ways find the same
/// cuts.
///
/// It keeps its state between calls, so a file can be scanned block by block.
public struct JSONArrayBoundaryScanner: Sendable {
    private var depth = 0
    private var inString = false
    /// True when the last byte read was a backslash in a string that escapes the next byte.
    private var escaped = false
    /// True once the top-level array has closed (depth back to 0 after the first `[`).
    public private(set) var closed = false
    /// The number of element separators (`,` at depth 1) seen so far.
    public private(set) var separators = 0

    /// Creates a scanner at the start of the file.
    public init() {}

    /// Scans `bytes[range]` and returns places to cut the array: offsets just after a `,` at
    /// depth 1 (where the next element's whitespace begins) with the index of the element that
    /// follows; the first at or after `firstCut`, then at most one per `spacing` bytes.
    public mutating func cuts(
        in bytes: [UInt8], _ range: Range<Int>, firstCut: Int, spacing: Int
    ) -> [(offset: Int, index: Int)] {
        // Once the array has closed nothing counts any more: no separator, no cut.
        guard !closed else { return [] }
        var scan = BoundaryScan(
            depth: depth, inString: inString, escaped: escaped, closed: closed, separators: separators,
            nextCut: firstCut, spacing: spacing)
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var i = range.lowerBound
            let end = range.upperBound
            #if _endian(little)
            i = scan.scanBlocks(base, from: i, to: end)
            #endif
            if !scan.closed { scan.scanBytes(base, from: i, to: end) }
        }
        depth = scan.depth
        inString = scan.inString
        escaped = scan.escaped
        closed = scan.closed
        separators = scan.separators
        return scan.cuts
    }
}

/// The boundary scanner's state while it reads one range, and the cuts found so far.
private struct BoundaryScan {
    var depth: Int
    var inString: Bool
    var escaped: Bool
    var closed: Bool
    var separators: Int
    var nextCut: Int
    let spacing: Int
    var cuts: [(offset: Int, index: Int)] = []

    /// A `,` outside strings at `offset`: an element separator at depth 1, a cut when far enough
    /// from the last.
    @inline(__always)
    mutating func comma(at offset: Int) {
        guard depth == 1 && !closed else { return }
        separators += 1
        if offset + 1 >= nextCut {
            cuts.append((offset + 1, separators))
            nextCut = offset + 1 + spacing
        }
    }

    /// A `]` or `}` outside strings.
    @inline(__always)
    mutating func close() {
        depth -= 1
        if depth <= 0 { closed = true }
    }

    /// Reads `base[start..<end]` byte by byte (the string contents eight bytes at a time).
    @inline(never)
    mutating func scanBytes(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        var i = start
        while i < end {
            if inString {
                // Inside a string only the closing quote matters: skip to the next '"' or '\\'
                // eight bytes at a time; a backslash skips the character it escapes.
                if escaped {
                    escaped = false
                    i += 1
                    continue
                }
                i = Self.skipToQuoteOrBackslash(base, from: i, end: end)
                guard i < end else { break }
                if base[i] == UInt8(ascii: "\"") {
                    inString = false
                    i += 1
                } else if i + 1 < end {
                    i += 2
                } else {
                    escaped = true  // the escaped character is in the next range
                    i = end
                }
                continue
            }
            switch base[i] {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): close()
            case UInt8(ascii: ","): comma(at: i)
            default: break
            }
            i += 1
        }
    }

    /// The offset of the first `"` or `\\` at or after `start` (or `end`), testing eight bytes at a
    /// time: each test flags the high bit of a matching byte, and a borrow can flag only a byte
    /// above a match, so the lowest flag is the first match.
    @inline(__always)
    static func skipToQuoteOrBackslash(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = start
        while i + 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let flags = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs
            if flags != 0 { return i + flags.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < end && base[i] != UInt8(ascii: "\"") && base[i] != UInt8(ascii: "\\") { i += 1 }
        return i
    }
}

#if _endian(little)
extension BoundaryScan {
    /// Reads 64-byte blocks from `start` while 64 bytes remain before `end`, with masks (bit k
    /// for byte k of the block); returns where it stopped.
    mutating func scanBlocks(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        // The state in registers: `inString` as a mask of all ones or none, for the whole block.
        var depth = self.depth
        var inString: UInt64 = self.inString ? ~0 : 0
        var escaped = self.escaped
        while end &- i >= BoundaryBlock.size {
            let block = base + i
            let quotes: BoundaryBlock.Flags, brackets: BoundaryBlock.Flags, backslashFlags: BoundaryBlock.Flags
            do {
                let bytes = BoundaryBlock(block)
                quotes = bytes.equal(to: UInt8(ascii: "\""))
                brackets = bytes.brackets()
                backslashFlags = bytes.equal(to: UInt8(ascii: "\\"))
            }
            // The bytes escaped by a backslash (in strings, as checked below), and whether the
            // next block's first byte is one.
            var backslashes: UInt64 = 0
            var escapedBytes: UInt64 = escaped ? 1 : 0
            var escapesNext = false
            if backslashFlags.any {
                backslashes = backslashFlags.bits
                (escapedBytes, escapesNext) = BoundaryBlock.escapedBytes(backslashes, firstIsEscaped: escaped)
            } else if !escaped && !brackets.any && depth != 1 {
                // Only quotes (and no separator to count): all that changes is whether a string
                // is open after the block.
                inString ^= quotes.oddCount
                i &+= BoundaryBlock.size
                continue
            }
            // Bit k: byte k is inside a string (an opening quote is, a closing one is not).
            let inside = BoundaryBlock.prefixXor(quotes.bits & ~escapedBytes) ^ inString
            if backslashes & ~inside != 0 {
                // A backslash outside every string (never in valid JSON) means nothing to the
                // scanner but would escape the next byte here: read this block byte by byte.
                (self.depth, self.inString, self.escaped) = (depth, inString != 0, escaped)
                scanBytes(base, from: i, to: i + BoundaryBlock.size)
                i += BoundaryBlock.size
                if closed { return i }
                (depth, inString, escaped) = (self.depth, self.inString ? ~0 : 0, self.escaped)
                continue
            }
            let structural = brackets.bits & ~inside
            var marks = structural
            var after = depth
            var lowest = depth
            while marks != 0 {
                // '[' and '{' have bit 1 set, ']' and '}' do not.
                after &+= Int(truncatingIfNeeded: (block[marks.trailingZeroBitCount] >> 1) & 1) &* 2 &- 1
                lowest = min(lowest, after)
                marks &= marks &- 1
            }
            if lowest <= 1 {
                // At depth 1 the commas count, and the array may close: read the block's
                // brackets and commas in order, from its start.
                self.depth = depth
                visit(structural, outside: ~inside, in: block, offset: i)
                after = self.depth
                if closed { return i + BoundaryBlock.size }
            }
            depth = after
            inString = UInt64(bitPattern: Int64(bitPattern: inside) >> 63)
            escaped = escapesNext
            i &+= BoundaryBlock.size
        }
        (self.depth, self.inString, self.escaped) = (depth, inString != 0, escaped)
        return i
    }

    /// The brackets marked in `brackets` and the commas in `outside` (bit k for `block[k]`, at
    /// `offset` in the buffer), in order.
    @inline(never)
    mutating func visit(_ brackets: UInt64, outside: UInt64, in block: UnsafePointer<UInt8>, offset: Int) {
        var marks = brackets | (BoundaryBlock(block).equal(to: UInt8(ascii: ",")).bits & outside)
        while marks != 0 {
            let k = marks.trailingZeroBitCount
            switch block[k] {
            case UInt8(ascii: ","): comma(at: offset + k)
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            default: close()
            }
            marks &= marks &- 1
        }
    }
}

/// 64 bytes held as four 16-byte vectors, and the bit operations the boundary scan uses on them.
/// Masks give bit k to byte k; the reinterpretations of vectors as wider lanes assume a
/// little-endian machine (as `#if _endian(little)` around this code states).
struct BoundaryBlock {
    static let size = 64
    let v0, v1, v2, v3: SIMD16<UInt8>

    @inline(__always)
    init(_ block: UnsafePointer<UInt8>) {
        let raw = UnsafeRawPointer(block)
        v0 = raw.loadUnaligned(fromByteOffset: 0, as: SIMD16<UInt8>.self)
        v1 = raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
        v2 = raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
        v3 = raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
    }

    /// The bytes equal to `byte`.
    @inline(__always)
    func equal(to byte: UInt8) -> Flags {
        let b = SIMD16<UInt8>(repeating: byte)
        return Flags(v0 .== b, v1 .== b, v2 .== b, v3 .== b)
    }

    /// The bytes `[`, `]`, `{` and `}`: with bit 5 set, `[` (0x5B) is `{` (0x7B) and `]` is `}`
    /// (0x7D), and the byte minus 0x7B is then 0 or 2, nothing else.
    @inline(__always)
    func brackets() -> Flags {
        let lower = SIMD16<UInt8>(repeating: 0x20), open = SIMD16<UInt8>(repeating: 0x7B)
        let notBit1 = SIMD16<UInt8>(repeating: 0xFD), zero = SIMD16<UInt8>()
        return Flags(
            ((v0 | lower) &- open) & notBit1 .== zero, ((v1 | lower) &- open) & notBit1 .== zero,
            ((v2 | lower) &- open) & notBit1 .== zero, ((v3 | lower) &- open) & notBit1 .== zero)
    }

    /// One flag per byte of the block (a lane of 0xFF or 0).
    struct Flags {
        let m0, m1, m2, m3: SIMD16<UInt8>

        @inline(__always)
        init(
            _ m0: SIMDMask<SIMD16<Int8>>, _ m1: SIMDMask<SIMD16<Int8>>,
            _ m2: SIMDMask<SIMD16<Int8>>, _ m3: SIMDMask<SIMD16<Int8>>
        ) {
            // A mask's storage is its lanes: -1 (all bits set) for true, 0 for false.
            self.m0 = unsafeBitCast(m0, to: SIMD16<UInt8>.self)
            self.m1 = unsafeBitCast(m1, to: SIMD16<UInt8>.self)
            self.m2 = unsafeBitCast(m2, to: SIMD16<UInt8>.self)
            self.m3 = unsafeBitCast(m3, to: SIMD16<UInt8>.self)
        }

        /// True when some byte is flagged.
        @inline(__always)
        var any: Bool {
            let words = unsafeBitCast(m0 | m1 | m2 | m3, to: SIMD2<UInt64>.self)
            return words[0] | words[1] != 0
        }

        /// All ones when an odd number of bytes are flagged, else 0.
        @inline(__always)
        var oddCount: UInt64 {
            // Bit 0 of each byte of the xor of all lanes is the parity of its column.
            let lanes = unsafeBitCast(m0 ^ m1 ^ m2 ^ m3, to: SIMD2<UInt64>.self)
            let columns = (lanes[0] ^ lanes[1]) & 0x0101_0101_0101_0101
            return 0 &- ((columns &* 0x0101_0101_0101_0101) >> 56 & 1)
        }

        /// The flags as the bits of one integer. Swift has no move-mask, so the lanes are packed
        /// in three halving steps: each step joins the bits of two neighbouring bytes (one 16-bit
        /// lane) into one byte.
        @inline(__always)
        var bits: UInt64 {
            // A flagged lane is 0xFF: shifting a 16-bit lane right by 7 puts its low byte's flag
            // at bit 0 and its high byte's at bit 1.
            let twos0 = Self.join(Self.lanes(m0) &>> 7 & 3, Self.lanes(m1) &>> 7 & 3)
            let twos1 = Self.join(Self.lanes(m2) &>> 7 & 3, Self.lanes(m3) &>> 7 & 3)
            let fours = Self.join(Self.pairs(twos0, width: 2), Self.pairs(twos1, width: 2))
            let eights = Self.join(Self.pairs(fours, width: 4), SIMD8<UInt16>())
            return UInt64(littleEndian: unsafeBitCast(eights, to: SIMD2<UInt64>.self)[0])
        }

        /// 16 bytes as eight 16-bit lanes, two bytes each.
        @inline(__always)
        static func lanes(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
            unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
        }

        /// Each 16-bit lane's two bytes of `width` bits joined into one value of twice the width.
        @inline(__always)
        static func pairs(_ bytes: SIMD16<UInt8>, width: UInt16) -> SIMD8<UInt16> {
            let lanes = lanes(bytes)
            return (lanes | lanes &>> (8 - width)) & ((1 << (2 * width)) - 1)
        }

        /// Two vectors of 16-bit lanes (each below 256) as the 16 bytes of one vector, in order.
        @inline(__always)
        static func join(_ low: SIMD8<UInt16>, _ high: SIMD8<UInt16>) -> SIMD16<UInt8> {
            SIMD16<UInt8>(truncatingIfNeeded: SIMD16<UInt16>(lowHalf: low, highHalf: high))
        }
    }

    /// Bit k set when an odd run of backslashes ends just before byte k (a run continues from
    /// the previous block when `firstIsEscaped`), and whether the block's last backslash escapes
    /// the next block's first byte. The carry of a subtraction tells the runs that start on an
    /// odd bit from those that start on an even bit (simdjson's method).
    @inline(__always)
    static func escapedBytes(_ backslashes: UInt64, firstIsEscaped: Bool) -> (UInt64, Bool) {
        let oddBits: UInt64 = 0xAAAA_AAAA_AAAA_AAAA
        let carried: UInt64 = firstIsEscaped ? 1 : 0
        let potential = backslashes & ~carried
        // Escape codes (the backslashes that escape) and escaped bytes, each as a run of
        // alternating bits starting at the run's first backslash.
        let codes = (((potential << 1) | oddBits) &- potential) ^ oddBits
        let escaped = codes ^ (backslashes | carried)
        return (escaped, (codes & backslashes) >> 63 != 0)
    }

    /// Bit k: the xor of bits 0...k (set between an opening quote and the byte before its
    /// closing quote).
    @inline(__always)
    static func prefixXor(_ bits: UInt64) -> UInt64 {
        var x = bits
        x ^= x << 1
        x ^= x << 2
        x ^= x << 4
        x ^= x << 8
        x ^= x << 16
        x ^= x << 32
        return x
    }
}
#endif
