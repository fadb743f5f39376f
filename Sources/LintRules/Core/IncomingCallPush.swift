import SizeModel

/// What shows a message to be an incoming-call push (a ring), for which delivery "now or never"
/// is the intended choice rather than a mistake.
///
/// Firebase's "Set the lifespan of a message" names "video chat incoming calls" first among the
/// uses of a short lifespan, and says FCM never throttles a message with a ttl of 0 (the best
/// latency); Apple's apns-expiration text likewise fits a call: a ring that arrives after the
/// caller gave up rings a phone for nobody. The rules that report a zero lifespan
/// (android-ttl-zero, apns-expiration-zero, webpush-ttl-zero) judge a call push as advice, not as
/// a loss. Read only when a lifespan is zero (rare), so it costs nothing per message.
///
/// The signs, the one named first when several are present:
/// - a type-like data value (its key has a word type, event, action, kind or category) naming a
///   call or a ring: `"type": "incoming_call"`, `"type": "call.ring"` (Stream Video),
///   `"twi_message_type": "twilio.voice.call"`, `"type": "ring"`.
/// - `apns-push-type: voip`: PushKit's push type exists for incoming calls only.
/// - a data key naming a call: `callId`, `call_cid`, `callerName`, `idVideocall`,
///   `callkit_id` (flutter_callkit_incoming's keys).
///
/// A type-like value naming a missed call (`"type": "missed_call"`) is a record the user should
/// see later, not a ring: no sign then, whatever the other signs say.
struct IncomingCallPush {
    /// What decided it, for the finding's text: `apns-push-type "voip"`, `data.type
    /// "incoming_call"`, `data key "callId"`.
    let sign: String

    /// The sign that the message is an incoming-call push, or nil.
    ///
    /// Read for every finding of the rules that ask (past the per-rule cap too, since the sign
    /// decides the severity counted), so it reads the data maps' bytes in place: an ASCII key or
    /// value is split into words and compared without making a string (corpus (e) of the
    /// benchmark, where most messages get android-notification-data-hidden, measured about 39,000
    /// instructions a message with `String` words); text with other characters takes `words(of:)`.
    static func sign(in message: MessageContext) -> IncomingCallPush? {
        var signs = Signs()
        guard signs.read(message.data, named: "data"), signs.read(message.androidData, named: "android.data"),
            signs.read(message.webpushData, named: "webpush.data")
        else { return nil }
        if let typeSign = signs.type { return IncomingCallPush(sign: typeSign) }
        if let pushType = message.apnsPushType, pushType.stringEquals("voip") {
            return IncomingCallPush(sign: "apns-push-type \"voip\"")
        }
        return signs.key.map(IncomingCallPush.init(sign:))
    }

    /// The first type sign and key sign found in the data maps read so far.
    private struct Signs {
        var type: String? = nil
        var key: String? = nil

        /// Reads one data map; false when a type-like value names a missed call (no sign then).
        mutating func read(_ map: JSONValue?, named name: String) -> Bool {
            guard let map, map.isObject else { return true }
            for member in map.members {
                let keyBytes = member.key.decodedBytes
                if IncomingCallPush.hasWord(in: keyBytes, from: typeLikeKeyWords), member.value.isString {
                    let value = member.value.decodedBytes
                    if IncomingCallPush.isIdentifierLike(value) {
                        if IncomingCallPush.hasWord(in: value, from: missedWords) { return false }
                        if type == nil, IncomingCallPush.hasWord(in: value, from: callValueWords) {
                            type = "\(name).\(String(decoding: keyBytes, as: UTF8.self)) \"\(String(decoding: value, as: UTF8.self))\""
                        }
                    }
                }
                if key == nil, IncomingCallPush.hasWord(in: keyBytes, from: callKeyWords) {
                    key = "\(name) key \"\(String(decoding: keyBytes, as: UTF8.self))\""
                }
            }
            return true
        }
    }

    /// A word list, lowercase, as `hasWord(in:from:)` compares it and as `words(of:)` gives words.
    struct WordList {
        let words: Set<String>
        let bytes: [[UInt8]]
        init(_ words: [String]) {
            self.words = Set(words)
            bytes = words.map { Array($0.utf8) }
        }
    }

    /// Words of a key that names the kind of message (`type`, `notificationType`,
    /// `twi_message_type`, `event`).
    private static let typeLikeKeyWords = WordList(["type", "event", "action", "kind", "category"])

    /// Words of a type-like value that name a call or a ring.
    private static let callValueWords = WordList([
        "call", "calls", "calling", "videocall", "voicecall", "audiocall", "incomingcall", "voip", "ring", "ringing",
    ])

    /// Words of a type-like value that name a missed call, a record to see later.
    private static let missedWords = WordList(["missed", "missedcall"])

    /// Words of a data key that name a call (`callId`, `call_cid`, `callerName`, `idVideocall`,
    /// `callkit_id`); `callback` is one word and names no call.
    private static let callKeyWords = WordList([
        "call", "callid", "caller", "callerid", "callee", "videocall", "voicecall", "callkit", "voip",
    ])

    /// A value written as an identifier (`incoming_call`, `call.ring`, `twilio.voice.call`), not
    /// a sentence: a body text that says "call" is no type.
    static func isIdentifierLike(_ value: ArraySlice<UInt8>) -> Bool {
        guard !value.isEmpty, value.count <= 64 else { return false }
        guard value.allSatisfy({ $0 < 0x80 }) else {
            return !String(decoding: value, as: UTF8.self).contains(where: \.isWhitespace)
        }
        return !value.contains { $0 == 0x20 || (0x09...0x0D).contains($0) }
    }

    /// Whether one of the words of `text` (as `words(of:)` splits it) is in `list`. ASCII text is
    /// split in place; other text goes through `words(of:)`.
    static func hasWord(in text: ArraySlice<UInt8>, from list: WordList) -> Bool {
        guard text.allSatisfy({ $0 < 0x80 }) else {
            return words(of: String(decoding: text, as: UTF8.self)).contains(where: list.words.contains)
        }
        var start = text.startIndex
        var index = start
        var previous: UInt8 = 0
        while index <= text.endIndex {
            let byte = index < text.endIndex ? text[index] : 0
            let isLower = byte &- UInt8(ascii: "a") < 26
            let isUpper = byte &- UInt8(ascii: "A") < 26
            let isDigit = byte &- UInt8(ascii: "0") < 10
            let splitsCamel = isUpper && index > start && (previous &- UInt8(ascii: "a") < 26 || previous &- UInt8(ascii: "0") < 10)
            if !(isLower || isUpper || isDigit) || splitsCamel {
                if index > start, matches(text[start..<index], list) { return true }
                start = splitsCamel ? index : index + 1
            }
            previous = byte
            index += 1
        }
        return false
    }

    /// Whether the ASCII word equals one of `list`'s words, ignoring case.
    private static func matches(_ word: ArraySlice<UInt8>, _ list: WordList) -> Bool {
        list.bytes.contains { candidate in
            candidate.count == word.count && zip(candidate, word).allSatisfy { $0 == $1 | (($1 &- UInt8(ascii: "A") < 26) ? 0x20 : 0) }
        }
    }

    /// The lowercased words of `text`, split at every character that is not a letter or digit
    /// and where a lowercase letter or digit is followed by an uppercase one (`idVideocall`:
    /// id, videocall; `INCOMING_CALL`: incoming, call).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character? = nil
        for character in text {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
