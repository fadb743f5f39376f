/// `{"data": …, "notification": …}` with a platform's notification fields over the common ones.
enum DisplayPayload {
    static func payload(data: JSONValue?, common: JSONValue?, specific: JSONValue?) -> PayloadNode {
        payload(data: data, common: common, specific: specific, TreeWriter())
    }

    static func payload<W: PayloadWriter>(data: JSONValue?, common: JSONValue?, specific: JSONValue?, _ w: W) -> W.Node {
        var members = w.newObject()
        if let data { w.add(named: "data", w.source(data), to: &members) }
        switch (common, specific) {
        case (let common?, nil) where !hasNullMember(common):
            w.add(named: "notification", w.source(common), to: &members)
        case (nil, let specific?) where !hasNullMember(specific):
            w.add(named: "notification", w.source(specific), to: &members)
        case (nil, nil):
            break
        default:
            // Built field by field: a field set to null is absent (protobuf JSON), so FCM drops it
            // and a null platform field does not hide the common one.
            let specificMembers = specific.map { Array($0.members) } ?? []
            var fields = w.newObject()
            for member in specificMembers where member.value.kind != .null { w.add(member, to: &fields) }
            for member in common?.members.map({ $0 }) ?? []
            where member.value.kind != .null
                && !specificMembers.contains(where: { $0.value.kind != .null && $0.key.stringEquals(member.key) })
            {
                w.add(member, to: &fields)
            }
            w.add(named: "notification", w.finish(fields), to: &members)
        }
        return w.finish(members)
    }

    /// True when `object` has a member set to null (which FCM drops).
    private static func hasNullMember(_ object: JSONValue) -> Bool {
        object.members.contains { $0.value.kind == .null }
    }
}
