import SizeModel

/// A JSON text whose only mistakes are trailing commas (`{"title": "Hi",}`, `["a",]`), read the
/// way FCM's HTTP v1 endpoint reads it: without them.
///
/// Google's API front end parses a request body with protobuf's JSON stream parser
/// (`google::protobuf::util::converter::JsonStreamParser`; its errors are the ones FCM answers,
/// "Invalid JSON payload received. Unexpected token." with the text and a caret under it). That
/// parser closes an object or array on a `}` or `]` that follows a comma ("This allows for
/// trailing commas.", `ParseEntry` and `ParseArrayValue`), so FCM accepts the message; strict
/// JSON parsers do not.
///
/// The reading keeps every byte where it is (each trailing comma becomes a blank), so every
/// finding's line and column are the text's. A text is read so only when it has at least one
/// trailing comma; whether the result is JSON is the caller's parse to decide (a comment, a
/// single quote or anything else left over keeps the syntax diagnosis).
struct TrailingCommaReading {
    /// The text with each trailing comma replaced by a blank (the same length as the input).
    let text: [UInt8]
    /// The offsets of the trailing commas, in text order.
    let commas: [Int]

    /// The reading of `bytes[range]`, or nil when it has no trailing comma outside a string.
    init?(_ bytes: [UInt8], range: Range<Int>) {
        var commas: [Int] = []
        StructuralBytes.forEach(in: bytes, range) { index in
            guard bytes[index] == UInt8(ascii: ",") else { return index + 1 }
            var next = index + 1
            while next < range.upperBound, Self.isWhitespace(bytes[next]) { next += 1 }
            if next < range.upperBound, bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]") {
                commas.append(index)
            }
            return index + 1
        }
        guard !commas.isEmpty else { return nil }
        var text = bytes
        for comma in commas { text[comma] = UInt8(ascii: " ") }
        self.text = text
        self.commas = commas
    }

    /// Whether `root` is a payload file for the iOS Simulator (an `.apns` file dragged onto it
    /// or passed to `xcrun simctl push`): its top-level "Simulator Target Bundle" names the app
    /// to deliver to, a key only the Simulator reads. The Simulator reads such a file with
    /// trailing commas and shows the notification (OneSignal-iOS-SDK#1053; iamankitm05/quick_notes's
    /// ios/README.md), so the payload is linted as it reads it, each comma a json-trailing-comma
    /// warning.
    static func isSimulatorPayload(_ root: JSONValue) -> Bool {
        root.member(simulatorTargetBundle) != nil
    }

    /// The key naming the app a Simulator payload file is delivered to.
    static let simulatorTargetBundle = "Simulator Target Bundle"

    /// The innermost object or array of `root` (parsed from `text`) that holds the byte at
    /// `offset`: the container a trailing comma closes.
    static func container(of offset: Int, in root: JSONValue) -> JSONValue {
        var current = root
        while true {
            var inner: JSONValue? = nil
            if current.isObject {
                for member in current.members where encloses(member.value, offset) {
                    inner = member.value
                    break
                }
            } else if current.isArray {
                for element in current.elements where encloses(element, offset) {
                    inner = element
                    break
                }
            }
            guard let inner else { return current }
            current = inner
        }
    }

    private static func encloses(_ value: JSONValue, _ offset: Int) -> Bool {
        (value.isObject || value.isArray) && value.sourceStart < offset && offset < value.sourceEnd
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
