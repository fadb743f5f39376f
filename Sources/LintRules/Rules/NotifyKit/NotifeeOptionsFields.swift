/// The fields of a `notifee_options` level that `NotifyKitBlobs` keeps slots for, each case's raw
/// value its position in the level's schema table (`NotifeeOptionsSchema.topLevel`, `.android`,
/// `.ios`), which is also the index the schema walk's key matcher reports for it.
/// `NotifeeOptionsFieldsTests` checks that the cases and the tables agree.
protocol NotifeeOptionsField: RawRepresentable<Int>, CaseIterable {
    /// The schema table the raw values index.
    static var schema: [BlobField] { get }
}

/// The top-level fields of the blob.
enum BlobTopField: Int, NotifeeOptionsField {
    case version, id, title, subtitle, body, image, data, android, ios

    static var schema: [BlobField] { NotifeeOptionsSchema.topLevel }
}

/// The fields of the Android copy's `android` object.
enum BlobAndroidField: Int, NotifeeOptionsField {
    case channelId, smallIcon, largeIcon, color, pressAction, actions, style

    static var schema: [BlobField] { NotifeeOptionsSchema.android }
}

/// The contract fields of the iOS copy's `ios` object (the first of its schema table).
enum BlobIOSField: Int, NotifeeOptionsField {
    case sound, categoryId, threadId, interruptionLevel, attachments

    static var schema: [BlobField] { NotifeeOptionsSchema.ios }
}
