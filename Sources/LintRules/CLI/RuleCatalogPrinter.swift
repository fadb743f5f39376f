/// Renders the rule catalog for `rules` and `explain`, and the README's rule table.
package enum RuleCatalogPrinter {
    /// Every rule id the tool can emit: the message rules, the findings about suppressions
    /// (`unused-ignore`, `baseline-entry-unused`) and about templates.
    package static var allDescriptions: [RuleDescription] { LintRun.allRules }

    /// One line per rule: id, severity (`opt-in` marked), area, summary, documentation link.
    package static func text(_ descriptions: [RuleDescription] = allDescriptions) -> String {
        let width = descriptions.map(\.id.count).max() ?? 0
        return descriptions.map { description in
            let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = severityLabel(description).padding(toLength: 16, withPad: " ", startingAt: 0)
            let area = description.area.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            return "\(id)  \(severity)  \(area)  \(description.summary)  \(RuleDocumentation.url(for: description.id))"
        }.joined(separator: "\n") + "\n"
    }

    /// `warning`, or `warning (opt-in)` for a rule that is off unless configured.
    static func severityLabel(_ description: RuleDescription) -> String {
        description.defaultSeverity.rawValue + (description.isOptIn ? " (opt-in)" : "")
    }

    /// A Markdown table, as it appears in the README between the rule-table markers; each id
    /// links to its documentation.
    package static func markdown(_ descriptions: [RuleDescription] = allDescriptions) -> String {
        var out = "| id | severity | area | what it catches |\n| --- | --- | --- | --- |\n"
        for description in descriptions {
            out += "| [`\(description.id)`](\(RuleDocumentation.url(for: description.id))) | \(severityLabel(description)) | \(description.area.rawValue) | \(description.summary) |\n"
        }
        return out
    }

    /// The catalog as JSON: `{"rules": [{"id", "area", "severity", "optIn", "summary",
    /// "documentation", "sources"}]}`.
    package static func json(_ descriptions: [RuleDescription] = allDescriptions) -> String {
        var out = JSONOutputWriter()
        out.beginObject()
        out.beginArray("rules")
        for description in descriptions {
            out.beginObject()
            out.field("id", description.id)
            out.field("area", description.area.rawValue)
            out.field("severity", description.defaultSeverity.rawValue)
            out.field("optIn", description.isOptIn)
            out.field("summary", description.summary)
            out.field("documentation", RuleDocumentation.url(for: description.id))
            out.beginArray("sources")
            for source in description.sources { out.value(source) }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text + "\n"
    }

    /// The long form of one rule.
    package static func explain(_ description: RuleDescription) -> String {
        var out = "\(description.id) (\(description.defaultSeverity.rawValue), \(description.area.rawValue))\n\n"
        out += "\(description.summary).\n\n\(description.rationale)\n"
        if description.isOptIn { out += "\nOff by default: turn it on in the configuration's \"rules\", or with --select \(description.id).\n" }
        out += "\nDocumentation: \(RuleDocumentation.url(for: description.id))\n"
        out += "\nSources:\n" + description.sources.map { "  - \($0)\n" }.joined()
        if !description.upstreamErrors.isEmpty {
            out += "\nUpstream error texts:\n" + description.upstreamErrors.map { "  - \($0)\n" }.joined()
        }
        out += "\nTriggers (↓ marks each finding):\n"
        out += description.triggeringExamples.map { "  \(shortened($0.marked))\n" }.joined()
        out += "\nDoes not trigger:\n"
        out += description.nonTriggeringExamples.map { "  \(shortened($0.json))\n" }.joined()
        return out
    }

    private static func shortened(_ text: String) -> String {
        text.count <= 300 ? text : String(text.prefix(280)) + "… (\(text.utf8.count) bytes)"
    }
}
