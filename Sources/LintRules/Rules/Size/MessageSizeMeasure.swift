import SizeModel

/// The measured size of a message and its largest top-level fields, shared by the size rules.
struct MessageSizeMeasure {
    /// UTF-8 bytes of the compact serialization of the `Message` object.
    let bytes: Int
    /// The message's top-level members, largest first: name and bytes.
    let largestFields: [(name: String, bytes: Int)]

    init(_ message: JSONValue) {
        bytes = CompactJSONSize.of(message)
        largestFields = message.members
            .map { (name: $0.key.stringValue ?? "", bytes: CompactJSONSize.ofMember($0)) }
            .sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.name < $1.name }
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
