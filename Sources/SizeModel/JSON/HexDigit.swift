/// The value of one ASCII hexadecimal digit: what a JSON `\u` escape, a `%XX` URI escape and
/// the linter's escape checks read.
public enum HexDigit {
    /// The digit's value (0–15), or nil when `byte` is not `0`–`9`, `a`–`f` or `A`–`F`.
    @inlinable
    public static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
