/// `{"data": …, "notification": …}` with a platform's notification fields over the common ones.
enum DisplayPayload {
    static func payload(data: JSONValue?, common: JSONValue?, specific: JSONValue?) -> PayloadNode {
        var members: [PayloadMember] = []
        if let data { members.append(PayloadMember(named: "data", .source(data))) }
        switch (common, specific) {
        case (let common?, nil):
            members.append(PayloadMember(named: "notification", .source(common)))
        case (nil, let specific?):
            members.append(PayloadMember(named: "notification", .source(specific)))
        case (let common?, let specific?):
            var fields = specific.members.map(PayloadMember.init)
            for member in common.members where !specific.members.contains(where: { $0.key.stringEquals(member.key) }) {
                fields.append(PayloadMember(member))
            }
            members.append(PayloadMember(named: "notification", .object(fields)))
        case (nil, nil):
            break
        }
        return .object(members)
    }
}
