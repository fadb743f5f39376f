import SizeModel

/// The texts of schema findings: what to say about a firebase-admin name, and the concrete fix for
/// a wrong type or a malformed value. Built only when a problem is reported.
enum SchemaMessages {
    // MARK: - firebase-admin names

    /// The message and fix for a firebase-admin-only name in an HTTP v1 message.
    static func adminOnlyName(_ name: String, field: FieldSpec, value: JSONValue, spec: ObjectSpec) -> (String, String) {
        let restName = field.spellings.first?.text ?? field.name
        let rejection = "FCM rejects it: Unknown name \"\(name)\" at '\(spec.fcmPath)'"
        switch field.name {
        case "tokens", "fids":
            return (
                "\"\(name)\" is firebase-admin's multicast list (sendEachForMulticast); an HTTP v1 request sends to one target (\(rejection))",
                "send one request per \(name == "tokens" ? "token with \"token\"" : "installation with \"fid\"")"
            )
        case "notification_priority":
            let fix = value.stringValue.map { "write \"notification_priority\": \"PRIORITY_\($0.uppercased())\"" }
                ?? "write \"notification_priority\": \"PRIORITY_HIGH\" (or MIN, LOW, DEFAULT, MAX)"
            return (
                "android.notification.\(name) is firebase-admin's name; the HTTP v1 API calls it \"notification_priority\" and takes values like \"PRIORITY_HIGH\" (\(rejection))",
                fix
            )
        case "vibrate_timings":
            return (
                "\"\(name)\" is firebase-admin's name; the HTTP v1 API takes \"vibrate_timings\", an array of duration strings (\(rejection))",
                durations(value).map { "write \"vibrate_timings\": [\($0)]" } ?? "write \"vibrate_timings\" as duration strings, for example [\"0.1s\", \"0.05s\"]"
            )
        case "light_on_duration", "light_off_duration":
            let fix = value.doubleValue.map { "write \"\(restName)\": \"\(seconds(fromMilliseconds: $0))\"" }
                ?? "write \"\(restName)\" as a duration string, for example \"0.2s\""
            return ("\"\(name)\" is firebase-admin's name; the HTTP v1 API takes \"\(restName)\", a duration string (\(rejection))", fix)
        case "event_time":
            return (
                "\"\(name)\" is firebase-admin's name; the HTTP v1 API calls it \"event_time\" (\(rejection))",
                "rename it to \"event_time\" (an RFC 3339 time such as \"2025-01-14T17:02:11Z\")"
            )
        default:
            return ("\"\(name)\" is firebase-admin's name; the HTTP v1 API calls it \"\(restName)\" (\(rejection))", "rename it to \"\(restName)\"")
        }
    }

    /// What firebase-admin does with the HTTP v1 form of a field it converts itself.
    static func adminConsequence(_ field: FieldSpec) -> String {
        switch field.name {
        case "notification_priority":
            return "prefixes \"PRIORITY_\" itself (\"PRIORITY_HIGH\" becomes \"PRIORITY_PRIORITY_HIGH\", which FCM rejects)"
        case "vibrate_timings":
            return "throws \"android.notification.vibrateTimingsMillis must be non-negative durations in milliseconds\""
        case "light_settings":
            return "throws before sending (it requires color \"#RRGGBB[AA]\", lightOnDurationMillis and lightOffDurationMillis)"
        default:
            return "throws before sending"
        }
    }

    /// The firebase-admin form of an HTTP v1 value.
    static func adminFix(_ field: FieldSpec, value: JSONValue) -> String {
        switch field.name {
        case "notification_priority":
            let text = value.stringValue ?? ""
            let level = text.uppercased().hasPrefix("PRIORITY_") ? String(text.dropFirst("PRIORITY_".count)).lowercased() : "high"
            return "write \"\(level)\""
        case "vibrate_timings":
            let millis = value.elements.compactMap { $0.stringValue.flatMap(StringFormat.durationSeconds) }.map {
                SchemaValidator.number($0 * 1000)
            }
            return millis.isEmpty ? "write milliseconds as numbers, for example [100, 50, 250]" : "write [\(millis.joined(separator: ", "))]"
        case "light_settings":
            return "write color as \"#RRGGBB\" and lightOnDurationMillis and lightOffDurationMillis as numbers of milliseconds, or use the snake_case name light_settings, which firebase-admin passes through"
        default:
            return "use the firebase-admin form of the value"
        }
    }

    // MARK: - Wrong types

    static func mismatchFix(_ value: JSONValue, _ spec: ValueSpec, path: String) -> String {
        let raw = SchemaValidator.raw(value)
        let text = value.stringValue
        switch spec {
        case .bool:
            if let text, ["true", "false"].contains(text.lowercased()) { return "write \(text.lowercased()) without quotes" }
            if let number = value.integerValue, number == 0 || number == 1 { return "write \(number == 1 ? "true" : "false")" }
            return "use true or false"
        case .integer, .number:
            if let text, Double(text) != nil { return "write \(text) without quotes" }
            return "use \(spec.expectation)"
        case .string, .enumeration:
            if value.kind == .number || value.kind.isBoolean { return "write it as a string: \"\(raw)\"" }
            if value.isArray, value.count == 1, let only = value.element(0), only.isString { return "write the single string, not an array" }
            return "use \(spec.expectation)"
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

    static func rangeFix(_ field: FieldSpec, _ spec: ValueSpec) -> String {
        switch field.name {
        case "badge": return "use 0 or a positive whole number (0 clears the badge)"
        case "notification_count": return "use 0 or a positive whole number"
        case "relevance-score": return "use a number from 0 to 1"
        case "red", "green", "blue", "alpha": return "write each colour channel as a fraction from 0 to 1 (255 is 1.0)"
        default: return "use \(spec.expectation)"
        }
    }

    // MARK: - Formats

    static func formatFix(_ format: StringFormat, text: String, field: FieldSpec) -> String {
        switch format {
        case .hexColor, .hexColorWithAlpha:
            let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
            let allHex = hex.utf8.allSatisfy(StringFormat.isHexDigit)
            if allHex, hex.count == 6 || (hex.count == 8 && format.allowsAlpha) { return "write \"#\(hex)\"" }
            if allHex, hex.count == 3 {
                return "write \"#\(hex.map { "\($0)\($0)" }.joined())\""
            }
            if allHex, hex.count == 8 { return "drop the alpha digits: \"#\(hex.prefix(6))\"" }
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

    static func headerFix(_ header: HeaderSpec, text: String) -> String {
        switch header.name {
        case "apns-priority":
            return "use \"10\" (deliver now), \"5\" (power-efficient; required for background pushes) or \"1\" (lowest)"
        case "apns-expiration":
            return "write a UNIX time in seconds as digits, for example \"1767225600\", or \"0\" to try once and not store it"
        case "apns-collapse-id":
            return "shorten it to 64 bytes or fewer"
        case "apns-id":
            return "use a canonical UUID such as \"123e4567-e89b-12d3-a456-4266554400a0\", or leave apns-id out (APNs assigns one)"
        case "TTL":
            return "write the time to live in seconds as digits, for example \"86400\""
        default:
            return formatFix(header.format, text: text, field: FieldSpec(header.name, .string(header.format)))
        }
    }

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
