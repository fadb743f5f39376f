/// Decides, from the top-level keys alone, whether a document looks like a push payload: the
/// test that keeps `package.json`, `tsconfig.json` or a translation file found in a directory from
/// being linted as a broken FCM message.
///
/// The rule (Documentation/InputShapes.md, "Which files are payloads"): a document is a payload
/// when its top-level object, or the first object of a top-level array or of a JSON Lines file,
/// has one of these members:
///
/// - an object `message`, `notification`, `data`, `android`, `apns`, `webpush`, `aps`,
///   `fcm_options` or `fcmOptions`;
/// - a string `token`, `topic`, `fid`, `to` or `notification_key` that is one word (no
///   whitespace, but a word of 20 or more bytes may have whitespace around it), or a string
///   `condition` that names `in topics`;
/// - an array `tokens`, `fids` or `registration_ids`;
/// - `validate_only` or `validateOnly`;
/// - a key starting with `gcm.` or `google.` (what FCM adds to what a device receives);
/// - `messageId` with `sentTime` or `from` (a react-native-firebase `RemoteMessage`);
/// - an object `request` with `date` (an Expo notification);
/// - an object `payload` with `options` (the removed firebase-admin `sendToDevice` arguments);
/// - a string `app_id` with `contents`, `headings`, `template_id` or a OneSignal target
///   (`include_subscription_ids`, `include_player_ids`, `include_aliases`,
///   `include_external_user_ids`, `included_segments`): a OneSignal request, linted so that the
///   linter says it is not an FCM message.
///
/// The kind of value matters: a translation file's `"message": "Hello"`, `"data": "…"` or
/// `"topic": "Choose a topic"` is not a sign. The screen reads bytes, not a parsed tree: it reads
/// the keys of the first top-level object and skips over their values (strings, nested
/// brackets) without building anything, and stops at the first sign. It tolerates `//` and `/* */` comments and trailing commas
/// (`tsconfig.json` and editor settings have them). When the text is not JSON, or breaks off
/// or is malformed before a verdict, the file is linted (a key that names a sign is then
/// enough): the parser says where it breaks, so a broken payload is never skipped.
package enum PayloadScreen {
    /// What the screen decided.
    package enum Verdict: Equatable, Sendable {
        /// A payload: the member (or members) that showed it.
        case payload(sign: String)
        /// Not a payload: what the top level holds instead, for the skip note.
        case notAPayload(what: String)
        /// No verdict: the text is not JSON, or breaks off or is malformed first (also the head of
        /// a large file whose first object goes on past it). Linted, so the parser says why.
        case undecided

        /// True unless the document is known not to be a payload.
        package var isLinted: Bool {
            if case .notAPayload = self { return false }
            return true
        }
    }

    /// Screens a document, a batch (its first element) or a JSON Lines file (its first line, read
    /// the same way); `bytes` may be only the head of a large file.
    package static func screen(_ bytes: [UInt8]) -> Verdict {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.document()
        }
    }

    /// True when the parsed object `root` has a sign (the same rule, on the tree the engine
    /// already has). Keys are compared in place, without copying, until the first sign, so a
    /// message pays a comparison or two.
    package static func hasSign(_ root: JSONValue) -> Bool {
        hasSign(among: root.members)
    }

    /// True when the parsed object `root` has a sign among its members other than `key`: whether
    /// anything beside a weak sign shows a payload (`WeakSignScreen`, in a directory walk).
    package static func hasSign(_ root: JSONValue, besides key: String) -> Bool {
        hasSign(among: root.members.lazy.filter { $0.key.stringValue != key })
    }

    /// The rule of `hasSign(_:)` over `members` (specialised for each caller).
    @inline(__always)
    static func hasSign<Members: Sequence<JSONMember>>(among members: Members) -> Bool {
        var seen: [(key: [UInt8], kind: ValueKind)] = []
        for member in members {
            let kind = ValueKind(of: member.value)
            var pairKey: [UInt8]? = nil
            let found = member.key.withDecodedBytes { key -> Bool in
                if key.starts(with: gcmPrefix) || key.starts(with: googlePrefix) { return true }
                if key.count < signsByLength.count {
                    for (name, needed) in signsByLength[key.count] where name.elementsEqual(key) {
                        guard needed == .any || needed == kind else { return false }
                        return needed != .string || member.value.withDecodedBytes { isTargetText(key: name, $0) }
                    }
                }
                guard key.count < 64, pairNameLengths & (1 << UInt64(key.count)) != 0 else { return false }
                for pair in pairs where pair.name.elementsEqual(key) || pair.partners.contains(where: { $0.elementsEqual(key) }) {
                    pairKey = Array(key)
                }
                return false
            }
            if found { return true }
            guard let key = pairKey else { continue }
            for pair in pairs {
                if key == pair.name, pair.kind == .any || pair.kind == kind {
                    if seen.contains(where: { pair.partners.contains($0.key) }) { return true }
                    seen.append((key, kind))
                } else if pair.partners.contains(key) {
                    if seen.contains(where: { $0.key == pair.name }) { return true }
                    seen.append((key, kind))
                }
            }
        }
        return false
    }

    /// `signs` by the length of their names (the index), for comparing a key in place with the
    /// one or two names of its length.
    static let signsByLength: [[(name: [UInt8], kind: ValueKind)]] = {
        var table = Array(repeating: [(name: [UInt8], kind: ValueKind)](), count: (signs.keys.map(\.count).max() ?? 0) + 1)
        for (name, kind) in signs.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) { table[name.count].append((name, kind)) }
        return table
    }()

    /// The lengths of the names in `pairs`, as bits: a key of another length is in no pair.
    static let pairNameLengths: UInt64 = pairs.reduce(0) { mask, pair in
        ([pair.name] + pair.partners).reduce(mask) { $0 | ($1.count < 64 ? 1 << UInt64($1.count) : 0) }
    }

    /// True when `text` (a string member's raw text) can be the target `key` names: a condition
    /// names `in topics`; a token, topic, FID or legacy target is one word (no whitespace), as
    /// FCM's token and topic grammars are, and unlike the sentences of a translation file. A word
    /// of `longWordLength` bytes or more with whitespace only around it (a token pasted with a
    /// trailing space or line break) is one too: no label of a translation file is such a word,
    /// and the message is then linted, so routing-token-shape says what is wrong with it.
    static func isTargetText<Text: Collection<UInt8>>(key: [UInt8], _ text: Text) -> Bool {
        if key == conditionKey {
            let needle = Array("in topics".utf8)
            let bytes = Array(text)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        guard let first = text.firstIndex(where: { !isSpace($0) }) else { return false }
        let word = text[first...].prefix { !isSpace($0) }
        guard word.endIndex != text.endIndex else { return first == text.startIndex || word.count >= longWordLength }
        return word.count >= longWordLength && text[word.endIndex...].allSatisfy(isSpace)
    }

    /// The length from which a one-word target may have whitespace around it (an FID has 22
    /// characters, a registration token 140 or more).
    package static let longWordLength = 20

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Why `member`, whose name is that of a sign, shows none (nil when it shows one, or when its
    /// name is no sign's): for the not-a-payload message, which lists the member.
    package static func unmetSign(_ member: JSONMember) -> String? {
        guard let needed = member.key.withDecodedBytes({ key in signs[Array(key)] }), !hasSign(of: member, needed: needed) else { return nil }
        switch needed {
        case .object: return "not an object"
        case .array: return "not an array"
        case .string where member.value.kind == .string:
            return member.key.stringValue == "condition" ? "names no \"in topics\"" : "not one word"
        case .string: return "not a string"
        default: return nil
        }
    }

    static func hasSign(of member: JSONMember, needed: ValueKind) -> Bool {
        let kind = ValueKind(of: member.value)
        guard needed == .any || needed == kind else { return false }
        guard needed == .string else { return true }
        return member.key.withDecodedBytes { key in member.value.withDecodedBytes { isTargetText(key: Array(key), $0) } }
    }

    static let conditionKey = Array("condition".utf8)

    /// The sign a member shows by its name and the first byte of its value, if any.
    static func sign(key: [UInt8], valueStart: UInt8?) -> Bool {
        let kind = valueStart.map(ValueKind.init) ?? .unknown
        if key.starts(with: gcmPrefix) || key.starts(with: googlePrefix) { return true }
        guard let needed = signs[key] else { return false }
        // A broken document: the key alone is enough.
        return kind == .unknown || needed == .any || needed == kind
    }

    /// The JSON type a sign member needs.
    enum ValueKind: Equatable, Sendable {
        case object, array, string, other, unknown, any

        /// The kind of a parsed value.
        init(of value: JSONValue) {
            switch value.kind {
            case .object: self = .object
            case .array: self = .array
            case .string: self = .string
            default: self = .other
            }
        }

        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "{"): self = .object
            case UInt8(ascii: "["): self = .array
            case UInt8(ascii: "\""): self = .string
            default: self = .other
            }
        }
    }

    static let gcmPrefix = Array("gcm.".utf8)
    static let googlePrefix = Array("google.".utf8)

    /// The members that are a sign by themselves, with the kind of value each needs.
    static let signs: [[UInt8]: ValueKind] = {
        var table: [[UInt8]: ValueKind] = [:]
        for name in ["message", "notification", "data", "android", "apns", "webpush", "aps", "fcm_options", "fcmOptions"] {
            table[Array(name.utf8)] = .object
        }
        for name in ["token", "topic", "condition", "fid", "to", "notification_key"] { table[Array(name.utf8)] = .string }
        for name in ["tokens", "fids", "registration_ids"] { table[Array(name.utf8)] = .array }
        for name in ["validate_only", "validateOnly"] { table[Array(name.utf8)] = .any }
        return table
    }()

    /// Members that are a sign only together: (first, kind it needs, partners, any of which).
    static let pairs: [(name: [UInt8], kind: ValueKind, partners: [[UInt8]])] = [
        (Array("messageId".utf8), .any, [Array("sentTime".utf8), Array("from".utf8)]),
        (Array("request".utf8), .object, [Array("date".utf8)]),
        (Array("payload".utf8), .object, [Array("options".utf8)]),
        // A OneSignal "Create notification" body: linted, so that shape-other-push-service says
        // what it is (an Expo push message already shows its "to").
        (Array("app_id".utf8), .string, PayloadScreen.oneSignalPartners.map { Array($0.utf8) }),
    ]

    /// The OneSignal targets and contents that make a string `app_id` a sign.
    static let oneSignalPartners = [
        "contents", "headings", "include_subscription_ids", "include_player_ids", "include_aliases",
        "include_external_user_ids", "included_segments", "template_id",
    ]

    /// A forward-only reader of the top level (no tree, no allocation but the key bytes).
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Keys seen that belong to a pair, with the kind of their value.
        var seen: [(key: [UInt8], kind: ValueKind)] = []
        var keyCount = 0
        var firstKeys: [String] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var ranOut: Verdict { .undecided }

        mutating func document() -> Verdict {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            skipSpace()
            guard index < bytes.count else { return .undecided }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                return object()
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                guard index < bytes.count else { return ranOut }
                if bytes[index] == UInt8(ascii: "{") {
                    let verdict = object()
                    if case .notAPayload(let what) = verdict { return .notAPayload(what: "an array whose first element is \(what)") }
                    return verdict
                }
                if bytes[index] == UInt8(ascii: "]") { return .notAPayload(what: "an empty array") }
                return Self.kindName(bytes[index]).map { .notAPayload(what: "an array of \($0)") } ?? .undecided
            default:
                return Self.kindName(bytes[index]).map { .notAPayload(what: $0) } ?? .undecided
            }
        }

        /// What a JSON value starting with `byte` is (nil when no JSON value starts so).
        static func kindName(_ byte: UInt8) -> String? {
            switch byte {
            case UInt8(ascii: "\""): return "a string"
            case UInt8(ascii: "["): return "arrays"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
            case UInt8(ascii: "n"): return "null"
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "numbers"
            default: return nil
            }
        }

        /// Reads the members of the object at `index` until a sign shows.
        mutating func object() -> Verdict {
            index += 1
            while true {
                skipSpace()
                guard index < bytes.count else { return ranOut }
                if bytes[index] == UInt8(ascii: "}") { return notAPayload() }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "\""), let key = string() else { return brokenOff() }
                keyCount += 1
                if firstKeys.count < 4 { firstKeys.append(String(decoding: key, as: UTF8.self)) }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    return PayloadScreen.sign(key: key, valueStart: nil) ? .payload(sign: Self.name(key)) : brokenOff()
                }
                index += 1
                skipSpace()
                guard index < bytes.count else {
                    return PayloadScreen.sign(key: key, valueStart: nil) ? .payload(sign: Self.name(key)) : ranOut
                }
                let start = bytes[index]
                if PayloadScreen.sign(key: key, valueStart: start) {
                    guard PayloadScreen.signs[key] == .string else { return .payload(sign: Self.name(key)) }
                    // A target's text decides: "Choose a topic" in a translation file is not one.
                    guard let text = string() else { return .payload(sign: Self.name(key)) }
                    if PayloadScreen.isTargetText(key: key, text) { return .payload(sign: Self.name(key)) }
                    continue
                }
                if let pair = pairVerdict(key, ValueKind(start)) { return pair }
                guard skipValue() else { return ranOut }
            }
        }

        /// A pair completed by `key`, if any.
        mutating func pairVerdict(_ key: [UInt8], _ kind: ValueKind) -> Verdict? {
            for pair in PayloadScreen.pairs {
                if key == pair.name, pair.kind == .any || pair.kind == kind {
                    if let partner = seen.first(where: { pair.partners.contains($0.key) }) {
                        return .payload(sign: "\(Self.name(key)) with \(Self.name(partner.key))")
                    }
                    seen.append((key, kind))
                } else if pair.partners.contains(key) {
                    if seen.contains(where: { $0.key == pair.name }) {
                        return .payload(sign: "\(Self.name(pair.name)) with \(Self.name(key))")
                    }
                    seen.append((key, kind))
                }
            }
            return nil
        }

        static func name(_ key: [UInt8]) -> String { "\"\(String(decoding: key, as: UTF8.self))\"" }

        func notAPayload() -> Verdict {
            guard keyCount > 0 else { return .notAPayload(what: "an empty object") }
            let shown = firstKeys.map { "\"\($0)\"" }.joined(separator: ", ") + (keyCount > firstKeys.count ? ", …" : "")
            return .notAPayload(what: "an object with \(shown)")
        }

        /// Malformed text before any sign: lint it, so the parser says where it breaks.
        func brokenOff() -> Verdict { .undecided }

        /// Skips whitespace and comments.
        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                } else {
                    return
                }
            }
        }

        /// Reads the string at `index` (its raw bytes: escapes are kept, which no sign has).
        mutating func string() -> [UInt8]? {
            let start = index + 1
            guard skipString() else { return nil }
            return Array(bytes[start..<(index - 1)])
        }

        /// Moves past the string at `index`; false when it does not end.
        mutating func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                default: index += 1
                }
            }
            return false
        }

        /// Moves past the value at `index` (nested brackets counted, strings skipped); false when
        /// it does not end.
        mutating func skipValue() -> Bool {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    if depth == 0 { return true }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                case UInt8(ascii: "/"):
                    let before = index
                    skipSpace()  // a comment
                    if index != before { continue }
                default:
                    break
                }
                index += 1
            }
            return false
        }
    }
}
