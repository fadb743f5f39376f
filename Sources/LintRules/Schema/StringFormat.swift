import SizeModel

/// The format a string value must have: durations, colours, timestamps, labels, header values.
/// Not `indirect`: a copy (the walk reads formats out of its tables) retains nothing but an
/// enum's values.
public enum StringFormat: Sendable {
    /// Any string.
    case any
    /// `#rrggbb` (AndroidNotification.color).
    case hexColor
    /// `#RRGGBB` or `#RRGGBBAA` (firebase-admin `lightSettings.color`).
    case hexColorWithAlpha
    /// A protobuf Duration: `"3.5s"`, seconds with up to nine fractional digits and an `s`;
    /// negative values are not accepted here.
    case duration
    /// An RFC 3339 timestamp with a `Z` or numeric offset: `"2014-10-02T15:01:23.045123456Z"`.
    case timestamp
    /// An FCM analytics label: `^[a-zA-Z0-9-_.~%]{1,50}$`.
    case analyticsLabel
    /// Decimal digits only (`apns-expiration`, the web push `TTL`).
    case digits
    /// A canonical UUID, 8-4-4-4-12 hexadecimal digits (`apns-id`).
    case uuid
    /// At most this many UTF-8 bytes (`apns-collapse-id`).
    case maxBytes(Int)
    /// One of a set of strings.
    case oneOf(EnumSpec)

    /// Why `text` does not have this format, or nil when it does.
    func problem(with text: String) -> String? {
        switch self {
        case .any:
            return nil
        case .hexColor:
            return Self.isHex(text, digits: [6]) ? nil : "is not a colour in the form #rrggbb"
        case .hexColorWithAlpha:
            return Self.isHex(text, digits: [6, 8]) ? nil : "is not a colour in the form #RRGGBB or #RRGGBBAA"
        case .duration:
            if text.hasPrefix("-"), Self.durationSeconds(String(text.dropFirst())) != nil {
                return "is a negative duration"
            }
            return Self.durationSeconds(text) == nil ? "is not a duration like \"3.5s\"" : nil
        case .timestamp:
            return Self.isTimestamp(text) ? nil : "is not an RFC 3339 timestamp like \"2025-01-14T17:02:11Z\""
        case .analyticsLabel:
            return Self.analyticsLabelProblem(text)
        case .digits:
            return !text.isEmpty && text.utf8.allSatisfy(Self.isDigit) ? nil : "is not a whole number of seconds written in digits"
        case .uuid:
            return Self.isUUID(text) ? nil : "is not a UUID like \"123e4567-e89b-12d3-a456-4266554400a0\""
        case .maxBytes(let limit):
            let count = text.utf8.count
            return count <= limit ? nil : "is \(count) bytes long; the limit is \(limit) bytes"
        case .oneOf(let spec):
            return spec.match(text) == nil ? "is not one of \(spec.listed)" : nil
        }
    }

    /// True when the UTF-8 text `bytes` certainly has this format (`problem(with:)` is nil), read
    /// in place; nil when only the String check can tell. Lets the walk skip decoding a valid value.
    func accepts(_ bytes: ArraySlice<UInt8>) -> Bool? {
        JSONTextBytes.withBytes(of: bytes) { accepts($0) }
    }

    /// `accepts(_:)` on bytes read in place (`JSONDocument.plainString(at:satisfies:)`).
    func accepts(_ bytes: JSONTextBytes) -> Bool? {
        switch self {
        case .any:
            return true
        case .digits:
            guard !bytes.isEmpty else { return false }
            for byte in bytes where !Self.isDigit(byte) { return false }
            return true
        case .maxBytes(let limit):
            return bytes.count <= limit
        case .uuid:
            guard bytes.count == 36 else { return false }
            for (index, byte) in bytes.enumerated() {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    if byte != UInt8(ascii: "-") { return false }
                } else if !Self.isHexDigit(byte) {
                    return false
                }
            }
            return true
        case .hexColor:
            return bytes.count == 7 && bytes.first == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy(Self.isHexDigit) ? true : nil
        case .duration:
            return Self.isPlainDuration(bytes) ? true : nil
        case .oneOf(let spec):
            return spec.accepts(bytes)
        case .analyticsLabel:
            // ASCII bytes are the label's scalars: 1 to 50 allowed ones pass `analyticsLabelProblem`.
            return (1...50).contains(bytes.count) && bytes.allSatisfy(Self.isAnalyticsLabelByte) ? true : nil
        case .hexColorWithAlpha, .timestamp:
            return nil
        }
    }

    /// `^\d{1,15}(\.\d{1,9})?s$`: a duration whose seconds `durationSeconds` certainly reads.
    private static func isPlainDuration(_ bytes: JSONTextBytes) -> Bool {
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "s") else { return false }
        var whole = 0
        var fraction = 0
        var seenDot = false
        for byte in bytes.dropLast() {
            if byte == UInt8(ascii: ".") {
                guard !seenDot, whole > 0 else { return false }
                seenDot = true
            } else if isDigit(byte) {
                if seenDot { fraction += 1 } else { whole += 1 }
            } else {
                return false
            }
        }
        return whole > 0 && whole <= 15 && (!seenDot || (1...9).contains(fraction))
    }

    /// What a value of this format looks like, for messages.
    var expectation: String {
        switch self {
        case .any: return "a string"
        case .hexColor: return "a string \"#rrggbb\""
        case .hexColorWithAlpha: return "a string \"#RRGGBB\" or \"#RRGGBBAA\""
        case .duration: return "a duration string like \"3.5s\""
        case .timestamp: return "an RFC 3339 timestamp string"
        case .analyticsLabel: return "a label of 1 to 50 characters from [a-zA-Z0-9-_.~%]"
        case .digits: return "a string of digits"
        case .uuid: return "a UUID string"
        case .maxBytes(let limit): return "a string of at most \(limit) bytes"
        case .oneOf(let spec): return "one of \(spec.listed)"
        }
    }

    var plural: String {
        switch self {
        case .duration: return "duration strings like \"0.5s\""
        default: return "strings"
        }
    }

    // MARK: - Checks

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static func isHex(_ text: String, digits: Set<Int>) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), digits.contains(bytes.count - 1) else { return false }
        return bytes.dropFirst().allSatisfy(isHexDigit)
    }

    /// The seconds of `^\d+(\.\d{1,9})?s$`, or nil.
    static func durationSeconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "s") else { return nil }
        let number = bytes.dropLast()
        var seenDot = false
        var whole = 0
        var fraction = 0
        for byte in number {
            if byte == UInt8(ascii: ".") {
                guard !seenDot, whole > 0 else { return nil }
                seenDot = true
            } else if isDigit(byte) {
                if seenDot { fraction += 1 } else { whole += 1 }
            } else {
                return nil
            }
        }
        guard whole > 0, !seenDot || (1...9).contains(fraction) else { return nil }
        return Double(String(decoding: number, as: UTF8.self))
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, with calendar-valid fields.
    static func isTimestamp(_ text: String) -> Bool {
        let b = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= b.count else { return nil }
            var value = 0
            for i in range {
                guard isDigit(b[i]) else { return nil }
                value = value * 10 + Int(b[i] - 0x30)
            }
            return value
        }
        guard b.count >= 20, let year = digits(0..<4), b[4] == UInt8(ascii: "-"), let month = digits(5..<7),
            b[7] == UInt8(ascii: "-"), let day = digits(8..<10), b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t"),
            let hour = digits(11..<13), b[13] == UInt8(ascii: ":"), let minute = digits(14..<16),
            b[16] == UInt8(ascii: ":"), let second = digits(17..<19)
        else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), day >= 1, day <= monthDays[month - 1], hour < 24, minute < 60, second < 61
        else { return false }
        var i = 19
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, isDigit(b[i]) { i += 1 }
            guard i > start, i - start <= 9 else { return false }
        }
        guard i < b.count else { return false }
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") { return i + 1 == b.count }
        guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), b.count == i + 6,
            let offsetHours = digits((i + 1)..<(i + 3)), b[i + 3] == UInt8(ascii: ":"),
            let offsetMinutes = digits((i + 4)..<(i + 6))
        else { return false }
        return offsetHours < 24 && offsetMinutes < 60
    }

    static func analyticsLabelProblem(_ text: String) -> String? {
        let count = text.unicodeScalars.count
        if count == 0 { return "is empty; a label has 1 to 50 characters" }
        if count > 50 { return "is \(count) characters long; a label has at most 50" }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let allowed = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
                || "-_.~%".unicodeScalars.contains(scalar)
            if !allowed { return "contains \"\(scalar)\"; a label may use only letters, digits and - _ . ~ %" }
        }
        return nil
    }

    /// True for the ASCII bytes an analytics label may use: letters, digits and `- _ . ~ %`.
    ///
    /// A lower-case letter first (most of a label's bytes: `campaign_28_apac`), then a bit set
    /// for the rest: every message's `fcm_options.analytics_label` is read byte by byte, and a
    /// `switch` over the ranges compiled to about twelve instructions a byte.
    static func isAnalyticsLabelByte(_ byte: UInt8) -> Bool {
        if byte &- UInt8(ascii: "a") < 26 { return true }
        // Bit n of `low` is byte n (0-63): `%`, `-`, `.`, `0`-`9`.
        let low: UInt64 = 0x03ff_6020_0000_0000
        // Bit n of `high` is byte 64 + n (64-127): `A`-`Z`, `_`, `a`-`z`, `~`.
        let high: UInt64 = 0x47ff_fffe_87ff_fffe
        let bits = byte < 64 ? low : high
        return byte < 128 && (bits &>> UInt64(byte & 63)) & 1 != 0
    }

    static func isUUID(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 36 else { return false }
        for (i, byte) in b.enumerated() {
            if [8, 13, 18, 23].contains(i) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isHexDigit(byte) {
                return false
            }
        }
        return true
    }
}
