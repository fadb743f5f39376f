import SizeModel

/// The walk's generic texts: the concrete fix for a wrong type, a number out of range or a
/// malformed value, unless the owning rule words it (`SchemaRule.valueFix`). Built only when a
/// problem is reported.
enum SchemaMessages {
    // MARK: - Wrong types

    static func mismatchFix(_ value: JSONValue, _ spec: ValueSpec, path: String, admin: Bool = false) -> String {
        let raw = SchemaValidator.raw(value)
        let text = value.stringValue
        switch spec {
        case .string(.timestamp) where value.kind == .number:
            return epochTimestampFix(value, admin: admin)
        case .bool:
            if let text, ["true", "false"].contains(text.lowercased()) { return "write \(text.lowercased()) without quotes" }
            if let number = value.integerValue, number == 0 || number == 1 { return "write \(number == 1 ? "true" : "false")" }
            return "use true or false"
        case .integer, .number:
            if let text, Double(text) != nil { return "write \(text) without quotes" }
            return "use \(spec.expectation)"
        case .string(.hexColorWithAlpha) where value.isObject:
            // firebase-admin's lightSettings.color written as HTTP v1's google.type.Color.
            if let hex = LightSettingsColor.hex(from: value) { return "write the colour as firebase-admin takes it: \"\(hex)\"" }
            return "use \(spec.expectation)"
        case .string, .enumeration:
            if value.kind == .number || value.kind.isBoolean { return "write it as a string: \"\(raw)\"" }
            if value.isArray, value.count == 1, let only = value.element(0), only.isString { return "write the single string, not an array" }
            return "use \(spec.expectation)"
        case .object(let object) where object.fcmPath == FCMSchema.color.fcmPath:
            // HTTP v1's light_settings.color written as firebase-admin's "#RRGGBB[AA]".
            if let text, let color = LightSettingsColor.colorObject(fromHex: text) {
                return "write the colour as red, green, blue and alpha fractions from 0 to 1: \(color)"
            }
            return "make \(path) \(spec.expectation)"
        case .object, .openObject, .stringMap, .headers:
            if let text, text.hasPrefix("{") { return "write the object itself, not a string holding JSON" }
            return "make \(path) \(spec.expectation)"
        case .array:
            if let text { return "write it as an array: [\"\(SchemaValidator.shortened(text))\"]" }
            if value.kind == .number { return "write it as an array: [\(raw)]" }
            return "use \(spec.expectation)"
        default:
            return "use \(spec.expectation)"
        }
    }

    /// The fix for an epoch number (`Date.now()`, a UNIX time in seconds) where an RFC 3339 string
    /// is expected: the same instant written as one, or, in a firebase-admin object, the `Date`
    /// firebase-admin for Node takes (it throws on anything else and sends `toISOString()`).
    /// 13 digits or more are milliseconds, as `apns-expiration` reads them.
    static func epochTimestampFix(_ value: JSONValue, admin: Bool) -> String {
        let raw = SchemaValidator.raw(value)
        guard let number = value.integerValue, number >= 0 else {
            return "write an RFC 3339 time with a time zone, for example \"2025-01-14T17:02:11Z\""
        }
        let isMilliseconds = raw.count >= EpochTime.millisecondDigits
        let (milliseconds, overflow) = isMilliseconds ? (number, false) : number.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return "write an RFC 3339 time with a time zone, for example \"2025-01-14T17:02:11Z\"" }
        let time = EpochTime.rfc3339(ofMilliseconds: milliseconds)
        if admin {
            return "pass a Date, new Date(\(isMilliseconds ? raw : "\(raw) * 1000")), which firebase-admin sends as \"\(time)\""
        }
        return "write the time as RFC 3339: \"\(time)\" (\(raw) \(isMilliseconds ? "ms" : "s") since 1970)"
    }

    /// The fix for a number out of range: the owning rule's (`SchemaRule.valueFix`), or the range.
    static func rangeFix(_ field: FieldSpec, _ spec: ValueSpec) -> String {
        field.rule.valueFix(field: field.name) ?? "use \(spec.expectation)"
    }

    // MARK: - Formats

    static func formatFix(_ format: StringFormat, text: String) -> String {
        switch format {
        case .hexColor, .hexColorWithAlpha:
            let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
            let allHex = hex.utf8.allSatisfy(StringFormat.isHexDigit)
            if allHex, hex.count == 6 || (hex.count == 8 && format.allowsAlpha) { return "write \"#\(hex)\"" }
            if allHex, hex.count == 3 {
                return "write \"#\(hex.map { "\($0)\($0)" }.joined())\""
            }
            if let color = AndroidColorText.eightDigits("#" + hex) {
                // Only android.notification.color is #rrggbb without alpha; Android reads eight
                // digits as #AARRGGBB (AndroidColorText).
                return color.alphaFirst
                    ? "drop the alpha digits \(color.alpha): \"#\(color.rgb)\" (Android reads an eight-digit colour as #AARRGGBB)"
                    : "drop the alpha digits \(color.alpha): \"#\(color.rgb)\""
            }
            return "write the colour as \"#rrggbb\", for example \"#1e88e5\""
        case .duration:
            if text.hasPrefix("-") { return "use a duration of zero or more seconds" }
            if let seconds = Double(text), seconds >= 0 { return "write \"\(text)s\"" }
            if text.hasSuffix("ms"), let millis = Double(text.dropLast(2)) { return "write \"\(seconds(fromMilliseconds: millis))\"" }
            return "write seconds followed by \"s\", for example \"0.5s\""
        case .timestamp:
            if text.count == 19, StringFormat.isTimestamp(text + "Z") { return "add the time zone: \"\(text)Z\"" }
            return "write an RFC 3339 time with a time zone, for example \"2025-01-14T17:02:11Z\""
        case .analyticsLabel:
            let cleaned = String(text.unicodeScalars.map { scalar -> Character in
                let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-_.~%".unicodeScalars.contains(scalar))
                return allowed ? Character(scalar) : "_"
            }.prefix(50))
            return cleaned.isEmpty ? "use 1 to 50 characters from letters, digits and - _ . ~ %" : "use only letters, digits and - _ . ~ % (at most 50), for example \"\(cleaned)\""
        case .oneOf(let spec):
            if let suggestion = spec.suggestion(for: text) { return "use \"\(suggestion)\"" }
            return "use one of \(spec.listed)"
        case .digits, .uuid, .maxBytes, .any:
            return "use \(format.expectation)"
        }
    }

    /// The fix for a malformed header value: the owning rule's (`SchemaRule.valueFix`), or the format's.
    static func headerFix(_ header: HeaderSpec, text: String) -> String {
        header.rule.valueFix(field: header.name) ?? formatFix(header.format, text: text)
    }

    /// The `aps` key an unknown APNs header stands for (`apns-relevance-score` or
    /// `relevance-score` is `aps.relevance-score`), or nil: no APNs header takes an `aps` key's
    /// name, so such a header is that key written in the wrong place.
    static func apsKey(writtenAsHeader name: String) -> String? {
        var key = name.lowercased()
        if key.hasPrefix("apns-") { key.removeFirst(5) }
        return apsKeyNames.contains(key) ? key : nil
    }

    /// The names of the `aps` keys Apple defines (`FCMSchema.apsFields`).
    private static let apsKeyNames = Set(FCMSchema.apsFields.map(\.name))

    // MARK: - Conversions

    static func seconds(fromMilliseconds millis: Double) -> String {
        guard millis.isFinite, millis >= 0 else { return "0s" }
        // Whole nanoseconds fit in an Int up to about 106 days; beyond that, whole seconds.
        guard millis < 9e12 else { return "\(SchemaValidator.number((millis / 1000).rounded(.down)))s" }
        let nanos = Int((millis * 1_000_000).rounded())
        let whole = nanos / 1_000_000_000
        var fraction = String(nanos % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)s" : "\(whole).\(fraction)s"
    }

    /// `[100, 50]` as `"0.1s", "0.05s"`, when every element is a non-negative number.
    static func durations(_ value: JSONValue) -> String? {
        guard value.isArray, value.count > 0 else { return nil }
        var parts: [String] = []
        for element in value.elements {
            guard let millis = element.doubleValue, millis >= 0 else { return nil }
            parts.append("\"\(seconds(fromMilliseconds: millis))\"")
        }
        return parts.joined(separator: ", ")
    }
}

extension StringFormat {
    var allowsAlpha: Bool {
        if case .hexColorWithAlpha = self { return true }
        return false
    }
}
