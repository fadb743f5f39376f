/// Decodes the text of a JSON string literal that the parser has already validated.
package enum StringUnescaper {
    /// A place where decoding can resume: a character boundary in both texts.
    struct Checkpoint: Sendable {
        /// Offset in the decoded text.
        var decoded: Int
        /// Offset of the same character in the source literal, from the literal's opening quote
        /// (so that a copy of the literal written elsewhere shares the checkpoints).
        var source: Int
    }

    /// Decoded bytes between two checkpoints (about; checkpoints sit on character boundaries).
    /// 1,024 rather than 512: nearly every `notifee_options` blob is shorter, so it shares
    /// `firstCheckpointOnly` instead of allocating an array for two checkpoints (about 90
    /// instructions per message on corpus (a), where 40% of the blobs are 512 to 1,023 bytes);
    /// mapping an offset back (`sourceOffset`) steps at most 1,024 bytes, a word at a time.
    static let checkpointInterval = 1024

    /// The checkpoints of a literal whose content is not empty and no longer than
    /// `checkpointInterval`: only the first, at its first character. One array shared by all.
    static let firstCheckpointOnly = [Checkpoint(decoded: 0, source: 1)]

    /// Decodes the literal `bytes[start..<end]` (quotes included) to UTF-8.
    ///
    /// When `checkpoints` is non-nil on entry it receives a checkpoint about every
    /// `checkpointInterval` decoded bytes (the first at offset 0), from which `sourceOffset` maps a
    /// decoded offset back to the source: memory 1/64 of the text instead of 8 bytes per byte. A
    /// literal with at most `checkpointInterval` bytes of content has only the first, so it gets
    /// the shared `firstCheckpointOnly`; a longer one an array sized once for all of its own.
    ///
    /// One pass: eight bytes are copied at a time, and one-letter escapes (`\"`, most of a
    /// `notifee_options` blob's escapes) are decoded without leaving the word loop; `\u` escapes
    /// by `unicodeEscape`, and bytes where a checkpoint falls due one at a time.
    static func decode(
        _ bytes: [UInt8], from start: Int, to end: Int, checkpoints: inout [Checkpoint]?
    ) -> [UInt8] {
        // Every escape decodes to at most as many bytes as it is written with, so the text fits
        // in the literal's length.
        let capacity = max(0, end - start)
        let contentLength = capacity - 2
        var marks: [Checkpoint] = []
        // The decoded offset at or past which the next checkpoint is due (at the first character
        // boundary); words are copied only while they end before it.
        var firstMark = Int.max / 2
        if checkpoints != nil {
            if contentLength > checkpointInterval {
                marks.reserveCapacity(contentLength / checkpointInterval + 1)
                firstMark = 0
            } else if contentLength > 0 {
                marks = firstCheckpointOnly
            }
        }
        // The array is made by `reserveCapacity` and filled by `append(contentsOf:)` through
        // `DecodedLiteral`, both specialized for bytes: `Array(unsafeUninitializedCapacity:)`
        // would look up the array storage's generic metadata on every call (about 400
        // instructions per blob).
        var out: [UInt8] = []
        out.reserveCapacity(capacity)
        withUnsafeMutablePointer(to: &marks) { marks in
            out.append(contentsOf: DecodedLiteral(bytes: bytes, start: start, end: end, firstMark: firstMark, marks: marks))
        }
        if checkpoints != nil { checkpoints = marks }
        return out
    }

    /// The decoding loop of `decode(_:from:to:checkpoints:)`: writes the text of the literal
    /// `source[start..<end]` (also `bytes`) to `out`, which has room for `end - start` bytes,
    /// appending a checkpoint to `marks` at the first character boundary at or past `firstMark`
    /// and every `checkpointInterval` bytes after it. Returns the number of bytes written.
    static func decode(
        _ source: UnsafeBufferPointer<UInt8>, bytes: [UInt8], from start: Int, to end: Int,
        into out: UnsafeMutableBufferPointer<UInt8>, firstMark: Int, marks: inout [Checkpoint]
    ) -> Int {
        // The decoded offset stays below the source offset less `start`: a word stored at `o`
        // while a word is read at `i` stays inside `out`. `\u` escapes are written with
        // `writeUTF8`, which checks.
        let last = end - 1
        guard let from = source.baseAddress, let to = out.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(from)
        let target = UnsafeMutableRawPointer(to)
        var nextMark = firstMark
        var o = 0
        var i = start + 1
        while i < last {
            // Whole words, while one fits before the closing quote and before the next
            // checkpoint (in a word the decoded offset is the source offset + `o - i`; a
            // one-letter escape only widens that gap, so the bound stays safe after one).
            let lastWord = min(last, i &+ (nextMark &- o)) &- 8
            var atUnicodeEscape = false
            while i <= lastWord {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                target.storeBytes(of: word, toByteOffset: o, as: UInt64.self)
                let flags = ByteWords.flags(of: UInt8(ascii: "\\"), in: UInt64(littleEndian: word))
                if flags == 0 {
                    i &+= 8
                    o &+= 8
                    continue
                }
                // The lowest flag is the first backslash (a borrow flags only bytes above
                // it); an escape ends before the closing quote, so its letter is in range.
                let skip = flags.trailingZeroBitCount &>> 3
                i &+= skip
                o &+= skip
                let code = source[i &+ 1]
                if code < UInt8(ascii: "`") {
                    to[o] = code  // \" \\ \/, the most common first
                } else if code == UInt8(ascii: "u") {
                    atUnicodeEscape = true
                    break
                } else {
                    to[o] = simpleEscapeValue(code)
                }
                o &+= 1
                i &+= 2
            }
            if !atUnicodeEscape {
                // Byte by byte: a last partial word, or where a checkpoint falls due.
                guard i < last else { break }
                let byte = source[i]
                if o >= nextMark && byte & 0xC0 != 0x80 {
                    marks.append(Checkpoint(decoded: o, source: i - start))
                    nextMark = o + checkpointInterval
                }
                if byte != UInt8(ascii: "\\") {
                    if o < out.count { to[o] = byte }
                    o += 1
                    i += 1
                    continue
                }
                let code = source[i + 1]
                if code != UInt8(ascii: "u") {
                    if o < out.count { to[o] = simpleEscapeValue(code) }
                    o += 1
                    i += 2
                    continue
                }
            }
            // A `\u` escape at `i`.
            let (scalar, length) = unicodeEscape(bytes, at: i, end: end)
            o = writeUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: out, at: o)
            i += length
        }
        return min(o, out.count)
    }

    /// The byte a one-letter escape (`\n`, `\"`…) stands for, given the letter.
    @inline(__always)
    static func simpleEscapeValue(_ code: UInt8) -> UInt8 {
        switch code {
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return code  // \" \\ \/
        }
    }

    /// The scalar written by the escape at `i` of a validated literal ending at `end`, and the
    /// escape's length in the source (a surrogate pair is one escape of 12 bytes).
    static func escape(_ bytes: [UInt8], at i: Int, end: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let code = bytes[i + 1]
        var scalar: UInt32
        var length = 2
        switch code {
        case UInt8(ascii: "b"): scalar = 0x08
        case UInt8(ascii: "f"): scalar = 0x0C
        case UInt8(ascii: "n"): scalar = 0x0A
        case UInt8(ascii: "r"): scalar = 0x0D
        case UInt8(ascii: "t"): scalar = 0x09
        case UInt8(ascii: "u"): (scalar, length) = unicodeEscape(bytes, at: i, end: end)
        default: scalar = UInt32(code)  // \" \\ \/
        }
        return (Unicode.Scalar(scalar) ?? "\u{FFFD}", length)
    }

    /// Writes the UTF-8 of `scalar` at `out[offset...]` when it fits; returns the offset after it.
    static func writeUTF8(_ scalar: Unicode.Scalar, to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let v = scalar.value
        let width = UTF8.width(scalar)
        guard offset + width <= out.count else { return offset }
        switch width {
        case 1:
            out[offset] = UInt8(v)
        case 2:
            out[offset] = UInt8(0xC0 | (v >> 6))
            out[offset + 1] = UInt8(0x80 | (v & 0x3F))
        case 3:
            out[offset] = UInt8(0xE0 | (v >> 12))
            out[offset + 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
            out[offset + 2] = UInt8(0x80 | (v & 0x3F))
        default:
            out[offset] = UInt8(0xF0 | (v >> 18))
            out[offset + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
            out[offset + 2] = UInt8(0x80 | ((v >> 6) & 0x3F))
            out[offset + 3] = UInt8(0x80 | (v & 0x3F))
        }
        return offset + width
    }

    /// Decodes the literal `bytes[start..<end]` (quotes included) to UTF-8; `offsets` receives,
    /// for every decoded byte, the source offset where the character that produced it begins,
    /// plus one final entry for the closing quote (8 bytes per decoded byte: for the strings a
    /// rule points into, not for whole blobs, which use checkpoints).
    static func decode(_ bytes: [UInt8], from start: Int, to end: Int, offsets: inout [Int]?) -> [UInt8] {
        var none: [Checkpoint]? = nil
        let out = decode(bytes, from: start, to: end, checkpoints: &none)
        guard offsets != nil else { return out }
        var map: [Int] = []
        map.reserveCapacity(out.count + 1)
        var i = start + 1
        let last = end - 1
        while i < last {
            let (sourceLength, decodedLength) = characterLengths(bytes, at: i, end: end)
            for _ in 0..<decodedLength { map.append(i) }
            i += sourceLength
        }
        map.append(last)
        offsets = map
        return out
    }

    /// The source offset where the character producing decoded byte `decoded` begins (the
    /// backslash of an escape, the lead byte of a raw character), or the closing quote for the
    /// end of the text. Steps forward from the nearest checkpoint (whose source offsets count from
    /// `start`), so it costs O(interval).
    static func sourceOffset(
        of decoded: Int, in bytes: [UInt8], from start: Int, to end: Int, checkpoints: [Checkpoint]
    ) -> Int {
        let last = end - 1
        guard decoded >= 0 else { return start + 1 }
        guard !checkpoints.isEmpty else { return last }
        let low = checkpointIndex(before: decoded, checkpoints)
        return locate(decoded, in: bytes, from: start + checkpoints[low].source, position: checkpoints[low].decoded, end: end).source
    }

    /// `sourceOffset(of:in:from:to:checkpoints:)` of `first` and of `second` (`first <= second`,
    /// the start and end of a value a finding points at): the second is stepped to from where the
    /// first was found, not again from its checkpoint (measured on the findings-heavy corpus,
    /// where many findings point into a `notifee_options` blob: a kept finding's start and end
    /// from about 420 to about 250 instructions a message).
    static func sourceOffsets(
        of first: Int, and second: Int, in bytes: [UInt8], from start: Int, to end: Int, checkpoints: [Checkpoint]
    ) -> (first: Int, second: Int) {
        guard first >= 0, first <= second, !checkpoints.isEmpty else {
            return (
                sourceOffset(of: first, in: bytes, from: start, to: end, checkpoints: checkpoints),
                sourceOffset(of: second, in: bytes, from: start, to: end, checkpoints: checkpoints)
            )
        }
        let last = end - 1
        let firstCheckpoint = checkpointIndex(before: first, checkpoints)
        let found = locate(
            first, in: bytes, from: start + checkpoints[firstCheckpoint].source, position: checkpoints[firstCheckpoint].decoded,
            end: end)
        // Past the text: so is every later offset.
        guard found.source < last else { return (last, last) }
        // From the later of the first's character and the second's checkpoint (both character
        // boundaries before the second's character): the characters stepped over are the same.
        let secondCheckpoint = checkpointIndex(before: second, checkpoints)
        let from =
            checkpoints[secondCheckpoint].decoded > found.decoded
            ? (start + checkpoints[secondCheckpoint].source, checkpoints[secondCheckpoint].decoded) : found
        return (found.source, locate(second, in: bytes, from: from.0, position: from.1, end: end).source)
    }

    /// The index of the last checkpoint at or before decoded offset `decoded` (`checkpoints` is
    /// not empty and starts at 0).
    private static func checkpointIndex(before decoded: Int, _ checkpoints: [Checkpoint]) -> Int {
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if checkpoints[mid].decoded <= decoded { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The character of the literal ending at `end` that produces decoded byte `decoded`: its
    /// source offset and the decoded offset it starts at, stepping from the character boundary
    /// `origin`, which decodes to `position` (at or before `decoded`); `end - 1` (the closing
    /// quote) when the text ends first.
    private static func locate(
        _ decoded: Int, in bytes: [UInt8], from origin: Int, position start: Int, end: Int
    ) -> (source: Int, decoded: Int) {
        let last = end - 1
        var (i, position) = skipWords(bytes, from: origin, position: start, before: decoded, last: last)
        while i < last {
            let (sourceLength, decodedLength) = characterLengths(bytes, at: i, end: end)
            if decoded < position + decodedLength { return (i, position) }
            position += decodedLength
            i += sourceLength
        }
        return (last, position)
    }

    /// Steps from the character at `i`, which decodes to offset `position`, over whole words
    /// whose bytes all decode before `decoded` (raw bytes and one-letter escapes), then back to
    /// the character boundary at or before where it stopped; returns that place in both texts.
    /// The caller steps on character by character.
    static func skipWords(
        _ bytes: [UInt8], from origin: Int, position: Int, before decoded: Int, last: Int
    ) -> (source: Int, decoded: Int) {
        var i = origin
        var position = position
        bytes.withUnsafeBytes { raw in
            // `position + 8 <= decoded`: the eight bytes from `i` decode to at most eight bytes
            // before `decoded`.
            while i &+ 8 <= last && position &+ 8 <= decoded {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let flags = ByteWords.flags(of: UInt8(ascii: "\\"), in: word)
                if flags == 0 {
                    i &+= 8
                    position &+= 8
                    continue
                }
                // The first backslash (the lowest flag): its escape decodes to `position` after
                // the skip, before `decoded`; a one-letter escape is one byte, a `\u` escape is
                // left to the caller.
                let skip = flags.trailingZeroBitCount &>> 3
                i &+= skip
                position &+= skip
                if raw[i &+ 1] == UInt8(ascii: "u") { break }
                i &+= 2
                position &+= 1
            }
        }
        // Back over the continuation bytes of a raw character the words ended inside (escapes
        // are ASCII; the character's lead byte is at or after `origin`, a character boundary).
        while i > origin && bytes[i] & 0xC0 == 0x80 {
            i -= 1
            position -= 1
        }
        return (i, position)
    }

    /// The source and decoded lengths of the character at `i` of a validated literal ending at
    /// `end` (its closing quote is at `end - 1`); the same rules as `decode`.
    static func characterLengths(_ bytes: [UInt8], at i: Int, end: Int) -> (source: Int, decoded: Int) {
        let byte = bytes[i]
        if byte != UInt8(ascii: "\\") {
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return (length, length)
        }
        guard bytes[i + 1] == UInt8(ascii: "u") else { return (2, 1) }
        let (scalar, length) = unicodeEscape(bytes, at: i, end: end)
        let utf8Length = Unicode.Scalar(scalar).map { UTF8.width($0) } ?? 3
        return (length, utf8Length)
    }

    /// The code point of the `\u` escape (four hex digits) at `i` (a high and a low surrogate
    /// escape in a row make one, 12 bytes long) and its length in the source.
    static func unicodeEscape(_ bytes: [UInt8], at i: Int, end: Int) -> (scalar: UInt32, length: Int) {
        let high = hex4(bytes, i + 2)
        guard (0xD800...0xDBFF).contains(high), i + 11 < end,
            bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u")
        else { return (high, 6) }
        let low = hex4(bytes, i + 8)
        guard (0xDC00...0xDFFF).contains(low) else { return (high, 6) }
        return (0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), 12)
    }

    static func hex4(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in at..<(at + 4) { value = value << 4 | UInt32(hexValue(bytes[k])) }
        return value
    }

    /// A hex digit's value, 0xFF for any other byte (the parser checks `< 16`).
    static func hexValue(_ byte: UInt8) -> UInt8 { HexDigit.value(byte) ?? 0xFF }
}

// MARK: - Text being edited

extension StringUnescaper {
    /// Decodes the content `bytes[start..<end]` (between the quotes) of a string literal that
    /// may be broken because it is being typed: the tolerant mode the language server reads
    /// strings in. Unlike `decode` it stops at the first unescaped quote, keeps an invalid escape
    /// (`\x`, `\u12`, a trailing backslash) as written (the backslash is copied and decoding
    /// goes on after it), and writes U+FFFD for a lone surrogate. `sourceOffsets` has, for each
    /// decoded byte, the source offset of the character or escape that produced it, and one more
    /// entry: where the content ends (the quote, or `end` clamped to the text).
    package static func decodeTolerantly(
        _ bytes: [UInt8], from start: Int, to end: Int
    ) -> (bytes: [UInt8], sourceOffsets: [Int]) {
        var out: [UInt8] = []
        var offsets: [Int] = []
        let end = min(end, bytes.count)
        var i = start
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), let (scalar, length) = tolerantEscape(bytes, at: i, end: end) else {
                out.append(byte)
                offsets.append(i)
                i += 1
                continue
            }
            for unit in String(scalar).utf8 {
                out.append(unit)
                offsets.append(i)
            }
            i += length
        }
        offsets.append(i)
        return (out, offsets)
    }

    /// The scalar written by the escape at `i` (a backslash) of possibly broken text ending at
    /// `end`, and its length (a surrogate pair is one escape of 12 bytes; a lone surrogate is
    /// U+FFFD); nil when the escape is not a valid one.
    static func tolerantEscape(_ bytes: [UInt8], at i: Int, end: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard i + 1 < end else { return nil }
        let code = bytes[i + 1]
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return (Unicode.Scalar(simpleEscapeValue(code)), 2)
        case UInt8(ascii: "u"):
            guard let high = checkedHex4(bytes, at: i + 2, end: end) else { return nil }
            if (0xD800...0xDBFF).contains(high), i + 12 <= end, bytes[i + 6] == UInt8(ascii: "\\"),
                bytes[i + 7] == UInt8(ascii: "u"), let low = checkedHex4(bytes, at: i + 8, end: end),
                (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            {
                return (scalar, 12)
            }
            return (Unicode.Scalar(high) ?? "\u{FFFD}", 6)
        default:
            return nil
        }
    }

    /// The value of the four hex digits at `at`, nil when they do not all fit before `end` or one
    /// is not a hex digit.
    static func checkedHex4(_ bytes: [UInt8], at: Int, end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for k in at..<(at + 4) {
            guard let digit = HexDigit.value(bytes[k]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

/// The text of a string literal as a sequence whose `_copyContents(initializing:)` decodes it into
/// the room `Array.append(contentsOf:)` hands it (`StringUnescaper.decode`): the text is written
/// straight into the array's storage, which the caller reserved for the literal's length. Its
/// iterator is empty.
private struct DecodedLiteral: Sequence {
    let bytes: [UInt8]
    let start: Int
    let end: Int
    let firstMark: Int
    let marks: UnsafeMutablePointer<[StringUnescaper.Checkpoint]>

    var underestimatedCount: Int { 0 }

    func makeIterator() -> EmptyCollection<UInt8>.Iterator { EmptyCollection().makeIterator() }

    __consuming func _copyContents(
        initializing room: UnsafeMutableBufferPointer<UInt8>
    ) -> (EmptyCollection<UInt8>.Iterator, UnsafeMutableBufferPointer<UInt8>.Index) {
        // An array reserved for fewer bytes than the literal (it never is) gets nothing.
        guard room.count >= end - start else { return (makeIterator(), room.startIndex) }
        let written = bytes.withUnsafeBufferPointer { source in
            StringUnescaper.decode(
                source, bytes: bytes, from: start, to: end, into: room, firstMark: firstMark, marks: &marks.pointee)
        }
        return (makeIterator(), room.startIndex + written)
    }
}
