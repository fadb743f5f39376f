import SizeModel

/// What the `notifee_options` copies of a message break of the schema (`NotifeeOptionsSchema`):
/// keys their reader does not know and fields of a type it ignores, found in one walk per message
/// and shared by `notifykit-options-unknown-field` and `notifykit-options-type`.
struct NotifeeOptionsSchemaCheck {
    /// Members whose key the reader does not know, with the fields known at their level.
    let unknownFields: [(member: JSONMember, siblings: [BlobField])]
    /// Values of a known, type-checked field whose JSON type the reader ignores.
    let wrongTypes: [(value: JSONValue, field: BlobField)]

    /// Walks the copies in `blobs`.
    init(_ blobs: NotifyKitBlobs) {
        var unknown: [(member: JSONMember, siblings: [BlobField])] = []
        var wrong: [(value: JSONValue, field: BlobField)] = []
        NotifeeOptionsSchema.visit(blobs) { member, field, siblings in
            guard let field else {
                unknown.append((member, siblings))
                return
            }
            guard field.typeChecked else { return }
            let value = member.value
            if value.kind == .null || field.kind.matches(value) { return }
            // An array pressAction passes the client's typeof check and is rejected by
            // displayNotification: notifykit-android-press-action reports it.
            if field.name == "pressAction", value.isArray { return }
            wrong.append((value, field))
        }
        unknownFields = unknown
        wrongTypes = wrong
    }
}
