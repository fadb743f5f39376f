import LintRules

/// One `--select` / `--ignore` selector, as Ruff takes them: a rule id
/// (`data-value-not-string`), an area (`apns`, `fcm-options`: every rule of the area), or an id
/// prefix ending in `-` (`apns-`: every rule whose id starts with it). `ALL` selects every rule.
struct RuleSelector: Equatable, Sendable {
    /// The selector as written.
    let text: String
    /// The rule ids it selects.
    let ruleIDs: Set<String>
    /// True when it names one rule by its exact id (the only way `--select` turns on an opt-in
    /// rule: an area or a prefix selects the rules that are on by default).
    let isExactID: Bool

    /// Every rule id the tool can emit, with its area, and whether it is opt-in.
    static var catalog: [(id: String, area: RuleArea, isOptIn: Bool)] {
        LintRun.allRules.map { ($0.id, $0.area, $0.isOptIn) }
    }

    /// Parses one selector; a usage error, with a suggestion, when it selects nothing.
    init(parsing text: String, option: String) throws(UsageError) {
        self.text = text
        let catalog = Self.catalog
        if text == "ALL" {
            ruleIDs = Set(catalog.map(\.id))
            isExactID = false
        } else if catalog.contains(where: { $0.id == text }) {
            ruleIDs = [text]
            isExactID = true
        } else if let area = RuleArea(rawValue: text) {
            ruleIDs = Set(catalog.filter { $0.area == area }.map(\.id))
            isExactID = false
        } else if text.hasSuffix("-"), catalog.contains(where: { $0.id.hasPrefix(text) }) {
            ruleIDs = Set(catalog.filter { $0.id.hasPrefix(text) }.map(\.id))
            isExactID = false
        } else {
            let candidates = catalog.map(\.id) + RuleArea.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "'\(option)' names no rule, area or id prefix: '\(text)'\(hint) ('notifykit-lint rules' lists them; a prefix ends in '-', e.g. apns-)")
        }
    }

    /// Parses a comma-separated list (`--select apns-,data`).
    static func list(_ value: String, option: String) throws(UsageError) -> [RuleSelector] {
        var selectors: [RuleSelector] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            selectors.append(try RuleSelector(parsing: trimmed, option: option))
        }
        guard !selectors.isEmpty else { throw UsageError("'\(option)' needs a rule id, area or prefix") }
        return selectors
    }

    /// Applies `--select` (when given: only the selected rules run; an opt-in rule named by its
    /// id is turned on) and then `--ignore` (those rules are off) over the configuration's rule
    /// settings, as Ruff's command line overrides its configuration.
    static func apply(select: [RuleSelector]?, ignore: [RuleSelector], to lint: inout LintConfiguration) {
        if let select {
            let selected = select.reduce(into: Set<String>()) { $0.formUnion($1.ruleIDs) }
            let named = select.filter(\.isExactID).reduce(into: Set<String>()) { $0.formUnion($1.ruleIDs) }
            for rule in catalog {
                if !selected.contains(rule.id) {
                    lint.disabledRules.insert(rule.id)
                } else if rule.isOptIn && named.contains(rule.id) {
                    lint.disabledRules.remove(rule.id)
                    lint.enabledOptInRules.insert(rule.id)
                } else if named.contains(rule.id) {
                    lint.disabledRules.remove(rule.id)
                }
            }
        }
        for selector in ignore { lint.disabledRules.formUnion(selector.ruleIDs) }
    }
}
