import Foundation
import Testing

@testable import SizeModel

/// `SizeContribution.largest` picks what sorting every field would: the lint's size findings
/// name the largest few fields without sorting (or labelling) all of a huge message's fields.
@Suite struct LargestContributionsTests {
    /// Contributions with many ties on bytes, some on labels too (a duplicate key has the same
    /// pointer), in a fixed pseudo-random order.
    static func contributions(_ count: Int, seed: UInt64) -> [SizeContribution] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            let bytes = next(6)
            return SizeContribution(
                origin: .addedByFCM("k\(next(count))"), size: SerializedSize(bytes: bytes, asciiEscapedBytes: bytes, characters: bytes))
        }
    }

    static func names(_ contributions: [SizeContribution]) -> [String] {
        contributions.map { "\($0.label) \($0.size.bytes)" }
    }

    @Test(arguments: [0, 1, 2, 3, 7, 50])
    func theLargestAreTheSortedPrefix(count: Int) {
        for seed: UInt64 in 1...20 {
            let all = Self.contributions(40, seed: seed)
            let sorted = SizeContribution.largestFirst(all)
            #expect(Self.names(SizeContribution.largest(count, of: all, where: { _ in true })) == Self.names(Array(sorted.prefix(count))))
            let even = { (contribution: SizeContribution) in contribution.size.bytes % 2 == 0 }
            #expect(
                Self.names(SizeContribution.largest(count, of: all, where: even))
                    == Self.names(Array(sorted.filter(even).prefix(count))))
        }
    }

    @Test func aMessageWithManyTiesNamesTheLongestKeysInLabelOrder() throws {
        var text = #"{"message": {"token": "t", "data": {"#
        text += (0..<500).map { #""k\#($0)": "v""# }.joined(separator: ", ")
        text += "}}}"
        let document = try JSONParser().parse(Array(text.utf8))
        let sizes = MessageSizes(message: try #require(document.root.member("message")))
        let size = sizes.request
        #expect(Self.names(size.largestContributions(3)) == Self.names(Array(size.contributions.prefix(3))))
        #expect(size.largestContributions(3).map(\.label) == ["/message/data/k100", "/message/data/k101", "/message/data/k102"])
    }
}

extension LargestContributionsTests {
    /// Members of one object compare by their escaped keys exactly as their labels do.
    @Test func siblingKeysOrderAsTheirLabels() throws {
        let keys = ["a", "a~", "a/", "a0", "a~0", "b", "", "é", "a~1", "~", "/", "z/y"]
        let members = keys.map { key -> String in
            let escaped = key.replacingOccurrences(of: "\\", with: "\\\\")
            return "\"\(escaped)\": 1"
        }
        let document = try JSONParser().parse(Array(("{" + members.joined(separator: ", ") + "}").utf8))
        let values = document.root.members.map(\.value)
        for left in values {
            for right in values {
                let lhs = SizeContribution(origin: .field(left), size: SerializedSize(bytes: 1, asciiEscapedBytes: 1, characters: 1))
                let rhs = SizeContribution(origin: .field(right), size: SerializedSize(bytes: 1, asciiEscapedBytes: 1, characters: 1))
                #expect(SizeContribution.siblingKeyOrder(lhs, rhs) == lhs.label.utf8.lexicographicallyPrecedes(rhs.label.utf8))
            }
        }
    }
}
