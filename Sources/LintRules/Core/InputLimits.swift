import SizeModel

/// The limits that keep the tool's time and memory bounded on hostile input, in one place (the
/// "Hostile input" section of Documentation/Usage.md quotes them).
///
/// - A file (or standard input) larger than `maximumInputBytes` is not read: exit 2 with a
///   message naming the path. A batch or JSON Lines file read message by message (in bounded
///   memory) may be up to `maximumStreamedInputBytes`, but no single message in it may be larger
///   than `maximumInputBytes`.
/// - Nesting deeper than `maximumDepth` and more than `maximumValues` keys and values are
///   `invalid-json` findings (the parser stops there).
/// - One rule reports at most `maximumFindingsPerRule` findings per file, then one finding that
///   counts the rest.
///
/// With these, the peak memory of linting one file is about 2 × its size plus 40 bytes per key
/// and value (at most 160 MB), plus the findings (at most 1,001 per rule).
public enum InputLimits {
    /// The largest input read: 128 MiB. An FCM message is at most 4096 bytes and a batch at most
    /// 500 of them, so anything near this is an export or a binary file, not a payload.
    public static let maximumInputBytes = 128 * 1024 * 1024
    /// The largest batch or JSON Lines file read message by message: 16 GiB, about 16 million
    /// messages of 1 KB (an export); memory stays bounded whatever the size, and the time is
    /// linear in it.
    public static let maximumStreamedInputBytes = 16 * 1024 * 1024 * 1024
    /// The deepest nesting of objects and arrays (see `JSONParser.defaultMaximumDepth`).
    public static let maximumDepth = JSONParser.defaultMaximumDepth
    /// The most keys and values in one document (see `JSONParser.defaultMaximumValues`).
    public static let maximumValues = JSONParser.defaultMaximumValues
    /// The most findings one rule reports in one file (see `LintConfiguration`).
    public static let maximumFindingsPerRule = LintConfiguration().maximumFindingsPerRule

    /// `1.0 GB`, `128 MiB`-style sizes for messages: binary units, one decimal.
    public static func describe(bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) bytes" }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) \(units[unit])" : "\(rounded) \(units[unit])"
    }
}
