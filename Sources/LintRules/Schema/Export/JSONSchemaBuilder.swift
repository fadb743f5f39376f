/// Turns the `ObjectSpec` levels of `FCMSchema` into the `$defs` of the JSON Schema export: one
/// definition per level reached from the root, in the order first reached, each with a name of
/// its own.
///
/// A definition has no `"type"`: the place that references it says which JSON types the field
/// takes (an object, or a string or an object), so the same definition serves `aps.sound`, whose
/// type another rule checks. Every field accepts `null`, which the protobuf JSON parser reads as
/// an absent field (`SchemaValidator.check`).
struct JSONSchemaBuilder {
    /// The definitions' names, by level.
    private var names: [ObjectIdentifier: String] = [:]
    private var usedNames: Set<String> = []
    /// The levels to define, in the order first reached.
    private var queue: [(spec: ObjectSpec, name: String)] = []

    /// The rule data maps' values are checked by (`ValueSpec.stringMap`).
    static let stringMapValueRule = "data-value-not-string"

    /// Levels the walk swaps for another when a member is present: an `aps` with `event` is an
    /// ActivityKit push (`SchemaValidator.walk`).
    static let variants: [(spec: ObjectSpec, member: String, variant: ObjectSpec)] = [
        (FCMSchema.aps, "event", FCMSchema.liveActivityAps)
    ]

    /// Names for levels whose own name another level has.
    static let reservedNames: [(spec: ObjectSpec, name: String)] = [
        (FCMSchema.liveActivityAps, "LiveActivityAps"),
        (FCMSchema.liveActivityAlert, "LiveActivityAlert"),
        (FCMSchema.liveActivityLocalizedString, "LiveActivityLocalizedString"),
    ]

    /// The `$ref` of `spec`'s definition, queued on first use.
    mutating func reference(to spec: ObjectSpec) -> String {
        "#/$defs/" + name(of: spec)
    }

    /// The name of `spec`'s definition: its name in UpperCamelCase (`aps.alert`: `ApsAlert`),
    /// numbered if another level has it.
    mutating func name(of spec: ObjectSpec) -> String {
        if let name = names[ObjectIdentifier(spec)] { return name }
        let base = Self.reservedNames.first { $0.spec === spec }?.name ?? Self.upperCamelCase(spec.name)
        var name = base
        var number = 2
        while usedNames.contains(name) {
            name = base + String(number)
            number += 1
        }
        names[ObjectIdentifier(spec)] = name
        usedNames.insert(name)
        queue.append((spec, name))
        return name
    }

    /// Every queued definition, and those they reach.
    mutating func definitions() -> [SchemaJSON.Member] {
        var result: [SchemaJSON.Member] = []
        var index = 0
        while index < queue.count {
            let (spec, name) = queue[index]
            index += 1
            result.append(.init(name, objectSchema(spec)))
        }
        return result
    }

    // MARK: - Levels

    /// A level: its fields under every spelling HTTP v1 accepts, what happens to other keys,
    /// required fields, and no field given under two spellings.
    mutating func objectSchema(_ spec: ObjectSpec) -> SchemaJSON {
        var members: [SchemaJSON.Member] = []
        if !spec.summary.isEmpty { members.append(.init("description", .string(spec.summary))) }
        var properties: [SchemaJSON.Member] = []
        var required: [String] = []
        var constraints: [SchemaJSON] = []
        let noDuplicates = Self.enforces(ShapeDuplicateAliasRule.self)
        for field in spec.fields {
            let spellings = field.spellings.filter(\.acceptedByREST)
            for spelling in spellings {
                properties.append(.init(spelling.text, propertySchema(field, spelling)))
            }
            if noDuplicates && spellings.count > 1 {
                // shape-duplicate-alias: `collapse_key` and `collapseKey` together.
                constraints.append(.object([.init("not", .object([.init("required", .strings(spellings.map(\.text)))]))]))
            }
            guard field.required, !spellings.isEmpty else { continue }
            if spellings.count == 1 {
                required.append(spellings[0].text)
            } else {
                constraints.append(
                    .object([.init("anyOf", .array(spellings.map { .object([.init("required", .strings([$0.text]))]) }))]))
            }
        }
        members.append(.init("properties", .object(properties)))
        switch spec.extraKeys {
        case .rejected(let rule) where Self.enforces(rule):
            members.append(.init("additionalProperties", .bool(false)))
        case .ignored(_, let spellingRule) where Self.enforces(spellingRule):
            // Apple ignores other keys, but one that is a known key spelt another way is the
            // spelling rule's error: `title_loc_key`, `titleLocKey` for `title-loc-key`.
            let respellings = spec.fields.map { SchemaJSON.Member(Self.respellingPattern($0.name), .bool(false)) }
            members.append(.init("patternProperties", .object(respellings)))
        default:
            break
        }
        if !required.isEmpty { members.append(.init("required", .strings(required))) }
        if !constraints.isEmpty { members.append(.init("allOf", .array(constraints))) }
        return .object(members)
    }

    /// A field under one spelling: its description and what its value takes.
    mutating func propertySchema(_ field: FieldSpec, _ spelling: Spelling) -> SchemaJSON {
        var value = field.value
        var rule = field.rule.description.id
        if case .unchecked = value, let documented = field.doc.documentedValue {
            value = documented.value
            rule = documented.rule
        }
        var description = field.doc.summary
        if spelling.kind == .camelCase {
            description += " (\"\(spelling.text)\" is the lowerCamelCase spelling of \"\(field.name)\"; FCM takes either, not both.)"
        }
        if !Self.enforces(rule), let expected = Self.describedExpectation(value) {
            description += " Expected: \(expected) (\(ToolInfo.name)'s \(rule) reports other values)."
        }
        var members: [SchemaJSON.Member] = [.init("description", .string(description))]
        if field.outputOnly { members.append(.init("readOnly", .bool(true))) }
        if field.rule.reportsRangeAsWarning, case .number(_, _, let acceptsString) = value {
            value = .number(minimum: nil, maximum: nil, acceptsString: acceptsString)
        }
        let keywords = valueKeywords(value, rule: rule)
        // A required field given as null is absent: FCM rejects it.
        members += field.required ? keywords.map(Self.withoutNull) : keywords
        return .object(members)
    }

    /// A keyword with `null` taken out of its types, enum values and alternatives.
    static func withoutNull(_ member: SchemaJSON.Member) -> SchemaJSON.Member {
        guard case .array(let elements) = member.value else { return member }
        switch member.key {
        case "type": return .init(member.key, .array(elements.filter { $0 != .string("null") }))
        case "enum": return .init(member.key, .array(elements.filter { $0 != .null }))
        case "anyOf": return .init(member.key, .array(elements.filter { $0 != .object([.init("type", .string("null"))]) }))
        default: return member
        }
    }

    /// What a value the schema does not enforce is described as, for the kinds that carry a
    /// type or format (objects are walked either way).
    static func describedExpectation(_ value: ValueSpec) -> String? {
        switch value {
        case .string(.any), .unchecked, .object, .openObject, .keysOnly, .stringMap, .headers: return nil
        case .stringOrObject: return nil
        default: return value.expectation
        }
    }

    // MARK: - Values

    /// The keywords for a value spec whose wrong values `rule` reports: enforced when the rule
    /// is an error by default, described (`examples`) otherwise.
    mutating func valueKeywords(_ value: ValueSpec, rule: String) -> [SchemaJSON.Member] {
        let enforce = Self.enforces(rule)
        switch value {
        case .unchecked:
            return []
        case .string(let format):
            guard enforce else { return Self.examples(format) }
            return [Self.types("string", "null")] + Self.formatKeywords(format, nullable: true)
        case .bool:
            return enforce ? [Self.types("boolean", "null")] : []
        case .integer(let minimum, let maximum, let acceptsString):
            guard enforce else { return [] }
            return Self.numberKeywords(
                "integer", minimum: minimum.map(Double.init), maximum: maximum.map(Double.init), acceptsString: acceptsString,
                stringPattern: (minimum ?? -1) >= 0 ? "^[0-9]+$" : "^-?[0-9]+$")
        case .number(let minimum, let maximum, let acceptsString):
            guard enforce else { return [] }
            return Self.numberKeywords(
                "number", minimum: minimum, maximum: maximum, acceptsString: acceptsString,
                stringPattern: "^[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$")
        case .enumeration(let spec):
            return enforce ? Self.enumKeywords(spec, nullable: true) : [.init("examples", .strings(spec.values))]
        case .object(let spec):
            return (enforce ? [Self.types("object", "null")] : []) + referenceKeywords(spec)
        case .stringMap:
            var members = enforce ? [Self.types("object", "null")] : []
            if Self.enforces(Self.stringMapValueRule) {
                members.append(.init("additionalProperties", .object([.init("type", .string("string"))])))
            }
            return members
        case .headers(let spec):
            return (enforce ? [Self.types("object", "null")] : []) + headerKeywords(spec)
        case .array(let element, let nonEmpty):
            guard enforce else { return [] }
            var members = [Self.types("array", "null"), .init("items", .object(valueKeywords(element, rule: rule)))]
            if nonEmpty { members.append(.init("minItems", .integer(1))) }
            return members
        case .openObject(let spec):
            return (enforce ? [Self.types("object", "null")] : []) + (spec.map { referenceKeywords($0) } ?? [])
        case .stringOrObject(let spec):
            return (enforce ? [Self.types("string", "object", "null")] : []) + referenceKeywords(spec)
        case .keysOnly(let spec):
            return referenceKeywords(spec)
        }
    }

    /// `$ref` to a level's definition, or, for a level with a variant, the choice between them.
    mutating func referenceKeywords(_ spec: ObjectSpec) -> [SchemaJSON.Member] {
        if let variant = Self.variants.first(where: { $0.spec === spec }) {
            return [
                .init("if", .object([.init("required", .strings([variant.member]))])),
                .init("then", .object([.init("$ref", .string(reference(to: variant.variant)))])),
                .init("else", .object([.init("$ref", .string(reference(to: spec)))])),
            ]
        }
        return [.init("$ref", .string(reference(to: spec)))]
    }

    /// A header map: each known header (names match in any case, as HTTP/2's do) and what other
    /// headers take.
    func headerKeywords(_ spec: HeaderMapSpec) -> [SchemaJSON.Member] {
        let stringsOnly = Self.enforces(spec.nonStringRule)
        var properties: [SchemaJSON.Member] = []
        var patterns: [SchemaJSON.Member] = []
        for header in spec.headers {
            var members: [SchemaJSON.Member] = []
            var description = header.summary
            let rule = header.rule.description.id
            let enforce = Self.enforces(rule)
            if !enforce, Self.describedExpectation(.string(header.format)) != nil {
                description += " Expected: \(header.format.expectation) (\(ToolInfo.name)'s \(rule) reports other values)."
            }
            members.append(.init("description", .string(description)))
            if stringsOnly { members.append(.init("type", .string("string"))) }
            members += enforce ? Self.formatKeywords(header.format, nullable: false) : Self.examples(header.format)
            properties.append(.init(header.name, .object(members)))
            patterns.append(.init(Self.caseInsensitivePattern([header.name]), .object(members)))
        }
        var members: [SchemaJSON.Member] = [.init("properties", .object(properties)), .init("patternProperties", .object(patterns))]
        if stringsOnly { members.append(.init("additionalProperties", .object([.init("type", .string("string"))]))) }
        return members
    }

    // MARK: - Keywords

    /// `"type": [types…]`.
    static func types(_ names: String...) -> SchemaJSON.Member {
        .init("type", .strings(names))
    }

    /// The keywords of a string format, for a string value.
    static func formatKeywords(_ format: StringFormat, nullable: Bool) -> [SchemaJSON.Member] {
        switch format {
        case .any:
            return []
        case .hexColor:
            return [.init("pattern", .string("^#[0-9a-fA-F]{6}$"))]
        case .hexColorWithAlpha:
            return [.init("pattern", .string("^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"))]
        case .duration:
            // StringFormat.durationSeconds: whole seconds, up to nine fractional digits, an s.
            return [.init("pattern", .string("^[0-9]+(\\.[0-9]{1,9})?s$"))]
        case .timestamp:
            return [
                .init("format", .string("date-time")),
                .init(
                    "pattern",
                    .string("^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?([Zz]|[+-][0-9]{2}:[0-9]{2})$")),
            ]
        case .analyticsLabel:
            return [.init("pattern", .string("^[a-zA-Z0-9_.~%-]{1,50}$"))]
        case .digits:
            return [.init("pattern", .string("^[0-9]+$"))]
        case .uuid:
            return [
                .init("format", .string("uuid")),
                .init("pattern", .string("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")),
            ]
        case .maxBytes(let limit):
            // JSON Schema counts characters, and a character is at least one byte: the bound
            // is right for ASCII and lets longer text through (the linter counts the bytes).
            return [.init("maxLength", .integer(limit))]
        case .oneOf(let spec):
            return enumKeywords(spec, nullable: nullable)
        }
    }

    /// `examples` for a format the schema describes but does not enforce.
    static func examples(_ format: StringFormat) -> [SchemaJSON.Member] {
        if case .oneOf(let spec) = format { return [.init("examples", .strings(spec.values))] }
        return []
    }

    /// An enum: the documented values (which editors offer), any case of them where FCM ignores
    /// case, their numbers where protobuf JSON takes them, and null.
    static func enumKeywords(_ spec: EnumSpec, nullable: Bool) -> [SchemaJSON.Member] {
        var values = SchemaJSON.strings(spec.values)
        guard spec.caseInsensitive || spec.acceptsNumbers else {
            if nullable, case .array(let strings) = values { values = .array(strings + [.null]) }
            return [.init("enum", values)]
        }
        var choices: [SchemaJSON] = [.object([.init("enum", values)])]
        if spec.caseInsensitive {
            choices.append(.object([.init("type", .string("string")), .init("pattern", .string(caseInsensitivePattern(spec.values)))]))
        }
        if spec.acceptsNumbers {
            choices.append(
                .object([
                    .init("type", .string("integer")), .init("minimum", .integer(0)), .init("maximum", .integer(spec.values.count - 1)),
                ]))
        }
        if nullable { choices.append(.object([.init("type", .string("null"))])) }
        return [.init("anyOf", .array(choices))]
    }

    /// An integer or number, with its range, and its decimal string form where protobuf JSON
    /// takes one (the range of a string is the linter's to check).
    static func numberKeywords(
        _ type: String, minimum: Double?, maximum: Double?, acceptsString: Bool, stringPattern: String
    ) -> [SchemaJSON.Member] {
        var range: [SchemaJSON.Member] = []
        if let minimum { range.append(.init("minimum", .number(minimum))) }
        if let maximum { range.append(.init("maximum", .number(maximum))) }
        guard acceptsString else { return [types(type, "null")] + range }
        return [
            .init(
                "anyOf",
                .array([
                    .object([.init("type", .string(type))] + range),
                    .object([.init("type", .string("string")), .init("pattern", .string(stringPattern))]),
                    .object([.init("type", .string("null"))]),
                ]))
        ]
    }

    /// A regular expression matching any of `values` whole, in any ASCII case: `[Hh][Ii][Gg][Hh]`.
    static func caseInsensitivePattern(_ values: [String]) -> String {
        let alternatives = values.map { value in
            value.map { character -> String in
                let lower = character.lowercased()
                let upper = character.uppercased()
                if character.isASCII, character.isLetter, lower != upper { return "[\(upper)\(lower)]" }
                return "\\^$.|?*+()[]{}".contains(character) ? "\\" + String(character) : String(character)
            }.joined()
        }
        return alternatives.count == 1 ? "^\(alternatives[0])$" : "^(" + alternatives.joined(separator: "|") + ")$"
    }

    /// A regular expression for the keys that `KeyMatcher.normalized` makes equal to `name` (any
    /// ASCII case, with or without `-`, `_` and spaces), except `name` itself.
    static func respellingPattern(_ name: String) -> String {
        let separators = "[-_ ]*"
        let letters = KeyMatcher.normalized(name).map { character -> String in
            let upper = character.uppercased()
            if character.isASCII, character.isLetter, upper != String(character) { return "[\(upper)\(character)]" }
            return "\\^$.|?*+()[]{}".contains(character) ? "\\" + String(character) : String(character)
        }
        let escaped = name.map { "\\^$.|?*+()[]{}".contains($0) ? "\\" + String($0) : String($0) }.joined()
        return "^(?!\(escaped)$)" + separators + letters.joined(separator: separators) + separators + "$"
    }

    /// True when `rule` is an error by default and on by default: the schema enforces what it
    /// reports.
    static func enforces(_ rule: String) -> Bool {
        guard let description = SuppressionRules.description(for: rule) else { return false }
        return description.defaultSeverity == .error && !description.isOptIn
    }

    /// True when `rule` is an error by default and on by default.
    static func enforces(_ rule: any Rule.Type) -> Bool {
        rule.description.defaultSeverity == .error && !rule.description.isOptIn
    }

    /// `aps.alert` → `ApsAlert`, `APNs payload` → `APNsPayload`.
    static func upperCamelCase(_ name: String) -> String {
        name.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
