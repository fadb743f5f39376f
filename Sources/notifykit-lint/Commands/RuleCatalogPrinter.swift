import LintRules

/// Renders the rule catalog for `rules` and `explain`, and the rules reference
/// (`Documentation/Rules.md`).
package enum RuleCatalogPrinter {
    /// Every rule id the tool can emit: the message rules, the findings about suppressions
    /// (`unused-ignore`, `baseline-entry-unused`) and about templates.
    package static var allDescriptions: [RuleDescription] { LintRun.allRules }

    /// One line per rule: id, severity (`opt-in` marked), the policy clause codes (`E1/W1` for
    /// per-case severities), area, summary, documentation link.
    package static func text(_ descriptions: [RuleDescription] = allDescriptions) -> String {
        let width = descriptions.map(\.id.count).max() ?? 0
        let codeWidth = descriptions.map { codes($0).count }.max() ?? 0
        return descriptions.map { description in
            let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = severityLabel(description).padding(toLength: 16, withPad: " ", startingAt: 0)
            let clauses = codes(description).padding(toLength: codeWidth, withPad: " ", startingAt: 0)
            let area = description.area.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            let fix = description.fix.map { " [fix: \($0.applicability.rawValue)]" } ?? ""
            return "\(id)  \(severity)  \(clauses)  \(area)  \(description.summary)\(fix)  \(ToolInfo.ruleDocumentationURL(for: description.id))"
        }.joined(separator: "\n") + "\n"
    }

    /// The rules reference, `Documentation/Rules.md`: an index table, then one section per rule
    /// (its heading is the rule id, so `Rules.md#<id>` links to it) with its severity, policy
    /// clauses, summary, rationale, sources, upstream error texts and examples.
    ///
    /// Regenerate the file with `swift run notifykit-lint rules --format markdown >
    /// Documentation/Rules.md`; `RuleReferenceTests` fails when it is out of date.
    package static func markdown(
        _ descriptions: [RuleDescription] = RuleRegistry.descriptions,
        findingsAboutSuppressions: [RuleDescription] = SuppressionRules.all + TemplateRules.all
    ) -> String {
        var out = """
            # Rules reference

            <!-- Generated from the rules' descriptions by `swift run notifykit-lint rules --format markdown > Documentation/Rules.md`. Do not edit by hand: edit the rule's RuleDescription and regenerate (a test checks that this file is current). -->

            Every rule states the platform fact behind it and its sources, and carries examples that trigger \
            it and examples that do not; the test suite runs every example. `notifykit-lint explain <id>` \
            prints the same entry in a terminal, and `notifykit-lint rules` lists the rules.

            Severity: **error** means FCM or APNs rejects the message or the notification meant is not \
            shown (or shown twice); **warning**, it is shown degraded, breaks on some clients, or depends \
            on something the linter cannot see; **info**, worth knowing. The policy and its clauses \
            (E1, E2, W1, W2, W3, I) are in [SeverityPolicy.md](SeverityPolicy.md). A rule marked opt-in \
            is off unless the configuration turns it on ([Configuration.md](Configuration.md)). A rule \
            whose findings `--fix` can repair says so (Fix: safe or unsafe) and shows the fix's before \
            and after ([Fixes.md](Fixes.md)).


            """
        out += "| id | severity | area | what it catches |\n| --- | --- | --- | --- |\n"
        for description in descriptions + findingsAboutSuppressions {
            out += "| [`\(description.id)`](#\(description.id)) | \(severityLabel(description)) | \(description.area.rawValue) | \(escaped(description.summary)) |\n"
        }
        for area in RuleArea.allCases {
            let inArea = descriptions.filter { $0.area == area }
            guard !inArea.isEmpty else { continue }
            out += "\n## Area: \(area.rawValue)\n"
            for description in inArea { out += entry(description) }
        }
        if !findingsAboutSuppressions.isEmpty {
            out += "\n## Findings about the configuration, the baseline and templates\n"
            out += "\nThese are not about a payload's fields: they report stale `ignores` entries and baseline entries, "
            out += "and the values a template's placeholders stand for. "
            out += "The configuration can change their severity or turn them off like any rule.\n"
            for description in findingsAboutSuppressions { out += entry(description) }
        }
        return out
    }

    /// The clause codes of a rule, first the default severity's: `E1`, `E1/W1`.
    static func codes(_ description: RuleDescription) -> String {
        description.clauses.map(\.rawValue).joined(separator: "/")
    }

    /// One rule's section of the reference.
    private static func entry(_ description: RuleDescription) -> String {
        var out = "\n### \(description.id)\n\n"
        out += "**\(severityLabel(description))** · area `\(description.area.rawValue)`"
        if !description.clauses.isEmpty {
            let clauses = description.clauses.map { "\($0.rawValue) (\($0.severity.rawValue): \($0.wording))" }
            out += " · policy clause\(clauses.count > 1 ? "s" : "") " + clauses.joined(separator: "; ")
        }
        out += "\n\n\(escaped(capitalizedSentence(description.summary))).\n\n\(escaped(description.rationale))\n"
        if !description.sources.isEmpty {
            out += "\nSources:\n\n" + description.sources.map { "- \(link($0))\n" }.joined()
        }
        if !description.upstreamErrors.isEmpty {
            out += "\nUpstream error texts:\n\n" + description.upstreamErrors.map { "- \(code($0))\n" }.joined()
        }
        let triggering = description.triggeringExamples
        if !triggering.isEmpty {
            out += "\nTriggers (`↓` marks each finding):\n\n"
            out += triggering.map { "```json\n\(shortened($0.marked))\n```\n" }.joined(separator: "\n")
        }
        let nonTriggering = description.nonTriggeringExamples
        if !nonTriggering.isEmpty {
            out += "\nDoes not trigger:\n\n"
            out += nonTriggering.map { "```json\n\(shortened($0.json))\n```\n" }.joined(separator: "\n")
        }
        if let fix = description.fix {
            out += "\nFix: **\(fix.applicability.rawValue)**"
            out += fix.applicability == .unsafe ? " (`--fix --unsafe-fixes`). " : " (`--fix`). "
            out += escaped(fix.summary) + "\n"
            for example in fix.examples {
                out += "\nBefore:\n\n```json\n\(shortened(visibleLineEnds(example.before)))\n```\n"
                out += "\nAfter:\n\n```json\n\(shortened(visibleLineEnds(example.after)))\n```\n"
            }
        }
        return out
    }

    /// An example's text for a Markdown block: a CRLF line end shown as `␍` plus the line feed,
    /// a missing final line feed left as it is.
    private static func visibleLineEnds(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "\r\n", with: "␍\n")
        while out.hasSuffix("\n") { out.removeLast() }
        return out
    }

    /// `warning`, or `warning (opt-in)` for a rule that is off unless configured.
    static func severityLabel(_ description: RuleDescription) -> String {
        description.defaultSeverity.rawValue + (description.isOptIn ? " (opt-in)" : "")
    }

    private static func capitalizedSentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Plain text as Markdown: angle brackets and ampersands would be read as HTML.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "|", with: "\\|")
    }

    /// A source: a URL as an autolink (with any note after it as text), else plain text.
    private static func link(_ source: String) -> String {
        guard source.hasPrefix("https://") || source.hasPrefix("http://") else { return escaped(source) }
        let url = source.prefix { $0 != " " }
        return "<\(url)>" + escaped(String(source.dropFirst(url.count)))
    }

    /// Inline code that holds any backticks the text has.
    private static func code(_ text: String) -> String {
        var fence = "`"
        while text.contains(fence) { fence += "`" }
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// The catalog as JSON: `{"rules": [{"id", "area", "severity", "optIn", "clauses", "summary",
    /// "documentation", "fix", "sources"}]}`, where `fix` is "safe", "unsafe" or null, and `clauses` lists `{"code", "severity", "wording"}`,
    /// first the default severity's, then those of per-case severities.
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
            out.field("documentation", ToolInfo.ruleDocumentationURL(for: description.id))
            out.field("fix", description.fix?.applicability.rawValue)
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
        if description.isOptIn { out += "\nOff by default: turn it on in the configuration's \"rules\", or with --select \(description.id).\n" }
        out += "\nSources:\n" + description.sources.map { "  - \($0)\n" }.joined()
        if !description.upstreamErrors.isEmpty {
            out += "\nUpstream error texts:\n" + description.upstreamErrors.map { "  - \($0)\n" }.joined()
        }
        out += "\nTriggers (↓ marks each finding):\n"
        out += description.triggeringExamples.map { "  \(shortened($0.marked))\n" }.joined()
        out += "\nDoes not trigger:\n"
        out += description.nonTriggeringExamples.map { "  \(shortened($0.json))\n" }.joined()
        if let fix = description.fix {
            out += "\nFix: \(fix.applicability.rawValue) (\(fix.applicability == .unsafe ? "--fix --unsafe-fixes" : "--fix")). \(fix.summary)\n"
            for example in fix.examples {
                out += "  before: \(shortened(example.before.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")))\n"
                out += "  after:  \(shortened(example.after.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")))\n"
            }
        }
        out += "\nDocumentation: \(ToolInfo.ruleDocumentationURL(for: description.id))\n"
        return out
    }

    private static func shortened(_ text: String) -> String {
        text.count <= 300 ? text : String(text.prefix(280)) + "… (\(text.utf8.count) bytes)"
    }
}
