import SizeModel

/// Reads `.notifykit-lint.json` strictly with the project's own JSON parser, so every error names
/// the file, the line and column, the key and what is allowed. Unknown keys are errors: a
/// misspelt `"ignore"` that silently does nothing is worse than a failing run.
///
/// Keys (all optional except `version`):
///
///     {
///       "$schema": "…",                         // ignored
///       "version": 1,
///       "include": ["payloads/**/*.json"],      // glob or list of globs; default **/*.json, **/*.jsonc, **/*.jsonl, **/*.ndjson
///       "exclude": ["**/fixtures/invalid/**"],
///       "failLevel": "error",                   // error | warning | info | none
///       "maxWarnings": 10,                      // integer ≥ 0 or null
///       "rules": {"android-ttl-zero": "off", "json-duplicate-key": {"severity": "error"}},
///       "ignores": [{"files": "legacy/*.json", "pointer": "/message/android", "rules": ["…"], "reason": "…"}],
///       "baseline": ".notifykit-lint-baseline.json",
///       "reportUnusedIgnores": "warning",       // error | warning | info | off
///       "sizeWarningBytes": 3500,
///       "sizeLimitBytes": 4096,
///       "placeholders": {"first_name": 64, "city": "200b"},  // characters, or "<n>b" UTF-8 bytes
///       "app": {"defaultChannelId": "default", "defaultPressAction": true,
///               "notificationServiceExtension": true, "drawsDataNotification": false},
///       "templates": ["templates/**/*.json"]    // lint these as templates (placeholders outside strings)
///     }
struct ConfigurationParser {
    /// Every top-level key, in documentation order.
    static let keys = [
        "$schema", "version", "include", "exclude", "failLevel", "maxWarnings", "rules", "ignores", "baseline",
        "reportUnusedIgnores", "sizeWarningBytes", "sizeLimitBytes", "placeholders", "app", "templates",
    ]
    /// The keys of an `ignores` entry.
    static let ignoreKeys = ["files", "pointer", "rules", "reason"]
    /// Rule settings: a level, `off`, or `on` (the rule's default severity; turns an opt-in
    /// rule on).
    static let ruleLevels = ["error", "warning", "info", "off", "on"]

    let path: String
    let displayPath: String
    let bytes: [UInt8]
    private let locator: SourceLocator

    init(path: String, displayPath: String, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        self.locator = SourceLocator(bytes: bytes)
    }

    /// Parses and validates the whole file. Every problem is found in one run: the thrown error
    /// is the first, and `ConfigurationError.more` holds the others, each with its place. Only a
    /// file that is not a JSON object stops at once.
    func parse() throws(ConfigurationError) -> ConfigurationFile {
        let root = try parseDocument().root
        guard root.isObject else { throw error(at: root, "the configuration must be a JSON object; found \(root.kind)") }
        var problems: [ConfigurationError] = []
        func attempt(_ body: () throws(ConfigurationError) -> Void) {
            do { try body() } catch { problems.append(error) }
        }
        var members: [String: JSONMember] = [:]
        for member in uniqueMembers(root, problems: &problems) {
            let name = member.key.stringValue ?? ""
            guard Self.keys.contains(name) else {
                problems.append(
                    error(
                        at: member.key, key: JSONPointer(tokens: [name]),
                        "unknown key\(suggestion(name, Self.keys)); allowed keys: \(Self.keys.joined(separator: ", "))"))
                continue
            }
            members[name] = member
        }
        var file = ConfigurationFile(path: path, displayPath: displayPath, source: bytes)
        file.lint.baseDirectory = PathNames.parent(path)

        if let version = members["version"] {
            if version.value.integerValue != ConfigurationFile.version {
                problems.append(
                    error(
                        at: version.value, key: pointer("version"),
                        "must be \(ConfigurationFile.version) (the configuration version this notifykit-lint reads); found \(text(version.value))"))
            }
        } else {
            problems.append(error(at: root, "the key \"version\" is required; write \"version\": \(ConfigurationFile.version)"))
        }
        if let schema = members["$schema"], !schema.value.isString {
            problems.append(error(at: schema.value, key: pointer("$schema"), "must be a string (a schema URL for editors)"))
        }
        if let include = members["include"] { attempt { () throws(ConfigurationError) in file.include = try globs(include.value, key: pointer("include")) } }
        if let templates = members["templates"] {
            attempt { () throws(ConfigurationError) in file.templates = try globs(templates.value, key: pointer("templates")) }
        }
        if let exclude = members["exclude"] { attempt { () throws(ConfigurationError) in file.exclude = try globs(exclude.value, key: pointer("exclude")) } }
        if let member = members["failLevel"] {
            attempt { () throws(ConfigurationError) in
                let value = try string(member.value, key: pointer("failLevel"), allowed: FailLevel.allCases.map(\.rawValue))
                file.failLevel = FailLevel(rawValue: value)
            }
        }
        if let member = members["maxWarnings"], member.value.kind != .null {
            attempt { () throws(ConfigurationError) in
                file.maxWarnings = try integer(member.value, key: pointer("maxWarnings"), minimum: 0, what: "an integer ≥ 0 or null")
            }
        }
        if let member = members["baseline"], member.value.kind != .null {
            attempt { () throws(ConfigurationError) in
                let value = try string(member.value, key: pointer("baseline"))
                guard !value.isEmpty else { throw error(at: member.value, key: pointer("baseline"), "must be a file path, not empty") }
                file.baseline = PathNames.absolute(value, base: file.directory)
            }
        }
        if let member = members["reportUnusedIgnores"] {
            attempt { () throws(ConfigurationError) in
                let value = try string(member.value, key: pointer("reportUnusedIgnores"), allowed: ["error", "warning", "info", "off"])
                apply(value, to: SuppressionRules.unusedIgnore.id, in: &file.lint)
            }
        }
        if let member = members["rules"] { rules(member.value, into: &file.lint, problems: &problems) }
        var sizesRead = true
        if let member = members["sizeWarningBytes"] {
            sizesRead = false
            attempt { () throws(ConfigurationError) in
                file.lint.sizeWarningBytes = try integer(
                    member.value, key: pointer("sizeWarningBytes"), minimum: 1, what: "a positive number of bytes")
                sizesRead = true
            }
        }
        if let member = members["sizeLimitBytes"] {
            let before = sizesRead
            sizesRead = false
            attempt { () throws(ConfigurationError) in
                file.lint.sizeLimitBytes = try integer(
                    member.value, key: pointer("sizeLimitBytes"), minimum: 1, what: "a positive number of bytes")
                sizesRead = before
            }
        }
        if sizesRead, file.lint.sizeWarningBytes > file.lint.sizeLimitBytes,
            let member = members["sizeWarningBytes"] ?? members["sizeLimitBytes"]
        {
            problems.append(
                error(
                    at: member.value, key: pointer(member.key.stringValue ?? ""),
                    "sizeWarningBytes (\(file.lint.sizeWarningBytes)) must not be larger than sizeLimitBytes (\(file.lint.sizeLimitBytes))"))
        }
        if let member = members["placeholders"] {
            attempt { () throws(ConfigurationError) in file.lint.placeholders = try placeholders(member.value) }
        }
        if let member = members["app"] {
            attempt { () throws(ConfigurationError) in file.lint.app = try app(member.value) }
        }
        if let member = members["ignores"] {
            let key = pointer("ignores")
            if member.value.isArray {
                for (index, entry) in member.value.elements.enumerated() {
                    attempt { () throws(ConfigurationError) in
                        file.lint.ignores.append(try ignore(entry, key: key.appending(index: index)))
                        file.ignoreRanges.append((entry.sourceStart, entry.sourceEnd))
                    }
                }
            } else {
                problems.append(error(at: member.value, key: key, "must be a list of ignore entries; found \(member.value.kind)"))
            }
        }
        problems.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        guard var first = problems.first else { return file }
        first.more = Array(problems.dropFirst())
        throw first
    }

    // MARK: - Sections

    private func rules(_ value: JSONValue, into lint: inout LintConfiguration, problems: inout [ConfigurationError]) {
        let key = pointer("rules")
        guard value.isObject else {
            problems.append(
                error(at: value, key: key, "must be an object of rule ids to \(Self.ruleLevels.joined(separator: ", ")) or {\"severity\": …}"))
            return
        }
        let known = SuppressionRules.knownRuleIDs
        for member in uniqueMembers(value, problems: &problems) {
            do throws(ConfigurationError) {
                try rule(member, key: key, known: known, into: &lint)
            } catch {
                problems.append(error)
            }
        }
    }

    /// One `"rule-id": setting` member of `rules`.
    private func rule(_ member: JSONMember, key: JSONPointer, known: [String], into lint: inout LintConfiguration) throws(ConfigurationError) {
        let id = member.key.stringValue ?? ""
        let ruleKey = key.appending(id)
        guard known.contains(id) else {
            throw error(at: member.key, key: ruleKey, "unknown rule\(suggestion(id, known)); 'notifykit-lint rules' lists them")
        }
        var setting = member.value
        if setting.isObject {
            for inner in try uniqueMembers(setting) where inner.key.stringValue != "severity" {
                throw error(
                    at: inner.key, key: ruleKey.appending(inner.key.stringValue ?? ""),
                    "unknown key; a rule setting object has only \"severity\"")
            }
            guard let severity = setting.member(literal: "severity") else {
                throw error(at: setting, key: ruleKey, "needs \"severity\": one of \(Self.ruleLevels.joined(separator: ", "))")
            }
            setting = severity
        }
        apply(try string(setting, key: ruleKey, allowed: Self.ruleLevels), to: id, in: &lint)
    }

    private func apply(_ level: String, to id: String, in lint: inout LintConfiguration) {
        switch level {
        case "off":
            lint.disabledRules.insert(id)
            lint.enabledOptInRules.remove(id)
            lint.severityOverrides[id] = nil
        case "on":
            lint.disabledRules.remove(id)
            lint.enabledOptInRules.insert(id)
            lint.severityOverrides[id] = nil
        default:
            lint.disabledRules.remove(id)
            lint.enabledOptInRules.insert(id)
            lint.severityOverrides[id] = Severity(rawValue: level)
        }
    }

    private func ignore(_ entry: JSONValue, key: JSONPointer) throws(ConfigurationError) -> Ignore {
        guard entry.isObject else {
            throw error(at: entry, key: key, "an ignore entry must be an object with \"files\" and optionally \"pointer\", \"rules\", \"reason\"")
        }
        var files: [String]? = nil
        var pointer: JSONPointer? = nil
        var rules: Set<String>? = nil
        var reason: String? = nil
        for member in try uniqueMembers(entry) {
            let name = member.key.stringValue ?? ""
            let memberKey = key.appending(name)
            switch name {
            case "files":
                let globs = try globs(member.value, key: memberKey)
                guard !globs.isEmpty else { throw error(at: member.value, key: memberKey, "needs at least one path glob") }
                files = globs.map(\.pattern)
            case "pointer":
                let text = try string(member.value, key: memberKey)
                guard let parsed = JSONPointer(parsing: text) else {
                    throw error(
                        at: member.value, key: memberKey,
                        "must be a JSON Pointer such as \"/message/android\" (\"\" for the whole file; write ~1 for / and ~0 for ~ in keys)")
                }
                pointer = parsed
            case "rules":
                let ids = try stringList(member.value, key: memberKey, what: "a rule id or a list of rule ids")
                guard !ids.isEmpty else {
                    throw error(at: member.value, key: memberKey, "needs at least one rule id (leave \"rules\" out to cover every rule)")
                }
                let known = SuppressionRules.knownRuleIDs
                for (index, id) in ids.enumerated() where !known.contains(id) {
                    let element = member.value.isArray ? (member.value.element(index) ?? member.value) : member.value
                    throw error(at: element, key: memberKey, "unknown rule \"\(id)\"\(suggestion(id, known)); 'notifykit-lint rules' lists them")
                }
                rules = Set(ids)
            case "reason":
                reason = try string(member.value, key: memberKey)
            default:
                throw error(
                    at: member.key, key: memberKey,
                    "unknown key\(suggestion(name, Self.ignoreKeys)); an ignore entry has \(Self.ignoreKeys.joined(separator: ", "))")
            }
        }
        guard let files else {
            throw error(at: entry, key: key, "an ignore entry needs \"files\": a path glob or a list of them (\"**/*.json\" for every file)")
        }
        do {
            return try Ignore(files: files, pointer: pointer, rules: rules, reason: reason)
        } catch {
            throw self.error(at: entry, key: key, error.message)
        }
    }

    /// `{"first_name": 64}` (at most 64 characters) or `{"city": "200b"}` (at most 200 UTF-8
    /// bytes), as `--placeholder` takes them.
    private func placeholders(_ value: JSONValue) throws(ConfigurationError) -> [String: PlaceholderLimit] {
        let key = pointer("placeholders")
        guard value.isObject else {
            throw error(
                at: value, key: key,
                "must be an object of placeholder names to maximum lengths, e.g. {\"first_name\": 64} (characters) or {\"city\": \"200b\"} (bytes)")
        }
        var limits: [String: PlaceholderLimit] = [:]
        for member in try uniqueMembers(value) {
            let name = member.key.stringValue ?? ""
            guard !name.isEmpty else { throw error(at: member.key, key: key.appending(name), "a placeholder name cannot be empty") }
            guard TemplatePlaceholders.isValidName(name) else {
                throw error(
                    at: member.key, key: key.appending(name),
                    "'\(name)' is not a placeholder name (a letter or _, then letters, digits, _, . or -)")
            }
            if let text = member.value.stringValue {
                guard let parsed = PlaceholderLimit.parseDeclaration("\(name)=\(text)"), parsed.limit.unit == .bytes else {
                    throw error(
                        at: member.value, key: key.appending(name),
                        "must be a number of characters (64) or of UTF-8 bytes written as a string (\"200b\")")
                }
                limits[name] = parsed.limit
                continue
            }
            let maximum = try integer(
                member.value, key: key.appending(name), minimum: 0,
                what: "a maximum length: characters (an integer ≥ 0) or UTF-8 bytes as a string (\"200b\")")
            limits[name] = PlaceholderLimit(maximum: maximum)
        }
        return limits
    }

    /// The `app` section: what the app does, for the rules whose verdict depends on it.
    private func app(_ value: JSONValue) throws(ConfigurationError) -> AppDeclaration {
        let key = pointer("app")
        let keys = AppDeclaration.keys
        guard value.isObject else {
            throw error(at: value, key: key, "must be an object with any of \(keys.joined(separator: ", ")); found \(text(value))")
        }
        var app = AppDeclaration()
        for member in try uniqueMembers(value) {
            let name = member.key.stringValue ?? ""
            let memberKey = key.appending(name)
            switch name {
            case "defaultChannelId":
                app.defaultChannelID = try appDefault(member.value, key: memberKey, what: "a channel id")
            case "defaultPressAction":
                app.defaultPressAction = try appDefault(member.value, key: memberKey, what: "a press action id")
            case "notificationServiceExtension":
                app.notificationServiceExtension = try bool(member.value, key: memberKey)
            case "drawsDataNotification":
                app.drawsDataNotification = try bool(member.value, key: memberKey)
            default:
                throw error(
                    at: member.key, key: memberKey,
                    "unknown key\(suggestion(name, keys)); the app section has \(keys.joined(separator: ", "))")
            }
        }
        return app
    }

    /// A `setFcmConfig` default: its id (a non-empty string), `true` (set, id not named) or `false`
    /// (not set).
    private func appDefault(_ value: JSONValue, key: JSONPointer, what: String) throws(ConfigurationError) -> AppDeclaration.Default {
        if let flag = value.boolValue { return flag ? .set(nil) : .unset }
        guard let id = value.stringValue, !id.isEmpty else {
            throw error(at: value, key: key, "must be \(what) (a non-empty string), true (the app sets one) or false (it sets none); found \(text(value))")
        }
        return .set(id)
    }

    private func bool(_ value: JSONValue, key: JSONPointer) throws(ConfigurationError) -> Bool {
        guard let flag = value.boolValue else { throw error(at: value, key: key, "must be true or false; found \(text(value))") }
        return flag
    }

    // MARK: - Values

    private func parseDocument() throws(ConfigurationError) -> JSONDocument {
        let start = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        do {
            return try JSONParser().parse(bytes, range: start..<bytes.count)
        } catch {
            let position = locator.position(of: error.offset)
            throw ConfigurationError(
                path: displayPath, line: position.line, column: position.column,
                message: "not valid JSON: \(error.description)")
        }
    }

    /// The members of an object, each name once; every repeated key is added to `problems`.
    private func uniqueMembers(_ object: JSONValue, problems: inout [ConfigurationError]) -> [JSONMember] {
        var seen = Set<String>()
        var members: [JSONMember] = []
        for member in object.members {
            let name = member.key.stringValue ?? ""
            guard seen.insert(name).inserted else {
                problems.append(error(at: member.key, key: object.pointer.appending(name), "the key is given twice; keep one"))
                continue
            }
            members.append(member)
        }
        return members
    }

    /// The members of an object; a key given twice is an error (the JSON RFC leaves its meaning open).
    private func uniqueMembers(_ object: JSONValue) throws(ConfigurationError) -> [JSONMember] {
        var seen = Set<String>()
        var members: [JSONMember] = []
        for member in object.members {
            let name = member.key.stringValue ?? ""
            guard seen.insert(name).inserted else {
                throw error(at: member.key, key: object.pointer.appending(name), "the key is given twice; keep one")
            }
            members.append(member)
        }
        return members
    }

    private func string(_ value: JSONValue, key: JSONPointer, allowed: [String]? = nil) throws(ConfigurationError) -> String {
        let choices = allowed.map { " one of \($0.map { "\"\($0)\"" }.joined(separator: ", "))" } ?? " a string"
        guard let text = value.stringValue else { throw error(at: value, key: key, "must be\(choices); found \(text(value))") }
        if let allowed, !allowed.contains(text) {
            throw error(at: value, key: key, "must be\(choices); found \"\(text)\"")
        }
        return text
    }

    private func stringList(_ value: JSONValue, key: JSONPointer, what: String) throws(ConfigurationError) -> [String] {
        if let text = value.stringValue { return [text] }
        guard value.isArray else { throw error(at: value, key: key, "must be \(what); found \(text(value))") }
        var list: [String] = []
        for element in value.elements {
            guard let text = element.stringValue else { throw error(at: element, key: key, "must be \(what); found \(self.text(element))") }
            list.append(text)
        }
        return list
    }

    private func globs(_ value: JSONValue, key: JSONPointer) throws(ConfigurationError) -> [Glob] {
        let patterns = try stringList(value, key: key, what: "a path glob or a list of path globs")
        var globs: [Glob] = []
        for (index, pattern) in patterns.enumerated() {
            do {
                globs.append(try Glob(pattern))
            } catch {
                let element = value.isArray ? (value.element(index) ?? value) : value
                throw self.error(at: element, key: key, "invalid glob \"\(pattern)\": \(error.reason)")
            }
        }
        return globs
    }

    private func integer(_ value: JSONValue, key: JSONPointer, minimum: Int, what: String) throws(ConfigurationError) -> Int {
        guard value.kind == .number, let number = value.integerValue, number >= minimum else {
            throw error(at: value, key: key, "must be \(what); found \(text(value))")
        }
        return number
    }

    /// A short rendering of a value for messages: `"fatal"`, `2`, `an object`.
    private func text(_ value: JSONValue) -> String {
        switch value.kind {
        case .string, .number, .true, .false, .null:
            let raw = String(decoding: value.rawBytes, as: UTF8.self)
            return raw.count > 40 ? String(raw.prefix(40)) + "…" : raw
        default:
            return "\(value.kind == .object ? "an" : "an") \(value.kind)"
        }
    }

    private func pointer(_ name: String) -> JSONPointer { JSONPointer(tokens: [name]) }

    private func suggestion(_ name: String, _ candidates: [String]) -> String {
        guard let best = Suggestion.closest(to: name, among: candidates) else { return "" }
        return "; did you mean \"\(best)\"?"
    }

    private func error(at value: JSONValue, key: JSONPointer? = nil, _ message: String) -> ConfigurationError {
        let position = locator.position(of: value.sourceStart)
        return ConfigurationError(
            path: displayPath, line: position.line, column: position.column, key: key?.description, message: message)
    }
}
