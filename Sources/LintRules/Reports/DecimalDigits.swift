/// The decimal digits of a number up to eight digits long, gathered once into a word (its first
/// digit in the lowest byte), for a text report that writes the number more than once (a
/// finding's line in its header and its excerpt's gutter) without dividing it twice
/// (`TextBuffer.append(_:)`).
struct DecimalDigits {
    /// The digits' ASCII bytes, the first in the lowest byte; 0 when `count` is 0.
    let word: UInt64
    /// How many digits `word` holds: 0 when the value is negative or has more than eight digits
    /// (written by `TextBuffer.appendDecimal` then).
    let count: Int
    /// The value.
    let value: Int

    init(_ value: Int) {
        self.value = value
        guard value >= 0 && value < 100_000_000 else {
            word = 0
            count = 0
            return
        }
        var magnitude = value
        var digits: UInt64 = 0
        var count = 0
        repeat {
            digits = digits << 8 | UInt64(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
            count += 1
        } while magnitude > 0
        word = digits
        self.count = count
    }

    /// The number of characters `String(value)` has.
    var width: Int { count > 0 ? count : TextBuffer.decimalWidth(value) }
}
