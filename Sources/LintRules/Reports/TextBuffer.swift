import SizeModel

/// Report text built as UTF-8 bytes in one growing buffer: each piece costs a copy of its bytes,
/// where concatenating Strings costs an interpolation, a temporary String and often an
/// allocation per piece.
struct TextBuffer {
    /// The UTF-8 written so far.
    var bytes: [UInt8] = []

    /// The text written so far.
    var text: String { Self.string(decoding: bytes) }

    /// Appends a literal.
    mutating func append(_ literal: String) {
        bytes.appendUTF8(of: literal)
    }

    /// Appends bytes written before (a piece built once and used many times), borrowed
    /// (`appendBytes(of:)`): not retained and released around the copy.
    mutating func append(contentsOf piece: [UInt8]) {
        bytes.appendBytes(of: piece)
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(contentsOf text: String) {
        Self.append(text, to: &bytes)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends two bytes (a short piece of punctuation), each in place: cheaper than copying
    /// them from a String.
    mutating func append(bytes first: UInt8, _ second: UInt8) {
        bytes.append(first)
        bytes.append(second)
    }

    /// Appends three bytes, as `append(bytes:_:)` does two. Inlined: as a call (once per
    /// printed finding) it cost about 50 instructions, its frame and the array's reload.
    @inline(__always)
    mutating func append(bytes first: UInt8, _ second: UInt8, _ third: UInt8) {
        bytes.append(first)
        bytes.append(second)
        bytes.append(third)
    }

    /// `count` spaces (none when `count` is not positive).
    mutating func appendSpaces(_ count: Int) {
        Self.append(count, of: Self.spaces, to: &bytes)
    }

    /// `text` with control characters escaped, as `TerminalSafeText.escaped` writes it.
    mutating func appendTerminalSafe(_ text: String) {
        TerminalSafeText.append(text, to: &bytes)
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func appendDecimal(_ value: Int) {
        Self.appendDecimal(value, to: &bytes)
    }

    /// `digits`' value in decimal, as `String(value)` writes it.
    mutating func append(_ digits: DecimalDigits) {
        Self.append(digits, to: &bytes)
    }

    // MARK: - Making the String

    /// ASCII runs at least this long become pieces of their own in `string(decoding:)`.
    static let asciiPiece = 32

    /// `String(decoding: bytes, as: UTF8.self)`, made in pieces: long runs of ASCII, which the
    /// standard library checks eight bytes at a time, apart from the (short) stretches around
    /// non-ASCII bytes, which it checks byte by byte. A report is mostly ASCII with an
    /// occasional `…` or `é`, and one such byte would send the whole text through the byte-by-
    /// byte check. Pieces end only next to ASCII bytes, which never belong to a multi-byte
    /// sequence, so the result is the same String.
    static func string(decoding bytes: [UInt8]) -> String {
        let count = bytes.count
        var result = ""
        var pieceStart = 0
        var index = 0
        while index < count {
            // The ASCII run from `index`, eight bytes at a time.
            let runStart = index
            while index + 8 <= count, ByteWords.word(bytes, at: index) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            while index < count && bytes[index] < 0x80 { index += 1 }
            if index == count && runStart == 0 { return String(decoding: bytes, as: UTF8.self) }
            if index - runStart >= asciiPiece || (index == count && pieceStart == runStart) {
                if result.isEmpty { result.reserveCapacity(count) }
                if pieceStart < runStart {
                    result += String(decoding: bytes[pieceStart..<runStart], as: UTF8.self)
                }
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                pieceStart = index
            }
            // The non-ASCII run after it stays in the next piece.
            while index < count && bytes[index] >= 0x80 { index += 1 }
        }
        if pieceStart < count {
            result += String(decoding: bytes[pieceStart..<count], as: UTF8.self)
        }
        return result
    }

    // MARK: - Helpers shared with the JSON writer

    /// Appends the UTF-8 of `text` to `bytes` (one copy from the String's storage).
    static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.appendUTF8(of: text)
    }

    /// 128 spaces and 128 tildes, copied from in slices.
    static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)
    static let tildes = [UInt8](repeating: UInt8(ascii: "~"), count: 128)

    /// Appends `count` bytes of `run` (`spaces` or `tildes`; none when `count` is not
    /// positive), a slice at a time: indentation, caret padding and underlines in one step.
    static func append(_ count: Int, of run: [UInt8], to bytes: inout [UInt8]) {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, run.count)
            bytes.append(contentsOf: run[0..<chunk])
            remaining -= chunk
        }
    }

    /// Appends `value` in decimal, as `String(value)` writes it.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        append(DecimalDigits(value), to: &bytes)
    }

    /// Appends `digits`' value in decimal: up to eight digits (every line and column of a real
    /// input) from their word, a byte at a time (an append of a byte costs about 20
    /// instructions; `append(contentsOf:)` of a short piece, measured, about 90 or more), others
    /// written in place.
    static func append(_ digits: DecimalDigits, to bytes: inout [UInt8]) {
        if digits.count > 0 {
            var word = digits.word
            for _ in 0..<digits.count {
                bytes.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
            return
        }
        let value = digits.value
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        // The digits are written in place from the last one, over as many zeros as they need.
        let digitCount = decimalWidth(value) - (value < 0 ? 1 : 0)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digitCount))
        var index = bytes.count
        repeat {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// The number of characters `String(value)` has.
    static func decimalWidth(_ value: Int) -> Int {
        var width = value < 0 ? 2 : 1
        var magnitude = value.magnitude
        while magnitude >= 10 {
            magnitude /= 10
            width += 1
        }
        return width
    }
}
