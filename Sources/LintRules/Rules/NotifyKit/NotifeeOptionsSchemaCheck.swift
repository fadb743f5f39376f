import SizeModel

/// What the `notifee_options` copies of a message break of the schema (`NotifeeOptionsSchema`):
/// keys their reader does not know and fields of a type it ignores, found by the one walk per
/// message (`NotifeeOptionsWalk`) and shared by `notifykit-options-unknown-field` and
/// `notifykit-options-type`.
///
/// Each is held as a node index in its copy's document (`NotifyKitBlobs.document(inAndroidCopy:)`),
/// made into a value only by the rule that reports it: values in the arrays counted a reference
/// to the document for each, when the walk found it and when the context was freed (measured:
/// 41 instructions a message fewer on the findings-heavy corpus (e)).
struct NotifeeOptionsSchemaCheck {
    /// Members whose key the reader does not know, with the fields known at their level.
    let unknownFields: [UnknownBlobField]
    /// Values of a known, type-checked field whose JSON type the reader ignores. (An array
    /// pressAction passes the client's typeof check and is rejected by displayNotification:
    /// notifykit-android-press-action reports it, so it is not here; `BlobField.quietKinds`.)
    let wrongTypes: [WrongBlobType]

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

/// A member of a blob copy whose key its reader does not know: its key's node index in the copy's
/// document, which copy that is, and the fields known at its level.
struct UnknownBlobField {
    /// The node index of the member's key (its value is the next node).
    let keyIndex: Int32
    /// True when the member is in the Android copy, false in the iOS copy.
    let inAndroidCopy: Bool
    /// The fields known where the member is.
    let siblings: BlobLevel

    /// The member, in `document` (the document of its copy).
    func member(in document: JSONDocument) -> JSONMember { document.member(atKey: Int(keyIndex)) }
}

/// A value of a known field whose JSON type its reader ignores: the value's node index in its
/// copy's document, which copy that is, and the field (by its level and its index there).
struct WrongBlobType {
    /// The node index of the value.
    let valueIndex: Int32
    /// True when the value is in the Android copy, false in the iOS copy.
    let inAndroidCopy: Bool
    /// The index of the field in `level.fields`.
    let fieldIndex: Int32
    /// The level the field is known at.
    let level: BlobLevel

    /// The field.
    var field: BlobField { level.fields[Int(fieldIndex)] }
    /// The value, in `document` (the document of its copy).
    func value(in document: JSONDocument) -> JSONValue { document.value(at: Int(valueIndex)) }
}
