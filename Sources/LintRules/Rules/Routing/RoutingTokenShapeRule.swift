#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SizeModel

/// A registration token should look like one.
///
/// Lint: a `token` (or an element of firebase-admin's `tokens`) that holds whitespace, quotes or
/// control characters, that is 64 hexadecimal digits (a raw APNs device token), that is an Expo
/// push token (`ExponentPushToken[…]`, `ExpoPushToken[…]`), that starts with `/topics/` (a
/// topic written as a token), that is a URL (a Web Push subscription's endpoint), a JSON Web
/// Token (a Firebase Installations auth token) or a legacy server key (`AAAA…:APA91b…`).
struct RoutingTokenShapeRule: Rule {
    static let description = RuleDescription(
        id: "routing-token-shape",
        area: .routing,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the registration token is not shaped like an FCM token",
        rationale: """
            An FCM registration token is one opaque word of letters, digits, -, _ and : (about \
            150 to 170 characters, usually "<instance id>:APA91b…"). Whitespace, quotes or \
            control characters come from copy and paste or string building (a trailing newline, \
            "Bearer …"); 64 hexadecimal digits are the APNs device token of an iOS app, which FCM \
            cannot address; ExponentPushToken[…] (or ExpoPushToken[…]) is the token of Expo's \
            push service, which only Expo's servers resolve (an Expo app that sends through FCM \
            itself sends the native token of getDevicePushTokenAsync); "/topics/news" is a topic \
            in the token field; an http(s) URL is a Web Push subscription's endpoint \
            (PushSubscription.endpoint, "https://fcm.googleapis.com/fcm/send/…"), which a server \
            sends to with the Web Push protocol, not through FCM's token field; a JSON Web Token \
            ("eyJ…" in three dot-separated parts) is a Firebase Installations auth token or an ID \
            token, which FCM rejects as a registration token (beste/laravel-firebase#132); \
            "AAAA<7 characters>:APA91b…" is the project's legacy server key (the Authorization: \
            key=… of the shut-down legacy API, its prefix the sender ID in base64), pasted where \
            the device token goes, as a NestJS Firebase example does: an installation ID starts \
            with c, d, e or f (its first four bits are 0111, firebase-android-sdk \
            RandomFidGenerator), so no registration token starts with AAAA. Neither \
            "/" nor "." is in a registration token's alphabet. FCM answers \
            INVALID_ARGUMENT ("The registration token is not a valid FCM registration token"). \
            Length is not checked: Firebase's documentation and SDK tests use short placeholder \
            tokens. \
            Severity: error, because none of these values is ever a valid FCM registration token, \
            so FCM rejects the request (E1); placeholders are not reported and length is not \
            checked, so nothing heuristic is left.
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-errors-internal.ts (INVALID_REGISTRATION_TOKEN)",
            "https://github.com/firebase/firebase-admin-node/issues/1224",
            "https://firebase.google.com/docs/cloud-messaging/manage-tokens",
            "https://docs.expo.dev/push-notifications/sending-notifications-custom/",
            "https://github.com/itsramiel/FCM_Push_Notifications_Guide/issues/3",
            "expo-server-sdk-node src/ExpoClient.ts (isExpoPushToken)",
            "https://github.com/beste/laravel-firebase/issues/132",
            "https://www.w3.org/TR/push-api/#dom-pushsubscription-endpoint",
            "firebase-android-sdk firebase-installations RandomFidGenerator.java (FID_4BIT_PREFIX 0b0111)",
        ],
        upstreamErrors: [
            "Invalid registration token provided. Make sure it matches the registration token the client app receives from registering with FCM.",
            "The registration token is not a valid FCM registration token",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": ↓"fGw0qy4TGgk:APA91bGtWGju\n", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": ↓"Your device token", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": ↓" ", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": ↓"740f4707bebcf74f9b7c25d48e3358945f6aa01da5ddb387462c7eaf61bb78ad", "notification": {"title": "Hi"}}}"#),
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju", ↓"/topics/news"], "data": {"a": "1"}}"#),
            Example(#"{"message": {"token": ↓"ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "notification": {"title": "Hi"}}}"#),
            Example(#"{"tokens": [↓"ExpoPushToken[0J23tlOl6Qz92gG9SM4ceI]"], "data": {"a": "1"}}"#),
            Example(#"{"token": ↓"https://fcm.googleapis.com/fcm/send/dQn-7TOL3dM:APA91bHLuAR3G", "notification": {"title": "Hi"}}"#),
            Example(#"{"token": ↓"eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJhcHBJZCI6IjE6NzY3NDA5MDI2NjU5In0.AB2LPV8wRgIhALC_uiwrKb8B", "data": {"a": "1"}}"#),
            // A NestJS Firebase example passes the legacy server key as the token (audit71).
            Example(#"{"token": ↓"AAAAN6_J6mc:APA91bHKDh4w2SEO0EG_PXHluRSowD5ztjzQq5KjzZVU8zsrJ3MsfivyA-xo8zgIU_ge1Urec9axm1nprx7qOulB88piN3qRQ1lbtJAkiauGjXS", "notification": {"title": "Hi"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "{{deviceToken}}", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "<device token>", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...", "notification": {"title": "Hi"}}}"#),
            Example(#"{"token": "mock-token", "data": {"a": "1"}}"#),
            Example(#"{"message": {"token": "dExpo1PushTk:APA91bHExponentPushToken", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "eyJ0eXAi:APA91bHhttps", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "https://{{endpoint}}", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "AAAA", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "dAAAAN6_J6mc:APA91bHKDh4w2SEO0EG", "notification": {"title": "Hi"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape else { return }
        let slots = message.messageSlots
        Self.checkTokens(
            in: message.message, tokenNode: slots[ContextMembers.Message.token], listNode: slots[ContextMembers.Message.tokens],
            into: &findings)
    }

    /// Checks `token`, then the elements of `tokens` (`MessageContext.registrationTokens`), by
    /// their node indices in the document of `message` (-1 for none), `message` borrowed: the
    /// tokens are made from the borrowed document, where the `RegistrationTokens` view and its
    /// iterator each counted a reference.
    @inline(never)
    private static func checkTokens(in message: JSONValue, tokenNode: Int, listNode: Int, into findings: inout FindingCollector) {
        let document = message.document
        // Most tokens are settled in place (`isOrdinaryToken`), before a value is made.
        if tokenNode >= 0, !isOrdinaryToken(at: tokenNode, in: document) { check(document.value(at: tokenNode), into: &findings) }
        if listNode >= 0 {
            for token in document.value(at: listNode).elements where !isOrdinaryToken(at: token.index, in: document) {
                check(token, into: &findings)
            }
        }
    }

    /// True when the token at node `index` of `document` is a string written without escapes that
    /// `check(_:into:)` cannot report: not empty, not 64 bytes long (an APNs device token's
    /// length), not starting with `E` (an Expo push token), `/` (a topic), `http`, `eyJ` (a JSON
    /// Web Token) or `AAAA` (a legacy server key), and only of bytes from `-` to `z` (no space,
    /// quote, `{`, `$` or `(`, so neither a bad byte nor a placeholder; `<…>` is one, which
    /// `check` does not report either). Every other token is checked the long way.
    ///
    /// Read in place, sixteen bytes a step with one range test a block
    /// (`JSONTextBytes.containsByte(below:orAbove:)`): `check` made a value, a slice of the
    /// document's bytes (`decodedBytes`) and tested each word for three bytes (about 570
    /// instructions a token on corpus (a)); a range test a word took about 400.
    @inline(__always)
    static func isOrdinaryToken(at index: Int, in document: JSONDocument) -> Bool {
        document.plainString(at: index) { text in
            let count = text.count
            guard count > 0, count != 64 else { return false }
            switch text[0] {
            case UInt8(ascii: "E"), UInt8(ascii: "/"):
                return false
            case UInt8(ascii: "h"):
                if count >= 4, text[1] == UInt8(ascii: "t"), text[2] == UInt8(ascii: "t"), text[3] == UInt8(ascii: "p") { return false }
            case UInt8(ascii: "e"):
                if count >= 3, text[1] == UInt8(ascii: "y"), text[2] == UInt8(ascii: "J") { return false }
            case UInt8(ascii: "A"):
                if count >= 4, text[1] == UInt8(ascii: "A"), text[2] == UInt8(ascii: "A"), text[3] == UInt8(ascii: "A") { return false }
            default:
                break
            }
            return !text.containsByte(below: UInt8(ascii: "-"), orAbove: UInt8(ascii: "z"))
        }
    }

    /// Reports what is wrong with one registration token.
    private static func check(_ token: JSONValue, into findings: inout FindingCollector) {
        guard token.isString && token.endOffset - token.startOffset > 2 else { return }
        if isExpoPushToken(token) {
            findings.report(
                "the registration token is an Expo push token, which only Expo's push service can resolve; FCM rejects it as not a valid FCM registration token",
                at: token,
                fix: "send it through Expo's push service (https://exp.host/--/api/v2/push/send), or send to FCM the device's native FCM token from getDevicePushTokenAsync()")
            return
        }
        let problem: String?
        if token.isPlainASCII,
            isPlainWord(token.document.bytes, from: token.startOffset + 1, to: token.endOffset - 1)
        {
            // One pass showed no placeholder and no bad byte: only the shapes are left.
            problem = shapeProblem(token, token.decodedBytes)
        } else {
            guard !isPlaceholder(token) else { return }
            problem = Self.problem(token)
        }
        guard let problem else { return }
        findings.report(
            "the registration token \(problem)", at: token,
            fix: "send the FCM registration token the app got from getToken(), trimmed")
    }

    /// What is wrong with the token, or nil.
    static func problem(_ token: JSONValue) -> String? {
        guard token.isString else { return nil }
        // Read in place when the literal has no escapes (`decodedBytes`).
        let bytes = token.decodedBytes
        // In plain printable ASCII (a real token's bytes) only a space or an apostrophe can be one.
        let bad =
            token.isPlainASCII
            ? bytes.first { $0 == 0x20 || $0 == UInt8(ascii: "'") } : bytes.first(where: isNonWordByte)
        if let bad {
            return "\(whitespaceAtEnds(bytes) ?? "contains \(name(of: bad))"); FCM tokens are a single word"
        }
        return shapeProblem(token, bytes)
    }

    /// A readable name for a byte `problem` reports.
    private static func name(of byte: UInt8) -> String {
        switch byte {
        case 0x20: return "a space"
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return "a quote"
        default: return "a control character"
        }
    }

    /// "is only whitespace", "ends with a line break" or "starts with a space" when the token's
    /// only whitespace is at its ends (pasted with it), else nil.
    private static func whitespaceAtEnds(_ bytes: ArraySlice<UInt8>) -> String? {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }), let last = bytes.lastIndex(where: { !isWhitespace($0) }) else {
            return "is only whitespace"
        }
        guard !bytes[first...last].contains(where: isWhitespace) else { return nil }
        if last + 1 < bytes.endIndex { return "ends with \(name(of: bytes[last + 1]))" }
        return first > bytes.startIndex ? "starts with \(name(of: bytes[bytes.startIndex]))" : nil
    }

    /// What is wrong with the shape of a token whose decoded text is `bytes` and holds no bad
    /// byte: an APNs device token, a topic, a URL or a JSON Web Token.
    private static func shapeProblem(_ token: JSONValue, _ bytes: ArraySlice<UInt8>) -> String? {
        if bytes.count == 64, bytes.allSatisfy({ Self.isHexDigit($0) }) {
            return "is 64 hexadecimal digits, an APNs device token; FCM needs the FCM registration token of the app"
        }
        switch bytes.first {
        case UInt8(ascii: "/") where token.stringHasPrefix(TopicName.topicsPrefix):
            return "is a topic; put it in \"topic\" without the /topics/ prefix"
        case UInt8(ascii: "h") where token.stringHasPrefix("https://") || token.stringHasPrefix("http://"):
            return "is a URL (a Web Push subscription's endpoint is sent to with the Web Push protocol, not through FCM); FCM needs the registration token from getToken()"
        case UInt8(ascii: "e") where isJSONWebToken(bytes):
            return "is a JSON Web Token (a Firebase Installations auth token or an ID token), not an FCM registration token"
        case UInt8(ascii: "A") where isLegacyServerKey(bytes):
            return "is the project's legacy server key (AAAA…:APA91b…), not a device's registration token"
        default:
            return nil
        }
    }

    /// True for `eyJ…` (base64url of `{"`) in three non-empty base64url parts joined by dots: a
    /// JSON Web Token. No registration token holds a dot. (`WeakSignScreen` reads a login
    /// response's token with it too.)
    static func isJSONWebToken(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.starts(with: [UInt8(ascii: "e"), UInt8(ascii: "y"), UInt8(ascii: "J")]) else { return false }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 3
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { Self.isBase64URLByte($0) }
            }
    }

    /// True for "AAAA" and 7 more base64url characters, then ":APA91b": a legacy FCM server key,
    /// whose 11-character prefix is the sender ID in base64. An installation ID (the part of a
    /// registration token before the colon) starts with c, d, e or f, never with A.
    static func isLegacyServerKey(_ bytes: ArraySlice<UInt8>) -> Bool {
        let prefix = Array("AAAA".utf8), separator = Array(":APA91b".utf8)
        guard bytes.count > 18, bytes.starts(with: prefix) else { return false }
        let start = bytes.startIndex
        return bytes[(start + 4)..<(start + 11)].allSatisfy { Self.isBase64URLByte($0) }
            && bytes[(start + 11)...].starts(with: separator)
    }

    private static func isBase64URLByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// True for an Expo push token, `ExponentPushToken[…]` or `ExpoPushToken[…]` (the prefixes
    /// expo-server-sdk's `isExpoPushToken` accepts), placeholders inside the brackets included.
    static func isExpoPushToken(_ token: JSONValue) -> Bool {
        // Both prefixes start with `E`: a text starting with another byte (not an escape) is
        // neither.
        guard let first = token.firstTextByte, first == UInt8(ascii: "E") || first == UInt8(ascii: "\\") else { return false }
        return token.stringHasPrefix("ExponentPushToken[") || token.stringHasPrefix("ExpoPushToken[")
    }

    /// True for plain ASCII text that is neither a placeholder (`isPlaceholder`: no `{`, not
    /// `<…>`) nor holds a byte `problem` reports (a space or an apostrophe), told in one pass.
    static func isPlainWord(_ bytes: ArraySlice<UInt8>) -> Bool {
        isPlainWord(Array(bytes), from: 0, to: bytes.count)
    }

    /// `isPlainWord` for `bytes[start..<end]`: a token's text read in its document's bytes.
    static func isPlainWord(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard start < end else { return true }
        if bytes[start] == UInt8(ascii: "<") && bytes[end - 1] == UInt8(ascii: ">") { return false }
        // Eight bytes a step (a token is 140 to 200 bytes), then the rest one by one.
        var found: UInt64 = 0
        let rest = ByteWords.forEachWord(bytes, from: start, to: end) { word in
            found |= ByteWords.flags(of: 0x20, in: word) | ByteWords.flags(of: UInt8(ascii: "'"), in: word)
                | ByteWords.flags(of: UInt8(ascii: "{"), in: word)
        }
        if found != 0 { return false }
        for byte in bytes[rest..<end] where byte == 0x20 || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "{") { return false }
        return true
    }

    /// Whitespace, a control character, DEL or a quote: bytes no FCM token holds.
    private static func isNonWordByte(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Template placeholders stand for a token filled in later: `{{token}}`, `${token}`,
    /// `$(token)` (Azure Notification Hubs), and the `<device token>` of documentation and issue
    /// reports.
    static func isPlaceholder(_ text: String) -> Bool {
        (text.hasPrefix("<") && text.hasSuffix(">")) || text.contains("{{") || text.contains("${") || text.contains("$(")
    }

    /// `isPlaceholder` for a string value: on its bytes when it is plain ASCII (a real token).
    static func isPlaceholder(_ token: JSONValue) -> Bool {
        guard token.isPlainASCII else { return isPlaceholder(token.stringValue ?? "") }
        return isPlaceholder(token.decodedBytes)
    }

    /// `isPlaceholder` on the bytes of plain ASCII text: each `{` after the first byte is checked
    /// for a `{` or `$` before it, each `(` for a `$`.
    private static func isPlaceholder(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.first == UInt8(ascii: "<") && bytes.last == UInt8(ascii: ">") { return true }
        guard bytes.count >= 2 else { return false }
        var parenthesisFrom = bytes.index(after: bytes.startIndex)
        while let found = bytes[parenthesisFrom...].firstIndex(of: UInt8(ascii: "(")) {
            if bytes[found - 1] == UInt8(ascii: "$") { return true }
            parenthesisFrom = found + 1
        }
        var from = bytes.index(after: bytes.startIndex)
        while let found = bytes[from...].firstIndex(of: UInt8(ascii: "{")) {
            let before = bytes[found - 1]
            if before == UInt8(ascii: "{") || before == UInt8(ascii: "$") { return true }
            from = found + 1
        }
        return false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
