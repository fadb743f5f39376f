import SizeModel

/// The one URL check: whether a field's URL is one its clients can use, by the field's
/// `URLPolicy`.
///
/// The syntax is what firebase-admin-node's `isURL` and firebase-admin-go's
/// `url.ParseRequestURI` accept, and what `java.net.URL` and `NSURL` parse: a scheme, `//`, a
/// host of letters, digits, `-` and `_` in non-empty dot-separated labels (or a bracketed IPv6
/// address), an optional numeric port up to 65535, and no character RFC 3986 never allows
/// unencoded (space, controls, `"` `<` `>` `\` `^` `` ` `` `{` `|` `}`). Non-ASCII text is
/// allowed only by a policy whose clients encode it.
///
/// The check reads UTF-8 bytes (the JSON string's own, `JSONValue.decodedBytes`) and makes a
/// String only to word a problem, so a valid URL costs one pass and no allocation.
enum URLCheck {
    /// The scheme of a URL, classified.
    enum Scheme: Equatable {
        case https
        case http
        /// Another scheme, lower-cased (`ftp`, `data`).
        case other(String)
        /// No `scheme:` at the start: a relative reference or not a URL.
        case none
    }

    /// The problem of `text` for a field with `policy`: its scheme's, else its syntax's.
    static func problem(in text: String, policy: URLPolicy) -> URLProblem? {
        let bytes = ArraySlice(text.utf8)
        return schemeProblem(in: bytes, policy: policy) ?? syntaxProblem(in: bytes, policy: policy)
    }

    /// Why the scheme does not suit the field: none where a relative URL is not resolved, or
    /// a scheme other than https.
    static func schemeProblem(in bytes: some URLBytes, policy: URLPolicy) -> URLProblem? {
        switch scheme(of: bytes) {
        case .https: return nil
        case .http: return .scheme("http")
        case .other(let name): return .scheme(name)
        case .none: return policy.allowsRelative ? nil : .notAbsolute
        }
    }

    /// `syntaxProblem(in:policy:)` for a String (a template rendering, a test).
    static func syntaxProblem(in text: String, policy: URLPolicy) -> URLProblem? {
        syntaxProblem(in: ArraySlice(text.utf8), policy: policy)
    }

    /// Why the URL is malformed for the field, whatever its scheme; nil when it is well formed.
    /// A URL without a scheme is `notAbsolute` unless the policy resolves relative URLs.
    static func syntaxProblem(in bytes: some URLBytes, policy: URLPolicy) -> URLProblem? {
        let end = bytes.endIndex
        var firstNonASCII = -1
        var index = bytes.startIndex
        // Eight bytes at a time while none is unencoded or non-ASCII (most URLs: all of them);
        // the bytes of a word with one are looked at one by one.
        while index < end {
            if index &+ 8 <= end {
                guard attentionFlags(bytes.word(at: index)) != 0 else {
                    index &+= 8
                    continue
                }
            }
            let stop = min(index &+ 8, end)
            while index < stop {
                let byte = bytes[index]
                if byte >= 0x80 {
                    if firstNonASCII < 0 { firstNonASCII = index }
                } else if isUnencoded(byte) {
                    return .unencoded(Unicode.Scalar(byte))
                }
                index &+= 1
            }
        }
        guard let schemeEnd = httpSchemeColon(bytes) ?? schemeColon(bytes) else {
            guard policy.allowsRelative else { return .notAbsolute }
            guard firstNonASCII >= 0, !policy.allowsNonASCII else { return nil }
            return .nonASCII(scalar(in: bytes, at: firstNonASCII))
        }
        let authorityStart = schemeEnd &+ 3
        guard authorityStart <= end, bytes[schemeEnd &+ 1] == slash, bytes[schemeEnd &+ 2] == slash else {
            return .noAuthority
        }
        var authority = AuthorityExtent()
        if let problem = authorityProblem(bytes, from: authorityStart, policy, &authority) { return problem }
        guard firstNonASCII >= 0, !policy.allowsNonASCII else { return nil }
        return .nonASCII(scalar(in: bytes, at: firstNonASCII))
    }

    /// The high bit of each byte of `word` (eight bytes of a URL) that is non-ASCII or
    /// `isUnencoded`, and no other: zero when the eight bytes need no closer look. Each test is
    /// exact byte by byte (no carry crosses a byte): below 0x21 (controls, space), above 0x7A
    /// but not `~` (`{` `|` `}` and DEL), `"`, `<` or `>` (the byte with bit 1 set is `>`), `\`
    /// or `^` (likewise `^`), and `` ` ``.
    @inline(__always)
    static func attentionFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let low7 = word & ~high
        let below21 = ~(low7 &+ ones &* (0x80 - 0x21)) & high
        let above7A = (low7 &+ ones &* (0x80 - 0x7B)) & high
        let bit1 = word | ones &* 0x02
        return word & high | below21 | above7A & ~equalFlags(word, 0x7E) | equalFlags(word, 0x22)
            | equalFlags(bit1, 0x3E) | equalFlags(bit1, 0x5E) | equalFlags(word, 0x60)
    }

    /// The high bit of each byte of `word` that is not an ASCII letter, digit, `-` or `_` (a
    /// byte `isHostByte` passes below 0x80), and no other: exact byte by byte, so the lowest
    /// flag is the first such byte.
    @inline(__always)
    static func otherThanHostFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let low7 = word & ~high
        // Each sum stays in its byte: at least `low` when the high bit is set.
        let digit = (low7 &+ ones &* (0x80 - 0x30)) & ~(low7 &+ ones &* (0x80 - 0x3A))
        let folded = low7 | ones &* 0x20
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x80 - 0x7B))
        let host = (digit | letter) & high | equalFlags(word, 0x2D) | equalFlags(word, 0x5F)
        return ~host & high | word & high
    }

    /// The high bit of each byte of `word` equal to `byte`, and no other.
    @inline(__always)
    static func equalFlags(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7s = ones &* 0x7F
        let difference = word ^ (ones &* UInt64(byte))
        return ~((difference & low7s &+ low7s) | difference) & ~low7s
    }

    /// The scheme of `text`, classified.
    static func scheme(of text: String) -> Scheme { scheme(of: ArraySlice(text.utf8)) }

    /// The scheme of the URL in `bytes`, classified.
    static func scheme(of bytes: some URLBytes) -> Scheme {
        switch schemeKind(of: bytes) {
        case .none: return .none
        case .http: return .http
        case .https: return .https
        case .other:
            guard let schemeEnd = schemeColon(bytes) else { return .none }
            return .other(String(decoding: bytes[bytes.startIndex..<schemeEnd].map(lowered), as: UTF8.self))
        }
    }

    /// `scheme(of:)` without naming another scheme (no String).
    static func schemeKind(of bytes: some URLBytes) -> URLFacts.Scheme {
        let start = bytes.startIndex
        // Most URLs: `https:` or `http:` in the first word.
        if let colon = httpSchemeColon(bytes) { return colon == start &+ 5 ? .https : .http }
        guard let schemeEnd = schemeColon(bytes) else { return .none }
        let length = schemeEnd - start
        if length == 5 || length == 4, lowered(bytes[start]) == h, lowered(bytes[start + 1]) == t,
            lowered(bytes[start + 2]) == t, lowered(bytes[start + 3]) == p
        {
            if length == 4 { return .http }
            if lowered(bytes[start + 4]) == s { return .https }
        }
        return .other
    }

    // MARK: - Parts

    /// The index of the colon after `https` or `http` (any letter case) at the start, read in
    /// the first word, or nil (also for a text under eight bytes: `schemeColon` finds it).
    private static func httpSchemeColon(_ bytes: some URLBytes) -> Int? {
        guard bytes.count >= 8 else { return nil }
        let word = ByteWords.lowercasedASCII(bytes.word(at: bytes.startIndex))
        if word & 0xFFFF_FFFF_FFFF == httpsColon { return bytes.startIndex &+ 5 }
        if word & 0xFF_FFFF_FFFF == httpColon { return bytes.startIndex &+ 4 }
        return nil
    }

    /// The index of the colon ending a scheme (`[A-Za-z][A-Za-z0-9+.-]*:`) at the start, or nil.
    private static func schemeColon(_ bytes: some URLBytes) -> Int? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        guard index < end, isLetter(bytes[index]) else { return nil }
        index &+= 1
        while index < end {
            let byte = bytes[index]
            if byte == colon { return index }
            guard isSchemeByte(byte) else { return nil }
            index &+= 1
        }
        return nil
    }

    /// The problem of the host and port of the authority starting at `start` (it ends at `/`,
    /// `?`, `#` or the end), or nil when they are well formed.
    ///
    /// One pass: the host follows the authority's last `@` (user information comes before it)
    /// and ends at its last `:` (the port follows). The host's labels are checked on the way
    /// (`HostCheck`); at each `:` the check so far is kept, so the last one's is the host's.
    /// `extent` is told where the authority ends and whether it has user information.
    static func authorityProblem(
        _ bytes: some URLBytes, from start: Int, _ policy: URLPolicy, _ extent: inout AuthorityExtent
    ) -> URLProblem? {
        let end = bytes.endIndex
        var hostStart = start
        var host = HostCheck(labelStart: start)
        var hostBeforePort = host
        var portColon = -1
        var index = start
        scan: while index < end {
            // Most bytes are letters, digits, `-` and `_`: passed eight at a time, to the first
            // other byte (a non-ASCII byte is one, below).
            if index &+ 8 <= end {
                let flags = otherThanHostFlags(bytes.word(at: index))
                guard flags != 0 else {
                    index &+= 8
                    continue
                }
                index &+= flags.trailingZeroBitCount / 8
            } else if bytes[index] < 0x80 && isHostByte(bytes[index]) {
                index &+= 1
                continue
            }
            let byte = bytes[index]
            switch byte {
            case slash, question, hash: break scan
            case at:
                extent.hasUserInformation = true
                hostStart = index &+ 1
                host = HostCheck(labelStart: hostStart)
                portColon = -1
            case colon:
                hostBeforePort = host
                portColon = index
                host.isWellFormed = false
            case dot: host.endLabel(at: index, in: bytes)
            default:
                if byte >= 0x80 { host.hasNonASCII = true } else { host.isWellFormed = false }
            }
            index &+= 1
        }
        let authorityEnd = index
        extent.end = authorityEnd
        if hostStart < authorityEnd, bytes[hostStart] == openBracket {
            return ipv6HostProblem(bytes, hostStart..<authorityEnd)
        }
        var hostEnd = authorityEnd
        if portColon >= 0 {
            if let problem = portProblem(bytes, (portColon &+ 1)..<authorityEnd) { return problem }
            hostEnd = portColon
            host = hostBeforePort
        }
        guard hostStart < hostEnd else { return .noHost }
        host.endLabel(at: hostEnd, in: bytes)
        if host.hasNonASCII && !policy.allowsNonASCII {
            return .internationalizedHost(text(bytes, hostStart..<hostEnd))
        }
        return host.isWellFormed ? nil : .malformedHost(text(bytes, hostStart..<hostEnd))
    }

    /// Where an authority ends (at its `/`, `?`, `#` or the end of the URL) and whether it has
    /// user information (an `@`), as `authorityProblem` found them.
    struct AuthorityExtent {
        var end = 0
        var hasUserInformation = false
    }

    /// The check of a host so far: non-empty labels, each starting with a letter or digit (a
    /// non-ASCII letter where the client encodes it), then letters, digits, `-` and `_`; a
    /// non-ASCII byte is the policy's to refuse first.
    private struct HostCheck {
        /// Where the current label starts.
        var labelStart: Int
        var hasNonASCII = false
        var isWellFormed = true

        /// Ends the current label at `index` (a `.` or the host's end).
        mutating func endLabel(at index: Int, in bytes: some URLBytes) {
            if index == labelStart || !isHostLetterOrDigit(bytes[labelStart]) { isWellFormed = false }
            labelStart = index &+ 1
        }
    }

    /// The problem of a bracketed IPv6 host (`[2001:db8::1]`) and its port in `range`.
    private static func ipv6HostProblem(_ bytes: some URLBytes, _ range: Range<Int>) -> URLProblem? {
        let start = range.lowerBound
        let end = range.upperBound
        guard let close = (start..<end).first(where: { bytes[$0] == closeBracket }) else {
            return .unterminatedIPv6Host
        }
        guard close > start + 1, (start + 1..<close).allSatisfy({ isIPv6Byte(bytes[$0]) }) else {
            return .malformedHost(text(bytes, start..<(close + 1)))
        }
        let after = close + 1
        if after == end { return nil }
        guard bytes[after] == colon else { return .malformedHost(text(bytes, start..<end)) }
        return portProblem(bytes, (after + 1)..<end)
    }

    /// The problem of a port (digits, at most 65535; empty is allowed, as RFC 3986 allows it).
    private static func portProblem(_ bytes: some URLBytes, _ range: Range<Int>) -> URLProblem? {
        var value = 0
        for index in range {
            guard isDigit(bytes[index]), value <= 65_535 else { return .malformedPort(text(bytes, range)) }
            value = value * 10 + Int(bytes[index] - zero)
        }
        return value <= 65_535 ? nil : .malformedPort(text(bytes, range))
    }

    // MARK: - Bytes

    private static func text(_ bytes: some URLBytes, _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `index`.
    private static func scalar(in bytes: some URLBytes, at index: Int) -> Unicode.Scalar {
        let end = min(index + 4, bytes.endIndex)
        return String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// The ASCII characters RFC 3986 never allows unencoded: controls, space, `"`, `<`, `>`, `\`,
    /// `^`, `` ` ``, `{`, `|`, `}` (the characters outside the set firebase-admin-node's `isURL`
    /// accepts).
    /// (An ASCII `byte`: one bit test in `unencodedBelow64` or `unencodedFrom64`.)
    @inline(__always)
    static func isUnencoded(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? unencodedBelow64 : unencodedFrom64
        return (mask >> UInt64(byte & 63)) & 1 != 0
    }

    /// `isUnencoded` for bytes 0x00–0x3F, bit `n` for byte `n`: 0x00–0x20, `"` (0x22), `<`
    /// (0x3C), `>` (0x3E).
    private static var unencodedBelow64: UInt64 { 0x5000_0005_FFFF_FFFF }
    /// `isUnencoded` for bytes 0x40–0x7F, bit `n` for byte 0x40 + `n`: `\\` (0x5C), `^` (0x5E),
    /// `` ` `` (0x60), `{` `|` `}` (0x7B–0x7D), DEL (0x7F).
    private static var unencodedFrom64: UInt64 { 0xB800_0001_5000_0000 }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- a < 26 }
    /// A letter, digit, `+`, `-` or `.`: a byte of a scheme after its first.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == plus || byte == minus || byte == dot
    }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }
    private static func lowered(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte + 0x20 : byte }

    /// A letter or digit, or a byte of a non-ASCII letter (a policy that refuses non-ASCII
    /// hosts has already reported them).
    private static func isHostLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte >= 0x80 }
    /// A letter, digit, `-`, `_` or non-ASCII byte: one bit test for an ASCII byte
    /// (`hostBelow64`, `hostFrom64`).
    @inline(__always)
    static func isHostByte(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? hostBelow64 : hostFrom64
        return byte >= 0x80 || (mask >> UInt64(byte & 63)) & 1 != 0
    }

    /// `isHostByte` for bytes 0x00–0x3F, bit `n` for byte `n`: `-` (0x2D), `0`–`9` (0x30–0x39).
    private static var hostBelow64: UInt64 { 0x03FF_2000_0000_0000 }
    /// `isHostByte` for bytes 0x40–0x7F, bit `n` for byte 0x40 + `n`: `A`–`Z` (0x41–0x5A), `_`
    /// (0x5F), `a`–`z` (0x61–0x7A).
    private static var hostFrom64: UInt64 { 0x07FF_FFFE_87FF_FFFE }
    private static func isIPv6Byte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- a < 6 || byte == colon || byte == dot
    }

    /// `https:` and `http:` as the low bytes of a little-endian word.
    private static var httpsColon: UInt64 { 0x3A_73_70_74_74_68 }
    private static var httpColon: UInt64 { 0x3A_70_74_74_68 }
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
    private static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    private static let plus = UInt8(ascii: "+")
    private static let minus = UInt8(ascii: "-")
    private static let underscore = UInt8(ascii: "_")
    private static let zero = UInt8(ascii: "0")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
    private static let a = UInt8(ascii: "a")
    private static let h = UInt8(ascii: "h")
    private static let p = UInt8(ascii: "p")
    private static let s = UInt8(ascii: "s")
    private static let t = UInt8(ascii: "t")
}
