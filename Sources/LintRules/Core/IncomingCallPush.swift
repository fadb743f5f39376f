import SizeModel

/// What shows a message to be an incoming-call push (a ring), for which delivery "now or never"
/// is the intended choice rather than a mistake.
///
/// Firebase's "Set the lifespan of a message" names "video chat incoming calls" first among the
/// uses of a short lifespan, and says FCM never throttles a message with a ttl of 0 (the best
/// latency); Apple's apns-expiration text likewise fits a call: a ring that arrives after the
/// caller gave up rings a phone for nobody. The rules that report a zero lifespan
/// (android-ttl-zero, apns-expiration-zero, webpush-ttl-zero) judge a call push as advice, not as
/// a loss; android-notification-data-hidden makes it a warning (the call cannot ring). Read only
/// for a finding of those rules that is kept (`FindingCollector.countsOnly`).
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

    /// The sign for a finding the rule asking reports now, or nil when that finding is only
    /// counted (the rule is past its limit: `FindingCollector.countsOnly`), whose severity and
    /// text are never read: the rules that ask skip the test there (it cost about 920
    /// instructions a message on corpus (e), where android-notification-data-hidden passes its
    /// limit at message 2,777).
    @inline(__always)
    static func sign(in message: MessageContext, reportingInto findings: FindingCollector) -> IncomingCallPush? {
        findings.countsOnly ? nil : sign(in: message)
    }

    /// The sign that the message is an incoming-call push, or nil.
    ///
    /// Read for every kept finding of the rules that ask (a finding past the rule's limit is only
    /// counted, whatever its severity: `FindingCollector.countsOnly`), so it reads the data maps'
    /// bytes in place: an ASCII key or
    /// value is split into words and compared without making a string (corpus (e) of the
    /// benchmark, where most messages get android-notification-data-hidden, measured about 39,000
    /// instructions a message with `String` words); text with other characters takes `words(of:)`.
    static func sign(in message: MessageContext) -> IncomingCallPush? {
        var signs = Signs()
        guard signs.read(message.dataKeys) else { return nil }
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

        /// Reads the keys of the data maps (`data`, `android.data`, `webpush.data`, in that
        /// order) from the context's `DataKeys`, where the three maps' values were each made (and
        /// the document retained) to walk them (measured in the commit that made it); false when
        /// a type-like value names a missed call (no sign then).
        mutating func read(_ keys: DataKeys) -> Bool {
            keys.allKeys { document, map, keyIndex in read(keyAt: keyIndex, of: map, in: document) }
        }

        /// Reads one data key, the node `keyIndex` of `document` in the map `map`; false when it
        /// is type-like and its value names a missed call.
        private mutating func read(keyAt keyIndex: Int, of map: DataKey.Map, in document: JSONDocument) -> Bool {
            // A plain ASCII key's stems are read from the source by offset, and most keys (no
            // stem of a key's lists) are settled before a slice of the key is made; an escaped
            // key is decoded.
            let keyStems: Stems
            if document.isPlainASCIIString(at: keyIndex) {
                keyStems = Stems(plainStringAt: keyIndex, of: document)
                guard !keyStems.isDisjoint(with: [.typeLike, .callKey]) else { return true }
            } else {
                keyStems = Stems(document.value(at: keyIndex).decodedBytes)
            }
            let keyBytes = document.value(at: keyIndex).decodedBytes
            if keyStems.contains(.typeLike), IncomingCallPush.hasWord(in: keyBytes, from: typeLikeKeyWords) {
                let member = document.value(at: keyIndex + 1)
                let value = member.decodedBytes
                if member.isString, IncomingCallPush.isIdentifierLike(value) {
                    let valueStems = Stems(value)
                    if valueStems.contains(.missed), IncomingCallPush.hasWord(in: value, from: missedWords) { return false }
                    if type == nil, valueStems.contains(.callValue), IncomingCallPush.hasWord(in: value, from: callValueWords) {
                        type = "\(map.name).\(String(decoding: keyBytes, as: UTF8.self)) \"\(String(decoding: value, as: UTF8.self))\""
                    }
                }
            }
            if key == nil, keyStems.contains(.callKey), IncomingCallPush.hasWord(in: keyBytes, from: callKeyWords) {
                key = "\(map.name) key \"\(String(decoding: keyBytes, as: UTF8.self))\""
            }
            return true
        }
    }

    /// Which word lists' four-letter stems a text holds, found in one pass over its bytes: a list
    /// none of whose stems the text holds cannot match it, so most keys are settled here without
    /// splitting words (the stems of each list are those `WordList` gives; text with a byte
    /// outside ASCII may hold any, `words(of:)` decides it).
    struct Stems: OptionSet {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        static let typeLike = Stems(rawValue: 1)
        static let callKey = Stems(rawValue: 2)
        static let callValue = Stems(rawValue: 4)
        static let missed = Stems(rawValue: 8)

        init<Bytes: Collection<UInt8>>(_ text: Bytes) {
            // First the letters the text holds, one bit each (`letterBit(_:)`), and whether a byte
            // is outside ASCII: a text lacking a letter of every stem (most keys: `orderId`,
            // `variant`, `senderId`) is settled without the window and its compares below
            // (measured on corpus (e): the stems of a data key 248 -> 146 instructions; bits for
            // pairs of adjacent letters, which settle `chatId`, `deepLink` and `locale` too, cost
            // more a byte than they saved: 230).
            var letters: UInt32 = 0
            var bytesOred: UInt8 = 0
            for byte in text {
                letters |= Self.letterBit(byte)
                bytesOred |= byte
            }
            guard bytesOred < 0x80 else {
                self.init(rawValue: 0xFF)
                return
            }
            guard Self.mayHoldStem(letters: letters) else {
                self.init(rawValue: 0)
                return
            }
            self.init(windowOver: text)
        }

        /// The stems of the string at node `index` of `document`, which is plain ASCII
        /// (`JSONDocument.isPlainASCIIString(at:)`), read from the source by offset: a slice of
        /// it retains and releases the source's array, and was made for every data key (measured
        /// in the commit that made this).
        init(plainStringAt index: Int, of document: JSONDocument) {
            let text = document.value(at: index)
            let bytes = document.bytes
            let offsets = (text.startOffset &+ 1)..<(text.endOffset &- 1)
            var letters: UInt32 = 0
            for offset in offsets { letters |= Self.letterBit(bytes[offset]) }
            guard Self.mayHoldStem(letters: letters) else {
                self.init(rawValue: 0)
                return
            }
            self.init(windowOver: offsets.lazy.map { bytes[$0] })
        }

        /// The stems found by sliding a four-byte window, lower-cased, over ASCII `text`.
        private init<Bytes: Sequence<UInt8>>(windowOver text: Bytes) {
            var window: UInt32 = 0
            var found: UInt8 = 0
            for byte in text {
                window = window << 8 | UInt32(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
                switch window {
                case 0x7479_7065, 0x6576_656E, 0x6163_7469, 0x6B69_6E64, 0x6361_7465: found |= 1  // type even acti kind cate
                case 0x6361_6C6C, 0x766F_6970: found |= 2 | 4  // call voip
                case 0x7269_6E67: found |= 4  // ring
                case 0x6D69_7373: found |= 8  // miss
                default: break
                }
            }
            self.init(rawValue: found)
        }

        /// The stems the window above looks for, in lower case.
        static let stemTexts = ["type", "even", "acti", "kind", "cate", "call", "voip", "ring", "miss"]

        /// True when `letters` (`letterBit(_:)` of each byte of a text) hold every letter of one
        /// of `stemTexts` (a test holds each stem's letters to it). The masks are
        /// written out: an array of them is a lazily made global, read through `swift_once` for
        /// every text.
        static func mayHoldStem(letters: UInt32) -> Bool {
            func holds(_ mask: UInt32) -> Bool { letters & mask == mask }
            return holds(0x211_0020) || holds(0x40_4020) || holds(0x10_020A) || holds(0x4A10) || holds(0x10_002A)
                || holds(0x100A) || holds(0x41_8200) || holds(0x4_4280) || holds(0x8_2200)
        }

        /// A bit for an ASCII byte's letter, the same for either case (its low five bits: `a` and
        /// `A` are 1). Other bytes share bits with letters, which only lets more texts through to
        /// the window.
        static func letterBit(_ byte: UInt8) -> UInt32 { 1 << UInt32(byte & 31) }
    }

    /// A word list, lowercase, as `hasWord(in:from:)` compares it and as `words(of:)` gives words.
    struct WordList {
        let words: Set<String>
        let bytes: [[UInt8]]
        /// Four-letter pieces, one of which every word of the list holds (`call` for `callerid`),
        /// as big-endian words: text holding none of them holds none of the words.
        let stems: [UInt32]
        init(_ words: [String], stems: [String]) {
            self.words = Set(words)
            bytes = words.map { Array($0.utf8) }
            self.stems = stems.map { $0.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
        }
    }

    /// Words of a key that names the kind of message (`type`, `notificationType`,
    /// `twi_message_type`, `event`).
    static let typeLikeKeyWords = WordList(
        ["type", "event", "action", "kind", "category"], stems: ["type", "even", "acti", "kind", "cate"])

    /// Words of a type-like value that name a call or a ring.
    static let callValueWords = WordList(
        ["call", "calls", "calling", "videocall", "voicecall", "audiocall", "incomingcall", "voip", "ring", "ringing"],
        stems: ["call", "voip", "ring"])

    /// Words of a type-like value that name a missed call, a record to see later.
    static let missedWords = WordList(["missed", "missedcall"], stems: ["miss"])

    /// Words of a data key that name a call (`callId`, `call_cid`, `callerName`, `idVideocall`,
    /// `callkit_id`); `callback` is one word and names no call.
    static let callKeyWords = WordList(
        ["call", "callid", "caller", "callerid", "callee", "videocall", "voicecall", "callkit", "voip"],
        stems: ["call", "voip"])

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
    /// split in place, once one of the list's stems is found in it (most keys hold none); other
    /// text goes through `words(of:)`.
    static func hasWord<Bytes: RandomAccessCollection<UInt8>>(in text: Bytes, from list: WordList) -> Bool
    where Bytes.Index == Int {
        var window: UInt32 = 0
        var holdsStem = false
        for byte in text {
            guard byte < 0x80 else {
                return words(of: String(decoding: text, as: UTF8.self)).contains(where: list.words.contains)
            }
            window = window << 8 | UInt32(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            if !holdsStem, list.stems.contains(window) { holdsStem = true }
        }
        guard holdsStem else { return false }
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
    private static func matches(_ word: some Collection<UInt8>, _ list: WordList) -> Bool {
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
