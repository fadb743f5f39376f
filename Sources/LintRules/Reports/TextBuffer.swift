/// Report text built as UTF-8 bytes in one growing buffer: each piece costs a copy of its bytes,
/// where concatenating Strings costs an interpolation, a temporary String and often an
/// allocation per piece.
struct TextBuffer {
    /// The UTF-8 written so far.
    var bytes: [UInt8] = []

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends a literal (a short one byte by byte, which costs less than a copy).
    mutating func append(_ literal: StaticString) {
        let start = literal.utf8Start
        let count = literal.utf8CodeUnitCount
        if count <= 4 {
            for index in 0..<count { bytes.append(start[index]) }
        } else {
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// Appends bytes written before (a piece built once and used many times).
    mutating func append(contentsOf piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(contentsOf text: String) {
        Self.append(text, to: &bytes)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// `count` spaces (none when `count` is not positive).
    mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            bytes.append(UInt8(ascii: " "))
            remaining -= 1
        }
    }

    /// `text` with control characters escaped, as `TerminalSafeText.escaped` writes it.
    mutating func appendTerminalSafe(_ text: String) {
        TerminalSafeText.append(text, to: &bytes)
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func appendDecimal(_ value: Int) {
        Self.appendDecimal(value, to: &bytes)
    }

    // MARK: - Helpers shared with the JSON writer

    /// Appends the UTF-8 of `text` to `bytes` (one copy from the String's storage).
    static func append(_ text: String, to bytes: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// Appends `value` in decimal, as `String(value)` writes it.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        // At most 20 digits, written from the end of a scratch buffer on the stack.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var index = digits.count
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0 && index > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index...]))
        }
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
