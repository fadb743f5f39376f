@testable import LintRules
import SizeModel
import Testing

/// The schema's fast paths agree with the plain definitions they stand for: `KeyMatcher` with a
/// String comparison over the names, the byte-wise camel-casing with `lowerCamelCase`, and the
/// walk's pass-by-kind shortcut with `SchemaValidator.check`.
@Suite struct SchemaLookupTests {
    /// Every typed level reachable from the request body.
    static let levels: [ObjectSpec] = {
        var levels: [ObjectSpec] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ spec: ObjectSpec) {
            guard seen.insert(ObjectIdentifier(spec)).inserted else { return }
            levels.append(spec)
            for field in spec.fields {
                visitValue(field.value)
                for spelling in field.spellings { if let admin = spelling.adminValue { visitValue(admin) } }
            }
        }
        func visitValue(_ value: ValueSpec) {
            switch value {
            case .object(let spec), .stringOrObject(let spec), .keysOnly(let spec): visit(spec)
            case .openObject(let spec?): visit(spec)
            case .array(let element, _): visitValue(element)
            default: break
            }
        }
        visit(FCMSchema.request)
        return levels
    }()

    /// The names a level recognizes, in the order the matcher was given them.
    static func names(_ spec: ObjectSpec) -> [(text: String, field: Int, spelling: Int)] {
        var names: [(String, Int, Int)] = []
        for (fieldIndex, field) in spec.fields.enumerated() {
            for (spellingIndex, spelling) in field.spellings.enumerated() { names.append((spelling.text, fieldIndex, spellingIndex)) }
        }
        for (index, misplacement) in spec.misplaced.enumerated() { names.append((misplacement.name, -1 - index, 0)) }
        return names
    }

    /// Keys near the known names: each name, and the name with a byte changed, added or removed,
    /// in another case, and padded to cross the eight-byte word.
    static func probes(_ names: [String]) -> [String] {
        var probes = ["", "x", "_", "12345678", "123456789", "ü", "ümlaut_über_alles"]
        for name in names {
            probes += [name, name.uppercased(), name.lowercased(), name + "x", "x" + name, String(name.dropLast()), String(name.dropFirst())]
            if let last = name.last { probes.append(String(name.dropLast()) + (last == "a" ? "b" : "a")) }
        }
        return probes
    }

    static func json(key: String) -> JSONValue? {
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return try? JSONParser().parse(Array("{\"\(escaped)\": 1}".utf8)).root.members.first { _ in true }?.key
    }

    @Test func objectKeysMatchTheFirstNameWithTheSameText() throws {
        for spec in Self.levels {
            let names = Self.names(spec)
            for probe in Self.probes(names.map(\.text)) {
                let expected = names.first { $0.text == probe }
                let key = try #require(Self.json(key: probe))
                let hit = spec.matcher.match(key)
                #expect(hit?.field == expected?.field && hit?.spelling == expected?.spelling, "\(spec.name) \(probe)")
                let byBytes = spec.matcher.match(Array(probe.utf8))
                #expect(byBytes?.field == expected?.field && byBytes?.spelling == expected?.spelling, "\(spec.name) \(probe)")
            }
        }
    }

    @Test func escapedKeysMatchByTheirText() throws {
        let document = try JSONParser().parse(Array(#"{"ti\u0074le": 1, "\u0062ody_loc_key": 2}"#.utf8))
        let keys = document.root.members.map(\.key)
        #expect(FCMSchema.notification.matcher.match(keys[0])?.field == 0)
        #expect(FCMSchema.androidNotification.matcher.match(keys[1]).map { FCMSchema.androidNotification.fields[$0.field].name } == "body_loc_key")
    }

    @Test func headerNamesMatchWithoutRegardToASCIICase() throws {
        for spec in [FCMSchema.apnsHeaders, FCMSchema.webpushHeaders] {
            let names = spec.headers.map(\.name)
            for probe in Self.probes(names) + ["APNS-PUSH-TYPE", "Apns-Collapse-Id", "tTl", "URGENCY"] {
                let expected = names.firstIndex { $0.lowercased() == probe.lowercased() && probe.unicodeScalars.allSatisfy(\.isASCII) }
                let key = try #require(Self.json(key: probe))
                #expect(spec.matcher.match(key)?.field == expected, "\(spec.displayPath) \(probe)")
            }
        }
    }

    @Test func camelCaseAliasAgreesWithLowerCamelCase() {
        var names: [String] = []
        for spec in Self.levels {
            names += spec.fields.map(\.name) + spec.misplaced.map(\.name)
        }
        for name in names + ["a__b", "trailing_", "_leading", "x_1y", "ünï_cödé"] {
            let expected = name.contains("_") ? JSONValue.lowerCamelCase(name) : nil
            #expect(FieldSpec.lowerCamelCaseAlias(name) == expected, "\(name)")
        }
    }

    /// Where the walk passes a value by its kind alone (or walks it directly), `check` reports
    /// nothing for a value of that kind.
    @Test func passingByKindAgreesWithCheck() throws {
        let samples = [#""text""#, "1", "true", "false", "null", "{}", "[]", #""""#, "-1", "1.5"]
        for spec in Self.levels {
            for (index, field) in spec.fields.enumerated() {
                let quick = spec.quickFields[index]
                for sample in samples {
                    let document = try JSONParser().parse(Array(sample.utf8))
                    let value = document.root
                    for admin in [false, true] {
                        guard quick.passes(value.kind, admin: admin) || (quick.nested != nil && value.isObject) else { continue }
                        var validator = SchemaValidator(admin: admin, displayRoot: value, unitRoot: value)
                        validator.check(value, field.value, field: field)
                        if quick.passes(value.kind, admin: admin) {
                            #expect(validator.report.isEmpty, "\(spec.name).\(field.name) \(sample) admin: \(admin)")
                        }
                    }
                }
            }
        }
    }

    /// The names `AndroidNotificationLocMembers` looks for are spellings of the fields the walk
    /// notes for `MessageParts.androidNotificationLoc` (`ObjectSpec.localizationBits`), which
    /// only `android.notification` has: the note finds every member the pass finds.
    @Test func localizationMembersAreTheFieldsTheWalkNotes() throws {
        let spec = FCMSchema.androidNotification
        let names = [
            "title_loc_key", "titleLocKey", "title_loc_args", "titleLocArgs", "body_loc_key", "bodyLocKey", "body_loc_args",
            "bodyLocArgs",
        ]
        #expect(AndroidNotificationLocMembers.names.count == names.count)
        for name in names {
            let key = try #require(Self.json(key: name))
            let object = try JSONParser().parse(Array("{\"\(name)\": 1}".utf8)).root
            #expect(object.hasMember(namedAnyOf: AndroidNotificationLocMembers.names), "\(name)")
            let hit = try #require(spec.matcher.match(key))
            #expect(hit.field >= 0 && spec.localizationBits & (1 << UInt64(hit.field)) != 0, "\(name)")
        }
        #expect(spec.localizationBits.nonzeroBitCount == ObjectSpec.localizationFields.count)
        for level in Self.levels where level !== spec { #expect(level.localizationBits == 0, "\(level.name)") }
    }
}
