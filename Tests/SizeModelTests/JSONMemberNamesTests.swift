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
            #expect(value.hasMember(namedAnyOf: table) == names.contains { value.member($0) != nil }, "\(text)")
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

    /// Names of 1 to 40 bytes (the first eight, the last eight and the bytes between are compared
    /// separately) against keys that differ from one of them in exactly one byte, at every place.
    @Test func aKeyDifferingInOneByteAnywhereIsAnotherName() throws {
        let stem = Array("notification_click_action-live_activity".utf8)
        // Sixteen names at most in one set: every other length, and the longest.
        for lengths in [Array(stride(from: 1, through: 31, by: 2)), Array(stride(from: 2, through: 32, by: 2)), [9, 16, 17, 24, 25, 33, 39]] {
            let names = lengths.map { String(decoding: stem.prefix($0), as: UTF8.self) }
            for caseInsensitive in [false, true] {
                let table = JSONMemberNames(names, caseInsensitive: caseInsensitive)
                for name in names {
                    let bytes = Array(name.utf8)
                    for place in bytes.indices {
                        for replacement in [UInt8(ascii: "z"), bytes[place] ^ 0x20] {
                            var key = bytes
                            key[place] = replacement
                            let lowered = key.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
                            let expected = names.firstIndex { Array($0.utf8) == (caseInsensitive ? lowered : key) } ?? -1
                            let json = Array("{\"".utf8) + key + Array("\":1}".utf8)
                            guard let document = try? JSONParser().parse(json) else { continue }
                            var found = -1
                            document.root.forEachMember(named: table) { index, _ in found = index }
                            #expect(found == expected, "\(String(decoding: key, as: UTF8.self)) case-insensitive: \(caseInsensitive)")
                        }
                    }
                }
            }
        }
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
