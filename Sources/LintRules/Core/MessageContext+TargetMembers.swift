import SizeModel

extension MessageContext {
    /// The target members present in the message, in source order: single targets and multicast
    /// arrays, a repeated key each time it appears (collected in `MessageContext.init`'s pass over
    /// the message, `ContextMembers.Message`).
    public var targetMembers: TargetMembers { TargetMembers(document: message.document, keys: targetKeys) }
}

/// The key node indices of a message's target members in source order, kept inline for the
/// usual few targets, so that making a context allocates no list for them.
struct TargetKeys: Sendable {
    /// The most keys kept inline; the ones after them go to `overflow`.
    static let inlineCapacity = 8
    /// The first four keys' node indices, then the next four (-1 past `count`). Two `SIMD4`s,
    /// not one `SIMD8`: measured 11 instructions a message fewer on corpus (a) (making the
    /// context and reading its targets). Either is 16-byte aligned, so the context is still
    /// allocated with `posix_memalign`; keeping the keys in plain words (8-byte aligned) avoided
    /// it, but cost 57 instructions a message more than this in copies and calls not inlined.
    private var inlineLow = SIMD4<Int32>(repeating: -1), inlineHigh = SIMD4<Int32>(repeating: -1)
    /// The keys after the first `inlineCapacity` (a message repeating its targets); nil when none.
    private var overflow: [Int32]?
    /// The number of keys.
    private(set) var count = 0

    /// No keys.
    init() {}

    /// Adds the key at node `keyIndex` after the others.
    mutating func append(_ keyIndex: Int) {
        let key = Int32(truncatingIfNeeded: keyIndex)
        if count < 4 {
            inlineLow[count] = key
        } else if count < Self.inlineCapacity {
            inlineHigh[count - 4] = key
        } else {
            // In place: a message may repeat a target key many times (hostile input).
            if overflow == nil { overflow = [key] } else { overflow?.append(key) }
        }
        count += 1
    }

    /// The node index of key `position` (`0..<count`).
    subscript(position: Int) -> Int {
        if position < 4 { return Int(inlineLow[position]) }
        if position < Self.inlineCapacity { return Int(inlineHigh[position - 4]) }
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
