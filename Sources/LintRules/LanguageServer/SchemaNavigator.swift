/// A level of the message the cursor can be in, as the schema tables describe it.
enum SchemaLevel {
    /// A typed level of the FCM message (`FCMSchema`).
    case object(ObjectSpec)
    /// A header map (`apns.headers`, `webpush.headers`).
    case headers(HeaderMapSpec, path: String)
    /// A level of the `notifee_options` blob; `path` is its documentation key prefix.
    case blob([BlobField], path: String)
    /// The document root: a request body (`message`, `validate_only`) or a message.
    case root
}

/// What the schema tables say about one field, for hover and completion.
struct FieldFacts: Sendable, Equatable {
    /// The canonical name.
    let name: String
    /// Where it is: `message.android.notification.channel_id`, `notifee_options.android.channelId`.
    let key: String
    let description: String?
    /// "a string", "one of \"NORMAL\", \"HIGH\"".
    let type: String
    /// The allowed values of an enum field (or `true`/`false`).
    let allowedValues: [String]
    /// Other accepted spellings.
    let otherSpellings: [String]
    /// Who reads a blob field.
    let reader: String?
    /// Where the field is documented.
    let source: String
}

/// Walks the schema tables along a cursor's path: the FCM message's levels (`FCMSchema`), header
/// maps, and the `notifee_options` blob (`NotifeeOptionsSchema`), whether the blob is a JSON string
/// (the path then continues inside it) or the iOS object form under `apns.payload`.
enum SchemaNavigator {
    /// The member name of the blob.
    static let blobKey = "notifee_options"

    /// The level reached by following `path` from the document root; nil when the path leaves the
    /// tables (a custom key, a data value).
    static func level(at path: [PathStep], from start: SchemaLevel = .root) -> SchemaLevel? {
        var level = start
        var pendingArray: ValueSpec? = nil
        var pendingBlobElements: (fields: [BlobField], path: String)? = nil
        var atRoot: Bool
        if case .root = start { atRoot = true } else { atRoot = false }
        for step in path {
            if case .index = step {
                if atRoot { continue }  // a batch: each element is a message or request
                if let element = pendingArray {
                    pendingArray = nil
                    guard let next = nestedLevel(element) else { return nil }
                    level = next
                    continue
                }
                if let elements = pendingBlobElements {
                    pendingBlobElements = nil
                    level = .blob(elements.fields, path: elements.path)
                    continue
                }
                return nil
            }
            guard case .key(let name) = step else { return nil }
            atRoot = false
            pendingArray = nil
            pendingBlobElements = nil
            switch level {
            case .root:
                if let field = lookup(name, in: FCMSchema.request) {
                    guard let next = nestedLevel(field.value) else { return nil }
                    level = next
                } else {
                    guard let field = lookup(name, in: FCMSchema.message) else { return nil }
                    if case .array(let element, _) = field.value { pendingArray = element; continue }
                    guard let next = nestedLevel(field.value) else { return nil }
                    level = next
                }
            case .object(let spec):
                if name == blobKey && spec === FCMSchema.apnsPayload {
                    level = .blob(NotifeeOptionsSchema.topLevel, path: blobKey)
                    continue
                }
                guard let field = lookup(name, in: spec) else { return nil }
                if case .array(let element, _) = field.value { pendingArray = element; continue }
                guard let next = nestedLevel(field.value) else { return nil }
                level = next
            case .headers:
                return nil
            case .blob(let fields, let path):
                guard let field = fields.first(where: { $0.name == name }) else { return nil }
                let childPath = path + "." + field.name
                if let members = field.members {
                    level = .blob(members, path: childPath)
                } else if let elements = field.elementMembers {
                    pendingBlobElements = (elements, childPath)
                } else {
                    return nil
                }
            }
        }
        if pendingArray != nil || pendingBlobElements != nil { return nil }
        return level
    }

    /// The level a value of `spec` opens.
    private static func nestedLevel(_ spec: ValueSpec) -> SchemaLevel? {
        switch spec {
        case .object(let object), .stringOrObject(let object), .keysOnly(let object): return .object(object)
        case .openObject(let object): return object.map(SchemaLevel.object)
        case .headers(let headers): return .headers(headers, path: "message." + headers.displayPath)
        default: return nil
        }
    }

    /// The field of `spec` one of whose spellings is `name`.
    static func lookup(_ name: String, in spec: ObjectSpec) -> FieldSpec? {
        spec.fields.first { field in field.spellings.contains { $0.text == name } }
    }

    /// The top level of the blob.
    static var blobRoot: SchemaLevel { .blob(NotifeeOptionsSchema.topLevel, path: blobKey) }

    /// True when the string value of member `key` in the container at `path` is a
    /// `notifee_options` blob (`data`, `android.data` or `apns.payload`).
    static func holdsBlob(key: String, path: [PathStep]) -> Bool {
        guard key == blobKey, let last = path.last, case .key(let container) = last else { return false }
        return container == "data" || container == "payload"
    }

    // MARK: - Facts

    /// What the tables say about member `name` of `level`; nil for a key they do not know.
    static func facts(for name: String, at level: SchemaLevel) -> FieldFacts? {
        switch level {
        case .root:
            if let field = lookup(name, in: FCMSchema.request) { return facts(field, in: FCMSchema.request) }
            return lookup(name, in: FCMSchema.message).map { facts($0, in: FCMSchema.message) }
        case .object(let spec):
            if name == blobKey && spec === FCMSchema.apnsPayload { return blobFacts() }
            return lookup(name, in: spec).map { facts($0, in: spec) }
        case .headers(let headers, let path):
            guard let header = headers.headers.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
            let key = FieldDocumentation.key(levelPath: path, field: header.name)
            var allowed: [String] = []
            if case .oneOf(let values) = header.format { allowed = values.values }
            return FieldFacts(
                name: header.name, key: key, description: FieldDocumentation.description(of: header),
                type: "a header string: " + header.format.expectation, allowedValues: allowed, otherSpellings: [], reader: nil,
                source: FieldDocumentation.source(forLevel: path, levelName: ""))
        case .blob(let fields, let path):
            guard let field = fields.first(where: { $0.name == name }) else { return nil }
            return blobFacts(field, levelPath: path)
        }
    }

    /// The facts of the blob itself (hover on the `notifee_options` key).
    static func blobFacts() -> FieldFacts {
        FieldFacts(
            name: blobKey, key: blobKey, description: FieldDocumentation.blobDescription(forKey: blobKey),
            type: "a JSON string (the iOS copy may also be the object)", allowedValues: [], otherSpellings: [], reader: nil,
            source: FieldDocumentation.source(forLevel: blobKey, levelName: ""))
    }

    static func facts(_ field: FieldSpec, in spec: ObjectSpec) -> FieldFacts {
        let key = FieldDocumentation.key(levelPath: spec.fcmPath, field: field.name)
        return FieldFacts(
            name: field.name, key: key, description: FieldDocumentation.description(of: field),
            type: field.value.expectation, allowedValues: allowedValues(field.value),
            otherSpellings: field.spellings.dropFirst().map(\.text), reader: nil,
            source: FieldDocumentation.source(forLevel: spec.fcmPath, levelName: spec.name))
    }

    static func blobFacts(_ field: BlobField, levelPath: String) -> FieldFacts {
        let key = FieldDocumentation.key(levelPath: levelPath, field: field.name)
        let reader: String
        // Only top-level fields record their reader; below, the top-level field decides.
        var readBy = field.reader
        if levelPath.hasPrefix(blobKey + ".android") { readBy = .android }
        if levelPath.hasPrefix(blobKey + ".ios") { readBy = .ios }
        switch readBy {
        case .both: reader = "the Android client and the iOS extension"
        case .android: reader = "the Android client"
        case .ios: reader = "the iOS Notification Service Extension"
        }
        return FieldFacts(
            name: field.name, key: key, description: FieldDocumentation.blobDescription(forKey: key), type: field.kind.description,
            allowedValues: [], otherSpellings: [], reader: reader,
            source: FieldDocumentation.source(forLevel: levelPath, levelName: ""))
    }

    /// The values an enum (or boolean) field allows.
    static func allowedValues(_ spec: ValueSpec) -> [String] {
        switch spec {
        case .enumeration(let values): return values.values
        case .string(.oneOf(let values)): return values.values
        case .bool: return ["true", "false"]
        default: return []
        }
    }

    /// The canonical names of the fields of `level`, in table order.
    static func fieldNames(at level: SchemaLevel) -> [(name: String, facts: FieldFacts)] {
        switch level {
        case .root:
            return (FCMSchema.request.fields.map { ($0.name, facts($0, in: FCMSchema.request)) })
                + FCMSchema.message.fields.filter { !$0.outputOnly }.map { ($0.name, facts($0, in: FCMSchema.message)) }
        case .object(let spec):
            var names = spec.fields.filter { !$0.outputOnly }.map { ($0.name, facts($0, in: spec)) }
            if spec === FCMSchema.apnsPayload { names.append((blobKey, blobFacts())) }
            return names
        case .headers(let headers, _):
            return headers.headers.compactMap { header in facts(for: header.name, at: level).map { (header.name, $0) } }
        case .blob(let fields, let path):
            return fields.map { ($0.name, blobFacts($0, levelPath: path)) }
        }
    }
}
