/// UNIX times written as calendar times, for the texts of rules that read an epoch number:
/// `apns-expiration` (seconds) and an `event_time` sent as `Date.now()` (milliseconds).
enum EpochTime {
    /// Values with this many decimal digits or more are milliseconds (13 digits from 2001 to 2286).
    static let millisecondDigits = 13

    /// `seconds` as a UTC calendar date, `YYYY-MM-DD`.
    static func date(ofSeconds seconds: Int) -> String {
        let (year, month, day) = civil(days: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        return "\(year)-\(two(month))-\(two(day))"
    }

    /// `milliseconds` as an RFC 3339 UTC time, `YYYY-MM-DDTHH:MM:SS.mmmZ`: what JavaScript's
    /// `Date.prototype.toISOString()` writes for the same instant.
    static func rfc3339(ofMilliseconds milliseconds: Int) -> String {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let millis = milliseconds - seconds * 1000
        let secondOfDay = seconds - (seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400) * 86_400
        let fraction = millis < 10 ? "00\(millis)" : (millis < 100 ? "0\(millis)" : "\(millis)")
        return "\(date(ofSeconds: seconds))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(fraction)Z"
    }

    /// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    private static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
