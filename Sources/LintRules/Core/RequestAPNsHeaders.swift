import SizeModel

/// The APNs headers a pasted request to APNs sends beside its raw payload (a `curl` command's
/// `-H "apns-push-type: voip"`), which decide how APNs and iOS take the payload as much as an FCM
/// message's `apns.headers` do: a VoIP push with an empty alert shows nothing by design, not by
/// mistake (Apple, "Sending notification requests to APNs": apns-push-type).
///
/// Held by the linter's `ConfigurationReference` for the body of that request only, and read by
/// `MessageContext.apnsHeader(_:)` when the payload itself names no headers (a raw APNs payload
/// never does): a message linted without a request costs nothing more than a nil test.
final class RequestAPNsHeaders: Sendable {
    /// A header the request sends: its lower-case name, its value, and where the value stands
    /// in the pasted text.
    struct Header: Sendable, Equatable {
        let name: String
        let value: String
        let place: Range<Int>
    }

    /// The headers as a JSON object (`{"apns-push-type": "voip", …}`), in request order, parsed
    /// after `padding` blanks: every offset in it is at least `padding`, past the pasted text, so
    /// a finding on a header is told from one on the body and moved to the header (`place(of:)`).
    let object: JSONValue
    /// The length of the pasted text.
    let padding: Int
    /// The headers, in the order of `object`'s members.
    let headers: [Header]
    /// The `MessageParts` bits of the headers it sends (`apnsPushType`…), which rules that need
    /// them wait for (`MessageParts.of`).
    let parts: UInt64

    /// The headers `headers` of a request pasted in a text of `textLength` bytes, or nil when
    /// there are none.
    init?(_ headers: [Header], textLength: Int) {
        guard !headers.isEmpty else { return nil }
        let members = headers.map { "\(Self.quoted($0.name)): \(Self.quoted($0.value))" }
        let text = Array(repeating: UInt8(ascii: " "), count: textLength) + Array("{\(members.joined(separator: ", "))}".utf8)
        guard let root = try? JSONParser().parse(text, range: textLength..<text.count).root, root.isObject else { return nil }
        object = root
        padding = textLength
        self.headers = headers
        var parts: UInt64 = 0
        let partOfHeader: [(APNsHeaderLookup.Name, MessageParts)] = [
            (.pushType, .apnsPushType), (.priority, .apnsPriority), (.expiration, .apnsExpiration), (.topic, .apnsTopic),
        ]
        for (name, part) in partOfHeader where headers.contains(where: { $0.name == "\(name.text)" }) {
            parts |= part.rawValue
        }
        self.parts = parts
    }

    /// True when the request's `apns-push-type` names a push the system hands to the app or an
    /// extension and never shows as an alert (`MessageContext.pushTypesShowingNoAlert`: voip,
    /// location…): its payload is the app's own dictionary, which needs no aps.
    var sendsPushShowingNoAlert: Bool {
        guard let pushType = value(.pushType)?.stringValue else { return false }
        return MessageContext.pushTypesShowingNoAlert.contains(pushType)
    }

    /// The first header named `name`, or nil.
    func value(_ name: APNsHeaderLookup.Name) -> JSONValue? {
        let text = "\(name.text)"
        return object.members.first { $0.key.stringEquals(text) }?.value
    }

    /// Where the header holding the offset `offset` of `object` stands in the pasted text (its
    /// value's place), or nil for an offset before `padding` (the body's).
    func place(of offset: Int) -> Range<Int>? {
        guard offset >= padding else { return nil }
        for (index, member) in object.members.enumerated() where index < headers.count {
            if offset >= member.key.startOffset && offset < member.value.endOffset { return headers[index].place }
        }
        return headers.last?.place
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
