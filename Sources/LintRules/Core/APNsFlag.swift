/// One of the two APNs flags that take effect only inside `aps` — `mutable-content` and
/// `content-available` — recognised under any spelling people write them with (letter case,
/// `-` or `_`, or none: `mutable_content`, `contentAvailable`), so that the rules that find one
/// outside `aps` (in data: data-key-apns-flag; beside aps: apns-flag-outside-aps) name it alike.
struct APNsFlag {
    /// Its name in the aps dictionary.
    let apnsName: String
    /// Its name in a firebase-admin object's aps.
    let adminName: String
    /// What it does inside aps.
    let effect: String
    /// What is lost when it is written elsewhere.
    let lostOutsideAps: String

    static let mutableContent = APNsFlag(
        apnsName: "mutable-content", adminName: "mutableContent",
        effect: "makes iOS run the Notification Service Extension", lostOutsideAps: "the Notification Service Extension never runs")
    static let contentAvailable = APNsFlag(
        apnsName: "content-available", adminName: "contentAvailable",
        effect: "wakes the app in the background", lostOutsideAps: "the app is not woken in the background")

    /// The flag `name` spells, ignoring letter case, `-` and `_`; nil for any other name.
    static func named(_ name: String) -> APNsFlag? {
        var folded = ""
        for character in name.lowercased() where character != "-" && character != "_" { folded.append(character) }
        switch folded {
        case "mutablecontent": return .mutableContent
        case "contentavailable": return .contentAvailable
        default: return nil
        }
    }
}
