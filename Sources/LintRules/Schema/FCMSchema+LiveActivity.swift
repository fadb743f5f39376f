/// The `aps` dictionary of an ActivityKit push (one with `aps.event`), which Apple documents apart
/// from the alert push's.
///
/// Apple, "Starting and updating Live Activities with ActivityKit push notifications"
/// (developer.apple.com/documentation/activitykit): the Live Activity `alert` takes `title`,
/// `body` and `sound`, each title and body a string or a localized `{"loc-key", "loc-args"}`
/// object (the page's start and update examples use the object form and `"sound": "chime.aiff"`);
/// `relevance-score` orders a person's Live Activities ("the system expects relative values for
/// the relevance score … a score of 100 … 50"), so it is any number, not the 0–1 of an alert's
/// notification summary.
///
/// The spec accepts everything `aps` accepts and these forms besides, so the schema screen that
/// passes a subtree under `aps` can never hide a finding of this spec.
extension FCMSchema {
    /// `aps` of a Live Activity push (`SchemaValidator.walk` picks it when `aps.event` is present).
    static let liveActivityAps = ObjectSpec(
        name: "aps", fcmPath: "message.apns.payload.aps", displayPath: "aps",
        summary: """
            Apple's aps dictionary of a Live Activity push (one with event): the alert's title and body \
            may be localized objects, and relevance-score is any number.
            """,
        fields: apsFields.map { field in
            switch field.name {
            case "alert":
                return FieldSpec("alert", .stringOrObject(liveActivityAlert), rule: APNsAlertTypeRule.self, doc: field.doc)
            case "relevance-score":
                return FieldSpec(
                    "relevance-score", .number(minimum: nil, maximum: nil, acceptsString: false),
                    rule: APNsRelevanceScoreRangeRule.self, doc: field.doc)
            default:
                return field
            }
        },
        extraKeys: .ignored(rule: APNsApsUnknownKeyRule.self, spellingRule: APNsApsKeySpellingRule.self))

    /// A Live Activity's `aps.alert`: the alert fields, with `title` and `body` also as localized
    /// objects, and `sound`.
    static let liveActivityAlert = ObjectSpec(
        name: "aps.alert", fcmPath: "message.apns.payload.aps.alert", displayPath: "aps.alert",
        summary: "The alert of a Live Activity push: title and body as strings or localized objects, and a sound.",
        fields: alert.fields.map { field in
            field.name == "title" || field.name == "body"
                ? FieldSpec(field.name, .stringOrObject(liveActivityLocalizedString), doc: field.doc) : field
        } + [
            FieldSpec(
                "sound", .keysOnly(sound),
                doc: "The sound played with the Live Activity's alert: a sound file in the app bundle or \"default\".")
        ],
        extraKeys: .ignored(rule: APNsApsUnknownKeyRule.self, spellingRule: APNsAlertKeySpellingRule.self))

    /// A Live Activity alert's localized `title` or `body`: `loc-key` and `loc-args`.
    static let liveActivityLocalizedString = ObjectSpec(
        name: "aps.alert localized string", fcmPath: "message.apns.payload.aps.alert", displayPath: "aps.alert",
        summary: "A Live Activity alert's localized title or body.",
        fields: [
            FieldSpec("loc-key", .string(.any), doc: "The key of the localized string in the app's Localizable.strings."),
            FieldSpec("loc-args", .array(.string(.any), nonEmpty: false), doc: "Strings put in place of the format specifiers of loc-key's string."),
        ],
        extraKeys: .ignored(rule: APNsApsUnknownKeyRule.self, spellingRule: APNsAlertKeySpellingRule.self))
}
