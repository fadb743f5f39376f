import SizeModel
import Testing

/// `JSONValue.memberSlots(_:)`, one pass for several names, finds what `member(_:)` finds for each
/// name on its own: the first member that is not null, keys compared after decoding.
@Suite struct JSONMemberNamesTests {
    private let names = ["data", "notification", "live_activity_token", "liveActivityToken", "é", "", "ttl", "a-b"]

    private func check(_ text: String) throws {
        let document = try JSONParser().parse(Array(text.utf8))
        let table = JSONMemberNames(names)
        for value in [document.root] + document.root.members.map(\.value) {
            let slots = value.memberSlots(table)
            for (index, name) in names.enumerated() {
                #expect(value.value(atNode: slots[index])?.index == value.member(name)?.index, "\(name) in \(text)")
            }
        }
    }

    @Test func agreesWithOneLookupPerName() throws {
        try check(#"{"data": 1, "notification": {"ttl": null, "ttl": "3s"}, "other": [1, 2], "data": 2}"#)
        try check(#"{"data": null, "d\u0061ta": {"é": 1}, "live_activity_token": null, "liveActivityToken": "x"}"#)
        try check(#"{"live_activity_tokens": 1, "live_activity_toke": 2, "live_activity_token": 3, "": 4, "a-b": 5}"#)
        try check(#"{"\u00e9": true, "notificatioN": 1, "notification": {}}"#)
        // The last key ends the buffer: fewer than eight bytes follow its first byte.
        try check(#"{"x":{"ttl":1}}"#)
        try check(#"{"ttl":1}"#)
    }

    @Test func visitsEveryNamedMemberInOrder() throws {
        let document = try JSONParser().parse(Array(#"{"ttl": 1, "data": null, "ttl": 2, "x": 3, "data": 4}"#.utf8))
        var seen: [String] = []
        document.root.forEachMember(named: JSONMemberNames(names)) { name, key in
            seen.append("\(names[name])=\(document.value(at: key + 1).integerValue ?? -1)")
        }
        #expect(seen == ["ttl=1", "ttl=2", "data=4"])
    }

    @Test func findsNothingOutsideObjects() throws {
        for text in [#"["data", {"data": 1}]"#, #""data""#, "3", "{}"] {
            let document = try JSONParser().parse(Array(text.utf8))
            let slots = document.root.memberSlots(JSONMemberNames(names))
            for index in names.indices { #expect(slots[index] == -1) }
        }
    }

    @Test func caseInsensitiveNamesIgnoreTheCaseOfASCIILetters() throws {
        let text = #"{"APNS-Priority": "10", "apns-push-type": null, "Apns-Push-Type": "alert", "apns-expiration-x": 1, "a\u0070NS-topic": "t", "apns-expiratioN": 0}"#
        let document = try JSONParser().parse(Array(text.utf8))
        let names = JSONMemberNames(["apns-priority", "apns-push-type", "apns-topic", "apns-expiration"], caseInsensitive: true)
        var seen: [String] = []
        document.root.forEachMember(named: names, includingNull: true) { name, key in
            seen.append("\(name)=\(document.value(at: key).stringValue ?? "?")")
        }
        #expect(seen == ["0=APNS-Priority", "1=apns-push-type", "1=Apns-Push-Type", "2=apNS-topic", "3=apns-expiratioN"])
        // Without `includingNull`, the null header is absent, as for member lookups.
        let slots = document.root.memberSlots(names)
        #expect(document.value(at: slots[1]).stringValue == "alert")
    }
}
