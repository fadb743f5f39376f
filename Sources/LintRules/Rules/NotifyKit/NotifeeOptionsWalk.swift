import SizeModel

/// The one walk over the `notifee_options` copies of a message, following `NotifeeOptionsSchema`:
/// what the copies break of the schema (for `NotifeeOptionsSchemaCheck`), and where the fields
/// the Notify Kit rules read are (`NotifyKitBlobs`' slots), so no rule looks a field up by name.
///
/// The parts each copy's reader reads are walked: the top-level members read by both clients on
/// the shared roots, the `android` subtree on the Android copy, the `ios` subtree, `image` and
/// `data` on the iOS copy. Members are matched by their key's bytes in the node table
/// (`KeyMatcher.forEachMember(of:)`); a value or member is made only for what is reported. The
/// walk follows the schema, so its depth is bounded by the schema's.
struct NotifeeOptionsWalk {
    /// Members whose key the reader does not know, with the fields known at their level, in walk
    /// order.
    private(set) var unknownFields: [(member: JSONMember, siblings: [BlobField])] = []
    /// Values of a known field whose JSON type `notifykit-options-type` reports, in walk order.
    private(set) var wrongTypes: [(value: JSONValue, field: BlobField)] = []
    /// The top-level fields of the Android copy's root and of the iOS copy's (by `BlobTopField`).
    private(set) var androidTop = JSONMemberSlots()
    private(set) var iosTop = JSONMemberSlots()
    /// The fields of the Android copy's `android` object (by `BlobAndroidField`) and of the iOS
    /// copy's `ios` object (by `BlobIOSField`), when they are objects.
    private(set) var androidOptions = JSONMemberSlots()
    private(set) var iosOptions = JSONMemberSlots()

    /// Which slots a level's members fill.
    private enum Target {
        case none, androidOptions, iosOptions
    }

    /// Walks the roots of the Android and iOS copies; `iosIsShared` when the iOS copy's fields
    /// both clients read are checked too (its content differs from the Android copy's).
    init(android: JSONValue?, ios: JSONValue?, iosIsShared: Bool) {
        let topLevel = NotifeeOptionsSchema.topLevelLevel
        if let android { walkShared(android, topLevel) }
        if let ios, iosIsShared { walkShared(ios, topLevel) }
        if let android { walkReaderFields(android, .android, topLevel) }
        if let ios { walkReaderFields(ios, .ios, topLevel) }
    }

    /// The top-level members of a shared root: unknown keys, and wrong types of the fields both
    /// clients read.
    private mutating func walkShared(_ root: JSONValue, _ level: BlobLevel) {
        let document = root.document
        level.matcher.forEachMember(of: root) { member in
            guard let hit = member.hit, hit.field < level.fields.count else {
                unknownFields.append((document.member(atKey: member.keyIndex), level.fields))
                return
            }
            let facts = level.facts[hit.field]
            guard facts.reader == .both, facts.quietKinds & (1 &<< member.valueKind.rawValue) == 0 else { return }
            wrongTypes.append((document.value(at: member.valueIndex), level.fields[hit.field]))
        }
    }

    /// The top-level members of a copy's root: every known field fills the root's slots; those
    /// `reader` alone reads are checked, and what is under them walked.
    private mutating func walkReaderFields(_ root: JSONValue, _ reader: NotifeeOptionsReader, _ level: BlobLevel) {
        let document = root.document
        let optionsField = reader == .android ? BlobTopField.android.rawValue : BlobTopField.ios.rawValue
        var top = JSONMemberSlots()
        level.matcher.forEachMember(of: root) { member in
            guard let hit = member.hit, hit.field < level.fields.count else { return }
            if member.valueKind != .null { top.setFirst(hit.field, member.valueIndex) }
            guard level.facts[hit.field].reader == reader else { return }
            // The first non-null options member is the one the rules read: its fields fill slots.
            let isOptions = hit.field == optionsField && top[hit.field] == member.valueIndex
            let target: Target = isOptions ? (reader == .android ? .androidOptions : .iosOptions) : .none
            visitKnown(document, member, level, hit.field, target)
        }
        if reader == .android { androidTop = top } else { iosTop = top }
    }

    /// Reports a known member when its kind is one the type rule reports, and walks what is under
    /// it (an object's members fill `target`'s slots).
    private mutating func visitKnown(
        _ document: JSONDocument, _ member: JSONKeyTable.MemberMatch, _ level: BlobLevel, _ index: Int, _ target: Target
    ) {
        let facts = level.facts[index]
        if facts.quietKinds & (1 &<< member.valueKind.rawValue) == 0 {
            wrongTypes.append((document.value(at: member.valueIndex), level.fields[index]))
        }
        if facts.descends { descend(document.value(at: member.valueIndex), level.fields[index], target) }
    }

    private mutating func descend(_ value: JSONValue, _ field: BlobField, _ target: Target) {
        if let level = field.membersLevel, value.isObject {
            visitMembers(of: value, level, target)
        }
        if let level = field.elementMembersLevel, value.isArray {
            for element in value.elements where element.isObject {
                visitMembers(of: element, level, .none)
            }
        }
    }

    /// Every member of an object below the top level: unknown keys are reported with the level's
    /// fields, known ones checked and walked.
    private mutating func visitMembers(of object: JSONValue, _ level: BlobLevel, _ target: Target) {
        let document = object.document
        level.matcher.forEachMember(of: object) { member in
            guard let hit = member.hit, hit.field < level.fields.count else {
                unknownFields.append((document.member(atKey: member.keyIndex), level.fields))
                return
            }
            if member.valueKind != .null {
                switch target {
                case .none: break
                case .androidOptions: androidOptions.setFirst(hit.field, member.valueIndex)
                case .iosOptions: iosOptions.setFirst(hit.field, member.valueIndex)
                }
            }
            visitKnown(document, member, level, hit.field, .none)
        }
    }
}
