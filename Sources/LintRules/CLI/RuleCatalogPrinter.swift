/// Renders the rule catalog for `rules` and `explain`, and the README's rule table.
package enum RuleCatalogPrinter {
    /// One line per rule: id, severity, the policy clause codes (`E1/W1` for per-case severities),
    /// area, summary.
    package static func text(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let width = descriptions.map(\.id.count).max() ?? 0
        let codeWidth = descriptions.map { codes($0).count }.max() ?? 0
        return descriptions.map { description in
            let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = description.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let clauses = codes(description).padding(toLength: codeWidth, withPad: " ", startingAt: 0)
            let area = description.area.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            return "\(id)  \(severity)  \(clauses)  \(area)  \(description.summary)"
        }.joined(separator: "\n") + "\n"
    }

    /// A Markdown table, as it appears in the README between the rule-table markers.
    package static func markdown(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var out = "| id | severity | area | what it catches |\n| --- | --- | --- | --- |\n"
        for description in descriptions {
            let severity = description.defaultSeverity.rawValue + (description.isOptIn ? " (opt-in)" : "")
            out += "| `\(description.id)` | \(severity) | \(description.area.rawValue) | \(description.summary) |\n"
        }
        return out
    }

    /// The clause codes of a rule, first the default severity's: `E1`, `E1/W1`.
    static func codes(_ description: RuleDescription) -> String {
        description.clauses.map(\.rawValue).joined(separator: "/")
    }

    /// The catalog as JSON: `{"rules": [{"id", "area", "severity", "clauses", "summary",
    /// "sources"}]}`, where `clauses` lists `{"code", "severity", "wording"}`, first the default
    /// severity's, then those of per-case severities.
    package static func json(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var out = JSONOutputWriter()
        out.beginObject()
        out.beginArray("rules")
        for description in descriptions {
            out.beginObject()
            out.field("id", description.id)
            out.field("area", description.area.rawValue)
            out.field("severity", description.defaultSeverity.rawValue)
            out.beginArray("clauses")
            for clause in description.clauses {
                out.beginObject()
                out.field("code", clause.rawValue)
                out.field("severity", clause.severity.rawValue)
                out.field("wording", clause.wording)
                out.endObject()
            }
            out.endArray()
            out.field("summary", description.summary)
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
        out += "\nSeverity policy (Documentation/SeverityPolicy.md):\n"
        for (index, clause) in description.clauses.enumerated() {
            let role = index == 0 ? "default" : "per case"
            out += "  - \(clause.rawValue) (\(clause.severity.rawValue), \(role)): \(clause.wording)\n"
        }
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
