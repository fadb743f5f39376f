/// The request figure: the `Message` object as sent, compactly.
///
/// A firebase-admin multicast message (`tokens` or `fids`, an array of targets) is sent as one
/// message per target (`sendEachForMulticast`), so it is measured with a single `"token"` member
/// holding the longest of them in place of the arrays.
enum RequestModel {
    /// The request for `message`.
    static func payload(_ message: JSONValue) -> PayloadNode {
        guard message.isObject, let longest = longestMulticastTarget(message) else { return .source(message) }
        var members: [PayloadMember] = []
        for member in message.members {
            if isMulticast(member) { continue }
            members.append(PayloadMember(member))
        }
        members.append(PayloadMember(named: "token", .source(longest)))
        return .object(members)
    }

    /// The longest element of the message's `tokens` and `fids` arrays, or nil when it has none.
    static func longestMulticastTarget(_ message: JSONValue) -> JSONValue? {
        var longest: JSONValue? = nil
        var longestBytes = -1
        for member in message.members where isMulticast(member) {
            for element in member.value.elements {
                let bytes = CompactJSONSize.size(of: element).bytes
                if bytes > longestBytes {
                    longest = element
                    longestBytes = bytes
                }
            }
        }
        return longest
    }

    private static func isMulticast(_ member: JSONMember) -> Bool {
        member.value.isArray && (member.key.stringEquals("tokens") || member.key.stringEquals("fids"))
    }
}
