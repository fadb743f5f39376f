@testable import SizeModel
import Testing

/// `ByteRunEquality.equal` (member names and string values compared a word at a time, with
/// overlapping last words) agrees with comparing the bytes one by one: equal runs of every length
/// up to past its `memcmp` limit, and runs that differ in one byte at any place.
@Suite struct ByteRunEqualityTests {
    @Test func agreesWithAByteByByteComparison() {
        var random = SeededRandom(seed: 7)
        for count in 0...48 {
            let a = (0..<count).map { _ in UInt8(random.next(256)) }
            for place in -1..<count {
                var b = a
                if place >= 0 { b[place] ^= UInt8(1 << random.next(8)) }
                // One byte more than the run in each array, so that both have storage at 0 bytes.
                let equal = (a + [0]).withUnsafeBufferPointer { x in
                    (b + [1]).withUnsafeBufferPointer { y in
                        guard let x = x.baseAddress, let y = y.baseAddress else { return false }
                        return ByteRunEquality.equal(x, y, count: count)
                    }
                }
                #expect(equal == (a == b), "\(count) bytes, differing at \(place)")
            }
        }
    }

    /// Two strings are equal when their decoded texts are, escaped or not; the same escaped
    /// literal twice is equal without decoding.
    @Test func stringsCompareByDecodedText() throws {
        let document = try JSONParser().parse(Array(#"["a\u00e9", "a\u00e9", "a\u00E9", "aé", "a\u00e8", "a\u00e9b"]"#.utf8))
        let values = Array(document.root.elements)
        for x in values {
            for y in values {
                #expect(x.stringEquals(y) == (x.stringValue == y.stringValue), "\(x.rawBytes) \(y.rawBytes)")
            }
        }
        #expect(values[0].stringEquals("aé") && !values[0].stringEquals("ae") && !values[3].stringEquals("aéb"))
    }
}
