import SizeModel

/// The building blocks of the declarative description of an FCM message (`FCMSchema`).
///
/// A level of the message (a protobuf message such as `AndroidNotification`, or Apple's `aps`
/// dictionary) is an `ObjectSpec`: its fields with every accepted spelling, the JSON value each
/// field takes, and what to say about keys it does not know. The `SchemaValidator` walks a message
/// along these specs once and records every problem as a `SchemaIssue` for the rule that owns it.

// MARK: - Objects

/// One typed level of the message.
public final class ObjectSpec: @unchecked Sendable {
    /// The protobuf (or Apple) name of the level, used in messages: `AndroidNotification`.
    public let name: String
    /// The path FCM uses in its error texts: `message.android.notification`.
    public let fcmPath: String
    /// The path users read in findings: `android.notification`.
    public let displayPath: String
    /// What the level is, for people (the schema export's `description`, hover).
    public let summary: String
    /// The fields, in the order the reference documents them.
    public let fields: [FieldSpec]
    /// What happens to a key that is not a field.
    public let extraKeys: ExtraKeys
    /// Names that do not belong at this level but are known elsewhere: where they go instead.
    public let misplaced: [Misplacement]
    /// Key lookup without allocation.
    let matcher: KeyMatcher
    /// The required fields, as bits of their index (for levels of at most 64 fields).
    let requiredBits: UInt64
    /// True when the level has at most 64 fields: the walk then keeps the fields it saw as bits of
    /// their index (`requiredBits`), and reads this flag instead of counting `fields`.
    let keepsFieldsAsBits: Bool
    /// The localization fields of `android.notification` (`localizationFields`), as bits of their
    /// index; 0 on the other levels. The walk notes whether the context's
    /// `android.notification` has one (`SchemaValidator.androidNotificationNode`), so that
    /// `MessageParts.of` makes no pass over it for them.
    let localizationBits: UInt64
    /// `requiredBits | localizationBits`: the walk leaves a level after one test of these when it
    /// saw them all (a level without required fields: always), and looks further only on a level
    /// that lacks a required field, or one of the localization fields (an `android.notification`
    /// without all four), so noting them costs the other levels nothing.
    let endOfLevelBits: UInt64
    /// The protobuf names of `android.notification`'s localization fields: every name of
    /// `AndroidNotificationLocMembers` is a spelling of one of them (`SchemaLookupTests`). The
    /// walk's note (`localizationBits`) may count a `null` member or another spelling of them
    /// too, so the rules that read it still ask `AndroidNotificationLocMembers.isAbsent(in:)`.
    static let localizationFields: Set<String> = ["title_loc_key", "title_loc_args", "body_loc_key", "body_loc_args"]
    /// True for Apple's levels (the APNs payload, `aps` and its dictionaries): APNs, not FCM, reads
    /// their values.
    let isApple: Bool
    /// Per field (same index as `fields`), what the walk reads on its common path.
    let quickFields: [QuickField]
    /// True for `FCMSchema.aps`, which the walk swaps for `FCMSchema.liveActivityAps` when the
    /// object has an `event`: a flag read in place, where comparing with the static spec costs a
    /// lazy-initialization check per object walked.
    let yieldsToLiveActivity: Bool

    /// What the walk needs to pass a field's value without `SchemaValidator.check`: from `FieldSpec`
    /// (`quickSpellings`, `quickKinds`, `quickKindsAdmin`, `nestedSpec`), the byte check of a
    /// string field (`textCheck`) and a header map's headers (`headers`).
    struct QuickField {
        let spellings: UInt64
        let kinds: UInt8
        let kindsAdmin: UInt8
        /// The field's nested level (`FieldSpec.nestedSpec`), held without a reference count, so
        /// the walk descends into it with no retain and release (`BorrowedReference`): `fields`
        /// holds the same spec strongly (`FieldSpec.value`), so it lives as long as the level
        /// that holds this `QuickField`.
        let nested: BorrowedReference<ObjectSpec>?
        /// For a field whose value is a string of a format or one of an enum's values: the check
        /// that passes a plain string by its bytes, as `SchemaValidator.check` does first.
        let textCheck: TextCheck?
        /// For a header map field (`apns.headers`, `webpush.headers`): its headers, which the walk
        /// checks without going through `check`. Held as `nested` is, and for the same reason:
        /// `fields` holds the spec strongly (`ValueSpec.headers`).
        let headers: BorrowedReference<HeaderMapSpec>?

        /// How a string field's value is passed by its bytes.
        enum TextCheck {
            case format(StringFormat)
            case enumeration(EnumSpec)

            /// True when the text `bytes` certainly passes (`StringFormat.accepts`,
            /// `EnumSpec.accepts`); false when only `SchemaValidator.check` can tell.
            func accepts(_ bytes: JSONTextBytes) -> Bool {
                switch self {
                case .format(let format): return format.accepts(bytes) == true
                case .enumeration(let spec): return spec.accepts(bytes) == true
                }
            }
        }

        /// True when a value given under spelling `spelling` is checked against the field's
        /// value spec as it is (so `passes` and `nested` apply).
        /// (A field has fewer than 64 spellings, `FieldSpec.init`, and `spelling` is one of its
        /// indices: the shift needs no range test.)
        @inline(__always)
        func checksWireValue(spelling: Int) -> Bool {
            spellings & (1 &<< UInt64(truncatingIfNeeded: spelling)) != 0
        }

        /// True when a value of kind `kind` passes every check by its kind alone.
        @inline(__always)
        func passes(_ kind: JSONKind, admin: Bool) -> Bool {
            (admin ? kindsAdmin : kinds) & (1 &<< kind.rawValue) != 0
        }
    }

    /// Creates a level.
    init(
        name: String, fcmPath: String, displayPath: String, summary: String = "", fields: [FieldSpec],
        extraKeys: ExtraKeys = .rejected(rule: ShapeUnknownFieldRule.self), misplaced: [Misplacement] = [],
        yieldsToLiveActivity: Bool = false
    ) {
        self.yieldsToLiveActivity = yieldsToLiveActivity
        self.name = name
        self.summary = summary
        self.fcmPath = fcmPath
        self.displayPath = displayPath
        self.fields = fields
        self.extraKeys = extraKeys
        self.misplaced = misplaced
        var entries: [KeyMatcher.Entry] = []
        entries.reserveCapacity(fields.count * 2 + misplaced.count)
        for (fieldIndex, field) in fields.enumerated() {
            for (spellingIndex, spelling) in field.spellings.enumerated() {
                entries.append(.init(text: spelling.text, field: fieldIndex, spelling: spellingIndex))
            }
        }
        for (index, entry) in misplaced.enumerated() {
            entries.append(.init(text: entry.name, field: -1 - index, spelling: 0))
        }
        matcher = KeyMatcher(entries, caseInsensitive: false)
        var required: UInt64 = 0
        for (index, field) in fields.enumerated() where field.required && index < 64 { required |= 1 << UInt64(index) }
        requiredBits = required
        keepsFieldsAsBits = fields.count <= 64
        var localization: UInt64 = 0
        for (index, field) in fields.enumerated() where index < 64 && Self.localizationFields.contains(field.name) {
            localization |= 1 << UInt64(index)
        }
        localizationBits = localization
        endOfLevelBits = required | localization
        let isApple: Bool
        if case .ignored = extraKeys { isApple = true } else { isApple = name == "APNs payload" }
        self.isApple = isApple
        quickFields = fields.map { field in
            let textCheck: QuickField.TextCheck?
            var headers: HeaderMapSpec? = nil
            switch field.value {
            case .string(let format): textCheck = .format(format)
            case .enumeration(let spec): textCheck = .enumeration(spec)
            case .headers(let spec):
                textCheck = nil
                headers = spec
            default: textCheck = nil
            }
            // In Apple's levels a null is a value FCM checks (`SchemaValidator.check`), not an
            // absent field: a string field's null is not passed on the quick path.
            var nullBit: UInt8 = 0
            if isApple, case .string = field.value { nullBit = 1 &<< JSONKind.null.rawValue }
            return QuickField(
                spellings: field.quickSpellings, kinds: field.quickKinds & ~nullBit, kindsAdmin: field.quickKindsAdmin & ~nullBit,
                nested: field.nestedSpec.map(BorrowedReference.init), textCheck: textCheck,
                headers: headers.map(BorrowedReference.init))
        }
    }

    /// The field (and spelling) a key names, or the misplacement it matches.
    func lookup(_ key: JSONValue) -> KeyLookup {
        guard let hit = matcher.match(key) else { return .unknown }
        if hit.field < 0 { return .misplaced(misplaced[-1 - hit.field]) }
        return .field(fields[hit.field], fields[hit.field].spellings[hit.spelling])
    }
}

/// The result of looking a key up in an `ObjectSpec`.
enum KeyLookup {
    case field(FieldSpec, Spelling)
    case misplaced(Misplacement)
    case unknown
}

/// What a level does with keys that are not its fields.
public enum ExtraKeys: Sendable {
    /// The protobuf JSON parser rejects the whole request (`Unknown name "x"`): reported by
    /// `rule`, at the key.
    case rejected(rule: any SchemaRule.Type)
    /// Apple's dictionaries: unknown keys are ignored by the device, reported as likely mistakes by
    /// `rule`; keys that differ from a known key only in spelling (`content_available`) go to
    /// `spellingRule`.
    case ignored(rule: any SchemaRule.Type, spellingRule: any SchemaRule.Type)
    /// Custom keys are allowed (`apns.payload`, `webpush.notification`, a device capture).
    case allowed
}

/// A name that belongs somewhere else, and the rule that says so.
public struct Misplacement: Sendable {
    /// The key as written.
    public let name: String
    /// Where it belongs (or what to do instead), in words: `android.notification.click_action`.
    public let destination: String
    /// The rule that reports it, and words the finding (`SchemaRule.misplacedText`).
    public let rule: any SchemaRule.Type

    /// Creates a misplacement.
    init(_ name: String, _ destination: String, rule: any SchemaRule.Type = ShapeUnknownFieldRule.self) {
        self.name = name
        self.destination = destination
        self.rule = rule
    }
}

// MARK: - Fields

/// One field of a level with every spelling FCM or an SDK accepts for it.
public final class FieldSpec: Sendable {
    /// The canonical name: the REST snake_case name, or Apple's hyphenated key.
    public let name: String
    /// The accepted spellings; the first is `name`.
    public let spellings: [Spelling]
    /// The JSON value the field takes on the wire.
    public let value: ValueSpec
    /// The rule that reports a wrong value.
    public let rule: any SchemaRule.Type
    /// The protobuf type name FCM quotes when it rejects a value (`TYPE_STRING`).
    public let protoType: String?
    /// True when FCM or the SDK requires the field whenever its object is present.
    public let required: Bool
    /// True for output-only fields (`Message.name`).
    public let outputOnly: Bool
    /// What the field means, for people (the schema export, hover).
    public let doc: FieldDoc
    /// The JSON kinds (bits of `JSONKind.rawValue`) a value given under a spelling in
    /// `quickSpellings` may have to pass every check; a value of another kind takes the full
    /// `SchemaValidator.check`. Empty when the value spec needs more than its kind (objects, enums,
    /// formats, ranges).
    let quickKinds: UInt8
    /// `quickKinds` for firebase-admin messages (Admin rejects a null map).
    let quickKindsAdmin: UInt8
    /// The spellings (bits of their index) whose value is checked against `value` itself: REST
    /// names without a firebase-admin value form, on a field that is not output only.
    let quickSpellings: UInt64
    /// The level an object value is walked along (`object`, `openObject`, `stringOrObject`,
    /// `keysOnly`), so the walk descends without going through `check`.
    let nestedSpec: ObjectSpec?

    /// Creates a field with its snake_case name, the lowerCamelCase REST alias derived from it,
    /// and any further spellings; `rule` reports a value that is not `value`.
    init(
        _ name: String, _ value: ValueSpec, rule: any SchemaRule.Type = ShapeTypeMismatchRule.self,
        camelCase: Bool = true, extra: [Spelling] = [], protoType: String? = nil,
        required: Bool = false, outputOnly: Bool = false, nameKind: Spelling.Kind = .canonical, doc: FieldDoc = ""
    ) {
        self.name = name
        self.doc = doc
        var spellings: [Spelling] = []
        spellings.reserveCapacity(2 + extra.count)
        spellings.append(Spelling(name, kind: nameKind))
        if camelCase, let alias = Self.lowerCamelCaseAlias(name), !extra.contains(where: { $0.text == alias }) {
            spellings.append(Spelling(alias, kind: .camelCase))
        }
        spellings += extra
        // `QuickField.checksWireValue` shifts by a spelling's index with no range test.
        precondition(spellings.count < 64, "a field has fewer than 64 spellings")
        self.spellings = spellings
        self.value = value
        self.rule = rule
        self.protoType = protoType ?? value.protoType
        self.required = required
        self.outputOnly = outputOnly
        let kinds = Self.quickKinds(value)
        quickKinds = kinds.rest
        quickKindsAdmin = kinds.admin
        switch value {
        case .object(let spec), .stringOrObject(let spec), .keysOnly(let spec): nestedSpec = spec
        case .openObject(let spec): nestedSpec = spec
        default: nestedSpec = nil
        }
        var quick: UInt64 = 0
        if !outputOnly {
            for (index, spelling) in spellings.enumerated()
            where index < 64 && spelling.acceptedByREST && spelling.adminValue == nil {
                quick |= 1 << UInt64(index)
            }
        }
        quickSpellings = quick
    }

    /// Creates a field whose value `rule` declares (`SchemaValueRule.value`) and checks.
    convenience init(
        _ name: String, checkedBy rule: any SchemaValueRule.Type, camelCase: Bool = true, extra: [Spelling] = [],
        protoType: String? = nil, doc: FieldDoc = ""
    ) {
        self.init(name, rule.value, rule: rule, camelCase: camelCase, extra: extra, protoType: protoType, doc: doc)
    }

    /// The kinds of `quickKinds` (REST, firebase-admin) for `value`: what `SchemaValidator.check`
    /// accepts without reporting, when that depends on the kind alone.
    private static func quickKinds(_ value: ValueSpec) -> (rest: UInt8, admin: UInt8) {
        func bits(_ kinds: JSONKind...) -> UInt8 { kinds.reduce(0) { $0 | 1 << $1.rawValue } }
        switch value {
        case .unchecked: return (0x7F, 0x7F)
        case .string(.any): return (bits(.string, .null), bits(.string, .null))
        case .bool: return (bits(.true, .false, .null), bits(.true, .false, .null))
        case .stringMap, .openObject(nil): return (bits(.object, .null), bits(.object))
        // Objects are walked (`nestedSpec`); firebase-admin reports a null object.
        case .object, .openObject: return (bits(.null), 0)
        // A null aps.alert goes to `check`: FCM rejects it (apns-alert-type).
        case .stringOrObject: return (bits(.string), bits(.string))
        case .keysOnly: return (0x7F & ~bits(.object), 0x7F & ~bits(.object))
        default: return (0, 0)
        }
    }

    /// `JSONValue.lowerCamelCase(name)` when `name` has an underscore, or nil; works on the bytes of an
    /// ASCII name (the schema's names are ASCII).
    static func lowerCamelCaseAlias(_ name: String) -> String? {
        name.utf8.contains(UInt8(ascii: "_")) ? JSONValue.lowerCamelCase(name) : nil
    }
}

/// One way of writing a field's name.
public struct Spelling: Sendable {
    /// The key text.
    public let text: String
    /// Who accepts it.
    public let kind: Kind
    /// For firebase-admin spellings: the value the SDK takes under this name (it converts it
    /// before sending). Nil: the wire value.
    public let adminValue: ValueSpec?

    /// Who accepts a spelling.
    public enum Kind: Sendable, Equatable {
        /// The REST (snake_case) or Apple name.
        case canonical
        /// The lowerCamelCase form the protobuf JSON parser also accepts.
        case camelCase
        /// A firebase-admin name the REST API does not know (`imageUrl`, `eventTimestamp`).
        case adminOnly
        /// A firebase-admin name the Node SDK renames before sending, which is a misspelling
        /// anywhere else (`contentAvailable`, `locKey`).
        case adminRename
    }

    /// Creates a spelling.
    public init(_ text: String, kind: Kind, adminValue: ValueSpec? = nil) {
        self.text = text
        self.kind = kind
        self.adminValue = adminValue
    }

    /// True when the HTTP v1 API accepts this name.
    var acceptedByREST: Bool { kind == .canonical || kind == .camelCase }
}

// MARK: - Values

/// The JSON value a field takes.
public indirect enum ValueSpec: Sendable {
    /// A JSON string in `format`.
    case string(StringFormat)
    /// `true` or `false`.
    case bool
    /// An integer (protobuf int32: the JSON parser also accepts it as a decimal string).
    case integer(minimum: Int?, maximum: Int?, acceptsString: Bool)
    /// A number (protobuf float: numeric strings are accepted too).
    case number(minimum: Double?, maximum: Double?, acceptsString: Bool)
    /// One of a set of strings.
    case enumeration(EnumSpec)
    /// A typed object.
    case object(ObjectSpec)
    /// A `map<string, string>` (data maps: values are checked by `data-value-not-string`).
    case stringMap
    /// HTTP headers: string values with per-header formats.
    case headers(HeaderMapSpec)
    /// An array of `element`; `nonEmpty` when an empty array is an error.
    case array(ValueSpec, nonEmpty: Bool)
    /// A `google.protobuf.Struct`: any JSON object; the known keys follow `spec`.
    case openObject(ObjectSpec?)
    /// A string or an object (`aps.alert`).
    case stringOrObject(ObjectSpec)
    /// A string or an object whose key names are checked; values belong to another rule
    /// (`aps.sound`).
    case keysOnly(ObjectSpec)
    /// A known field whose value another rule checks (`android.ttl`, `token`).
    case unchecked

    /// The protobuf type FCM names when it rejects a value of this kind.
    var protoType: String? {
        switch self {
        case .string, .stringMap, .headers: return "TYPE_STRING"
        case .bool: return "TYPE_BOOL"
        case .integer: return "TYPE_INT32"
        case .number: return "TYPE_FLOAT"
        case .enumeration: return "TYPE_ENUM"
        case .array(let element, _): return element.protoType
        default: return nil
        }
    }

    /// How the value is described to users: "a string", "an object".
    var expectation: String {
        switch self {
        case .string(let format): return format.expectation
        case .bool: return "true or false"
        case .integer(let minimum, _, _): return minimum == 0 ? "a non-negative integer" : "an integer"
        case .number(let minimum, let maximum, _):
            if let minimum, let maximum { return "a number from \(Self.format(minimum)) to \(Self.format(maximum))" }
            if minimum == 0 { return "a non-negative number" }
            return "a number"
        case .enumeration(let spec): return "one of \(spec.listed)"
        case .object(let spec): return "an object (\(spec.name))"
        case .stringMap: return "an object of string values"
        case .headers: return "an object of header strings"
        case .array(let element, _): return "an array of \(element.plural)"
        case .openObject: return "an object"
        case .stringOrObject(let spec): return "a string or an object (\(spec.name))"
        case .keysOnly: return "a string or an object"
        case .unchecked: return "a value"
        }
    }

    var plural: String {
        switch self {
        case .string(let format): return format.plural
        case .integer: return "integers"
        case .number(let minimum, _, _): return minimum == 0 ? "non-negative numbers" : "numbers"
        default: return "values"
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// The allowed strings of an enum field.
public struct EnumSpec: Sendable {
    /// The values, in both forms, in one shared object: copying the spec (the walk's checks read
    /// it out of their tables) then retains one reference, not one per array.
    private final class Values: Sendable {
        let strings: [String]
        let utf8: [[UInt8]]
        let ascii: Bool

        init(_ strings: [String]) {
            self.strings = strings
            utf8 = strings.map { Array($0.utf8) }
            ascii = strings.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        }
    }

    private let storage: Values
    /// True when FCM matches the names without regard to case (protobuf enums sent to FCM: the
    /// documentation itself writes `"priority": "high"` for the enum value `HIGH`).
    public let caseInsensitive: Bool
    /// True when the integer number of the enum value is accepted (protobuf JSON).
    public let acceptsNumbers: Bool
    /// The values as documented.
    public var values: [String] { storage.strings }
    /// `values` in UTF-8, compared with a value's bytes in place (`accepts`).
    var utf8Values: [[UInt8]] { storage.utf8 }
    /// True when every value is ASCII (upper-casing then changes ASCII letters only).
    var asciiValues: Bool { storage.ascii }

    /// Creates an enum.
    public init(_ values: [String], caseInsensitive: Bool = false, acceptsNumbers: Bool = false) {
        storage = Values(values)
        self.caseInsensitive = caseInsensitive
        self.acceptsNumbers = acceptsNumbers
    }

    var listed: String { values.map { "\"\($0)\"" }.joined(separator: ", ") }

    /// The value this text means, if any.
    func match(_ text: String) -> String? {
        if values.contains(text) { return text }
        guard caseInsensitive else { return nil }
        let upper = text.uppercased()
        return values.first { $0.uppercased() == upper }
    }

    /// True when the UTF-8 text `bytes` is one of `values` byte for byte; false when it is plain
    /// ASCII matching none of them case-sensitively; nil when only `match(_:)` can tell (another
    /// case, or non-ASCII text that String comparison might find canonically equal).
    func accepts(_ bytes: ArraySlice<UInt8>) -> Bool? {
        JSONTextBytes.withBytes(of: bytes) { accepts($0) }
    }

    /// `accepts(_:)` on bytes read in place (`JSONDocument.plainString(at:satisfies:)`).
    func accepts(_ bytes: JSONTextBytes) -> Bool? {
        let start = bytes.startIndex
        for value in utf8Values where value.count == bytes.count {
            var index = 0
            while index < value.count, value[index] == bytes[start + index] { index += 1 }
            if index == value.count { return true }
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard caseInsensitive else { return false }
        guard asciiValues else { return nil }
        // ASCII text: `match(_:)` compares upper-cased forms, which for ASCII is comparing the
        // bytes without regard to ASCII case.
        for value in utf8Values where value.count == bytes.count {
            var index = 0
            while index < value.count, KeyMatcher.lowered(value[index]) == KeyMatcher.lowered(bytes[start + index]) { index += 1 }
            if index == value.count { return true }
        }
        return false
    }

    /// A documented value that differs from `text` only in case or separators.
    func suggestion(for text: String) -> String? {
        let normalized = KeyMatcher.normalized(text)
        guard !normalized.isEmpty else { return nil }
        if let same = values.first(where: { KeyMatcher.normalized($0) == normalized }) { return same }
        // "HIGH" for "PRIORITY_HIGH", "lowered" for "IF_PRIORITY_LOWERED".
        let suffixed = values.filter { KeyMatcher.normalized($0).hasSuffix(normalized) }
        return normalized.count >= 3 && suffixed.count == 1 ? suffixed.first : nil
    }
}

/// HTTP headers carried as a string map.
public final class HeaderMapSpec: Sendable {
    /// The display path: `apns.headers`.
    public let displayPath: String
    /// Known headers (names matched case-insensitively, as HTTP/2 does).
    public let headers: [HeaderSpec]
    /// The rule for a value that is not a string.
    public let nonStringRule: any SchemaRule.Type
    /// The rule for a header name that is not known, or nil when any header is accepted.
    public let unknownRule: (any SchemaRule.Type)?
    let matcher: KeyMatcher

    /// Creates a header map.
    init(displayPath: String, headers: [HeaderSpec], nonStringRule: any SchemaRule.Type, unknownRule: (any SchemaRule.Type)?) {
        self.displayPath = displayPath
        self.headers = headers
        self.nonStringRule = nonStringRule
        self.unknownRule = unknownRule
        var entries: [KeyMatcher.Entry] = []
        entries.reserveCapacity(headers.count)
        for (index, header) in headers.enumerated() { entries.append(.init(text: header.name, field: index, spelling: 0)) }
        matcher = KeyMatcher(entries, caseInsensitive: true)
    }


    func lookup(_ key: JSONValue) -> HeaderSpec? {
        matcher.match(key).map { headers[$0.field] }
    }
}

/// One known HTTP header and the format of its value.
public struct HeaderSpec: Sendable {
    /// The header name as documented (`apns-push-type`, `TTL`).
    public let name: String
    /// The value format.
    public let format: StringFormat
    /// The rule that reports a malformed value.
    public let rule: any SchemaRule.Type
    /// What the header does, for people (the schema export, hover).
    public let summary: String

    /// Creates a header whose value has `format`, reported by `rule` otherwise.
    init(_ name: String, _ format: StringFormat, rule: any SchemaRule.Type, summary: String = "") {
        self.name = name
        self.format = format
        self.rule = rule
        self.summary = summary
    }

    /// Creates a header whose format `rule` declares (`SchemaHeaderRule.format`) and checks.
    init(_ name: String, checkedBy rule: any SchemaHeaderRule.Type, summary: String = "") {
        self.init(name, rule.format, rule: rule, summary: summary)
    }
}
