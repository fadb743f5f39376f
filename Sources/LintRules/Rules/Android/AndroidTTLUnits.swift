import SizeModel

/// How firebase-admin's millisecond `android.ttl` numbers read, shared by the TTL units and
/// fraction rules so each number gets one verdict.
extension AndroidTTL {
    /// For a firebase-admin `ttl` number (milliseconds in Node and Java): true when it reads like
    /// seconds: below one second, or a whole number of minutes up to four weeks that is not a
    /// whole number of seconds (3600, 86400, 604800 as milliseconds).
    static func looksLikeSeconds(_ value: JSONValue) -> Bool {
        guard let number = value.doubleValue, number.isFinite, number > 0 else { return false }
        if number < 1000 { return true }
        guard let integer = value.integerValue else { return false }
        return integer % 60 == 0 && integer <= Int(maximumSeconds) && integer % 1000 != 0
    }

    /// `1500` → "1.5 seconds", `3600` → "3.6 seconds".
    static func describeMilliseconds(_ value: JSONValue) -> String {
        let seconds = (value.doubleValue ?? 0) / 1000
        let text = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
        return "\(text) second\(seconds == 1 ? "" : "s")"
    }

    /// For an HTTP v1 `ttl` string in the form firebase-admin for Java and Node writes a
    /// millisecond number in (`"3.600000000s"`: whole seconds, a dot and nine digits, the last six
    /// zeros): the number of milliseconds when, as a firebase-admin number, it would read like
    /// seconds (`looksLikeSeconds` for whole numbers from one second up: 3600, 86400); else nil.
    static func serializedMillisecondsLookingLikeSeconds(_ value: JSONValue) -> Int? {
        // The SDKs write it plain: a literal of 14 to 20 bytes with its quotes, read in place.
        guard value.isString, (14...20).contains(value.endOffset - value.startOffset), let bytes = value.plainStringBytes
        else { return nil }
        return serializedMilliseconds(bytes)
    }

    /// `serializedMillisecondsLookingLikeSeconds` of the text's UTF-8 bytes.
    private static func serializedMilliseconds(_ text: ArraySlice<UInt8>) -> Int? {
        // "S.FFFFFFFFFs": one to seven digits of seconds, a dot, nine digits and "s".
        guard text.count >= 12, text.count <= 18, text.last == UInt8(ascii: "s"),
            let dot = text.firstIndex(of: UInt8(ascii: ".")), dot > text.startIndex, text.endIndex - dot == 11
        else { return nil }
        let whole = text[..<dot], fraction = text[(dot + 1)..<(text.endIndex - 1)]
        guard whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
            fraction.suffix(6).allSatisfy({ $0 == UInt8(ascii: "0") })
        else { return nil }
        let milliseconds = number(whole) * 1000 + number(fraction.prefix(3))
        guard milliseconds >= 1000, milliseconds % 60 == 0, milliseconds % 1000 != 0,
            milliseconds <= Int(maximumSeconds)
        else { return nil }
        return milliseconds
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
