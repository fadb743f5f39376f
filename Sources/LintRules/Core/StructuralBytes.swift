/// The bytes of a JSON text outside its string literals, found in one pass that steps over each
/// string (its quotes and escapes included): what the readings of a text that may not parse
/// (`TemplateSource`, `TrailingCommaReading`) and the fix formatter (`SourceStyle`) look at.
enum StructuralBytes {
    /// Calls `visit` with the offset of each byte of `bytes[range]` outside string literals, not
    /// counting the quotes, in order. `visit` returns the offset to go on from: its argument + 1
    /// to take the next byte, further to step over what it read, `range.upperBound` to stop.
    static func forEach(in bytes: [UInt8], _ range: Range<Int>, _ visit: (Int) -> Int) {
        var index = range.lowerBound
        var inString = false
        while index < range.upperBound {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                index += 1
            } else {
                index = visit(index)
            }
        }
    }

    /// The first `byte` outside string literals in `bytes`, at or after `from`.
    static func first(_ byte: UInt8, in bytes: [UInt8], from: Int = 0) -> Int? {
        var found: Int? = nil
        forEach(in: bytes, from..<bytes.count) { index in
            guard bytes[index] == byte else { return index + 1 }
            found = index
            return bytes.count
        }
        return found
    }
}
