import SizeModel

/// Which Notify Kit client reads a part of the `notifee_options` blob.
enum NotifeeOptionsReader: Sendable {
    /// Both the Android client and the iOS extension (`_v`, `id`, `title`, `subtitle`, `body`).
    case both
    /// The Android client, `handleFcmMessage` (`android`).
    case android
    /// The iOS Notification Service Extension (`ios`, `image`, `data`).
    case ios
}

/// The JSON type a blob field must have.
enum BlobKind: Sendable {
    case string
    case number
    case object
    case array
    /// Any value (fields a dedicated rule checks, or that the clients take as they are).
    case any

    /// True when `value` has this kind.
    func matches(_ value: JSONValue) -> Bool {
        switch self {
        case .string: return value.isString
        case .number: return value.kind == .number
        case .object: return value.isObject
        case .array: return value.isArray
        case .any: return true
        }
    }

    /// "a string", "an object"…
    var description: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .object: return "an object"
        case .array: return "an array"
        case .any: return "a value"
        }
    }
}

/// The fields known at one level of the blob, with what the walk reads on its common path kept in
/// a table of plain values (reading it loads no field object).
final class BlobLevel: @unchecked Sendable {
    /// The fields, in schema order.
    let fields: [BlobField]
    /// The names of `fields` (a name's index is its field's), recognized by their bytes.
    let names: JSONMemberNames
    /// Per field (same index as `fields`).
    let facts: [Facts]

    /// What the walk needs to know about a field without loading it.
    struct Facts {
        /// The JSON kinds (bits of `JSONKind.rawValue`) `notifykit-options-type` has nothing to
        /// say about (`BlobField.quietKinds`).
        let quietKinds: UInt8
        let reader: NotifeeOptionsReader
        /// True when the field has known members or element members to walk.
        let descends: Bool
    }

    init(_ fields: [BlobField]) {
        self.fields = fields
        names = JSONMemberNames(fields.map(\.name))
        facts = fields.map { field in
            Facts(
                quietKinds: field.quietKinds, reader: field.reader,
                descends: field.members != nil || field.elementMembers != nil)
        }
    }

}

/// One known field of the blob.
final class BlobField: Sendable {
    /// The member name, exactly as the clients look it up.
    let name: String
    /// `name` in UTF-8, compared with the blob's keys byte for byte.
    let utf8: [UInt8]
    /// Its JSON type.
    let kind: BlobKind
    /// Who reads it (meaningful for top-level fields).
    let reader: NotifeeOptionsReader
    /// True when `notifykit-options-type` reports a wrong type; false when a dedicated rule owns
    /// the field (title and body, id, channelId, press actions, actions, style, attachments).
    let typeChecked: Bool
    /// The known members when the value is an object; nil when any key is accepted.
    let members: [BlobField]?
    /// The known members of each element when the value is an array of objects.
    let elementMembers: [BlobField]?
    /// `members` and `elementMembers` as levels the walk follows.
    let membersLevel: BlobLevel?
    let elementMembersLevel: BlobLevel?
    /// The JSON kinds (bits of `JSONKind.rawValue`) of a value `notifykit-options-type` has
    /// nothing to say about: any kind for a field it does not type-check; else null, the field's
    /// kind, and for `pressAction` an array (notifykit-android-press-action reports that).
    let quietKinds: UInt8

    init(
        _ name: String, _ kind: BlobKind, reader: NotifeeOptionsReader = .both, typeChecked: Bool = true,
        members: [BlobField]? = nil, elementMembers: [BlobField]? = nil
    ) {
        self.name = name
        self.utf8 = Array(name.utf8)
        self.kind = kind
        self.reader = reader
        self.typeChecked = typeChecked
        self.members = members
        self.elementMembers = elementMembers
        membersLevel = members.map(BlobLevel.init)
        elementMembersLevel = elementMembers.map(BlobLevel.init)
        quietKinds = typeChecked ? Self.kinds(kind, pressAction: name == "pressAction") : 0x7F
    }

    /// The kinds of `quietKinds` for a type-checked field of kind `kind`.
    private static func kinds(_ kind: BlobKind, pressAction: Bool) -> UInt8 {
        func bit(_ kind: JSONKind) -> UInt8 { 1 << kind.rawValue }
        let quiet: UInt8
        switch kind {
        case .string: quiet = bit(.string)
        case .number: quiet = bit(.number)
        case .object: quiet = bit(.object)
        case .array: quiet = bit(.array)
        case .any: return 0x7F
        }
        return quiet | bit(.null) | (pressAction ? bit(.array) : 0)
    }

    /// True when `notifykit-options-type` has nothing to say about a value of kind `kind` here.
    func isQuiet(_ kind: JSONKind) -> Bool { quietKinds & (1 << kind.rawValue) != 0 }
}

/// The `notifee_options` blob as Notify Kit's clients read it: the server contract
/// (`fcmContract.d.ts`: `_v`, `id`, `title`, `subtitle`, `body`, `android {channelId, smallIcon,
/// largeIcon, color, pressAction, actions, style}`, `ios {sound, categoryId, threadId,
/// interruptionLevel, attachments}`), the top-level `image` and `data` the iOS extension honours,
/// and the further `NotificationIOS` fields the extension hands to `buildNotificationContent`.
///
/// The Android client copies only the seven contract fields of `android` (`reconstructNotification`),
/// so anything else there is ignored; the iOS extension passes the whole `ios` object on, so the
/// documented `NotificationIOS` fields are known too.
enum NotifeeOptionsSchema {
    /// `pressAction` (Android) as `displayNotification` validates it.
    static let pressAction: [BlobField] = [
        BlobField("id", .any, typeChecked: false),
        BlobField("launchActivity", .any, typeChecked: false),
        BlobField("launchActivityFlags", .any, typeChecked: false),
        BlobField("mainComponent", .any, typeChecked: false),
    ]

    /// `android`.
    static let android: [BlobField] = [
        BlobField("channelId", .any, typeChecked: false),
        BlobField("smallIcon", .string),
        BlobField("largeIcon", .string),
        BlobField("color", .string),
        BlobField("pressAction", .object, members: pressAction),
        BlobField(
            "actions", .array,
            elementMembers: [
                BlobField("title", .any, typeChecked: false),
                BlobField("pressAction", .any, typeChecked: false, members: pressAction),
                BlobField("input", .any, typeChecked: false),
                BlobField("icon", .any, typeChecked: false),
            ]),
        BlobField(
            "style", .object,
            members: [
                BlobField("type", .any, typeChecked: false),
                BlobField("text", .any, typeChecked: false),
                BlobField("picture", .any, typeChecked: false),
            ]),
    ]

    /// `ios`.
    static let ios: [BlobField] = [
        BlobField("sound", .string),
        BlobField("categoryId", .string),
        BlobField("threadId", .string),
        BlobField("interruptionLevel", .string),
        BlobField(
            "attachments", .any, typeChecked: false,
            elementMembers: [
                BlobField("url", .any, typeChecked: false),
                BlobField("identifier", .string),
                BlobField("id", .string),
                BlobField("typeHint", .string),
                BlobField("thumbnailHidden", .any, typeChecked: false),
                BlobField("thumbnailClippingRect", .any, typeChecked: false),
                BlobField("thumbnailTime", .any, typeChecked: false),
            ]),
        // NotificationIOS fields outside the FCM Mode contract that the extension honours.
        BlobField("badgeCount", .any, typeChecked: false),
        BlobField("launchImageName", .any, typeChecked: false),
        BlobField("critical", .any, typeChecked: false),
        BlobField("criticalVolume", .any, typeChecked: false),
        BlobField("summaryArgument", .any, typeChecked: false),
        BlobField("summaryArgumentCount", .any, typeChecked: false),
        BlobField("targetContentId", .any, typeChecked: false),
        BlobField("foregroundPresentationOptions", .any, typeChecked: false),
        BlobField("communicationInfo", .any, typeChecked: false),
    ]

    /// The top level.
    static let topLevel: [BlobField] = [
        BlobField("_v", .number),
        BlobField("id", .any, typeChecked: false),
        BlobField("title", .any, typeChecked: false),
        BlobField("subtitle", .string),
        BlobField("body", .any, typeChecked: false),
        BlobField("image", .string, reader: .ios),
        BlobField("data", .object, reader: .ios),
        BlobField("android", .object, reader: .android, members: android),
        BlobField("ios", .object, reader: .ios, members: ios),
    ]

    /// The top level as a level the walk follows (`NotifeeOptionsWalk`).
    static let topLevelLevel = BlobLevel(topLevel)
    /// The `android` object's fields as a level (`NotifyKitAndroidChannelRule` reads its keys).
    static let androidLevel = BlobLevel(android)

    /// The known name a misspelt `key` most likely meant: same letters in another case, or at most
    /// two edits away. Nil when nothing is close.
    /// Memoized per level (by its identity: the levels are built once) and key.
    static func suggestion(for key: String, in level: BlobLevel) -> String? {
        Suggestion.memoized(table: level, key: key) { computedSuggestion(for: key, among: level.fields) }
    }

    private static func computedSuggestion(for key: String, among fields: [BlobField]) -> String? {
        let lower = key.lowercased()
        if let match = fields.first(where: { $0.name.lowercased() == lower }) { return match.name }
        var best: (name: String, distance: Int)?
        for field in fields {
            let distance = EditDistance.between(lower, field.name.lowercased(), limit: 2)
            let limit = field.name.count >= 6 ? 2 : 1
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (field.name, distance) }
        }
        return best?.name
    }
}
