/// A dictionary a platform printed with its own description rather than as JSON: what people
/// paste when they show what their app received, and what `JSONParser` rejects at its first key.
///
/// Each language prints a map its own way, and none of them is JSON:
/// - Swift's `print(userInfo)` of a `[AnyHashable: Any]`: `[AnyHashable("aps"): {…}, …]`, strings
///   unquoted (the firebase-ios-sdk quickstart and Firebase's "Receive messages in an Apple app"
///   page log the notification's userInfo this way);
/// - Foundation's description of an `NSDictionary` (`NSLog(@"%@", userInfo)`, `po` in the
///   debugger, a dictionary nested in Swift's print): `{ aps = { alert = Hi; }; }`;
/// - Java's and Kotlin's `Map.toString` and Android's `Bundle.toString` (`Log.d(TAG, "Message
///   data payload: " + remoteMessage.getData())` in the firebase-android-sdk quickstart, a launch
///   intent's extras): `{key=value, …}`, `Bundle[{…}]`;
/// - Dart's `Map.toString` (`print(message)` in firebase_messaging before 8.0, `print(message.data)`):
///   `{notification: {title: Hi, body: There}, data: {}}`, on one line.
///
/// A printed dictionary often follows a log line's prefix (`I/flutter (10090): onMessage: `,
/// `D/MyFirebaseMsgService: Message data payload: `), kept out of what is recognised. The
/// recognition runs only after a failed parse, on the text's first line (the first few `{` or
/// `[` on it) and the first key after the bracket, so valid JSON never pays for it.
public enum PrintedDictionary: Sendable, Equatable {
    /// Swift's `print` of a dictionary: `[AnyHashable("aps"): …]` or `["aps": …]`.
    case swift
    /// Foundation's description of an `NSDictionary`: `{ aps = { alert = Hi; }; }`.
    case foundation
    /// Java's `Map.toString` or Android's `Bundle.toString`: `{key=value}`, `Bundle[{key=value}]`.
    case java
    /// Dart's `Map.toString`: `{notification: {title: Hi}}`, on one line with no quotes.
    case dart

    /// The form of the printed dictionary that `bytes[range]` holds, the bytes that show it (from
    /// the log prefix's start, else the dictionary's own, through its first `[` or `{`), and
    /// the log prefix in front of it on its line, if any.
    public static func recognise(_ bytes: [UInt8], range: Range<Int>) -> (form: PrintedDictionary, shown: Range<Int>, prefix: String?)? {
        let end = min(range.upperBound, bytes.count)
        var i = max(0, range.lowerBound)
        while i < end, isSpace(bytes[i]) { i += 1 }
        let lineStart = i
        // The opening bracket, on the first line: a log prefix may stand before it, and may hold
        // brackets of its own (NSLog's "MyApp[1292:278627] ", logcat's "I/flutter (10090): "), so
        // each bracket of the line is tried in turn, up to a few.
        var open = i
        for _ in 0..<4 {
            while open < end, bytes[open] != 0x7B, bytes[open] != 0x5B, bytes[open] != 0x0A { open += 1 }
            guard open < end, bytes[open] != 0x0A else { return nil }
            if let found = candidate(at: open, lineStart: lineStart, bytes: bytes, end: end) { return found }
            open += 1
        }
        return nil
    }

    /// The printed dictionary opened at `open`, with the text in front of it on its line as a
    /// log prefix; nil when that text is no log prefix or the bracket opens no printed dictionary.
    static func candidate(at open: Int, lineStart: Int, bytes: [UInt8], end: Int) -> (form: PrintedDictionary, shown: Range<Int>, prefix: String?)? {
        var start = open
        if open >= lineStart + 6, Array(bytes[(open - 6)..<open]) == Array("Bundle".utf8) { start = open - 6 }
        let prefix: String?
        if start > lineStart {
            // A log prefix ends in a label's colon or a space ("onMessage: ", "payload: {"); a
            // JSON text with a stray word in front is left to the tolerant scanner.
            let last = bytes[start - 1]
            guard last == 0x20 || last == 0x3A || start == open - 6 else { return nil }
            // `message = {to: token}` is code assigning a literal, and a prefix holding `{` or `"`
            // is inside a JSON-like text: neither is a log line.
            guard !bytes[lineStart..<start].contains(where: { $0 == 0x3D || $0 == 0x7B || $0 == 0x22 }) else { return nil }
            let text = String(decoding: bytes[lineStart..<start], as: UTF8.self).trimmingTrailingSpaces
            prefix = text.isEmpty ? nil : text
        } else {
            prefix = nil
        }
        guard let form = formAfter(open, bytes: bytes, end: end, bundle: start < open) else { return nil }
        return (form, (prefix == nil ? start : lineStart)..<(open + 1), prefix)
    }

    /// The form of the dictionary opened at `open`, read from its first key.
    static func formAfter(_ open: Int, bytes: [UInt8], end: Int, bundle: Bool) -> PrintedDictionary? {
        var i = open + 1
        if bytes[open] == 0x5B {
            if bundle { return bytes.starts(with: "{", at: i, end: end) ? .java : nil }
            while i < end, isSpace(bytes[i]) { i += 1 }
            if bytes.starts(with: "AnyHashable(", at: i, end: end) { return .swift }
            // ["aps": …]: a Swift dictionary with String keys (a JSON array never has a ':').
            guard i < end, bytes[i] == 0x22 else { return nil }
            i += 1
            while i < end, bytes[i] != 0x22, bytes[i] != 0x0A { i += bytes[i] == 0x5C ? 2 : 1 }
            guard i < end, bytes[i] == 0x22 else { return nil }
            i += 1
            while i < end, bytes[i] == 0x20 { i += 1 }
            return i < end && bytes[i] == 0x3A ? .swift : nil
        }
        // The first key, past blank lines and `//` notes the author left in the paste.
        while i < end {
            while i < end, isSpace(bytes[i]) { i += 1 }
            guard bytes.starts(with: "//", at: i, end: end) else { break }
            while i < end, bytes[i] != 0x0A { i += 1 }
        }
        guard i < end else { return nil }
        let quotedKey = bytes[i] == 0x22
        if quotedKey {
            i += 1
            while i < end, bytes[i] != 0x22, bytes[i] != 0x0A { i += bytes[i] == 0x5C ? 2 : 1 }
            guard i < end, bytes[i] == 0x22 else { return nil }
            i += 1
        } else {
            let keyStart = i
            while i < end, !isSpace(bytes[i]), !isDelimiter(bytes[i]) { i += 1 }
            guard i > keyStart else { return nil }
        }
        let keyEnd = i
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < end else { return nil }
        switch bytes[i] {
        case 0x3D where i > keyEnd:
            // key = value; (Foundation pads the '=' with spaces and ends every entry with ';').
            // Without a ';' it is a map printed with spaces and commas on Android
            // ({custom = {…}, pri = 5, alert = desc}, a Titanium app's logcat line).
            return bytes[open..<end].contains(0x3B) ? .foundation : .java
        case 0x3D where !quotedKey:
            // key=value (Java's AbstractMap and Bundle write no spaces)
            return .java
        case 0x3A where !quotedKey:
            // key: value on one line with no quote in it is Dart's Map.toString (which writes no
            // line breaks); with quotes, or over several lines, it is a JavaScript object literal
            // or console.log output, which the tolerant scanner names.
            var last = end
            while last > open, isSpace(bytes[last - 1]) { last -= 1 }
            let printed = bytes[open..<last]
            return printed.contains(where: { $0 == 0x22 || $0 == 0x27 || $0 == 0x0A }) ? nil : .dart
        default:
            return nil
        }
    }

    /// What the text is, one sentence for `invalid-json`; `prefix` is the log text in front of it.
    public func message(prefix: String?) -> String {
        let what: String
        switch self {
        case .swift:
            what = "this is Swift's print of a dictionary, such as a notification's userInfo, not JSON: its keys are written AnyHashable(\"…\") and its strings are not quoted"
        case .foundation:
            what = "this is Foundation's description of an NSDictionary (NSLog(@\"%@\", userInfo), po), not JSON: it writes key = value; and leaves strings unquoted"
        case .java:
            what = "this is Java's toString of a Map or an Android Bundle (remoteMessage.getData(), an intent's extras), not JSON: it writes key=value and leaves strings unquoted"
        case .dart:
            what = "this is Dart's print of a Map (a firebase_messaging message or its data), not JSON: its keys and strings are not quoted"
        }
        guard let prefix else { return what }
        let shown = prefix.count > 40 ? String(prefix.prefix(37)) + "..." : prefix
        return what + "; it follows the log text \"\(shown)\""
    }

    /// How to print the same dictionary as JSON, so it can be linted.
    public var fix: String {
        switch self {
        case .swift, .foundation:
            return "print it as JSON and lint that: String(data: try JSONSerialization.data(withJSONObject: userInfo, options: .prettyPrinted), encoding: .utf8)"
        case .java:
            return "log it as JSON and lint that: new JSONObject(remoteMessage.getData()).toString() (for a Bundle, put each bundle.keySet() key into a JSONObject)"
        case .dart:
            return "print it as JSON and lint that: jsonEncode(message.toMap()) (dart:convert), or jsonEncode(message.data) for the data alone"
        }
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    static func isDelimiter(_ b: UInt8) -> Bool { b == 0x3D || b == 0x3A || b == 0x2C || b == 0x7B || b == 0x7D || b == 0x5B || b == 0x5D || b == 0x3B }
}

extension Array where Element == UInt8 {
    /// True when the bytes at `offset` (before `end`) are `literal`'s UTF-8.
    fileprivate func starts(with literal: String, at offset: Int, end: Int) -> Bool {
        let utf8 = literal.utf8
        guard offset >= 0, offset + utf8.count <= end else { return false }
        var j = offset
        for b in utf8 {
            guard self[j] == b else { return false }
            j += 1
        }
        return true
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
