/// An eight-digit notification colour read the way Android reads it, for the fixes that turn it
/// into the `#rrggbb` that HTTP v1 takes.
///
/// The Android FCM SDK reads `android.notification.color` (delivered as `gcm.n.color`) with
/// `Color.parseColor`, whose formats are `#RRGGBB` and `#AARRGGBB`: alpha first, as in an app's
/// `colors.xml` (`#FF6200EE` is `#6200EE`, opaque). HTTP v1 documents `#rrggbb` and every
/// firebase-admin SDK refuses anything else. A CSS colour with alpha puts it last instead
/// (`#1E88E5FF`); a colour whose last two digits alone are `FF` is read that way, as its author
/// most likely meant it, and any other eight digits as Android reads them.
enum AndroidColorText {
    /// The colour and alpha digits of an eight-digit colour.
    struct EightDigits: Equatable {
        /// The six colour digits, `RRGGBB`, as written.
        var rgb: Substring
        /// The two alpha digits, as written.
        var alpha: Substring
        /// True when the alpha came first (`#AARRGGBB`, Android's order).
        var alphaFirst: Bool
        /// True when the alpha is `FF`: dropping it keeps the colour the device shows.
        var isOpaque: Bool { alpha.lowercased() == "ff" }
    }

    /// The parts of `text` when it is `#` and eight hexadecimal digits, or nil.
    static func eightDigits(_ text: String) -> EightDigits? {
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.utf8.count == 8, hex.utf8.allSatisfy(StringFormat.isHexDigit) else { return nil }
        let first = hex.prefix(2), last = hex.suffix(2)
        if last.lowercased() == "ff", first.lowercased() != "ff" {
            return EightDigits(rgb: hex.prefix(6), alpha: last, alphaFirst: false)
        }
        return EightDigits(rgb: hex.suffix(6), alpha: first, alphaFirst: true)
    }
}
