import SizeModel

/// The LED colour of `light_settings` in its two forms, for the fixes that turn one into the other.
///
/// HTTP v1 takes a `google.type.Color`: `red`, `green`, `blue` and optional `alpha` as fractions
/// from 0 to 1, `alpha` 1 when left out. firebase-admin takes `"#RRGGBB"` or `"#RRGGBBAA"` (alpha
/// last) and sends each pair of digits divided by 255, alpha `FF` when there is none
/// (firebase-admin-node `validateLightSettings`). A colour written in the other form than the
/// message's is converted the same way, so the fix names the colour that was meant.
enum LightSettingsColor {
    /// The `google.type.Color` JSON for `"#RRGGBB"` or `"#RRGGBBAA"`, as firebase-admin sends it
    /// (an opaque colour without `alpha`), or nil for any other text.
    static func colorObject(fromHex text: String) -> String? {
        guard text.hasPrefix("#") else { return nil }
        let hex = Array(text.utf8.dropFirst())
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(StringFormat.isHexDigit) else { return nil }
        var channels: [(String, Int)] = []
        for (index, name) in ["red", "green", "blue", "alpha"].enumerated() where index * 2 < hex.count {
            guard let byte = UInt8(String(decoding: hex[index * 2 ..< index * 2 + 2], as: UTF8.self), radix: 16) else { return nil }
            if name == "alpha", byte == 0xFF { continue }
            channels.append((name, Int(byte)))
        }
        return "{" + channels.map { "\"\($0.0)\": \(fraction($0.1))" }.joined(separator: ", ") + "}"
    }

    /// firebase-admin's `"#RRGGBB"` for a `google.type.Color` object whose channels are numbers
    /// from 0 to 1 (`"#RRGGBBAA"` when `alpha` is below 1), or nil when it is not one.
    static func hex(from color: JSONValue) -> String? {
        guard color.isObject else { return nil }
        var digits = ""
        for name in ["red", "green", "blue", "alpha"] {
            guard let channel = color.member(name) else {
                if name != "alpha" { digits += "00" }
                continue
            }
            guard let value = channel.doubleValue, value >= 0, value <= 1 else { return nil }
            let byte = Int((value * 255).rounded())
            if name == "alpha", byte == 255 { continue }
            digits += byte < 16 ? "0" + String(byte, radix: 16, uppercase: true) : String(byte, radix: 16, uppercase: true)
        }
        return "#" + digits
    }

    /// `byte / 255` with at most three decimals, as JSON (`1`, `0`, `0.42`).
    private static func fraction(_ byte: Int) -> String {
        let thousandths = Int((Double(byte) * 1000 / 255).rounded())
        if thousandths % 1000 == 0 { return String(thousandths / 1000) }
        var decimals = String(thousandths % 1000)
        while decimals.count < 3 { decimals = "0" + decimals }
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return "\(thousandths / 1000).\(decimals)"
    }
}
