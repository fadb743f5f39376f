import SizeModel

/// The localization members of `android.notification` (`title_loc_key`, `body_loc_args`…, both
/// protobuf JSON spellings), which most messages do not have: the rules about them ask
/// `isAbsent(in:)` first, one pass over the object, and look their members up only when one is
/// there. Measured on corpus (e): their lookups of four names each cost about 650 instructions a
/// message before.
enum AndroidNotificationLocMembers {
    static let names = JSONMemberNames([
        "title_loc_key", "titleLocKey", "title_loc_args", "titleLocArgs",
        "body_loc_key", "bodyLocKey", "body_loc_args", "bodyLocArgs",
    ])

    /// True when `notification` has none of the localization members (or only `null` ones,
    /// which protobuf JSON reads as absent, as `JSONValue.member(utf8:)` does).
    static func isAbsent(in notification: JSONValue) -> Bool {
        !notification.hasMember(namedAnyOf: names)
    }
}
