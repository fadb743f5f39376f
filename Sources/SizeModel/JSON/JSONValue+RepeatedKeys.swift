#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Repeated keys

extension JSONValue {
    /// Calls `body` for every member of this value and the objects nested in it whose key
    /// repeats an earlier key of the same object (same decoded text), in document order. Keys are
    /// compared by length and bytes; only escaped keys are decoded. Nothing is compared in a
    /// document whose parse found no object that may repeat a key (`JSONDocument.mayRepeatKeys`).
    public func forEachRepeatedKey(_ body: (JSONMember) -> Void) {
        let document = self.document
        guard document.mayRepeatKeys else { return }
        let root = index
        document.nodes.withUnsafeBufferPointer { nodes in
            document.bytes.withUnsafeBufferPointer { bytes in
                let end = Int(nodes[root].subtreeEnd)
                var i = root
                while i < end {
                    let object = nodes[i]
                    if object.kind == .object && object.count > 1 {
                        Self.forEachRepeatedKey(inObjectAt: i, document, nodes, bytes, body)
                    }
                    i += 1
                }
            }
        }
    }

    /// `forEachRepeatedKey` for the members of the object at node `object` alone.
    ///
    /// Up to `filteredKeyLimit` keys, each plain key sets one bit of a 128-bit filter chosen by
    /// its fingerprint (`keyFingerprint`): a key whose bit no earlier key set, with no escaped key
    /// before it, repeats none, and is not compared at all. Otherwise (a set bit, an escaped key
    /// on either side) it is compared with each earlier key. Most objects repeat no key, so most
    /// keys cost a fingerprint and a bit test.
    private static func forEachRepeatedKey(
        inObjectAt object: Int, _ document: JSONDocument, _ nodes: UnsafeBufferPointer<JSONNode>,
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (JSONMember) -> Void
    ) {
        let count = Int(nodes[object].count)
        guard count <= filteredKeyLimit else {
            forEachRepeatedKey(inLargeObjectAt: object, count: count, document, nodes, body)
            return
        }
        var filter: (low: UInt64, high: UInt64) = (0, 0)
        var escapedBefore = false
        let first = object + 1
        var key = first
        for _ in 0..<count {
            let fingerprint = keyFingerprint(nodes[key], bytes)
            var mayRepeat = escapedBefore
            if fingerprint == 0 {
                mayRepeat = true
                escapedBefore = true
            } else {
                // The fingerprint's top seven bits after a multiplicative hash pick the bit.
                let slot = (UInt64(truncatingIfNeeded: fingerprint) &* 0x9E37_79B9_7F4A_7C15) >> 57
                let bit: UInt64 = 1 << (slot & 63)
                if slot < 64 {
                    if filter.low & bit != 0 { mayRepeat = true }
                    filter.low |= bit
                } else {
                    if filter.high & bit != 0 { mayRepeat = true }
                    filter.high |= bit
                }
            }
            if mayRepeat {
                var earlier = first
                while earlier < key {
                    if keysEqual(document, nodes, bytes, earlier, key, fingerprint) {
                        body(JSONMember(key: JSONValue(document: document, index: key), value: JSONValue(document: document, index: key + 1)))
                        break
                    }
                    earlier = Int(nodes[earlier + 1].subtreeEnd)
                }
            }
            key = Int(nodes[key + 1].subtreeEnd)
        }
    }

    /// The most keys an object's filter (128 bits) serves; a larger object's keys are decoded
    /// into a set.
    private static let filteredKeyLimit = 64

    /// `forEachRepeatedKey` for an object of more than `filteredKeyLimit` members.
    private static func forEachRepeatedKey(
        inLargeObjectAt object: Int, count: Int, _ document: JSONDocument, _ nodes: UnsafeBufferPointer<JSONNode>,
        _ body: (JSONMember) -> Void
    ) {
        var seen = Set<[UInt8]>()
        var key = object + 1
        for _ in 0..<count {
            let member = JSONMember(key: JSONValue(document: document, index: key), value: JSONValue(document: document, index: key + 1))
            if !seen.insert(member.key.decodedStringBytes()).inserted { body(member) }
            key = Int(nodes[key + 1].subtreeEnd)
        }
    }

    /// A fingerprint of a key's text: its length, first and last bytes, equal for keys written
    /// with the same bytes and never 0; 0 for an escaped key, whose decoded text can equal keys
    /// written differently (it is compared with every key).
    private static func keyFingerprint(_ key: JSONNode, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard !key.hasEscapes else { return 0 }
        // The quotes stand in for the first and last bytes of an empty key.
        let first = Int(bytes[key.start + 1])
        let last = Int(bytes[key.end - 2])
        return (key.end - key.start) << 16 | first << 8 | last
    }

    /// True when the string nodes `a` and `b` (whose fingerprint is `fingerprintOfB`) have the
    /// same decoded text: their bytes compared in place when neither is escaped.
    private static func keysEqual(
        _ document: JSONDocument, _ nodes: UnsafeBufferPointer<JSONNode>, _ bytes: UnsafeBufferPointer<UInt8>,
        _ a: Int, _ b: Int, _ fingerprintOfB: Int
    ) -> Bool {
        let x = nodes[a]
        let y = nodes[b]
        if !x.hasEscapes && !y.hasEscapes {
            guard keyFingerprint(x, bytes) == fingerprintOfB, let base = bytes.baseAddress else { return false }
            return memcmp(base + x.start, base + y.start, x.end - x.start) == 0
        }
        return JSONValue(document: document, index: a).stringEquals(JSONValue(document: document, index: b))
    }
}
