import SizeModel

/// What the `notifee_options` copies of a message break of the schema (`NotifeeOptionsSchema`):
/// keys their reader does not know and fields of a type it ignores, found by the one walk per
/// message (`NotifeeOptionsWalk`) and shared by `notifykit-options-unknown-field` and
/// `notifykit-options-type`.
struct NotifeeOptionsSchemaCheck {
    /// Members whose key the reader does not know, with the fields known at their level.
    let unknownFields: [(member: JSONMember, siblings: BlobLevel)]
    /// Values of a known, type-checked field whose JSON type the reader ignores. (An array
    /// pressAction passes the client's typeof check and is rejected by displayNotification:
    /// notifykit-android-press-action reports it, so it is not here; `BlobField.quietKinds`.)
    let wrongTypes: [(value: JSONValue, field: BlobField)]

    /// Nothing found: no copy to walk.
    init() {
        unknownFields = []
        wrongTypes = []
    }

    /// What `walk` found.
    init(_ walk: NotifeeOptionsWalk) {
        unknownFields = walk.unknownFields
        wrongTypes = walk.wrongTypes
    }
}
