import SizeModel

/// Walks a message along `FCMSchema` once and records every unknown field, wrong type and
/// malformed value as a `SchemaIssue` for the rule that owns it.
///
/// The walk follows the schema, not the document: it visits only the typed levels (never the
/// contents of data maps or custom payload keys), so its depth is bounded by the schema's and its
/// cost by the size of the typed part of the message. Keys are matched by their bytes.
struct SchemaValidator {
    /// True when the message is a firebase-admin object (Admin names and value forms apply).
    let admin: Bool
    /// True when the message is a legacy FCM HTTP body: the schema describes its HTTP v1
    /// translation, and the legacy API itself accepted (ignored) unknown fields, so texts about the
    /// v1 message say "in HTTP v1".
    var legacy = false
    /// The node index of the object paths in messages are relative to: the message (inside a
    /// request body) or the linted unit (a document, a batch element or a JSON Lines line). An
    /// index, not a value: the walk compares only indices, and holds no document reference.
    let displayRootIndex: Int
    /// The node index of the linted unit; paths never go above it.
    let unitRootIndex: Int
    private(set) var report = SchemaReport()
    /// True while walking Apple's levels, where APNs reads the values.
    private var inApple = false
    /// True when the message goes through FCM (HTTP v1, firebase-admin, legacy), which checks the
    /// types of the aps keys it knows; false for a raw APNs payload or what a device received.
    var throughFCM = true
    /// The node index of the `apns.headers` object `MessageContext` reads, or -1: the walk's pass
    /// over it also finds the headers the rules read (`apnsHeaders`).
    var apnsHeadersNode = -1
    /// The headers `APNsHeaderLookup` finds, filled by the pass over `apnsHeadersNode` (nil when
    /// the walk did not come to it).
    private(set) var apnsHeaders: APNsHeaderLookup?
    /// The node index of the `aps` object `MessageContext` reads, or -1, and whether it has an
    /// `event` (from the context's slots): the walk then does not look it up.
    var apsNode = -1
    var apsHasEvent = false
    /// The node index of the `android.notification` object `MessageContext` reads, or -1: the
    /// walk notes whether it has a localization field (`androidNotificationHasLocalization`).
    var androidNotificationNode = -1
    /// True when the walk saw a localization field (`ObjectSpec.localizationBits`, a `null` value
    /// included) in `androidNotificationNode`, false when it saw none; nil when it did not note
    /// it: it did not walk that object, or the object has all four fields.
    private(set) var androidNotificationHasLocalization: Bool?
    /// The spellings of the fields seen on the levels being walked, one stack for the whole walk:
    /// a level's entries start where the stack ended when the level first added one, and are
    /// dropped when it returns (nested levels finish before their parent adds more). Filled only
    /// when a field repeats (or on a level of more than 64 fields), so most walks never touch it.
    /// One list for the walk, not an optional one per level: a level walked releases nothing
    /// (measured: 8.4 releases per message on corpus (e)).
    private var seenSpellings: [(field: String, spelling: String)] = []

    init(admin: Bool, displayRoot: JSONValue, unitRoot: JSONValue) {
        self.init(admin: admin, displayRootIndex: displayRoot.index, unitRootIndex: unitRoot.index)
    }

    /// A validator whose paths are relative to node `displayRootIndex`, never above node
    /// `unitRootIndex` (of the document walked).
    init(admin: Bool, displayRootIndex: Int, unitRootIndex: Int) {
        self.admin = admin
        self.displayRootIndex = displayRootIndex
        self.unitRootIndex = unitRootIndex
    }

    /// The report for a message of the detected shape; `message` is the linted FCM message
    /// (`root`'s `message` member in a request body).
    /// `apnsHeadersNode` is the node index of the `apns.headers` object the context reads (or
    /// -1); `apnsHeaders` receives its headers when the walk passes over it. `apsNode` is the node
    /// index of the context's `aps` (or -1), which has an `event` when `apsHasEvent`.
    /// `androidNotificationNode` is the node index of the context's `android.notification` (or
    /// -1); `androidNotificationHasLocalization` receives what the walk noted of it (see the
    /// property).
    static func report(
        for root: JSONValue, message: JSONValue, detection: ShapeDetection, apnsHeadersNode: Int,
        apnsHeaders: inout APNsHeaderLookup?, apsNode: Int, apsHasEvent: Bool, androidNotificationNode: Int,
        androidNotificationHasLocalization: inout Bool?
    ) -> SchemaReport {
        guard root.isObject else { return SchemaReport() }
        let displayRootIndex = detection.shape == .v1Request && message.isObject && message.index != root.index ? message.index : root.index
        var validator = SchemaValidator(admin: detection.shape == .admin, displayRootIndex: displayRootIndex, unitRootIndex: root.index)
        validator.legacy = detection.shape == .legacy
        validator.throughFCM = detection.shape != .apnsPayload && detection.shape != .deviceCapture
        validator.apnsHeadersNode = apnsHeadersNode
        validator.apsNode = apsNode
        validator.apsHasEvent = apsHasEvent
        validator.androidNotificationNode = androidNotificationNode
        switch detection.shape {
        case .v1Request:
            validator.walk(root, FCMSchema.request)
        case .v1Message, .admin, .legacy:
            validator.walk(root, FCMSchema.message)
        case .apnsPayload:
            validator.walk(root, FCMSchema.apnsPayload)
        case .deviceCapture:
            if let userInfo = detection.capture?.userInfo, userInfo.isObject { validator.walk(userInfo, FCMSchema.apnsPayload) }
        }
        apnsHeaders = validator.apnsHeaders
        androidNotificationHasLocalization = validator.androidNotificationHasLocalization
        return validator.takeReport()
    }

    /// The report of the finished walk, swapped out of the validator for an empty one: the
    /// report's storage is not retained for the caller, as a copy of `report` is (returning
    /// `report` from a `consuming` method still copied it, measured).
    private mutating func takeReport() -> SchemaReport {
        var taken = SchemaReport()
        swap(&taken, &report)
        return taken
    }

    // MARK: - Objects

    /// Checks the members of `object` against `spec`. Nothing is decoded or built for a member
    /// that is fine: names and paths are computed only when a problem is reported.
    mutating func walk(_ object: JSONValue, _ spec: ObjectSpec) {
        // An aps with an event is an ActivityKit push, whose alert and relevance-score differ.
        // (Walked as its own call: `spec` stays the borrowed argument, never a copy.)
        if spec.yieldsToLiveActivity, object.index == apsNode ? apsHasEvent : object.member(literal: "event") != nil {
            return walk(object, FCMSchema.liveActivityAps)
        }
        let outerApple = inApple
        inApple = spec.isApple
        defer { inApple = outerApple }
        // The fields seen so far, as bits of their index (levels have fewer than 64 fields; a
        // larger one would keep the spellings in a list).
        let useBits = spec.keepsFieldsAsBits
        var seenBits: UInt64 = 0
        // This level's spellings are `seenSpellings[seenStart...]` (see `seenSpellings`), once it
        // has one; -1 before: the stack is read only on that path.
        var seenStart = -1
        defer { if seenStart >= 0 { seenSpellings.removeSubrange(seenStart...) } }
        // Members come as node indices with their keys matched; a value (or a whole member) is
        // made only for a member the walk descends into or looks at further.
        let document = object.document
        // Read once into a local: `self` is `inout` across the nested walks, so `self.admin` in
        // the loop is loaded again for each member.
        let admin = admin
        spec.matcher.forEachMember(of: object) { found in
            // The common case, kept small so the loop stays tight: a field given once whose value
            // is right by its kind alone or its plain text, or an object to walk. Read in place,
            // not copied; the nested spec is passed with no reference count (`QuickField.nested`).
            if useBits, let hit = found.hit, hit.field >= 0 {
                let bit: UInt64 = 1 &<< UInt64(hit.field)
                if seenBits & bit == 0, spec.quickFields[hit.field].checksWireValue(spelling: hit.spelling) {
                    if spec.quickFields[hit.field].passes(found.valueKind, admin: admin) {
                        seenBits |= bit
                        return
                    }
                    if found.valueKind == .object, let nested = spec.quickFields[hit.field].nested {
                        seenBits |= bit
                        nested.withObject { walk(document.value(at: found.valueIndex), $0) }
                        return
                    }
                    // A header map: its headers are checked as `check` would, without making the
                    // member (`apns.headers` is in most messages).
                    if found.valueKind == .object, let headers = spec.quickFields[hit.field].headers {
                        seenBits |= bit
                        headers.withObject { checkHeaders(document.value(at: found.valueIndex), $0) }
                        return
                    }
                    // A plain string of a format or enum that its bytes show right: what `check`
                    // passes first, without making the member.
                    // (Read through `?.`: the check is not copied out of the spec.)
                    if found.valueKind == .string, spec.quickFields[hit.field].textCheck != nil,
                        document.plainString(at: found.valueIndex, satisfies: { spec.quickFields[hit.field].textCheck?.accepts($0) == true })
                    {
                        seenBits |= bit
                        return
                    }
                }
            }
            visitMember(
                keyIndex: found.keyIndex, hit: found.hit, of: object, spec: spec, useBits: useBits, seenBits: &seenBits,
                seenStart: &seenStart)
        }
        let hasMissing: Bool
        if useBits {
            // One test leaves most levels (`endOfLevelBits`); an android.notification without
            // every localization field comes on, and notes whether it has one.
            guard spec.endOfLevelBits & ~seenBits != 0 else { return }
            if spec.localizationBits != 0, object.index == androidNotificationNode {
                androidNotificationHasLocalization = seenBits & spec.localizationBits != 0
            }
            hasMissing = spec.requiredBits & ~seenBits != 0
        } else {
            hasMissing = spec.fields.contains { field in
                field.required && (seenStart < 0 || !seenSpellings[seenStart...].contains { $0.field == field.name })
            }
        }
        guard hasMissing else { return }
        let missing = spec.fields.enumerated().filter { index, field in
            field.required
                && (useBits
                    ? seenBits & (1 << UInt64(index)) == 0
                    : (seenStart < 0 || !seenSpellings[seenStart...].contains { $0.field == field.name }))
        }.map(\.element)
        if let first = missing.first {
            let names = spec.fields.filter(\.required).map(\.name)
            let what = place(object, spec)
            let message: String
            if spec.name == "SendMessageRequest" {
                message = "the request body has no \"message\"; FCM needs the message inside {\"message\": {…}}"
            } else {
                message = "\(what) has no \(Self.list(missing.map(\.name))); \(admin ? "firebase-admin" : "FCM") requires \(Self.list(names))"
            }
            add(first.rule, object, .key, message, fix: "add \(Self.list(missing.map(\.name))) to \(what)")
        }
    }

    /// The rest of `walk`'s visit of one member (its key at node `keyIndex`, matched as `hit`):
    /// unknown and misplaced keys, repeated fields, other spellings and values that need `check`.
    /// Out of line, so `walk`'s loop stays small. The member comes as its key's index and match,
    /// not as the `MemberMatch`: a struct passed by address was stored for every member, the
    /// many that never come here included (with `admin` read once, measured: a 39,858 -> 39,835,
    /// e 50,629 -> 50,594 instructions/message).
    @inline(never)
    private mutating func visitMember(
        keyIndex: Int, hit found: KeyMatcher.Hit?, of object: JSONValue, spec: ObjectSpec, useBits: Bool, seenBits: inout UInt64,
        seenStart: inout Int
    ) {
        let document = object.document
        guard let hit = found else {
            reportUnknown(document.member(atKey: keyIndex), in: object, spec: spec)
            return
        }
        if hit.field < 0 {
            reportMisplaced(spec.misplaced[-1 - hit.field], document.member(atKey: keyIndex), in: object, spec: spec)
            return
        }
        let earlierSpelling: String?
        if useBits {
            let bit: UInt64 = 1 &<< UInt64(hit.field)
            let repeated = seenBits & bit != 0
            // (A field given once whose value passes by its kind, or an object to walk, never
            // comes here: `walk` took it.)
            seenBits |= bit
            if repeated {
                if seenStart < 0 { seenStart = seenSpellings.count }
                // The field's spellings in the order they first appear, found by one scan of the
                // earlier members at the field's first repeat and kept up from then on (every later
                // member of the field comes here): a key repeated many times is not rescanned.
                let field = spec.fields[hit.field]
                if !seenSpellings[seenStart...].contains(where: { $0.field == field.name }) {
                    seenSpellings += spellingsInOrder(of: hit.field, in: object, beforeKey: keyIndex, spec: spec)
                }
                earlierSpelling = Self.firstOtherSpelling(field, hit, &seenSpellings, from: seenStart)
            } else {
                earlierSpelling = nil
            }
        } else {
            if seenStart < 0 { seenStart = seenSpellings.count }
            earlierSpelling = Self.firstOtherSpelling(spec.fields[hit.field], hit, &seenSpellings, from: seenStart)
        }
        let member = document.member(atKey: keyIndex)
        let field = spec.fields[hit.field]
        if let earlier = earlierSpelling, accepted(field.spellings[hit.spelling]), accepted(field.spellings.first { $0.text == earlier }) {
            let spelling = field.spellings[hit.spelling]
            let name = member.key.stringValue ?? spelling.text
            var outcome = "protobuf JSON parsers reject a field given twice, or keep only one of the values"
            var severity: Severity? = nil
            if admin {
                switch AdminNodeAliasHandling.of(level: spec.name, wireName: field.name, earlier, name) {
                case .throwsError(let sdkName):
                    let owner = spec.name.prefix(1).uppercased() + spec.name.dropFirst()
                    outcome = "firebase-admin throws \"Multiple specifications for \(sdkName) in \(owner)\""
                case .keepsSDKName(let sdkName):
                    outcome = "firebase-admin renames \"\(sdkName)\" to \"\(field.name)\" over the other, so only the \"\(sdkName)\" value is sent"
                    severity = .warning
                case .sendsBoth:
                    outcome = "firebase-admin passes both on to FCM, and " + outcome
                }
            }
            add(
                ShapeDuplicateAliasRule.self, member.value, .key,
                "\"\(earlier)\" and \"\(name)\" both set \(Self.join(place(object, spec), field.name)); " + outcome,
                fix: "keep one of \"\(earlier)\" and \"\(name)\"", severity: severity)
        }
        // The spelling's kind is read in place; the whole Spelling (its text and Admin value
        // are references) is copied only on the paths that need it.
        let kind = field.spellings[hit.spelling].kind
        let valueSpec: ValueSpec
        if kind == .canonical || kind == .camelCase {
            valueSpec = field.value
        } else {
            guard let special = self.valueSpec(field, field.spellings[hit.spelling], member, spec: spec) else { return }
            valueSpec = special
        }
        if field.outputOnly {
            let name = member.key.stringValue ?? field.spellings[hit.spelling].text
            add(
                ShapeOutputOnlyNameRule.self, member.value, .key,
                "\"\(name)\" is output only: FCM returns it as the id of the sent message (projects/…/messages/…) and ignores it in a request",
                fix: "remove \"\(name)\" from the message you send")
            return
        }
        if admin, let adminValue = field.spellings[hit.spelling].adminValue {
            checkAdmin(member.value, adminValue, wire: field.value, field: field)
        } else {
            check(member.value, valueSpec, field: field)
        }
    }

    /// The spellings of field `field` among the members of `object` before the member whose key
    /// is node `keyIndex`, each once, in the order they first appear. (Found by the key's node
    /// index: the walk then keeps no count of the members it passed.)
    private func spellingsInOrder(
        of field: Int, in object: JSONValue, beforeKey keyIndex: Int, spec: ObjectSpec
    ) -> [(field: String, spelling: String)] {
        var found: [(field: String, spelling: String)] = []
        let name = spec.fields[field].name
        for member in object.members {
            if member.key.index == keyIndex { break }
            guard let earlier = spec.matcher.match(member.key), earlier.field == field else { continue }
            let text = spec.fields[field].spellings[earlier.spelling].text
            if !found.contains(where: { $0.spelling == text }) { found.append((name, text)) }
        }
        return found
    }

    /// The first spelling of `field` in `seen[start...]` (the spellings of the object's fields in
    /// the order they first appear) other than the one `hit` uses; records `hit`'s spelling when it
    /// is new. The level holds each field and spelling once, so a field repeated many times costs
    /// no more.
    private static func firstOtherSpelling(
        _ field: FieldSpec, _ hit: KeyMatcher.Hit, _ seen: inout [(field: String, spelling: String)], from start: Int
    ) -> String? {
        let text = field.spellings[hit.spelling].text
        let other = seen[start...].first(where: { $0.field == field.name && $0.spelling != text })?.spelling
        if !seen[start...].contains(where: { $0.field == field.name && $0.spelling == text }) { seen.append((field.name, text)) }
        return other
    }

    /// The value spec to check a field against, or nil when the spelling itself is the problem.
    private mutating func valueSpec(
        _ field: FieldSpec, _ spelling: Spelling, _ member: JSONMember, spec: ObjectSpec
    ) -> ValueSpec? {
        var name: String { member.key.stringValue ?? spelling.text }
        switch spelling.kind {
        case .canonical, .camelCase:
            return field.value
        case .adminOnly:
            guard admin else {
                let (message, fix) = ShapeAdminOnlyNameInRESTRule.text(name: name, field: field, value: member.value, spec: spec)
                add(ShapeAdminOnlyNameInRESTRule.self, member.value, .key, message, fix: fix)
                return nil
            }
            return spelling.adminValue ?? field.value
        case .adminRename:
            guard admin else {
                let rule: any SchemaRule.Type
                if case .ignored(_, let spellingRule) = spec.extraKeys { rule = spellingRule } else { rule = ShapeUnknownFieldRule.self }
                add(
                    rule, member.value, .key,
                    "\"\(name)\" is firebase-admin's name for \"\(field.name)\"; in an HTTP v1 payload APNs only reads \"\(field.name)\" and ignores this key",
                    fix: "rename it to \"\(field.name)\"")
                return nil
            }
            return field.value
        }
    }

    private func accepted(_ spelling: Spelling?) -> Bool {
        guard let spelling else { return false }
        return admin || spelling.acceptedByREST
    }

    // MARK: - Unknown and misplaced keys

    private mutating func reportMisplaced(_ misplacement: Misplacement, _ member: JSONMember, in object: JSONValue, spec: ObjectSpec) {
        var misplacement = misplacement
        if misplacement.name == "payload", spec.name == "Message",
            member.value.member(literal: "notification") != nil || member.value.member(literal: "data") != nil
        {
            // The payload argument of firebase-admin's removed sendToDevice(token, payload, options).
            misplacement = Misplacement(
                "payload", "a message: put its notification and data at the top level of the message and send it with send()",
                rule: LegacyAdminPayloadRule.self)
        } else if misplacement.name == "payload", spec.name == "Message", !member.value.isObject {
            // apns.payload is an object holding aps: a string or number here is a custom value (a
            // daily verse's reference), which belongs in data; a value of unknown content (code,
            // a placeholder) may be either.
            let unknown = member.value.stringValue.map(TemplateText.isWholePlaceholder) ?? false
            misplacement = Misplacement(
                "payload",
                unknown
                    ? "apns.payload if it is an object holding aps, else data (a custom value, as a string)"
                    : "data (a custom value, as a string): apns.payload is an object holding aps",
                rule: misplacement.rule)
        } else if Self.notificationTextDestinations.contains(misplacement.destination),
            member.value.isObject || member.value.isArray
        {
            // A title or body at the message's level holding an object (a PowerShell
            // here-string's "body": {"title": …, "content": …}, audit77) is no text for
            // notification.body, which takes a string: it is a notification under another name.
            misplacement = Misplacement(
                misplacement.name,
                "notification, as an object of title and body strings (\(misplacement.destination) takes a string, not an \(member.value.isArray ? "array" : "object"))",
                rule: misplacement.rule)
        }
        // A legacy content_available or mutable_content of false asks for nothing: in HTTP v1 the
        // key is left out, not set to 1. A badge of 0 is not such a flag: it clears the badge, so it
        // keeps its place in aps.
        if Self.isAPSFlagDestination(misplacement.destination),
            member.value.boolValue == false || member.value.integerValue == 0
        {
            misplacement = Misplacement(
                misplacement.name, "nothing: false is the default, so leave it out of the HTTP v1 message", rule: misplacement.rule)
        }
        let name = member.key.stringValue ?? misplacement.name
        let message: String
        let fix: String
        // In a legacy HTTP body addressed by itself (to, registration_ids…) a firebase-admin option
        // name (timeToLive) is the camelCase spelling of a legacy key (time_to_live), which the
        // legacy API ignored. (Without a target the document may be the options object of
        // firebase-admin or node-gcm, which converted the name: the admin text stays.)
        if legacy, misplacement.rule.description.id == LegacyAdminPayloadRule.description.id,
            ["to", "registration_ids", "notification_key", "condition"].contains(where: { object.member(literal: $0) != nil }),
            let variant = Self.spellingVariant(of: name, among: FCMSchema.legacyMessageKeys)
        {
            message =
                "\"\(name)\" is not a legacy FCM HTTP field: the legacy key is spelled \"\(variant.name)\" (keys are case-sensitive: the legacy API ignored \"\(name)\", so it had no effect), and HTTP v1 moved it to \(variant.destination)"
            fix = "spell it \"\(variant.name)\"; for HTTP v1, move it to \(variant.destination)"
        } else if let text = misplacement.rule.misplacedText(name: name, destination: misplacement.destination, path: path(member.value)) {
            (message, fix) = text
        } else {
            let place = place(object, spec)
            message = "\"\(name)\" is not a field of \(place); it belongs in \(misplacement.destination)"
            if misplacement.destination.hasPrefix("the request body") {
                fix = "move it out of the message into \(misplacement.destination.dropFirst("the request body ".count))"
            } else {
                fix = "move it to \(misplacement.destination)"
            }
        }
        add(misplacement.rule, member.value, .key, message, fix: fix)
    }

    /// The field whose firebase-admin-only spelling `name` is close to (`KeyMatcher.suggestion`),
    /// with that spelling: the REST name to suggest when the sender's form is not known.
    static func adminOnlySpelling(near name: String, in spec: ObjectSpec) -> (field: String, spelling: String)? {
        let adminOnly = spec.fields.flatMap { field in
            field.spellings.filter { !$0.acceptedByREST }.map { (field: field.name, spelling: $0.text) }
        }
        guard !adminOnly.isEmpty, let hit = KeyMatcher.suggestion(for: name, among: adminOnly.map(\.spelling)) else { return nil }
        return adminOnly.first { $0.spelling == hit }
    }

    /// The notification's text fields, as `FCMSchema`'s misplacements name them: they take a
    /// string, so a misplaced key holding an object or array cannot be moved there as it is.
    static let notificationTextDestinations: Set<String> = ["notification.title", "notification.body"]

    /// Whether `destination` is one of the aps on/off flags (`content-available`, `mutable-content`,
    /// or firebase-admin's spellings of them), whose "off" is the same as leaving the key out.
    static func isAPSFlagDestination(_ destination: String) -> Bool {
        ["apns.payload.aps.content-available", "apns.payload.aps.mutable-content", "apns.payload.aps.contentAvailable",
            "apns.payload.aps.mutableContent"].contains { destination.hasPrefix($0) }
    }

    private mutating func reportUnknown(_ member: JSONMember, in object: JSONValue, spec: ObjectSpec) {
        if case .allowed = spec.extraKeys { return }
        let name = member.key.stringValue ?? ""
        let place = place(object, spec)
        let candidates = spec.fields.flatMap { field in field.spellings.filter(accepted).map(\.text) }
        switch spec.extraKeys {
        case .allowed:
            return
        case .rejected(let rule):
            var suggestion = KeyMatcher.suggestion(for: name, among: candidates)
            // Not known to be a firebase-admin message: a near miss of an Admin-only name
            // (vibrationTimingsMillis for vibrateTimingsMillis) still names its field, by both names.
            var adminName: String? = nil
            if suggestion == nil, !admin,
                let (field, spelling) = Self.adminOnlySpelling(near: name, in: spec)
            {
                suggestion = field
                adminName = spelling
            }
            // A known key of this level's misplacement table in another letter case or spelling
            // ("Sound" for the legacy "sound"): name it and where it goes, not just "remove it".
            let variant = suggestion == nil ? Self.spellingVariant(of: name, among: spec.misplaced) : nil
            let legacyKey = variant.map { legacy && Self.isLegacyKey($0) } ?? false
            var message = "\(place) has no field \"\(name)\""
            if let suggestion {
                message += "; did you mean \"\(suggestion)\"" + (adminName.map { " (firebase-admin's \"\($0)\")" } ?? "") + "?"
            }
            if spec === FCMSchema.request {
                message = "\"\(name)\" is not a field of the HTTP v1 request body, which has only \"message\" and \"validate_only\""
                    + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
            } else if legacy {
                // The legacy API dropped an unknown top-level field, but passed an unknown
                // notification key on to the device as gcm.notification.<name> (userInfo captures:
                // LegacyMigration, whose mapping hint says the same).
                let legacyFate =
                    spec === FCMSchema.notification
                    ? "; the legacy API passed it on to the device as gcm.notification.\(name), undocumented)"
                    : "; the legacy API ignored unknown fields)"
                message = "in HTTP v1, " + message
                    + " (FCM rejects the v1 message: Unknown name \"\(name)\" at '\(spec.fcmPath)'"
                    + (legacyKey ? ")" : legacyFate)
            } else if !spec.fcmPath.isEmpty {
                message += " (FCM rejects the message: Unknown name \"\(name)\" at '\(spec.fcmPath)')"
            }
            if let variant {
                message +=
                    legacyKey
                    ? "; the legacy key is spelled \"\(variant.name)\" (keys are case-sensitive: the legacy API ignored \"\(name)\", so it had no effect), and HTTP v1 moved it to \(variant.destination)"
                    : KeyMatcher.normalized(name) == KeyMatcher.normalized(variant.name)
                        ? "; it stands for \"\(variant.name)\" (keys are case-sensitive), which belongs in \(variant.destination)"
                        : "; it stands for FCM's \"\(variant.name)\", which belongs in \(variant.destination)"
            }
            let fix: String
            if let suggestion, let adminName {
                fix = "rename it to \"\(suggestion)\" (the wire value), or to \"\(adminName)\" when firebase-admin sends it (the SDK converts the value)"
            } else if let suggestion {
                fix = "rename it to \"\(suggestion)\""
            } else if let variant {
                fix =
                    legacyKey
                    ? "spell it \"\(variant.name)\"; for HTTP v1, move it to \(variant.destination)"
                    : "move it to \(variant.destination)"
            } else if spec.name == "Message" {
                fix = "remove it, or put custom key-value pairs in data"
            } else {
                fix = "remove it; \(place) accepts \(Self.list(spec.fields.map(\.name)))"
            }
            add(rule, member.value, .key, message, fix: fix)
        case .ignored(let rule, let spellingRule):
            // An APNs request header written inside aps is apns-headers-misplaced's finding:
            // one key, one finding.
            if spec.name == "aps", APNsHeadersMisplacedRule.isMisplacedHeader(member) { return }
            let normalized = KeyMatcher.normalized(name)
            if let field = spec.fields.first(where: { KeyMatcher.normalized($0.name) == normalized }) {
                add(
                    spellingRule, member.value, .key,
                    "\"\(name)\" is not an \(spec.name) key; APNs only reads \"\(field.name)\" and ignores this one",
                    fix: "rename it to \"\(field.name)\"")
                return
            }
            // FCM's legacy name for the body's localization key (body_loc_key, body_loc_args),
            // written into aps.alert, where Apple calls it loc-key (loc-args).
            if ObjectIdentifier(spellingRule) == ObjectIdentifier(APNsAlertKeySpellingRule.self),
                let apple = APNsAlertKeySpellingRule.appleName(forFCMName: normalized)
            {
                add(
                    spellingRule, member.value, .key,
                    "\"\(name)\" is FCM's name for the body's localization \(apple == "loc-key" ? "key" : "arguments") (the legacy notification's body_loc_\(apple == "loc-key" ? "key" : "args")); aps.alert calls it \"\(apple)\", and APNs ignores this one",
                    fix: "rename it to \"\(apple)\"")
                return
            }
            // A key of the alert dictionary written straight into aps (openHAB Cloud's
            // {"alert": {"body": …}, "title": …}): its text is not shown; it belongs in aps.alert.
            if spec.name == "aps", APNsApsUnknownKeyRule.isAlertKey(name) {
                add(
                    rule, member.value, .key,
                    "\"\(name)\" is a key of aps.alert, not of aps: iOS reads the alert's text (title, subtitle, body and their localization keys) only from aps.alert and ignores it here",
                    fix: "move it into aps.alert (\"alert\": {\"\(name)\": …})")
                return
            }
            // A key of aps written into aps.alert (ChatSecure's push server puts "thread_id" there):
            // iOS reads it only from aps, so it does nothing here; it belongs in aps.
            if spec.name == "aps.alert", let apsName = APNsApsUnknownKeyRule.apsKey(matching: normalized) {
                let what = name == apsName ? "a key of aps" : "aps's \"\(apsName)\" misspelled"
                add(
                    rule, member.value, .key,
                    "\"\(name)\" is \(what), not a key of aps.alert: iOS reads it only from aps and ignores it here",
                    fix: "move it into aps as \"\(apsName)\"")
                return
            }
            let suggestion = KeyMatcher.suggestion(for: name, among: spec.fields.map(\.name))
            // A custom key in aps is delivered (the app finds it in userInfo["aps"]); what is
            // wrong is the place: Apple reserves aps for its own keys.
            var message =
                spec.name == "aps"
                ? "aps has no key \"\(name)\": Apple reserves aps for its own keys; the app still receives it in userInfo[\"aps\"], but custom keys belong beside aps, in the payload's top level"
                : "\(spec.name) has no key \"\(name)\"; iOS does not use it for the notification"
            let fix: String
            if let suggestion {
                message += " (did you mean \"\(suggestion)\"?)"
                fix = "rename it to \"\(suggestion)\""
            } else if spec.name == "aps" {
                fix = "put custom data next to aps in the payload, not inside aps"
            } else {
                fix = "remove it; \(spec.name) keys are \(Self.list(spec.fields.map(\.name)))"
            }
            add(rule, member.value, .key, message, fix: fix)
        }
    }

    // MARK: - Values

    /// Checks a value given under a firebase-admin spelling: Admin's own form is expected; the
    /// HTTP v1 form there is reported by `shape-rest-form-in-admin`.
    private mutating func checkAdmin(_ value: JSONValue, _ adminValue: ValueSpec, wire: ValueSpec, field: FieldSpec) {
        var adminProbe = SchemaValidator(admin: true, displayRootIndex: displayRootIndex, unitRootIndex: unitRootIndex)
        adminProbe.check(value, adminValue, field: field)
        guard !adminProbe.report.isEmpty else { return }
        var restProbe = SchemaValidator(admin: false, displayRootIndex: displayRootIndex, unitRootIndex: unitRootIndex)
        restProbe.check(value, wire, field: field)
        if restProbe.report.isEmpty, !(value.isArray || value.isObject) || value.count > 0 {
            add(
                ShapeRESTFormInAdminRule.self, value, .value,
                "\(path(value)) is written in the HTTP v1 form; firebase-admin expects \(adminValue.expectation) here and \(ShapeRESTFormInAdminRule.consequence(for: field))",
                fix: ShapeRESTFormInAdminRule.fix(for: field, value: value))
        } else {
            for issue in adminProbe.report.all { report.append(issue) }
        }
    }

    mutating func check(_ value: JSONValue, _ spec: ValueSpec, field: FieldSpec) {
        if value.kind == .null {
            switch spec {
            case .string where inApple && field.rule == ShapeTypeMismatchRule.self:
                // apns.payload is a Struct: FCM keeps a null and checks the aps key's type.
                let path = path(value)
                let key = value.key?.stringValue ?? ""
                if !throughFCM {
                    // Sent to APNs directly (or as a device received it), no FCM checks the key. Apple's payload key reference
                    // gave title-loc-key and action-loc-key as "string or null".
                    if key == "title-loc-key" || key == "action-loc-key" { return }
                    add(
                        field.rule, value, .value,
                        "\(path) is null; APNs passes the payload on unchecked, and what iOS makes of a null there is not documented",
                        fix: "remove \(path) or give it a string")
                    return
                }
                add(
                    field.rule, value, .value,
                    "\(path) is null; the APNs payload keeps a null (it is not an absent key), and FCM rejects it: \"Value type for APS key [\(key)] is a String.\"",
                    fix: "remove \(path) or give it a string")
            case .integer where inApple && field.rule == APNsBadgeInvalidRule.self:
                // The same for aps.badge, a number: apns-badge-invalid says what FCM and iOS do.
                let path = path(value)
                add(
                    field.rule, value, .value,
                    "\(path) is null, not a number",
                    fix: "remove \(path) or give it a number")
            case .stringOrObject where inApple && throughFCM && field.rule == APNsAlertTypeRule.self:
                // FCM checks aps.alert's type, a null too (firebase-admin-dart#50); sent to APNs
                // directly a null alert is no alert, as its sender meant.
                let path = path(value)
                add(
                    field.rule, value, .value,
                    "\(path) is null; apns.payload keeps a null (it is not an absent key), and FCM rejects it: \"Value type for APS key [alert] is a Dictionary or String.\"",
                    fix: "remove \(path) or give it the alert text")
            case .object, .stringMap, .headers, .openObject:
                if admin {
                    let path = path(value)
                    add(
                        field.rule, value, .value, "\(path) is null; firebase-admin throws \"\(path) must be a non-null object\"",
                        fix: "remove \(path) or give it an object")
                }
            default:
                break
            }
            return  // protobuf JSON treats null as an absent field
        }
        switch spec {
        case .unchecked:
            return
        case .string(let format):
            guard value.isString else { return mismatch(value, spec, field: field) }
            if case .any = format { return }
            if value.document.plainString(at: value.index, satisfies: { format.accepts($0) == true }) { return }
            if let problem = TemplateText.problem(in: value.stringValue ?? "", check: format.problem(with:)) {
                reportFormat(value, problem, format: format, field: field)
            }
        case .bool:
            guard value.kind.isBoolean else { return mismatch(value, spec, field: field) }
        case .integer(let minimum, let maximum, let acceptsString):
            checkInteger(value, spec, minimum: minimum, maximum: maximum, acceptsString: acceptsString, field: field)
        case .number(let minimum, let maximum, let acceptsString):
            var number = value.doubleValue
            if number == nil, acceptsString, let text = value.stringValue { number = Double(text) }
            guard let number, number.isFinite else { return mismatch(value, spec, field: field) }
            if let minimum, number < minimum { return outOfRange(value, spec, field: field) }
            if let maximum, number > maximum { return outOfRange(value, spec, field: field) }
        case .enumeration(let enumSpec):
            if enumSpec.acceptsNumbers, let index = value.integerValue, index >= 0, index < enumSpec.values.count { return }
            guard value.isString else { return mismatch(value, spec, field: field) }
            if value.document.plainString(at: value.index, satisfies: { enumSpec.accepts($0) == true }) { return }
            let text = value.stringValue ?? ""
            if !TemplateText.passes(text, { enumSpec.match($0) != nil }) {
                reportFormat(value, "is not one of \(enumSpec.listed)", format: .oneOf(enumSpec), field: field)
            }
        case .object(let objectSpec):
            guard value.isObject else { return mismatch(value, spec, field: field) }
            walk(value, objectSpec)
        case .stringMap:
            guard value.isObject else { return mismatch(value, spec, field: field) }
        case .headers(let headerSpec):
            guard value.isObject else { return mismatch(value, spec, field: field) }
            checkHeaders(value, headerSpec)
        case .array(let element, let nonEmpty):
            guard value.isArray else { return mismatch(value, spec, field: field) }
            if nonEmpty, value.count == 0 {
                let path = path(value)
                add(field.rule, value, .value, "\(path) is empty; \(admin ? "firebase-admin" : "FCM") requires \(spec.expectation) with at least one element", fix: "add values or remove \(path)")
            }
            for item in value.elements {
                check(item, element, field: field)
            }
        case .openObject(let objectSpec):
            guard value.isObject else { return mismatch(value, spec, field: field) }
            if let objectSpec { walk(value, objectSpec) }
        case .stringOrObject(let objectSpec):
            if value.isString { return }
            guard value.isObject else { return mismatch(value, spec, field: field) }
            walk(value, objectSpec)
        case .keysOnly(let objectSpec):
            if value.isObject { walk(value, objectSpec) }
        }
    }

    private mutating func checkInteger(
        _ value: JSONValue, _ spec: ValueSpec, minimum: Int?, maximum: Int?, acceptsString: Bool, field: FieldSpec
    ) {
        var integer: Int? = value.integerValue
        if integer == nil, value.kind == .number, let double = value.doubleValue, double.isFinite, double == double.rounded(),
            abs(double) < 1e15
        {
            integer = Int(double)
        }
        if integer == nil, acceptsString, let text = value.stringValue {
            // A placeholder filled with a number (`"{{ttl}}"`) cannot be judged: accept it.
            if Int(text) == nil, TemplateText.passes(text, { Int($0) != nil }) { return }
            integer = Int(text)
        }
        guard let integer else {
            // Azure Notification Hubs writes `"#(count)"` as a number (TemplateText.isNumberPlaceholder).
            if let text = value.stringValue, TemplateText.isNumberPlaceholder(text) { return }
            if value.kind == .number {
                add(field.rule, value, .value, "\(path(value)) is \(Self.raw(value)), not a whole number; expected \(spec.expectation)", fix: "use a whole number")
                return
            }
            return mismatch(value, spec, field: field)
        }
        if let minimum, integer < minimum { return outOfRange(value, spec, field: field) }
        if let maximum, integer > maximum { return outOfRange(value, spec, field: field) }
    }

    private mutating func checkHeaders(_ headers: JSONValue, _ spec: HeaderMapSpec) {
        // Members come as node indices with their names matched (`KeyMatcher.forEachMember`): a
        // header that is fine costs no member and no reference count.
        let document = headers.document
        // The headers the context reads are found in the same pass (the first of each name,
        // whatever its value), when this is the map it reads.
        let findsLookup = headers.index == apnsHeadersNode && spec === FCMSchema.apnsHeaders
        var lookup = APNsHeaderLookup.Found()
        defer { if findsLookup { apnsHeaders = APNsHeaderLookup(lookup) } }
        // Read once, not in the closure: each read of the lazily initialised global calls swift_once.
        let lookupNames = Self.apnsLookupNames
        spec.matcher.forEachMember(of: headers) { found in
            // The header's index: its spec is read in place, copied only to report.
            let knownIndex = found.hit?.field
            if findsLookup, let knownIndex { lookup.add(lookupNames[knownIndex], valueIndex: found.keyIndex &+ 1) }
            guard found.valueKind == .string else {
                let member = document.member(atKey: found.keyIndex)
                let raw = Self.raw(member.value)
                var fix = member.value.kind == .number || member.value.kind.isBoolean ? "write it as a string: \"\(raw)\"" : "give the header a string value"
                // An aps key written as a header is no header at all: a string would not help.
                if knownIndex == nil, spec === FCMSchema.apnsHeaders, let name = member.key.stringValue,
                    let apsKey = SchemaMessages.apsKey(writtenAsHeader: name)
                {
                    fix = "move it to apns.payload.aps.\(apsKey): \(apsKey) is a key of aps, not an APNs header"
                }
                add(
                    spec.nonStringRule, member.value, .value,
                    "\(spec.displayPath).\(member.key.stringValue ?? "") is \(member.value.kind); header values must be strings", fix: fix)
                return
            }
            if let knownIndex {
                if document.plainString(at: found.valueIndex, satisfies: { spec.headers[knownIndex].format.accepts($0) == true }) {
                    return
                }
                let value = document.value(at: found.valueIndex)
                let known = spec.headers[knownIndex]
                if case .any = known.format { return }
                let text = value.stringValue ?? ""
                if let problem = TemplateText.problem(in: text, check: known.format.problem(with:)) {
                    add(
                        known.rule, value, .value, "\(known.name) \"\(Self.shortened(text))\" \(problem)",
                        fix: SchemaMessages.headerFix(known, text: text))
                }
            } else if let unknownRule = spec.unknownRule {
                let member = document.member(atKey: found.keyIndex)
                let name = member.key.stringValue ?? ""
                if spec === FCMSchema.apnsHeaders, let apsKey = SchemaMessages.apsKey(writtenAsHeader: name) {
                    add(
                        unknownRule, member.value, .key,
                        "\(spec.displayPath) has a header \"\(name)\", but \(apsKey) is a key of aps, not an APNs header; as a header it has no effect",
                        fix: "move it to apns.payload.aps.\(apsKey)")
                    return
                }
                let suggestion = KeyMatcher.suggestion(for: name, among: spec.headers.map(\.name))
                var message = "\(spec.displayPath) has a header \"\(name)\" that APNs does not define; it has no effect"
                if let suggestion { message += " (did you mean \"\(suggestion)\"?)" }
                add(
                    unknownRule, member.value, .key, message,
                    fix: suggestion.map { "rename it to \"\($0)\"" } ?? "remove it; APNs headers are \(Self.list(spec.headers.map(\.name)))")
            }
        }
    }

    /// For each header of `FCMSchema.apnsHeaders`, its `APNsHeaderLookup.Name` (raw value), or -1.
    private static let apnsLookupNames: [Int] = FCMSchema.apnsHeaders.headers.map {
        APNsHeaderLookup.Name(lowercased: Array($0.name.lowercased().utf8))?.rawValue ?? -1
    }

    // MARK: - Reporting

    private mutating func mismatch(_ value: JSONValue, _ spec: ValueSpec, field: FieldSpec) {
        let authority = inApple ? "APNs" : (admin ? "firebase-admin" : "FCM")
        let path = path(value)
        add(
            field.rule, value, .value, "\(path) is \(value.kind); \(authority) expects \(spec.expectation)",
            fix: SchemaMessages.mismatchFix(value, spec, path: path, admin: admin),
            typeMismatch: SchemaTypeMismatch(expected: spec, field: field, isApple: inApple))
    }

    private mutating func outOfRange(_ value: JSONValue, _ spec: ValueSpec, field: FieldSpec) {
        add(
            field.rule, value, .value, "\(path(value)) is \(Self.raw(value)); it must be \(spec.expectation)",
            fix: SchemaMessages.rangeFix(field, spec))
    }

    private mutating func reportFormat(_ value: JSONValue, _ problem: String, format: StringFormat, field: FieldSpec) {
        let text = value.stringValue ?? ""
        add(
            field.rule, value, .value, "\(path(value)) \"\(Self.shortened(text))\" \(problem)",
            fix: SchemaMessages.formatFix(format, text: text))
    }

    private mutating func add(
        _ rule: any SchemaRule.Type, _ value: JSONValue, _ anchor: FindingAnchor, _ message: String, fix: String?,
        typeMismatch: SchemaTypeMismatch? = nil, severity: Severity? = nil
    ) {
        let rule = rule.description.id
        var message = message
        // In a legacy body, a text about the v1 message describes its HTTP v1 translation; the
        // legacy rules' own texts and Apple's levels (passed through as they are) say so already.
        if legacy, !inApple, !message.contains("HTTP v1"), !rule.hasPrefix("legacy-") {
            message = "in HTTP v1, " + message
        }
        report.append(
            SchemaIssue(ruleID: rule, value: value, anchor: anchor, message: message, fix: fix, typeMismatch: typeMismatch, severity: severity))
    }

    // MARK: - Paths and text

    /// The path users read for `value`: its keys from the message down, joined with dots, with
    /// array positions in brackets (`android.notification.vibrate_timings[1]`). Built only for
    /// findings.
    func path(_ value: JSONValue) -> String {
        value.readablePath { $0.index == displayRootIndex || $0.index == unitRootIndex }
    }

    /// How an object is named in messages: its path, or the name of its level at the top.
    func place(_ object: JSONValue, _ spec: ObjectSpec) -> String {
        if object.index == unitRootIndex || object.index == displayRootIndex { return Self.levelName(spec) }
        return path(object)
    }

    static func levelName(_ spec: ObjectSpec) -> String {
        switch spec.name {
        case "Message": return "the message"
        case "APNs payload": return "the APNs payload"
        case "SendMessageRequest": return "the request body"
        default: return spec.displayPath
        }
    }

    static func join(_ prefix: String, _ name: String) -> String {
        prefix.isEmpty ? name : "\(prefix).\(name)"
    }

    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The misplaced key `name` stands for when only letter case, `_`, `-` or spaces differ
    /// ("Sound", "Click_Action"), if its destination is a place to move it to (not "nothing: …"
    /// or the request body).
    static func spellingVariant(of name: String, among misplaced: [Misplacement]) -> Misplacement? {
        let normalized = KeyMatcher.comparable(name)
        return misplaced.first { misplacement in
            misplacement.name != name && KeyMatcher.comparable(misplacement.name) == normalized
                && !misplacement.destination.hasPrefix("nothing") && !misplacement.destination.hasPrefix("the request body")
        }
    }

    /// Whether the legacy FCM HTTP API took `misplacement`'s key where it stands (a legacy
    /// notification key, or a legacy top-level option).
    static func isLegacyKey(_ misplacement: Misplacement) -> Bool {
        let id = misplacement.rule.description.id
        return id == NotificationLegacyKeysRule.description.id || id == LegacyTopLevelKeysRule.description.id
    }

    static func raw(_ value: JSONValue) -> String {
        shortened(String(decoding: value.rawBytes, as: UTF8.self))
    }

    static func shortened(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
