import SizeModel
import Testing

/// `JSONKeyTable.forEachMember(of:)`, the schema walk's member loop, agrees with matching each
/// member's key on its own: same members in order, same hits, same value kinds and nodes.
@Suite struct JSONKeyTableMembersTests {
    private let entries = [
        JSONKeyTable.Entry(text: "title", field: 0, spelling: 0),
        JSONKeyTable.Entry(text: "click_action", field: 1, spelling: 0),
        JSONKeyTable.Entry(text: "clickAction", field: 1, spelling: 1),
        JSONKeyTable.Entry(text: "é", field: 2, spelling: 0),
    ]

    private func members(_ text: String, caseInsensitive: Bool = false) throws -> (seen: [String], expected: [String]) {
        let document = try JSONParser().parse(Array(text.utf8))
        let table = JSONKeyTable(entries, caseInsensitive: caseInsensitive)
        func describe(_ hit: JSONKeyTable.Hit?) -> String { hit.map { "\($0.field).\($0.spelling)" } ?? "-" }
        var seen: [String] = []
        table.forEachMember(of: document.root) { found in
            let member = document.member(atKey: found.keyIndex)
            let value = document.value(at: found.valueIndex)
            #expect(value.index == member.value.index)
            seen.append("\(member.key.stringValue ?? "?")=\(describe(found.hit)):\(found.valueKind)")
        }
        let expected = document.root.members.map { member in
            "\(member.key.stringValue ?? "?")=\(describe(table.match(member.key))):\(member.value.kind)"
        }
        return (seen, expected)
    }

    @Test func agreesWithMatchingEachKey() throws {
        let text = #"{"title": "a", "click_action": {"title": 1}, "other": [1, 2], "clickAction": null, "\u0074itle": true, "é": 2.5, "": "", "title": {}}"#
        let result = try members(text)
        #expect(result.seen == result.expected)
        #expect(result.seen.count == 8)
        #expect(result.seen[1] == "click_action=1.0:an object")
        #expect(result.seen[4] == "title=0.0:a boolean")
    }

    @Test func caseInsensitiveTablesLowerTheKey() throws {
        let result = try members(#"{"TITLE": 1, "Click_Action": "x", "clickaction": false}"#, caseInsensitive: true)
        #expect(result.seen == result.expected)
        #expect(result.seen.first == "TITLE=0.0:a number")
    }

    @Test func visitsNothingOutsideObjects() throws {
        for text in ["[1, {\"title\": 1}]", "\"title\"", "3", "{}"] {
            let result = try members(text)
            #expect(result.seen.isEmpty)
            #expect(result.expected.isEmpty)
        }
    }
}
