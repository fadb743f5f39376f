/// The finding about template files themselves: a placeholder outside a string was taken as a
/// value of unknown type. Not a message rule (the template, not the payload, triggers it), so it
/// is not in `RuleRegistry`; like the suppression findings it has an id, a severity the
/// configuration can change, and a description.
package enum TemplateRules {
    /// A placeholder standing where a JSON value goes.
    static let placeholderValue = RuleDescription(
        id: "template-placeholder-value",
        area: .json,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a template placeholder stands where a JSON value goes; it was assumed to be any value",
        rationale: """
            A template such as "badge": {{count}} or "data": {{{json data}}} is not JSON until the \
            template engine renders it. notifykit-lint lints it as a template when its name ends \
            in .json.hbs, .json.tmpl, .json.j2, .json.liquid or .json.mustache (and a few more), \
            or when the configuration's "templates" globs match it: each placeholder outside a \
            string is read as a value of unknown type that every rule accepts, so nothing is \
            reported about it, and this note says so. Whether the rendered value has the right \
            type (a number for badge, an object for data) only the rendered payload can show: \
            lint a rendered sample too. Turn the note off with "rules": {"template-placeholder-value": "off"}. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: ["Documentation/Templates.md"],
        triggeringExamples: [],
        nonTriggeringExamples: [])

    /// Every description.
    package static let all = [placeholderValue]
}
