import SizeModel

/// Which of the names `ShapeDetector` looks up at a document's top level it has, found in one pass
/// over the members: the detector then looks up only the names that are there, where it would
/// otherwise walk the members once for each of some forty names (most of them absent).
///
/// A name counts as there when a member of that name has a value other than `null`, exactly when
/// `JSONValue.member(_:)` finds it (escaped keys are decoded for both).
struct ShapeKeyPresence {
    /// The names with a bit (at most 64). A name not among them is always looked up.
    private static let names = [
        "message", "validate_only", "validateOnly", "token", "topic", "fid", "android", "apns", "webpush",
        "fcm_options", "fcmOptions", "tokens", "fids", "condition", "notification", "aps", "to",
        "registration_ids", "notification_key", "time_to_live", "content_available", "mutable_content", "dry_run",
        "delay_while_idle", "priority", "collapse_key", "restricted_package_name", "timeToLive", "contentAvailable",
        "mutableContent", "dryRun", "collapseKey", "restrictedPackageName", "app_id", "request", "date", "messageId",
        "sentTime", "from", "payload", "data", "interests", "users", "fcm", "web", "target", "pn_fcm", "pn_gcm",
        "pn_apns", "device_types", "messages", "group_id", "recipients", "device", "extra", "recipient", "extras",
        "platform", "audience", "settings",
    ]

    private static let table = JSONKeyTable(
        names.enumerated().map { JSONKeyTable.Entry(text: $1, field: $0, spelling: 0) }, caseInsensitive: false)

    /// The bits of the names `ShapeDetector` tests alone, as constants (`bit(_:)` of the name:
    /// its index in `names`; `ShapeDetectionTests` checks each). Read for every message: a
    /// `static let` set from `bit(_:)` is a lazily initialised global, and each read of one
    /// called `swift_once` (16 calls a message in `otherServiceRequest` on corpus (a)).
    enum Bit {
        /// `"aps"`.
        static var aps: UInt64 { 1 << 15 }
        /// `"data"`.
        static var data: UInt64 { 1 << 40 }
        /// `"to"`.
        static var to: UInt64 { 1 << 16 }
        /// `"app_id"`.
        static var appID: UInt64 { 1 << 33 }
        /// `"message"`.
        static var message: UInt64 { 1 << 0 }
        /// `"target"`.
        static var target: UInt64 { 1 << 45 }
        /// `"interests"`.
        static var interests: UInt64 { 1 << 41 }
        /// `"users"`.
        static var users: UInt64 { 1 << 42 }
        /// `"fcm"`.
        static var fcm: UInt64 { 1 << 43 }
        /// `"web"`.
        static var web: UInt64 { 1 << 44 }
        /// `"pn_fcm"`.
        static var pnFCM: UInt64 { 1 << 46 }
        /// `"pn_gcm"`.
        static var pnGCM: UInt64 { 1 << 47 }
        /// `"pn_apns"`.
        static var pnAPNs: UInt64 { 1 << 48 }
        /// `"device_types"`.
        static var deviceTypes: UInt64 { 1 << 49 }
        /// `"messages"`.
        static var messages: UInt64 { 1 << 50 }
        /// `"group_id"`.
        static var groupID: UInt64 { 1 << 51 }
        /// `"device"`.
        static var device: UInt64 { 1 << 53 }
        /// `"request"`.
        static var request: UInt64 { 1 << 34 }
        /// `"messageId"`.
        static var messageId: UInt64 { 1 << 36 }
        /// `"sentTime"`.
        static var sentTime: UInt64 { 1 << 37 }
        /// `"from"`.
        static var from: UInt64 { 1 << 38 }
        /// `"payload"`.
        static var payload: UInt64 { 1 << 39 }
        /// `"token"`.
        static var token: UInt64 { 1 << 3 }
        /// `"tokens"`.
        static var tokens: UInt64 { 1 << 11 }
        /// `"fids"`.
        static var fids: UInt64 { 1 << 12 }
        /// `"notification"`.
        static var notification: UInt64 { 1 << 14 }
        /// `"apns"`.
        static var apns: UInt64 { 1 << 7 }
        /// `"android"`.
        static var android: UInt64 { 1 << 6 }
        /// `"topic"`.
        static var topic: UInt64 { 1 << 4 }
        /// `"extras"`.
        static var extras: UInt64 { 1 << 56 }
        /// `"recipient"`.
        static var recipient: UInt64 { 1 << 55 }
        /// `"platform"`.
        static var platform: UInt64 { 1 << 57 }
        /// `"audience"`.
        static var audience: UInt64 { 1 << 58 }
        /// `"settings"`.
        static var settings: UInt64 { 1 << 59 }
        /// `"recipients"`.
        static var recipients: UInt64 { 1 << 52 }
        /// `"registration_ids"`.
        static var registrationIDs: UInt64 { 1 << 17 }
        /// `"notification_key"`.
        static var notificationKey: UInt64 { 1 << 18 }
        /// `"time_to_live"`.
        static var timeToLive: UInt64 { 1 << 19 }
        /// `"content_available"`.
        static var contentAvailable: UInt64 { 1 << 20 }
        /// `"mutable_content"`.
        static var mutableContent: UInt64 { 1 << 21 }
        /// `"dry_run"`.
        static var dryRun: UInt64 { 1 << 22 }
        /// `"delay_while_idle"`.
        static var delayWhileIdle: UInt64 { 1 << 23 }
        /// `"priority"`.
        static var priority: UInt64 { 1 << 24 }
        /// `"collapse_key"`.
        static var collapseKey: UInt64 { 1 << 25 }
        /// `"restricted_package_name"`.
        static var restrictedPackageName: UInt64 { 1 << 26 }
    }

    /// The bit of `name`, or every bit for a name without one (so that it is always looked up).
    static func bit(_ name: String) -> UInt64 {
        guard let hit = table.match(Array(name.utf8)) else { return ~0 }
        return 1 &<< UInt64(hit.field)
    }

    /// Bit `n` set when `names[n]` is there.
    private let bits: UInt64
    /// The node index of the value of the first `message` member that is not `null` (what
    /// `member(literal: "message")` finds), or -1: found in the same pass, so that a request body
    /// is not looked up again (most of the benchmark's messages are request bodies).
    let messageValue: Int

    /// The names `root`'s members have (none for other values).
    init(_ root: JSONValue) {
        var bits: UInt64 = 0
        var messageValue = -1
        Self.table.forEachMember(of: root) { found in
            if found.valueKind != .null, let hit = found.hit {
                bits |= 1 &<< UInt64(hit.field)
                if hit.field == 0, messageValue < 0 { messageValue = found.keyIndex &+ 1 }
            }
        }
        self.bits = bits
        self.messageValue = messageValue
    }

    /// False when no name of `mask` (bits from `bit(_:)`) is there.
    func mayHave(_ mask: UInt64) -> Bool { bits & mask != 0 }
}

/// A list of top-level names the detector looks up together, with their `ShapeKeyPresence` bits.
struct ShapeKeyList {
    let names: [String]
    private let bits: [UInt64]
    private let any: UInt64

    init(_ names: [String]) {
        self.names = names
        bits = names.map(ShapeKeyPresence.bit)
        any = bits.reduce(0, |)
    }

    /// The values of the names `root` has, in the list's order: `names.compactMap(root.member)`,
    /// looking up only the names `presence` shows.
    func present(in root: JSONValue, _ presence: ShapeKeyPresence) -> [JSONValue] {
        guard presence.mayHave(any) else { return [] }
        var found: [JSONValue] = []
        for (name, bit) in zip(names, bits) where presence.mayHave(bit) {
            if let value = root.member(name) { found.append(value) }
        }
        return found
    }

    /// True when `root` has one of the names.
    func anyPresent(in root: JSONValue, _ presence: ShapeKeyPresence) -> Bool {
        guard presence.mayHave(any) else { return false }
        for (name, bit) in zip(names, bits) where presence.mayHave(bit) {
            if root.member(name) != nil { return true }
        }
        return false
    }
}
