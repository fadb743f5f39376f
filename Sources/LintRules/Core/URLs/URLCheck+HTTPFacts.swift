import SizeModel

/// What `URLFacts` asks of an `http:` or `https:` URL, in one pass over its bytes: whether
/// `syntaxProblem(in:policy:)` finds a problem (not which one: only a finding words it) and
/// the path extension's code (`URLPathExtension.code(of:from:)`).
///
/// `syntaxProblem` screens every byte for unencoded and non-ASCII characters, then reads the
/// authority again, and the path extension's search read the bytes a third time (`://`, the
/// path's `/`): about 1,050 instructions a URL on corpus (e). Here the authority is read once
/// (a plain host name word by word, else by `authorityProblem`, which checks each of its bytes
/// when there is no user information), the screen reads only what follows it, and the path
/// extension starts at the authority's end.
extension URLCheck {
    /// `(syntaxProblem(in: bytes, policy: policy) != nil, URLPathExtension.code(of: bytes))` for
    /// a URL whose scheme is `http` or `https` (any letter case) ending at `schemeColon`; the
    /// code is 0 unless `readsPathExtension`.
    static func httpFacts(
        of bytes: some URLBytes, schemeColon colon: Int, policy: URLPolicy, readsPathExtension: Bool
    ) -> (hasSyntaxProblem: Bool, pathExtensionCode: UInt64) {
        let end = bytes.endIndex
        let authorityStart = colon &+ 3
        // No `//` after the scheme is a problem.
        guard authorityStart <= end, bytes[colon &+ 1] == slash, bytes[colon &+ 2] == slash else {
            return (true, pathExtensionCode(of: bytes, from: colon, readsPathExtension))
        }
        // Most authorities are a plain host name, passed word by word (`plainHostEnd`); any
        // other is `authorityProblem`'s. A problem of the authority settles the answer, as does
        // an unencoded or non-ASCII byte in the rest. User information (an `@`) is not checked
        // by `authorityProblem`, which checks the host after it: such a URL (rare) is read the
        // long way.
        let authorityEnd: Int
        if let plainEnd = plainHostEnd(bytes, from: authorityStart) {
            authorityEnd = plainEnd
        } else {
            var authority = AuthorityExtent()
            guard authorityProblem(bytes, from: authorityStart, policy, &authority) == nil else {
                return (true, pathExtensionCode(of: bytes, from: colon, readsPathExtension))
            }
            guard !authority.hasUserInformation else {
                return (syntaxProblem(in: bytes, policy: policy) != nil, pathExtensionCode(of: bytes, from: colon, readsPathExtension))
            }
            authorityEnd = authority.end
        }
        let hasSyntaxProblem = restHasProblem(bytes, from: authorityEnd, policy)
        // The path's first `/` is the authority's end when the authority ended at one (it holds
        // no `/`, and the first `://` is the scheme's); else the search finds it.
        guard readsPathExtension else { return (hasSyntaxProblem, 0) }
        guard authorityEnd < end, bytes[authorityEnd] == slash else {
            return (hasSyntaxProblem, URLPathExtension.code(of: bytes, from: colon))
        }
        return (hasSyntaxProblem, URLPathExtension.code(of: bytes, pathStart: authorityEnd))
    }

    /// The end (its `/`, `?`, `#` or the end of `bytes`) of an authority from `start` that is a
    /// plain host name, which `authorityProblem` finds no problem with: ASCII letters, digits,
    /// `-` and `_` in dot-separated labels, each starting with a letter or digit (so none is
    /// empty); no user information, port or IPv6 brackets. Nil for any other authority.
    ///
    /// Eight bytes a step to the first byte that is neither a host byte nor a dot, checking the
    /// byte after each dot before it: `authorityProblem` stops at every dot and reads the word
    /// after it again (about 270 instructions for `cdn.example.com` on corpus (e)).
    private static func plainHostEnd(_ bytes: some URLBytes, from start: Int) -> Int? {
        let end = bytes.endIndex
        guard start < end, isASCIILetterOrDigit(bytes[start]) else { return nil }
        var index = start
        while index &+ 8 <= end {
            let word = bytes.word(at: index)
            let dots = equalFlags(word, dot)
            let stops = otherThanHostFlags(word) & ~dots
            // The dots before the first stop, each followed by a letter or digit.
            var dotsBefore = stops == 0 ? dots : dots & ((stops & (0 &- stops)) &- 1)
            while dotsBefore != 0 {
                let after = index &+ dotsBefore.trailingZeroBitCount / 8 &+ 1
                guard after < end, isASCIILetterOrDigit(bytes[after]) else { return nil }
                dotsBefore &= dotsBefore &- 1
            }
            if stops != 0 { return plainHostStop(bytes, at: index &+ stops.trailingZeroBitCount / 8) }
            index &+= 8
        }
        while index < end {
            let byte = bytes[index]
            if byte == dot {
                guard index &+ 1 < end, isASCIILetterOrDigit(bytes[index &+ 1]) else { return nil }
            } else if byte >= 0x80 || !isHostByte(byte) {
                return plainHostStop(bytes, at: index)
            }
            index &+= 1
        }
        return end
    }

    /// `index` when the byte there ends a plain host (`/`, `?` or `#`), else nil.
    private static func plainHostStop(_ bytes: some URLBytes, at index: Int) -> Int? {
        let byte = bytes[index]
        return byte == slash || byte == question || byte == hash ? index : nil
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// True when `bytes` from `start` hold an unencoded byte (`isUnencoded`), or a non-ASCII
    /// byte where `policy` does not allow one: eight bytes a step (`attentionFlags`), and the
    /// last bytes (fewer than eight) in the word that ends with them, whose bytes before `start`
    /// belong to the scheme and authority, already checked (were one flagged, the last bytes
    /// are read one by one).
    private static func restHasProblem(_ bytes: some URLBytes, from start: Int, _ policy: URLPolicy) -> Bool {
        let end = bytes.endIndex
        var index = start
        while index < end {
            let left = end &- index
            if left >= 8 {
                guard attentionFlags(bytes.word(at: index)) != 0 else {
                    index &+= 8
                    continue
                }
            } else if bytes.count >= 8 {
                // The flags of the last `left` bytes: the word's high bytes.
                guard attentionFlags(bytes.word(at: end &- 8)) >> UInt64((8 &- left) &* 8) != 0 else { return false }
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

    private static func pathExtensionCode(of bytes: some URLBytes, from colon: Int, _ readsPathExtension: Bool) -> UInt64 {
        readsPathExtension ? URLPathExtension.code(of: bytes, from: colon) : 0
    }
}
