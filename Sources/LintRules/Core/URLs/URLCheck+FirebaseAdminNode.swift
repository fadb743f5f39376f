import SizeModel

/// What firebase-admin-node refuses in an `imageUrl` before sending.
///
/// firebase-admin-node checks `notification.imageUrl`, `android.notification.imageUrl` and
/// `apns.fcmOptions.imageUrl` with `validator.isURL` and throws ("… imageUrl must be a valid URL
/// string") when it fails, so `send()` sends nothing. `isURL`'s first test refuses any character
/// outside ASCII letters, digits and `: / ? # [ ] @ ! $ & ' ( ) * + , ; = . - _ ~ %`
/// (src/utils/validator.ts): a space, a quote, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, a
/// control character or any non-ASCII byte. That test runs before any URL parser, so no
/// parser's normalization can save the value. (Its later host and path tests read the WHATWG
/// parser's result, which rewrites some malformed URLs into valid ones, such as `https:///a.png`
/// into the host `a.png`; they are not modelled here.)
extension URLCheck {
    /// True when `text` holds a character firebase-admin-node's `isURL` refuses, and no byte a
    /// template placeholder starts with (`{`, `$`, `%`): a placeholder's content is filled in
    /// later, so its braces say nothing about what is sent.
    static func firebaseAdminNodeRefusesCharacters(of text: String) -> Bool {
        var refuses = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%") { return false }
            if !isFirebaseAdminNodeURLCharacter(byte) { refuses = true }
        }
        return refuses
    }

    /// The characters `isURL` allows: `[a-z0-9:/?#[\]@!$&'()*+,;=.\-_~%]`, case-insensitive.
    private static func isFirebaseAdminNodeURLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return ":/?#[]@!$&'()*+,;=.-_~%".utf8.contains(byte)
        }
    }
}

extension FindingCollector {
    /// Reports `image` as an error when it is a firebase-admin `imageUrl` whose text
    /// firebase-admin-node refuses (`URLCheck.firebaseAdminNodeRefusesCharacters`): `field` is its
    /// place in the message, `thrownName` the name firebase-admin's error gives it, `problem`
    /// what the image rule found. True when reported, and the rule's own finding is left out.
    mutating func reportRefusedAdminImageURL(
        _ image: JSONValue, field: String, thrownName: String, problem: String, in message: MessageContext
    ) -> Bool {
        guard message.shape == .admin, image.key?.stringEquals("imageUrl") == true, let text = image.stringValue,
            URLCheck.firebaseAdminNodeRefusesCharacters(of: text)
        else { return false }
        report(
            "\(field) \(problem): firebase-admin throws \"\(thrownName) must be a valid URL string\" and sends nothing",
            at: image, caseSeverity: .error, configuration: message.configuration,
            fix: "percent-encode the URL (a space is %20, non-ASCII text as %XX, the host in its xn-- form)")
        return true
    }
}
