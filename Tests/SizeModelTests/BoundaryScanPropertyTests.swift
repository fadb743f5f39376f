import Testing

@testable import SizeModel

/// The array boundary scanner, which reads 64-byte blocks with bit masks, cuts exactly where a
/// byte-by-byte scan does: the same offsets, element indexes, separator count and `closed`, for
/// valid and invalid input, whatever the blocks it is given (a block may end inside a string,
/// right after a backslash, between two backslashes or inside a multi-byte character).
@Suite struct BoundaryScanPropertyTests {
    // MARK: - Reference

    /// The scanner's meaning, one byte at a time: strings (a backslash in a string skips the next
    /// byte; outside strings it means nothing), depth, and the commas at depth 1 before the array
    /// closes. It keeps its state between calls, as the scanner does.
    struct ReferenceScanner {
        var depth = 0
        var inString = false
        var escaped = false
        var closed = false
        var separators = 0

        mutating func cuts(in bytes: [UInt8], _ range: Range<Int>, firstCut: Int, spacing: Int) -> [Cut] {
            var cuts: [Cut] = []
            var nextCut = firstCut
            for i in range {
                let byte = bytes[i]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth <= 0 { closed = true }
                case UInt8(ascii: ","):
                    if depth == 1 && !closed {
                        separators += 1
                        if i + 1 >= nextCut {
                            cuts.append(Cut(offset: i + 1, index: separators))
                            nextCut = i + 1 + spacing
                        }
                    }
                default: break
                }
            }
            return cuts
        }
    }

    struct Cut: Equatable, CustomStringConvertible {
        let offset: Int
        let index: Int
        var description: String { "\(offset)→\(index)" }
    }

    // MARK: - Comparison

    /// How a run hands the bytes to the scanner.
    enum Delivery {
        /// One array, one range per call (as the stream driver's buffer).
        case sameArray
        /// A fresh array per call holding unrelated bytes, then the call's bytes (so nothing
        /// before the range is the previous call's).
        case freshArrays
    }

    /// Scans `bytes` in calls ending at `stops` with both scanners and returns the first
    /// difference, or nil.
    static func difference(
        _ bytes: [UInt8], stops: [Int], firstCut: Int, spacing: Int, delivery: Delivery
    ) -> String? {
        var scanner = JSONArrayBoundaryScanner()
        var reference = ReferenceScanner()
        var start = 0
        for (call, stop) in (stops + [bytes.count]).enumerated() where stop >= start {
            let expected = reference.cuts(in: bytes, start..<stop, firstCut: start + firstCut, spacing: spacing)
            let found: [Cut]
            switch delivery {
            case .sameArray:
                found = scanner.cuts(in: bytes, start..<stop, firstCut: start + firstCut, spacing: spacing)
                    .map { Cut(offset: $0.offset, index: $0.index) }
            case .freshArrays:
                let padding = [UInt8](repeating: UInt8(ascii: "\\"), count: 1 + call % 3) + Array(#"""#.utf8)
                let shifted = padding + bytes[start..<stop]
                let range = padding.count..<shifted.count
                let shift = start - padding.count
                found = scanner.cuts(in: shifted, range, firstCut: padding.count + firstCut, spacing: spacing)
                    .map { Cut(offset: $0.offset + shift, index: $0.index) }
            }
            if found != expected {
                return "call \(call) (\(start)..<\(stop)): cuts \(found), expected \(expected)"
            }
            if scanner.separators != reference.separators || scanner.closed != reference.closed {
                return "call \(call) (\(start)..<\(stop)): separators \(scanner.separators) closed \(scanner.closed), "
                    + "expected \(reference.separators) \(reference.closed)"
            }
            start = stop
        }
        return nil
    }

    /// Checks one input in several ways of cutting it into calls.
    static func check(_ bytes: [UInt8], _ random: inout SeededRandom, everySplit: Bool = false) -> String? {
        let label = { (way: String) in "\(way) on \(bytes.count) bytes: \(String(decoding: bytes.prefix(3000), as: UTF8.self))" }
        var ways: [(String, [Int], Int, Int, Delivery)] = [
            ("one call", [], 0, 0, .sameArray),
            ("one call, spaced cuts", [], random.next(200), 1 + random.next(300), .sameArray),
        ]
        // Random blocks, small and large, in one array and in fresh arrays.
        for (maximum, delivery) in [(9, Delivery.sameArray), (80, .freshArrays), (300, .sameArray), (700, .freshArrays)] {
            var stops: [Int] = []
            var at = 0
            while at < bytes.count {
                at += 1 + random.next(maximum)
                stops.append(min(at, bytes.count))
            }
            ways.append(("blocks up to \(maximum)", stops, random.next(3) == 0 ? 0 : random.next(150), random.next(3) == 0 ? 0 : random.next(400), delivery))
        }
        // Two calls split at one point, every point (or a sample of them), and a call boundary
        // at each offset in a 64-byte block.
        let points = everySplit ? Array(0...bytes.count) : (0..<24).map { _ in random.next(bytes.count + 1) }
        for point in points {
            ways.append(("split at \(point)", [point], 0, 0, point % 2 == 0 ? .sameArray : .freshArrays))
        }
        for phase in stride(from: 0, to: 64, by: everySplit ? 1 : 7) where phase < bytes.count {
            ways.append(("blocks of 64 from \(phase)", Array(stride(from: phase, to: bytes.count, by: 64)), 0, 0, .sameArray))
        }
        for (way, stops, firstCut, spacing, delivery) in ways {
            if let difference = difference(bytes, stops: stops, firstCut: firstCut, spacing: spacing, delivery: delivery) {
                return "\(difference) — \(label(way))"
            }
        }
        return nil
    }

    // MARK: - Inputs

    /// Pieces of string content: escapes (a quote, a backslash and runs of them), brackets and
    /// commas that must not count, and multi-byte characters.
    static let stringPieces: [String] = [
        "a", "token", "x y", #"\""#, #"\\"#, #"\\\""#, #"\\\\"#, #"\/"#, #"\n"#, #"\u00e9"#, #"\uD83D\uDE00"#,
        "[", "]", "{", "}", ",", "[{,}]", "é", "한국어", "中文", "😀", "🇯🇵", "\u{7F}", #"{\"a\":[1,2]}"#,
    ]

    static func string(_ random: inout SeededRandom) -> String {
        var text = "\""
        for _ in 0..<random.next(random.next(4) == 0 ? 60 : 8) {
            text += stringPieces[random.next(stringPieces.count)]
        }
        if random.next(10) == 0 {
            // A long run of backslashes (even, so the string still closes), across block edges.
            text += String(repeating: "\\\\", count: 1 + random.next(40))
        }
        return text + "\""
    }

    static func space(_ random: inout SeededRandom) -> String {
        ["", "", "", " ", "\n", "\n  ", "\t", "\r\n"][random.next(8)]
    }

    /// A JSON value nested at most `depth` more levels.
    static func value(_ random: inout SeededRandom, depth: Int) -> String {
        let kind = depth > 0 ? random.next(9) : 3 + random.next(6)
        switch kind {
        case 0, 1:
            let members = (0..<random.next(6)).map { _ in
                string(&random) + space(&random) + ":" + space(&random) + value(&random, depth: depth - 1)
            }
            return "{" + space(&random) + members.joined(separator: "," + space(&random)) + space(&random) + "}"
        case 2:
            let elements = (0..<random.next(5)).map { _ in value(&random, depth: depth - 1) }
            return "[" + elements.joined(separator: "," + space(&random)) + "]"
        case 3, 4, 5: return string(&random)
        case 6: return ["0", "-12", "3.5e-7", "1234567890"][random.next(4)]
        default: return ["true", "false", "null"][random.next(3)]
        }
    }

    /// A top-level array of messages (some of them arrays or plain values), or of plain values
    /// only (long runs of separators with no bracket).
    static func array(_ random: inout SeededRandom, elements: Int, plain: Bool = false) -> [UInt8] {
        let items = (0..<elements).map { _ in
            plain ? value(&random, depth: 0)
                : random.next(4) == 0 ? value(&random, depth: 4) : #"{"message":"# + value(&random, depth: 5) + "}"
        }
        return Array((space(&random) + "[" + space(&random) + items.joined(separator: "," + space(&random)) + space(&random) + "]"
            + space(&random)).utf8)
    }

    /// Bytes that are mostly not JSON: brackets and commas out of balance, backslashes outside
    /// strings, strings left open, bytes of multi-byte characters.
    static func noise(_ random: inout SeededRandom, count: Int) -> [UInt8] {
        let alphabet = Array(#"[[]]{{}},,,""\\\ax: 1"#.utf8) + [0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0x7C]
        return (0..<count).map { _ in alphabet[random.next(alphabet.count)] }
    }

    // MARK: - Tests

    @Test func validArraysCutAsTheByteByByteScan() {
        var random = SeededRandom(seed: 0xB0_0DA7)
        for round in 0..<60 {
            let bytes = Self.array(&random, elements: 1 + random.next(round < 30 ? 6 : 40), plain: round % 5 == 4)
            let difference = Self.check(bytes, &random, everySplit: round < 12)
            #expect(difference == nil, "round \(round): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    @Test func invalidBytesCutAsTheByteByByteScan() {
        var random = SeededRandom(seed: 0x0BAD_B10C)
        for round in 0..<120 {
            var bytes: [UInt8]
            switch round % 4 {
            case 0: bytes = Self.noise(&random, count: 1 + random.next(400))
            case 1: bytes = Array("[".utf8) + Self.noise(&random, count: 1 + random.next(400))
            case 2:
                // A valid start, then noise: a backslash outside strings after some blocks.
                bytes = Self.array(&random, elements: 1 + random.next(8))
                bytes.removeLast(random.next(min(bytes.count, 40)))
                bytes += Self.noise(&random, count: random.next(300))
            default:
                // Valid elements with a noise element between them.
                let array = Self.array(&random, elements: 2 + random.next(6))
                let cut = random.next(array.count)
                bytes = Array(array[..<cut]) + Self.noise(&random, count: random.next(100)) + Array(array[cut...])
            }
            let difference = Self.check(bytes, &random, everySplit: round < 16)
            #expect(difference == nil, "round \(round): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    /// Backslash runs of every length from 0 to 130 before a quote, at every position of a
    /// 64-byte block, and split between calls at every point.
    @Test func backslashRunsAcrossBlocksCutAsTheByteByByteScan() {
        var random = SeededRandom(seed: 0x5C5C)
        for run in 0...130 {
            let lead = run % 64
            let text = "[" + String(repeating: " ", count: lead) + "\"a" + String(repeating: "\\", count: run) + "\",1,\"b\"]"
                + String(repeating: "x", count: 64) + ",2]"
            let difference = Self.check(Array(text.utf8), &random, everySplit: run % 13 == 0)
            #expect(difference == nil, "run \(run): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    /// A depth that falls back to 1 or 0 in the middle of a block, commas right after, and an
    /// array that closes and goes on (nothing counts after it closes).
    @Test func depthChangesInsideABlockCutAsTheByteByByteScan() {
        var random = SeededRandom(seed: 0xDE97)
        let texts = [
            "[" + String(repeating: "[", count: 70) + String(repeating: "],", count: 70) + "1]",
            "[1]" + String(repeating: ",2", count: 100),
            "]" + String(repeating: "[,]", count: 50),
            String(repeating: "{\"a\":[1,{\"b\":\"}]\"}],\"c\":2},", count: 20),
            "[" + String(repeating: "{},[],\"\",", count: 40) + "0]",
            "[" + (0..<100).map(String.init).joined(separator: ",") + "]",
            "[" + String(repeating: "\"a,b\",", count: 40) + "1]",
        ]
        for text in texts {
            let difference = Self.check(Array(text.utf8), &random, everySplit: true)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }
}
