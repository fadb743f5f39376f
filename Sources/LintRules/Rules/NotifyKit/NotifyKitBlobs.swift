import SizeModel

/// The copies of a Notify Kit `notifee_options` blob in one message, sorted by the client that
/// reads each part.
///
/// The Android client (`handleFcmMessage`) reads the data copy; the iOS Notification Service
/// Extension reads the `apns.payload` copy (a string, or the options object itself). So `android`
/// fields are checked on the Android copy, `ios` fields and the top-level `image` and `data` on the
/// iOS copy, and the fields both clients read (`_v`, `id`, `title`, `subtitle`, `body`) on the
/// Android copy, and on the iOS copy too when its content differs. Identical copies (what the
/// server SDK writes; an object copy with the same content as the string) give one finding, not two.
struct NotifyKitBlobs {
    /// The root object of the copy the Android client reads.
    let android: JSONValue?
    /// The root object of the copy the iOS extension reads.
    let ios: JSONValue?
    /// True when the iOS copy is checked for the fields both clients read: there is no Android
    /// copy, or the iOS copy's content differs from it.
    let iosIsShared: Bool
    /// Where the fields of the copies are, found by the one walk; nil when there is no copy. Held
    /// out of line: most messages carry no blob, and four sets of slots inline would make every
    /// message context 256 bytes larger (`MessageContext` stays small enough for the allocator's
    /// per-thread cache).
    private let fields: BlobFieldSlots?
    /// What the copies break of the schema, from the same walk.
    let schemaCheck: NotifeeOptionsSchemaCheck

    /// The copies of `androidBlob` and `iosBlob`, walked. A function, not an initializer: the
    /// blobs are borrowed, where an initializer's arguments are retained for the call.
    static func sorting(android androidBlob: NotifeeOptionsBlob?, ios iosBlob: NotifeeOptionsBlob?) -> NotifyKitBlobs {
        // Most messages carry no blob: told before the frame of the sorting and walk is set up
        // (`walking`'s prologue, which every message paid: measured e 732 -> 700 instructions a
        // message for the sorting).
        if androidBlob == nil && iosBlob == nil { return none }
        return walking(android: androidBlob, ios: iosBlob)
    }

    /// No copy.
    private static var none: NotifyKitBlobs {
        NotifyKitBlobs(android: nil, ios: nil, iosIsShared: false, fields: nil, schemaCheck: NotifeeOptionsSchemaCheck())
    }

    /// `sorting(android:ios:)` of a message with at least one blob.
    @inline(never)
    private static func walking(android androidBlob: NotifeeOptionsBlob?, ios iosBlob: NotifeeOptionsBlob?) -> NotifyKitBlobs {
        let android = androidBlob?.root
        let ios = iosBlob?.root
        // A blob that did not parse to an object: nothing to walk.
        if android == nil && ios == nil { return none }
        var iosIsShared = ios != nil
        var iosSharesAndroidParse = false
        if let android, let ios, let androidBlob, let iosBlob {
            // A copy made from the Android one has its bytes (no text is compared again); an
            // object copy is the same blob when its content is.
            let identical: Bool
            if iosBlob.repeatedCopy == ObjectIdentifier(androidBlob) {
                identical = true
                iosSharesAndroidParse = true
            } else if iosBlob.host.isObject {
                identical = BlobContent.firstDifference(android: android, ios: ios) == nil
            } else {
                identical = sameText(androidBlob.host, iosBlob.host)
            }
            iosIsShared = !identical
        }
        let walk = NotifeeOptionsWalk(
            android: android, ios: ios, iosIsShared: iosIsShared, iosSharesAndroidParse: iosSharesAndroidParse)
        return NotifyKitBlobs(
            android: android, ios: ios, iosIsShared: iosIsShared,
            fields: BlobFieldSlots(
                androidTop: walk.androidTop, iosTop: walk.iosTop, androidOptionFields: walk.androidOptions,
                iosOptionFields: walk.iosOptions),
            schemaCheck: NotifeeOptionsSchemaCheck(walk))
    }

    /// The Android copy, with its top-level fields.
    var androidCopy: NotifeeOptionsCopy? {
        android.map { NotifeeOptionsCopy(root: $0, fields: fields?.androidTop ?? JSONMemberSlots()) }
    }
    /// The iOS copy, with its top-level fields.
    var iosCopy: NotifeeOptionsCopy? { ios.map { NotifeeOptionsCopy(root: $0, fields: fields?.iosTop ?? JSONMemberSlots()) } }

    /// The copies holding the fields both clients read: the Android copy, and the iOS copy when
    /// its content differs (`iosIsShared`). At most two, with no array made for them.
    var shared: SharedBlobCopies {
        SharedBlobCopies(first: androidCopy, second: iosIsShared ? iosCopy : nil)
    }

    /// The node index of top-level field `field` in the Android copy's document (-1 for none).
    func androidTopNode(_ field: BlobTopField) -> Int { fields?.androidTop[field] ?? -1 }
    /// The node index of top-level field `field` in the iOS copy's document (-1 for none).
    func iosTopNode(_ field: BlobTopField) -> Int { fields?.iosTop[field] ?? -1 }

    /// The `android` object of the Android copy (its first member of that name that is not null).
    var androidOptions: JSONValue? { android?.value(atNode: fields?.androidTop[BlobTopField.android] ?? -1) }
    /// The `ios` object of the iOS copy.
    var iosOptions: JSONValue? { ios?.value(atNode: fields?.iosTop[BlobTopField.ios] ?? -1) }

    /// The document of the Android copy (`inAndroidCopy`) or of the iOS copy, where the schema
    /// check's node indices are (`NotifeeOptionsSchemaCheck`).
    func document(inAndroidCopy: Bool) -> JSONDocument? { (inAndroidCopy ? android : ios)?.document }

    /// The value of `field` in the Android copy's `android` object (nil when that is no object),
    /// as `androidOptions?.member(field name)` gives it.
    func androidField(_ field: BlobAndroidField) -> JSONValue? { android?.value(atNode: fields?.androidOptionFields[field] ?? -1) }
    /// The value of `field` in the iOS copy's `ios` object (nil when that is no object).
    func iosField(_ field: BlobIOSField) -> JSONValue? { ios?.value(atNode: fields?.iosOptionFields[field] ?? -1) }
}

/// Where the top-level fields of each blob copy's root are (by `BlobTopField`), and the fields of
/// the Android copy's `android` object (by `BlobAndroidField`) and of the iOS copy's `ios` object
/// (by `BlobIOSField`), found by the one walk (`NotifeeOptionsWalk`). Plain integers, kept
/// packed (`JSONMemberSlots.Packed`) so that the object is allocated by `malloc`, not
/// `posix_memalign`.
final class BlobFieldSlots: Sendable {
    private let packedAndroidTop: JSONMemberSlots.Packed
    private let packedIOSTop: JSONMemberSlots.Packed
    private let packedAndroidOptionFields: JSONMemberSlots.Packed
    private let packedIOSOptionFields: JSONMemberSlots.Packed

    var androidTop: JSONMemberSlots { packedAndroidTop.slots }
    var iosTop: JSONMemberSlots { packedIOSTop.slots }
    var androidOptionFields: JSONMemberSlots { packedAndroidOptionFields.slots }
    var iosOptionFields: JSONMemberSlots { packedIOSOptionFields.slots }

    init(androidTop: JSONMemberSlots, iosTop: JSONMemberSlots, androidOptionFields: JSONMemberSlots, iosOptionFields: JSONMemberSlots) {
        packedAndroidTop = JSONMemberSlots.Packed(androidTop)
        packedIOSTop = JSONMemberSlots.Packed(iosTop)
        packedAndroidOptionFields = JSONMemberSlots.Packed(androidOptionFields)
        packedIOSOptionFields = JSONMemberSlots.Packed(iosOptionFields)
    }
}

extension MessageContext {
    /// True when the message carries a `notifee_options` value for either platform.
    var isNotifyKitMessage: Bool { androidBlob != nil || iosBlob != nil }
}

// MARK: - Helpers

/// True when two string values have the same decoded text. Compares the raw bytes first, so the
/// common case (byte-identical copies) allocates nothing.
func sameText(_ a: JSONValue, _ b: JSONValue) -> Bool {
    guard a.isString, b.isString else { return false }
    if a.rawBytesEqual(b) { return true }
    return a.decodedStringBytes() == b.decodedStringBytes()
}

/// The path of a value inside a blob for messages: `notifee_options.android.actions[0].title`.
/// For the object form of the iOS copy the path starts below the `notifee_options` member.
func blobPath(_ value: JSONValue) -> String {
    let path = value.readablePath(below: isObjectBlobRoot)
    return path.isEmpty ? "notifee_options" : path.hasPrefix("[") ? "notifee_options" + path : "notifee_options." + path
}

/// A string for messages: the text in quotes, shortened; or the JSON type for other values.
func describeValue(_ value: JSONValue) -> String {
    guard let text = value.stringValue else {
        if let number = value.numberLexeme { return number }
        return value.kind.description
    }
    // No more bytes than the limit: no more characters either, without counting them.
    let short = text.utf8.count <= 60 || text.count <= 60 ? text : String(text.prefix(57)) + "..."
    // Quoted by concatenation: a String interpolation costs about 400 instructions a part.
    return "\"" + short + "\""
}

/// True for the root of an object-form iOS copy: an object that is the `notifee_options` member
/// of an APNs payload (`apns.payload`, or the document root of a raw payload or capture).
private func isObjectBlobRoot(_ value: JSONValue) -> Bool {
    guard value.isObject, value.key?.stringEquals("notifee_options") == true, let payload = value.parent else { return false }
    return payload.parent == nil || payload.key?.stringEquals("payload") == true
}
