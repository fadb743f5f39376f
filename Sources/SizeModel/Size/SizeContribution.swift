/// One line of a size breakdown: a field of the message and the bytes it costs in a platform's
/// payload.
///
/// A contribution is a leaf member (or array element) of the payload: its key, its value and the
/// comma before it when it is not the first in its container. Braces, and the keys of objects
/// that hold other members, are the payload's `structure`; contributions plus structure add up to
/// the whole figure.
public struct SizeContribution: Sendable {
    /// Where the bytes come from.
    public enum Origin: Sendable {
        /// A value written in the message (its key is counted with it).
        case field(JSONValue)
        /// A key and value FCM adds on delivery (`gcm.message_id`…), named.
        case addedByFCM(String)
    }

    /// Where the bytes come from.
    public let origin: Origin
    /// What it costs, placeholders at their worst case.
    public let size: SerializedSize

    /// Creates a contribution.
    public init(origin: Origin, size: SerializedSize) {
        self.origin = origin
        self.size = size
    }

    /// The message value, when the bytes come from one.
    public var value: JSONValue? {
        if case .field(let value) = origin { return value }
        return nil
    }

    /// The JSON Pointer of the message value (`/message/data/text`), or for bytes FCM adds its
    /// key and a note: `gcm.message_id (added by FCM)`.
    public var label: String {
        switch origin {
        case .field(let value): return value.pointer.description
        case .addedByFCM(let name): return "\(name) (added by FCM)"
        }
    }

    /// True for bytes FCM adds.
    public var isAddedByFCM: Bool {
        if case .addedByFCM = origin { return true }
        return false
    }

    /// `contributions` in `largestFirst` order, each label built once (not once per comparison).
    static func largestFirst(_ contributions: [SizeContribution]) -> [SizeContribution] {
        let labeled = contributions.map { ($0, Array($0.label.utf8)) }
        return labeled.sorted { lhs, rhs in
            if lhs.0.size.bytes != rhs.0.size.bytes { return lhs.0.size.bytes > rhs.0.size.bytes }
            return lhs.1.lexicographicallyPrecedes(rhs.1)
        }.map(\.0)
    }

    /// The first `count` of `largestFirst(contributions)` that `include` accepts, in that order:
    /// a bounded insertion, labels made only to break a tie with a kept field (a tie on bytes
    /// and label keeps the earlier field first, as the stable sort does).
    static func largest(
        _ count: Int, of contributions: [SizeContribution], where include: (SizeContribution) -> Bool
    ) -> [SizeContribution] {
        guard count > 0 else { return [] }
        var kept: [(contribution: SizeContribution, label: [UInt8]?)] = []
        kept.reserveCapacity(count + 1)
        // True when `candidate` goes strictly before `kept[index]` in `largestFirst` order.
        func precedes(_ candidate: SizeContribution, _ label: inout [UInt8]?, _ index: Int) -> Bool {
            let other = kept[index].contribution
            if candidate.size.bytes != other.size.bytes { return candidate.size.bytes > other.size.bytes }
            if let order = siblingKeyOrder(candidate, other) { return order }
            if label == nil { label = Array(candidate.label.utf8) }
            if kept[index].label == nil { kept[index].label = Array(other.label.utf8) }
            return (label ?? []).lexicographicallyPrecedes(kept[index].label ?? [])
        }
        for contribution in contributions where include(contribution) {
            var label: [UInt8]? = nil
            if kept.count == count && !precedes(contribution, &label, count - 1) { continue }
            var position = kept.count
            while position > 0 && precedes(contribution, &label, position - 1) { position -= 1 }
            kept.insert((contribution, label), at: position)
            if kept.count > count { kept.removeLast() }
        }
        return kept.map(\.contribution)
    }

    /// Whether `lhs`'s label sorts before `rhs`'s when both are members of the same object: their
    /// labels differ only in the last token, the key as a JSON Pointer escapes it (`~` as `~0`,
    /// `/` as `~1`), so the keys decide without making either label. Nil otherwise.
    static func siblingKeyOrder(_ lhs: SizeContribution, _ rhs: SizeContribution) -> Bool? {
        guard case .field(let left) = lhs.origin, case .field(let right) = rhs.origin, left.document === right.document,
            let leftParent = left.parent, leftParent.isObject, leftParent.index == right.parent?.index,
            let leftKey = left.key?.decodedBytes, let rightKey = right.key?.decodedBytes
        else { return nil }
        return escapedPointerToken(leftKey).lexicographicallyPrecedes(escapedPointerToken(rightKey))
    }

    /// `token`'s bytes as a JSON Pointer writes them.
    private static func escapedPointerToken(_ token: ArraySlice<UInt8>) -> EscapedPointerToken { EscapedPointerToken(token: token) }

    /// The bytes of a reference token as a JSON Pointer writes it (`~` as `~0`, `/` as `~1`),
    /// one at a time.
    struct EscapedPointerToken: Sequence, IteratorProtocol {
        let token: ArraySlice<UInt8>
        var index: Int
        /// The second byte of an escape, next.
        var pending: UInt8? = nil

        init(token: ArraySlice<UInt8>) {
            self.token = token
            index = token.startIndex
        }

        mutating func next() -> UInt8? {
            if let byte = pending {
                pending = nil
                return byte
            }
            guard index < token.endIndex else { return nil }
            let byte = token[index]
            index += 1
            switch byte {
            case UInt8(ascii: "~"): pending = UInt8(ascii: "0")
            case UInt8(ascii: "/"): pending = UInt8(ascii: "1")
            default: return byte
            }
            return UInt8(ascii: "~")
        }
    }

    /// The order of a breakdown: most bytes first, then by label.
    public static func largestFirst(_ lhs: SizeContribution, _ rhs: SizeContribution) -> Bool {
        if lhs.size.bytes != rhs.size.bytes { return lhs.size.bytes > rhs.size.bytes }
        return lhs.label.utf8.lexicographicallyPrecedes(rhs.label.utf8)
    }
}
