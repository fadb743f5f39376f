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
    static func sign(in message: MessageContext) -> IncomingCallPush? {
        var typeSign: String? = nil
        var keySign: String? = nil
        for (name, map) in message.dataMaps where map.isObject {
            for member in map.members {
                let keyText = member.key.stringValue ?? ""
                let keyWords = words(of: keyText)
                if keyWords.contains(where: typeLikeKeyWords.contains), let value = member.value.stringValue,
                    isIdentifierLike(value)
                {
                    let valueWords = words(of: value)
                    if valueWords.contains(where: missedWords.contains) { return nil }
                    if typeSign == nil, valueWords.contains(where: callValueWords.contains) {
                        typeSign = "\(name).\(keyText) \"\(value)\""
                    }
                }
                if keySign == nil, keyWords.contains(where: callKeyWords.contains) {
                    keySign = "\(name) key \"\(keyText)\""
                }
            }
        }
        if let typeSign { return IncomingCallPush(sign: typeSign) }
        if let pushType = message.apnsPushType, pushType.stringEquals("voip") {
            return IncomingCallPush(sign: "apns-push-type \"voip\"")
        }
        return keySign.map(IncomingCallPush.init(sign:))
    }

    /// Words of a key that names the kind of message (`type`, `notificationType`,
    /// `twi_message_type`, `event`).
    private static let typeLikeKeyWords: Set<String> = ["type", "event", "action", "kind", "category"]

    /// Words of a type-like value that name a call or a ring.
    private static let callValueWords: Set<String> = [
        "call", "calls", "calling", "videocall", "voicecall", "audiocall", "incomingcall", "voip", "ring", "ringing",
    ]

    /// Words of a type-like value that name a missed call, a record to see later.
    private static let missedWords: Set<String> = ["missed", "missedcall"]

    /// Words of a data key that name a call (`callId`, `call_cid`, `callerName`, `idVideocall`,
    /// `callkit_id`); `callback` is one word and names no call.
    private static let callKeyWords: Set<String> = [
        "call", "callid", "caller", "callerid", "callee", "videocall", "voicecall", "callkit", "voip",
    ]

    /// A value written as an identifier (`incoming_call`, `call.ring`, `twilio.voice.call`), not
    /// a sentence: a body text that says "call" is no type.
    private static func isIdentifierLike(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 64 && !value.contains(where: \.isWhitespace)
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
