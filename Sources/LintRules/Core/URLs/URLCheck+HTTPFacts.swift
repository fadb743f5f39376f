import SizeModel

/// What `URLFacts` asks of an `http:` or `https:` URL, in one pass over its bytes: whether
/// `syntaxProblem(in:policy:)` finds a problem (not which one: only a finding words it) and
/// the path extension's code (`URLPathExtension.code(of:from:)`).
///
/// `syntaxProblem` screens every byte for unencoded and non-ASCII characters, then reads the
/// authority again, and the path extension's search read the bytes a third time (`://`, the
/// path's `/`): about 1,050 instructions a URL on corpus (e). Here the authority is read once
/// (`authorityProblem`, which checks each of its bytes when there is no user information), the
/// screen reads only what follows it, and the path extension starts at the authority's end.
extension URLCheck {
    /// `(syntaxProblem(in: bytes, policy: policy) != nil, URLPathExtension.code(of: bytes))` for
    /// a URL whose scheme is `http` or `https` (any letter case) ending at `schemeColon`; the
    /// code is 0 unless `readsPathExtension`.
    static func httpFacts(
        of bytes: ArraySlice<UInt8>, schemeColon colon: Int, policy: URLPolicy, readsPathExtension: Bool
    ) -> (hasSyntaxProblem: Bool, pathExtensionCode: UInt64) {
        let end = bytes.endIndex
        let authorityStart = colon &+ 3
        var authority = AuthorityExtent()
        // A problem of the authority (no `//` before it, or its own) settles the answer, as does
        // an unencoded or non-ASCII byte in the rest. User information (an `@`) is not checked
        // by `authorityProblem`, which checks the host after it: such a URL (rare) is read the
        // long way.
        guard authorityStart <= end, bytes[colon &+ 1] == slash, bytes[colon &+ 2] == slash,
            authorityProblem(bytes, from: authorityStart, policy, &authority) == nil
        else { return (true, pathExtensionCode(of: bytes, from: colon, readsPathExtension)) }
        guard !authority.hasUserInformation else {
            return (syntaxProblem(in: bytes, policy: policy) != nil, pathExtensionCode(of: bytes, from: colon, readsPathExtension))
        }
        let hasSyntaxProblem = restHasProblem(bytes, from: authority.end, policy)
        // The path's first `/` is the authority's end when the authority ended at one (it holds
        // no `/`, and the first `://` is the scheme's); else the search finds it.
        guard readsPathExtension else { return (hasSyntaxProblem, 0) }
        guard authority.end < end, bytes[authority.end] == slash else {
            return (hasSyntaxProblem, URLPathExtension.code(of: bytes, from: colon))
        }
        return (hasSyntaxProblem, URLPathExtension.code(of: bytes, pathStart: authority.end))
    }

    /// True when `bytes` from `start` hold an unencoded byte (`isUnencoded`), or a non-ASCII
    /// byte where `policy` does not allow one: eight bytes a step (`attentionFlags`), and the
    /// last bytes (fewer than eight) in the word that ends with them, whose bytes before `start`
    /// belong to the scheme and authority, already checked (were one flagged, the last bytes
    /// are read one by one).
    private static func restHasProblem(_ bytes: ArraySlice<UInt8>, from start: Int, _ policy: URLPolicy) -> Bool {
        let end = bytes.endIndex
        var index = start
        while index < end {
            let left = end &- index
            if left >= 8 {
                guard attentionFlags(ByteWords.word(bytes, at: index)) != 0 else {
                    index &+= 8
                    continue
                }
            } else if bytes.count >= 8 {
                // The flags of the last `left` bytes: the word's high bytes.
                guard attentionFlags(ByteWords.word(bytes, at: end &- 8)) >> UInt64((8 &- left) &* 8) != 0 else { return false }
            }
            let stop = min(index &+ 8, end)
            while index < stop {
                let byte = bytes[index]
                if byte >= 0x80 {
                    if !policy.allowsNonASCII { return true }
                } else if isUnencoded(byte) {
                    return true
                }
                index &+= 1
            }
        }
        return false
    }

    private static func pathExtensionCode(of bytes: ArraySlice<UInt8>, from colon: Int, _ readsPathExtension: Bool) -> UInt64 {
        readsPathExtension ? URLPathExtension.code(of: bytes, from: colon) : 0
    }
}
