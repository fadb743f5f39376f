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
        let result: Result<([JSONNode], Step), JSONSyntaxError> = bytes.withUnsafeBufferPointer { buf in
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
                case UInt8(ascii: ","): return .success((scanner.finishNodes(), .more(next: scanner.i + 1)))
                case UInt8(ascii: "]"): return .success((scanner.finishNodes(), .closed(next: scanner.i + 1)))
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
        case .success(let (nodes, step)):
            let document = JSONDocument(
                bytes: bytes, range: start..<end, nodes: nodes, embedding: nil, fileOffset: fileOffset,
                rootPointer: JSONPointer(tokens: [String(index)]))
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
/// It keeps its state between calls, so a file can be scanned block by block.
public struct JSONArrayBoundaryScanner: Sendable {
    private var depth = 0
    private var inString = false
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
        var cuts: [(offset: Int, index: Int)] = []
        var nextCut = firstCut
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var i = range.lowerBound
            let end = range.upperBound
            var depth = self.depth
            var inString = self.inString
            var escaped = self.escaped
            var closed = self.closed
            var separators = self.separators
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
                    if buf[i] == UInt8(ascii: "\"") {
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
                switch buf[i] {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth <= 0 { closed = true }
                case UInt8(ascii: ","):
                    if depth == 1 && !closed {
                        separators += 1
                        if i + 1 >= nextCut {
                            cuts.append((i + 1, separators))
                            nextCut = i + 1 + spacing
                        }
                    }
                default: break
                }
                i += 1
            }
            self.depth = depth
            self.inString = inString
            self.escaped = escaped
            self.closed = closed
            self.separators = separators
        }
        return cuts
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
