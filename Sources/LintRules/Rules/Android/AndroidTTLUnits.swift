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
}
