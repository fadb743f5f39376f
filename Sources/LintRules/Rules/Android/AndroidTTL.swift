import SizeModel

/// The meaning of an `android.ttl` value, shared by the TTL rules.
///
/// The HTTP v1 API takes a protobuf Duration string (`"3600s"`, `"1.5s"`); firebase-admin's Node
/// and Java SDKs take a number of milliseconds. A number in an HTTP v1 request body is malformed.
enum AndroidTTL {
    /// The TTL in seconds.
    case seconds(Double)
    /// Not a TTL; `Malformation.text(for:)` says why.
    case malformed(Malformation)
    /// A template string (`"{{ttl}}s"`) that is a duration once filled; its value is unknown.
    case templated

    /// The longest TTL FCM keeps a message: 4 weeks.
    static let maximumSeconds = 2_419_200.0

    init(_ value: JSONValue, shape: MessageShape) {
        switch value.kind {
        case .string:
            guard shape != .admin else {
                self = .malformed(.stringInAdmin)
                return
            }
            // The common case, a duration written without escapes, is read from its bytes in
            // place (`plainString(at:satisfies:)`, inlined: `plainStringBytes` made a slice of
            // the document's bytes, a retain and a release; perf-rules6).
            var plainMeaning: AndroidTTL?
            _ = value.document.plainString(at: value.index) { bytes in
                if let seconds = AndroidTTL.parseDuration(utf8: bytes) {
                    plainMeaning = .seconds(seconds)
                } else if !bytes.contains(where: Self.mayBelongToPlaceholder) {
                    // Plain text that is no duration and holds no byte of a placeholder (`{`,
                    // `$`, `%`, `(`: `TemplateText.placeholders`) is malformed as it stands: told
                    // without parsing it again as a String and without the template check (a
                    // third of the messages of corpus (e) have a TTL such as "86400").
                    plainMeaning = .malformed(.notADuration)
                }
                return true
            }
            if let plainMeaning {
                self = plainMeaning
                return
            }
            let text = value.stringValue ?? ""
            guard let seconds = AndroidTTL.parseDuration(text) else {
                if TemplateText.passes(text, { AndroidTTL.parseDuration($0) != nil }) {
                    self = .templated
                    return
                }
                self = .malformed(.notADuration)
                return
            }
            self = .seconds(seconds)
        case .number:
            guard shape != .v1Request else {
                self = .malformed(.numberInRequest)
                return
            }
            guard let milliseconds = value.doubleValue, milliseconds.isFinite, milliseconds >= 0 else {
                self = .malformed(.negativeNumber)
                return
            }
            self = .seconds(milliseconds / 1000)
        default:
            self = .malformed(.notAStringOrNumber)
        }
    }

    /// Why a value is no TTL: a plain value, its text made only for a finding
    /// (`text(for:)`), where a String made for every malformed TTL (a third of the messages of
    /// corpus (e) have one such as "86400") was built and released per message.
    enum Malformation {
        /// A string in a firebase-admin object, which takes milliseconds.
        case stringInAdmin
        /// A string that is no duration.
        case notADuration
        /// A number in an HTTP v1 request body.
        case numberInRequest
        /// A negative (or non-finite) number of milliseconds.
        case negativeNumber
        /// Neither a string nor a number.
        case notAStringOrNumber

        /// What the TTL `value` is, for the finding: `android.ttl is <text>`.
        func text(for value: JSONValue) -> String {
            switch self {
            case .stringInAdmin: "a string; firebase-admin takes a number of milliseconds"
            case .notADuration: "\"\(value.stringValue ?? "")\", not a duration like \"3600s\""
            case .numberInRequest: "a number; the HTTP v1 API takes a duration string like \"3600s\""
            case .negativeNumber: "a negative number; firebase-admin takes non-negative milliseconds"
            case .notAStringOrNumber: "\(value.kind); expected a duration string like \"3600s\""
            }
        }
    }

    /// True for the bytes a template placeholder starts with or holds (`TemplateText.placeholders`).
    private static func mayBelongToPlaceholder(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "(")
    }

    /// Parses `^\d+(\.\d{1,9})?s$` (ASCII digits), reading the bytes.
    static func parseDuration(_ text: String) -> Double? {
        parseDuration(utf8: text.utf8)
    }

    /// `parseDuration(_:)` of UTF-8 text.
    static func parseDuration<Bytes: BidirectionalCollection<UInt8>>(utf8: Bytes) -> Double? {
        guard utf8.count >= 2, utf8.last == UInt8(ascii: "s") else { return nil }
        let number = utf8.dropLast()
        var dot: Int? = nil
        for (index, byte) in number.enumerated() {
            if byte == UInt8(ascii: ".") {
                guard dot == nil else { return nil }
                dot = index
            } else if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") {
                return nil
            }
        }
        if let dot {
            let fraction = number.count - dot - 1
            guard dot > 0, fraction >= 1, fraction <= 9 else { return nil }
            if number.count <= 16 {
                // At most 15 digits: the digits as a whole number and 10^fraction are exact
                // Doubles, and one division rounds their exact quotient, the decimal's value,
                // as parsing the text does: the same Double, without making a String.
                var digits = 0
                var scale = 1.0
                for byte in number where byte != UInt8(ascii: ".") { digits = digits * 10 + Int(byte - UInt8(ascii: "0")) }
                for _ in 0..<fraction { scale *= 10 }
                return Double(digits) / scale
            }
        } else if number.count <= 15 {
            // Whole seconds below 10^15 are exact in a Double: no text to parse.
            return Double(number.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        return Double(String(decoding: number, as: UTF8.self))
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
