import SizeModel

/// The measured size of a message and its largest top-level fields, shared by the size rules.
struct MessageSizeMeasure {
    /// UTF-8 bytes of the compact serialization of the `Message` object.
    let bytes: Int
    /// The message's top-level members, largest first: name and bytes.
    let largestFields: [(name: String, bytes: Int)]

    /// Measures `message`. A firebase-admin multicast message (`tokens`, `fids`) is sent as one
    /// message per target, so it is measured with a single `"token"` in place of the arrays.
    init(_ message: JSONValue) {
        var fields: [(name: String, bytes: Int)] = []
        var multicastTarget: Int? = nil
        for member in message.members {
            let name = member.key.stringValue ?? ""
            if (name == "tokens" || name == "fids") && member.value.isArray {
                let longest = member.value.elements.map { CompactJSONSize.of($0) }.max() ?? 2
                multicastTarget = max(multicastTarget ?? 0, longest)
                continue
            }
            fields.append((name, CompactJSONSize.ofMember(member)))
        }
        if let target = multicastTarget {
            fields.append(("token", CompactJSONSize.stringLiteral("token") + 1 + target))
        }
        bytes = 2 + fields.reduce(0) { $0 + $1.bytes } + max(0, fields.count - 1)
        largestFields = fields.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.name < $1.name }
    }

    /// "data 2810 B, apns 1404 B, android 120 B".
    var contributors: String {
        largestFields.prefix(3).map { "\($0.name) \($0.bytes) B" }.joined(separator: ", ")
    }

    static let fix = """
        shorten the largest fields: move long text into an Android BIG_TEXT style, fold many data keys into one \
        JSON string, or send a small nudge and let the app fetch the content
        """
}
