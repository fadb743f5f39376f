import SizeModel

extension MessageContext {
    /// The target members present in the message, in source order: single targets and multicast
    /// arrays, a repeated key each time it appears (collected in `MessageContext.init`'s pass over
    /// the message, `ContextMembers.Message`).
    public var targetMembers: TargetMembers { TargetMembers(document: message.document, keys: targetKeys) }

    /// The number of target members (`targetMembers.count`, without making the view, which
    /// retains the document).
    var targetCount: Int { targetKeys.count }

    /// True when the value of the target member at `position` is the empty string, read by node
    /// index: the routing rules ask this of every target, and making the member (or the
    /// `targetMembers` view) retains the document.
    func targetValueIsEmptyString(at position: Int) -> Bool { message.document.isEmptyString(at: targetKeys[position] &+ 1) }
}

/// The key node indices of a message's target members in source order, kept inline for the
/// usual few targets, so that making a context allocates no list for them.
struct TargetKeys: Sendable {
    /// The most keys kept inline; the ones after them go to `overflow`.
    static let inlineCapacity = 8
    /// The first keys' node indices, two to a vector (-1 past `count`). Four `SIMD2`s (8-byte
    /// aligned), not a `SIMD8` or two `SIMD4`s (16-byte aligned): `MessageContext` keeps the
    /// keys, and Swift's runtime allocates an object aligned to more than 8 bytes with
    /// `posix_memalign`, not `malloc` (about 50 instructions more a message). Measured on corpus
    /// (a) with `append` inlined: 12 instructions a message fewer than two `SIMD4`s (keys in
    /// plain words, shifted in and out, cost 57 more).
    private var inline01 = SIMD2<Int32>(repeating: -1), inline23 = SIMD2<Int32>(repeating: -1)
    private var inline45 = SIMD2<Int32>(repeating: -1), inline67 = SIMD2<Int32>(repeating: -1)
    /// The keys after the first `inlineCapacity` (a message repeating its targets); nil when none.
    private var overflow: [Int32]?
    /// The number of keys.
    private(set) var count = 0

    /// No keys.
    init() {}

    /// Adds the key at node `keyIndex` after the others. Always inlined: the compiler left the
    /// `switch` below out of line, 9 instructions a message more (measured).
    @inline(__always)
    mutating func append(_ keyIndex: Int) {
        let key = Int32(truncatingIfNeeded: keyIndex)
        if count < Self.inlineCapacity {
            switch count >> 1 {
            case 0: inline01[count & 1] = key
            case 1: inline23[count & 1] = key
            case 2: inline45[count & 1] = key
            default: inline67[count & 1] = key
            }
        } else {
            // In place: a message may repeat a target key many times (hostile input).
            if overflow == nil { overflow = [key] } else { overflow?.append(key) }
        }
        count += 1
    }

    /// The node index of key `position` (`0..<count`).
    subscript(position: Int) -> Int {
        if position < Self.inlineCapacity {
            switch position >> 1 {
            case 0: return Int(inline01[position & 1])
            case 1: return Int(inline23[position & 1])
            case 2: return Int(inline45[position & 1])
            default: return Int(inline67[position & 1])
            }
        }
        return overflow.map { Int($0[position - Self.inlineCapacity]) } ?? -1
    }
}

/// The target members of a message (`MessageContext.targetMembers`), in source order: a view over
/// the key node indices the context found, making each member when read.
public struct TargetMembers: RandomAccessCollection, Sendable {
    /// The message's document.
    let document: JSONDocument
    /// The members' key node indices.
    let keys: TargetKeys

    public var startIndex: Int { 0 }
    public var endIndex: Int { keys.count }

    /// The member at `position`.
    public subscript(position: Int) -> JSONMember { document.member(atKey: keys[position]) }
}
