/// `{"data": …, "notification": …}` with a platform's notification fields over the common ones.
enum DisplayPayload {
    static func payload(data: JSONValue?, common: JSONValue?, specific: JSONValue?) -> PayloadNode {
        payload(data: data, common: common, specific: specific, TreeWriter())
    }

    static func payload<W: PayloadWriter>(data: JSONValue?, common: JSONValue?, specific: JSONValue?, _ w: W) -> W.Node {
        var members = w.newObject()
        if let data { w.add(named: "data", w.source(data), to: &members) }
        switch (common, specific) {
        case (let common?, nil):
            w.add(named: "notification", w.source(common), to: &members)
        case (nil, let specific?):
            w.add(named: "notification", w.source(specific), to: &members)
        case (let common?, let specific?):
            var fields = w.newObject()
            // A field set to null is absent (protobuf JSON): FCM drops it, and a null platform
            // field does not hide the common one.
            for member in specific.members where member.value.kind != .null { w.add(member, to: &fields) }
            for member in common.members
            where member.value.kind != .null
                && !specific.members.contains(where: { $0.value.kind != .null && $0.key.stringEquals(member.key) })
            {
                w.add(member, to: &fields)
            }
            w.add(named: "notification", w.finish(fields), to: &members)
        case (nil, nil):
            break
        }
        return w.finish(members)
    }
}
