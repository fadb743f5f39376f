import SizeModel

/// The `apns-expiration` header read as Apple reads it: a UNIX time in seconds, "0" for "do not
/// store". Shared by the expiration rules; the header's format itself is checked by the schema.
struct APNsExpiration {
    /// The header's value.
    let value: JSONValue
    /// The number of decimal digits written (leading zeros included).
    let digits: Int
    /// The value as a number, or nil when it does not fit in `Int`.
    let seconds: Int?

    /// The smallest value read as an absolute time: 1 000 000 000 s is 2001-09-09. Anything
    /// smaller is a duration ("3600") mistaken for a time, since no one sends a push that
    /// expires before 2001.
    static let earliestAbsolute = 1_000_000_000
    /// Values with this many digits or more are milliseconds (13 digits from 2001 to 2286).
    static let millisecondDigits = EpochTime.millisecondDigits

    /// The `apns-expiration` header of `message` when it is a string of decimal digits.
    init?(_ message: MessageContext) {
        guard let value = message.apnsHeader(.expiration), value.isString else { return nil }
        let bytes = value.decodedStringBytes()
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        var number: Int? = 0
        for byte in bytes {
            guard let current = number else { break }
            let (m, o1) = current.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            number = o1 || o2 ? nil : a
        }
        self.value = value
        self.digits = bytes.count
        self.seconds = number
    }

    /// `seconds` as a UTC calendar date, `YYYY-MM-DD` (`EpochTime.date(ofSeconds:)`).
    static func date(ofEpochSeconds seconds: Int) -> String { EpochTime.date(ofSeconds: seconds) }
}
