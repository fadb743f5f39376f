/// The bucket function of a `JSONKeyTable`: a multiply-shift hash of a name's hash input
/// (`JSONKeyTable.hashInput`), its multiplier and bucket count picked for the table's names so
/// that no two names with different inputs share a bucket (a perfect hash), when one is found
/// among the candidates tried; else the candidate with the fewest shared buckets (the table
/// chains the names of a bucket, so a lookup stays right, only a little longer).
///
/// The candidates are fixed (a seeded sequence), so a table's layout is the same in every run.
struct JSONKeyTableHash {
    /// `bucket(of:)` is `(input &* multiplier) &>> shift`, below `bucketCount`.
    let multiplier: UInt64
    let shift: UInt64
    let bucketCount: Int

    /// Multipliers tried per table size.
    static let triesPerSize = 256
    /// Table sizes tried: from the power of two above twice the names, this many doublings.
    static let sizesTried = 4

    init(_ inputs: [UInt64]) {
        let distinct = Array(Set(inputs)).sorted()
        var bits = 1
        while (1 << bits) < 2 * max(distinct.count, 1) { bits += 1 }
        var best: (multiplier: UInt64, bits: Int, shared: Int)? = nil
        var state: UInt64 = 0x4A53_4F4E_4B45_5953  // "JSONKEYS"
        search: for extra in 0..<Self.sizesTried {
            let size = bits + extra
            for _ in 0..<Self.triesPerSize {
                let multiplier = Self.splitMix(&state) | 1
                let shared = Self.sharedBuckets(distinct, multiplier: multiplier, bits: size)
                if best == nil || shared < best?.shared ?? .max { best = (multiplier, size, shared) }
                if shared == 0 { break search }
            }
        }
        let chosen = best ?? (1, bits, 0)
        multiplier = chosen.multiplier
        shift = UInt64(64 - chosen.bits)
        bucketCount = 1 << chosen.bits
    }

    /// The bucket of a name or key with hash input `input`.
    func bucket(of input: UInt64) -> Int {
        Int(truncatingIfNeeded: (input &* multiplier) &>> shift)
    }

    /// How many of `inputs` (distinct) land in a bucket an earlier one took.
    private static func sharedBuckets(_ inputs: [UInt64], multiplier: UInt64, bits: Int) -> Int {
        var taken = [Bool](repeating: false, count: 1 << bits)
        var shared = 0
        for input in inputs {
            let bucket = Int(truncatingIfNeeded: (input &* multiplier) &>> UInt64(64 - bits))
            if taken[bucket] { shared += 1 } else { taken[bucket] = true }
        }
        return shared
    }

    /// The next number of the SplitMix64 sequence (Steele, Lea and Flood 2014).
    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
