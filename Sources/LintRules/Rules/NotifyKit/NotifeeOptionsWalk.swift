import SizeModel

/// The one walk over the `notifee_options` copies of a message, following `NotifeeOptionsSchema`:
/// what the copies break of the schema (for `NotifeeOptionsSchemaCheck`), and where the fields
/// the Notify Kit rules read are (`NotifyKitBlobs`' slots), so no rule looks a field up by name.
///
/// The parts each copy's reader reads are walked: the top-level members read by both clients on
/// the shared roots, the `android` subtree on the Android copy, the `ios` subtree, `image` and
/// `data` on the iOS copy. Members are classified by their key's bytes in the node table
/// (`JSONValue.forEachMember(classifiedBy:_:)`); a value or member is made only for what is
/// reported or walked into. The walk follows the schema, so its depth is bounded by the schema's.
struct NotifeeOptionsWalk {
    /// Members whose key the reader does not know, with the fields known at their level, in walk
    /// order.
    private(set) var unknownFields: [UnknownBlobField] = []
    /// Values of a known field whose JSON type `notifykit-options-type` reports, in walk order.
    private(set) var wrongTypes: [WrongBlobType] = []
    /// The top-level fields of the Android copy's root and of the iOS copy's (by `BlobTopField`).
    private(set) var androidTop = JSONMemberSlots()
    private(set) var iosTop = JSONMemberSlots()
    /// The fields of the Android copy's `android` object (by `BlobAndroidField`) and of the iOS
    /// copy's `ios` object (by `BlobIOSField`), when they are objects.
    private(set) var androidOptions = JSONMemberSlots()
    private(set) var iosOptions = JSONMemberSlots()

    /// Appends an unknown field. The first one makes room for four: a blob with one unknown key
    /// usually has two or three (misspelt fields), and an array grown from empty reallocates at
    /// one, two and four entries.
    private mutating func noteUnknown(_ field: UnknownBlobField) {
        if unknownFields.capacity == 0 { unknownFields.reserveCapacity(4) }
        unknownFields.append(field)
    }

    /// Appends a wrong type, making room for four with the first (as `noteUnknown`).
    private mutating func noteWrongType(_ wrong: WrongBlobType) {
        if wrongTypes.capacity == 0 { wrongTypes.reserveCapacity(4) }
        wrongTypes.append(wrong)
    }

    /// Which slots a level's members fill.
    private enum Target {
        case none, androidOptions, iosOptions
    }

    /// Walks the roots of the Android and iOS copies; `iosIsShared` when the iOS copy's fields
    /// both clients read are checked too (its content differs from the Android copy's).
    /// `iosSharesAndroidParse` when the iOS copy is the Android copy's parse in another host
    /// (`NotifeeOptionsBlob.repeatedCopy`): the same node table, so the Android copy's pass over
    /// its root also finds the iOS copy's top-level fields and notes those only iOS reads.
    init(android: JSONValue?, ios: JSONValue?, iosIsShared: Bool, iosSharesAndroidParse: Bool = false) {
        let topLevel = NotifeeOptionsSchema.topLevelLevel
        var androidMembers = 0
        var iosReaderMembers = NotedMembers()
        let notesIOSReader = ios != nil && iosSharesAndroidParse
        if let android {
            androidMembers = walkShared(android, topLevel, isAndroid: true, notingIOSReader: notesIOSReader, &iosReaderMembers)
        }
        if let ios, iosIsShared {
            _ = walkShared(ios, topLevel, isAndroid: false, notingIOSReader: false, &iosReaderMembers)
        }
        if let android {
            // One `android` member (what is written): the shared pass found it, so the root's
            // members are not classified again.
            if androidMembers <= 1 {
                let index = androidTop[BlobTopField.android]
                if index >= 0 {
                    visitKnown(
                        android.document, index, android.document.value(at: index).kind, topLevel, BlobTopField.android.rawValue,
                        .androidOptions, inAndroidCopy: true)
                }
            } else {
                walkReaderFields(android, .android, topLevel)
            }
        }
        if let ios {
            if notesIOSReader, android != nil, !iosReaderMembers.overflowed {
                walkNotedIOSFields(ios, iosReaderMembers, topLevel)
            } else {
                walkReaderFields(ios, .ios, topLevel)
            }
        }
    }

    /// The top-level members of a shared root: unknown keys, and wrong types of the fields both
    /// clients read. For the Android copy, its known fields fill its slots; returns how many of
    /// its `android` members are not null. With `notingIOSReader`, the members only the iOS
    /// extension reads are noted in `iosReaderMembers`, in source order.
    private mutating func walkShared(
        _ root: JSONValue, _ level: BlobLevel, isAndroid: Bool, notingIOSReader: Bool, _ iosReaderMembers: inout NotedMembers
    ) -> Int {
        var top = JSONMemberSlots()
        var androidMembers = 0
        root.forEachMember(classifiedBy: level.names) { field, keyIndex, valueKind in
            guard field >= 0 else {
                noteUnknown(UnknownBlobField(keyIndex: Int32(truncatingIfNeeded: keyIndex), inAndroidCopy: isAndroid, siblings: level))
                return
            }
            if valueKind != .null {
                top.setFirst(field, keyIndex &+ 1)
                if field == BlobTopField.android.rawValue { androidMembers += 1 }
            }
            let facts = level.facts[field]
            guard facts.reader == .both else {
                if notingIOSReader, facts.reader == .ios { iosReaderMembers.note(keyIndex &+ 1, field, valueKind) }
                return
            }
            guard facts.quietKinds & (1 &<< valueKind.rawValue) == 0 else { return }
            noteWrongType(
                WrongBlobType(
                    valueIndex: Int32(truncatingIfNeeded: keyIndex &+ 1), inAndroidCopy: isAndroid, fieldIndex: Int32(truncatingIfNeeded: field),
                    level: level))
        }
        if isAndroid { androidTop = top }
        return androidMembers
    }

    /// What `walkReaderFields(ios, .ios, level)` does, for an iOS copy sharing the Android copy's
    /// parse, from the members the Android copy's pass noted: its root's slots are the Android
    /// root's, and only the noted members are checked and walked.
    private mutating func walkNotedIOSFields(_ ios: JSONValue, _ members: NotedMembers, _ level: BlobLevel) {
        let document = ios.document
        iosTop = androidTop
        var position = 0
        while position < members.count {
            let (valueIndex, field, valueKind) = members[position]
            let isOptions = field == BlobTopField.ios.rawValue && iosTop[field] == valueIndex
            visitKnown(document, valueIndex, valueKind, level, field, isOptions ? .iosOptions : .none, inAndroidCopy: false)
            position &+= 1
        }
    }

    /// The top-level members of a copy's root: every known field fills the root's slots; those
    /// `reader` alone reads are checked, and what is under them walked.
    private mutating func walkReaderFields(_ root: JSONValue, _ reader: NotifeeOptionsReader, _ level: BlobLevel) {
        let document = root.document
        let optionsField = reader == .android ? BlobTopField.android.rawValue : BlobTopField.ios.rawValue
        var top = JSONMemberSlots()
        root.forEachMember(classifiedBy: level.names) { field, keyIndex, valueKind in
            guard field >= 0 else { return }
            let valueIndex = keyIndex &+ 1
            if valueKind != .null { top.setFirst(field, valueIndex) }
            guard level.facts[field].reader == reader else { return }
            // The first non-null options member is the one the rules read: its fields fill slots.
            let isOptions = field == optionsField && top[field] == valueIndex
            let target: Target = isOptions ? (reader == .android ? .androidOptions : .iosOptions) : .none
            visitKnown(document, valueIndex, valueKind, level, field, target, inAndroidCopy: reader == .android)
        }
        if reader == .android { androidTop = top } else { iosTop = top }
    }

    /// Reports a known member's value (node `valueIndex`) when its kind is one the type rule
    /// reports, and walks what is under it (an object's members fill `target`'s slots). Only an
    /// object has members and only an array elements: no value is made for a value of another kind.
    /// `inAndroidCopy` when `document` is the Android copy's.
    private mutating func visitKnown(
        _ document: JSONDocument, _ valueIndex: Int, _ valueKind: JSONKind, _ level: BlobLevel, _ index: Int, _ target: Target,
        inAndroidCopy: Bool
    ) {
        let facts = level.facts[index]
        if facts.quietKinds & (1 &<< valueKind.rawValue) == 0 {
            noteWrongType(
                WrongBlobType(
                    valueIndex: Int32(truncatingIfNeeded: valueIndex), inAndroidCopy: inAndroidCopy,
                    fieldIndex: Int32(truncatingIfNeeded: index), level: level))
        }
        guard facts.descends else { return }
        if valueKind == .object {
            if let members = level.fields[index].membersLevel {
                visitMembers(of: document.value(at: valueIndex), members, target, inAndroidCopy: inAndroidCopy)
            }
        } else if valueKind == .array, let elementMembers = level.fields[index].elementMembersLevel {
            for element in document.value(at: valueIndex).elements where element.isObject {
                visitMembers(of: element, elementMembers, .none, inAndroidCopy: inAndroidCopy)
            }
        }
    }

    /// Every member of an object below the top level: unknown keys are reported with the level's
    /// fields, known ones checked and walked.
    private mutating func visitMembers(of object: JSONValue, _ level: BlobLevel, _ target: Target, inAndroidCopy: Bool) {
        let document = object.document
        object.forEachMember(classifiedBy: level.names) { field, keyIndex, valueKind in
            guard field >= 0 else {
                noteUnknown(
                    UnknownBlobField(keyIndex: Int32(truncatingIfNeeded: keyIndex), inAndroidCopy: inAndroidCopy, siblings: level))
                return
            }
            let valueIndex = keyIndex &+ 1
            if valueKind != .null {
                switch target {
                case .none: break
                case .androidOptions: androidOptions.setFirst(field, valueIndex)
                case .iosOptions: iosOptions.setFirst(field, valueIndex)
                }
            }
            visitKnown(document, valueIndex, valueKind, level, field, .none, inAndroidCopy: inAndroidCopy)
        }
    }
}

/// A few top-level members noted by one pass for another (`NotifeeOptionsWalk`), in source order,
/// without an array: up to four, each its value's node index, its field and its value's kind.
private struct NotedMembers {
    private var packed: (Int, Int, Int, Int) = (0, 0, 0, 0)
    /// The number of members noted (more than are kept when `overflowed`).
    private(set) var count = 0

    /// True when more members were noted than are kept: the caller walks them another way.
    var overflowed: Bool { count > 4 }

    /// Notes the member whose value is node `valueIndex` (field `field`, below 32: the top level has
    /// nine, `NotifeeOptionsWalkTests` checks it).
    mutating func note(_ valueIndex: Int, _ field: Int, _ kind: JSONKind) {
        let item = valueIndex &<< 8 | field &<< 3 | Int(kind.rawValue)
        switch count {
        case 0: packed.0 = item
        case 1: packed.1 = item
        case 2: packed.2 = item
        case 3: packed.3 = item
        default: break
        }
        count &+= 1
    }

    /// The member noted `position`th (below `count`, at most the fourth).
    subscript(position: Int) -> (valueIndex: Int, field: Int, kind: JSONKind) {
        let item: Int
        switch position {
        case 0: item = packed.0
        case 1: item = packed.1
        case 2: item = packed.2
        default: item = packed.3
        }
        return (item &>> 8, (item &>> 3) & 0x1F, JSONKind(rawValue: UInt8(item & 7)) ?? .null)
    }
}
