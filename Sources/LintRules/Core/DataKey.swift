import SizeModel

/// A key of one of the message's data maps, decoded and classified once per message so the data
/// rules do not each decode every key again.
public struct DataKey: Sendable {
    /// The FCM name of the map holding it: `data`, `android.data` or `webpush.data`.
    public let mapName: String
    /// The member (key and value).
    public let member: JSONMember
    /// The decoded key.
    public let name: String
    /// What FCM, the SDKs and the Notify Kit client do with this key name.
    let classification: DataKeyClassification

    /// The keys of every data map of a message, in map order then source order.
    static func all(in maps: [(name: String, map: JSONValue)]) -> [DataKey] {
        var keys: [DataKey] = []
        for (mapName, map) in maps where map.isObject {
            for member in map.members {
                let name = member.key.stringValue ?? ""
                keys.append(
                    DataKey(mapName: mapName, member: member, name: name, classification: DataKeyClassification(name)))
            }
        }
        return keys
    }
}
