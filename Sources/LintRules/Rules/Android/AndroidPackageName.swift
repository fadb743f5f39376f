/// Android package names (application IDs), for `android.restricted_package_name`.
enum AndroidPackageName {
    /// True when `text` can be the package name of an installed Android app: at least two
    /// segments separated by dots, each starting with a letter and holding only ASCII letters,
    /// digits and underscores. This is the application ID rule of the Android build and the check
    /// of the platform's package parser (`PackageParser.validateName`), which refuses to install
    /// an app with any other name.
    static func isValid(_ text: String) -> Bool {
        var segments = 0
        var atSegmentStart = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !atSegmentStart else { return false }
                atSegmentStart = true
                continue
            }
            let isLetter = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            if atSegmentStart {
                guard isLetter else { return false }
                atSegmentStart = false
                segments += 1
                continue
            }
            guard isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") else { return false }
        }
        return !atSegmentStart && segments >= 2
    }
}
