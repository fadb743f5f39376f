import Foundation
import Testing

@testable import LintRules

/// `notifykit-lint schema`: the JSON Schema export is generated from `FCMSchema` (every field of
/// every level, with its documentation), deterministic, follows the rules' severities, and the
/// committed copies in `Documentation/` are current (`NOTIFYKIT_UPDATE_GOLDENS=1` rewrites them).
/// Tests/Schema (pytest) validates it against the draft 2020-12 meta-schema and the fixtures.
@Suite struct JSONSchemaExportTests {
    /// The generated document for `root`, parsed.
    static func parsed(_ root: FCMJSONSchema.Root) throws -> [String: Any] {
        let text = FCMJSONSchema.text(root: root)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    /// Every level the request reaches, with the names the export gives their definitions, in
    /// the order the export defines them.
    static func reachedLevels(from root: ObjectSpec) -> [(spec: ObjectSpec, name: String)] {
        var builder = JSONSchemaBuilder()
        _ = builder.reference(to: root)
        var levels: [(ObjectSpec, String)] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = [root]
        func visit(_ value: ValueSpec) {
            switch value {
            case .object(let spec), .stringOrObject(let spec), .keysOnly(let spec), .openObject(.some(let spec)):
                pending.append(spec)
            case .array(let element, _): visit(element)
            default: break
            }
        }
        while let spec = pending.popLast() {
            guard seen.insert(ObjectIdentifier(spec)).inserted else { continue }
            levels.append((spec, builder.name(of: spec)))
            for variant in JSONSchemaBuilder.variants where variant.spec === spec { pending.append(variant.variant) }
            for field in spec.fields { visit(field.value) }
        }
        return levels
    }

    @Test(arguments: FCMJSONSchema.Root.allCases)
    func exportIsDeterministic(root: FCMJSONSchema.Root) {
        let first = FCMJSONSchema.text(root: root)
        #expect(first == FCMJSONSchema.text(root: root))
        #expect(first.hasSuffix("}\n"))
        let run = CapturedRun(["schema", "--root", root.rawValue])
        #expect(run.status == 0)
        #expect(run.stdout == first)
        #expect(run.stderr.isEmpty)
    }

    @Test func defaultRootIsTheRequestBody() throws {
        let run = CapturedRun(["schema"])
        #expect(run.stdout == FCMJSONSchema.text(root: .request))
        let document = try Self.parsed(.request)
        #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(document["$ref"] as? String == "#/$defs/SendMessageRequest")
        #expect(try Self.parsed(.message)["$ref"] as? String == "#/$defs/Message")
    }

    /// Walks the tables: every level the request reaches is defined, with its summary; every field
    /// is a property under each spelling HTTP v1 accepts, described by its `FieldDoc`; names only
    /// firebase-admin knows are not properties; every known header is listed.
    @Test func everyFieldOfTheTablesIsInTheSchema() throws {
        let document = try Self.parsed(.request)
        let definitions = try #require(document["$defs"] as? [String: Any])
        let levels = Self.reachedLevels(from: FCMSchema.request)
        #expect(levels.count == definitions.count, "defined: \(definitions.keys.sorted())")
        var fieldCount = 0
        for (spec, name) in levels {
            let definition = try #require(definitions[name] as? [String: Any], "no definition \(name) for \(spec.name)")
            #expect(!spec.summary.isEmpty, "\(spec.name) has no summary")
            #expect(definition["description"] as? String == spec.summary)
            let properties = try #require(definition["properties"] as? [String: Any])
            for field in spec.fields {
                #expect(!field.doc.summary.isEmpty, "\(spec.displayPath).\(field.name) has no FieldDoc")
                for spelling in field.spellings {
                    let property = properties[spelling.text] as? [String: Any]
                    if spelling.kind == .canonical || spelling.kind == .camelCase {
                        fieldCount += 1
                        let description = property?["description"] as? String ?? ""
                        #expect(description.hasPrefix(field.doc.summary), "\(name).\(spelling.text): \(description)")
                    } else {
                        #expect(property == nil, "\(name).\(spelling.text) is a firebase-admin name, not an HTTP v1 field")
                    }
                }
                if case .headers(let headers) = field.value {
                    let headerProperties = try #require(
                        (properties[field.name] as? [String: Any])?["properties"] as? [String: Any])
                    #expect(Set(headerProperties.keys) == Set(headers.headers.map(\.name)))
                    for header in headers.headers { #expect(!header.summary.isEmpty, "\(header.name) has no summary") }
                }
            }
        }
        #expect(fieldCount > 150)
    }

    /// The schema enforces what an error rule reports and describes what a warning rule reports.
    @Test func enforcementFollowsTheRulesSeverities() throws {
        let definitions = try #require(try Self.parsed(.request)["$defs"] as? [String: Any])
        func property(_ level: String, _ name: String) -> [String: Any] {
            ((definitions[level] as? [String: Any])?["properties"] as? [String: Any])?[name] as? [String: Any] ?? [:]
        }
        // android-priority-invalid is an error: any case of the names, their numbers, or null.
        let priority = property("AndroidConfig", "priority")
        let choices = try #require(priority["anyOf"] as? [[String: Any]])
        #expect(choices.first?["enum"] as? [String] == ["NORMAL", "HIGH"])
        #expect(choices.contains { $0["pattern"] as? String == "^([Nn][Oo][Rr][Mm][Aa][Ll]|[Hh][Ii][Gg][Hh])$" })
        // android-ttl-format (error) checks the documented Duration of an unchecked field.
        #expect(property("AndroidConfig", "ttl")["pattern"] as? String == "^[0-9]+(\\.[0-9]{1,9})?s$")
        // apns-interruption-level-invalid and apns-badge-invalid are warnings: described only.
        let level = property("Aps", "interruption-level")
        #expect(level["examples"] as? [String] == ["passive", "active", "time-sensitive", "critical"])
        #expect(level["enum"] == nil && level["anyOf"] == nil && level["type"] == nil)
        let badge = property("Aps", "badge")
        #expect(badge["type"] == nil && badge["minimum"] == nil)
        #expect((badge["description"] as? String)?.contains("apns-badge-invalid") == true)
        // shape-unknown-field is an error at FCM's levels; APNs ignores unknown aps keys (a warning).
        #expect((definitions["Message"] as? [String: Any])?["additionalProperties"] as? Bool == false)
        #expect((definitions["Aps"] as? [String: Any])?["additionalProperties"] == nil)
        // Data map values are strings (data-value-not-string is an error).
        #expect((property("Message", "data")["additionalProperties"] as? [String: String]) == ["type": "string"])
        // A required field is not nullable.
        #expect(property("SendMessageRequest", "message")["type"] as? [String] == ["object"])
    }

    /// Every rule the tables name is a rule the tool knows, so its severity is read, not guessed.
    @Test func everyRuleOfTheTablesIsKnown() {
        var rules: Set<String> = [JSONSchemaBuilder.stringMapValueRule]
        for (spec, _) in Self.reachedLevels(from: FCMSchema.request) {
            switch spec.extraKeys {
            case .rejected(let rule): rules.insert(rule.description.id)
            case .ignored(let rule, let spellingRule): rules.formUnion([rule.description.id, spellingRule.description.id])
            case .allowed: break
            }
            for field in spec.fields {
                rules.insert(field.rule.description.id)
                if let documented = field.doc.documentedValue { rules.insert(documented.rule) }
                if case .headers(let headers) = field.value {
                    rules.insert(headers.nonStringRule.description.id)
                    for header in headers.headers { rules.insert(header.rule.description.id) }
                }
            }
        }
        for rule in rules.sorted() {
            #expect(SuppressionRules.description(for: rule) != nil, "\(rule) is not a known rule")
        }
    }

    @Test func patternsMatchWhatTheLinterMatches() throws {
        func matches(_ pattern: String, _ text: String) throws -> Bool {
            let expression = try NSRegularExpression(pattern: pattern)
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        let priority = JSONSchemaBuilder.caseInsensitivePattern(["NORMAL", "HIGH"])
        #expect(try matches(priority, "high") && matches(priority, "High") && matches(priority, "NORMAL"))
        #expect(try !matches(priority, "higher") && !matches(priority, "urgent"))
        let respelling = JSONSchemaBuilder.respellingPattern("title-loc-key")
        for key in ["title_loc_key", "titleLocKey", "TITLE-LOC-KEY", "titlelockey"] {
            #expect(try matches(respelling, key), "\(key)")
            #expect(KeyMatcher.normalized(key) == KeyMatcher.normalized("title-loc-key"))
        }
        #expect(try !matches(respelling, "title-loc-key") && !matches(respelling, "title-loc-args"))
        #expect(JSONSchemaBuilder.upperCamelCase("APNs payload") == "APNsPayload")
        #expect(JSONSchemaBuilder.upperCamelCase("aps.alert") == "ApsAlert")
    }

    @Test func outputOptionWritesTheFileAndRootIsChecked() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = CapturedRun(["schema", "--root", "message", "--output", "fcm.schema.json"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOf: directory.appendingPathComponent("fcm.schema.json"), encoding: .utf8)
        #expect(written == FCMJSONSchema.text(root: .message))
        let bad = CapturedRun(["schema", "--root", "legacy"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown value 'legacy' for '--root' (choose from request, message)"))
        let unwritable = CapturedRun(["schema", "-o", directory.appendingPathComponent("missing/dir/x.json").path])
        #expect(unwritable.status == 2)
        #expect(CapturedRun(["schema", "extra"]).status == 2)
    }

    /// `Documentation/fcm-request.schema.json` and `fcm-message.schema.json` are the tool's
    /// output; `NOTIFYKIT_UPDATE_GOLDENS=1` rewrites them.
    @Test(arguments: FCMJSONSchema.Root.allCases)
    func committedSchemaIsCurrent(root: FCMJSONSchema.Root) throws {
        let url = repositoryRoot.appendingPathComponent("Documentation").appendingPathComponent(root.fileName)
        let generated = FCMJSONSchema.text(root: root)
        if ProcessInfo.processInfo.environment["NOTIFYKIT_UPDATE_GOLDENS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == generated,
            """
            Documentation/\(root.fileName) is out of date: run \
            `swift run notifykit-lint schema --root \(root.rawValue) -o Documentation/\(root.fileName)`
            """)
    }
}
