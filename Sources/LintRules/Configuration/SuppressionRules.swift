/// The findings about suppressions themselves. They are not message rules (nothing in a payload
/// triggers them), so they are not in `RuleRegistry`, but they have ids, severities and
/// descriptions like rules: configuration can change their severity or turn them off, and SARIF
/// lists them.
package enum SuppressionRules {
    /// An `ignores` entry whose files were linted but that suppressed nothing.
    package static let unusedIgnore = RuleDescription(
        id: "unused-ignore",
        area: .json,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "an ignores entry of the configuration matched no finding",
        rationale: """
            An ignore that suppresses nothing is stale: the problem was fixed, the pointer or glob \
            is misspelt, or the rule id changed. Left in place it would silently hide the next real \
            finding at that place. It is reported only when a file it covers was linted in the run, \
            so a pre-commit run over a few staged files does not flag ignores for other files. \
            Set the severity with "reportUnusedIgnores" (or "rules": {"unused-ignore": …}). \
            Severity: warning, because whether the stale entry hides a real finding later is \
            decided by the configuration and future payloads, not by this run (W3).
            """,
        sources: ["https://eslint.org/docs/latest/use/command-line-interface#--report-unused-disable-directives"],
        triggeringExamples: [],
        nonTriggeringExamples: [])

    /// A baseline entry whose file was linted but that matched fewer findings than recorded.
    package static let unusedBaselineEntry = RuleDescription(
        id: "baseline-entry-unused",
        area: .json,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a baseline entry no longer matches a finding",
        rationale: """
            The baseline records known findings by file, rule and JSON Pointer. When a recorded \
            finding is gone (fixed, or the payload changed), the entry should be dropped so it \
            cannot hide a new finding at the same place: refresh the baseline with \
            --write-baseline. Make stale entries fail CI with "rules": {"baseline-entry-unused": "error"}. \
            Severity: info, because this is advice on keeping the baseline tidy (I).
            """,
        sources: ["https://eslint.org/docs/latest/use/suppressions"],
        triggeringExamples: [],
        nonTriggeringExamples: [])

    /// Both descriptions.
    package static let all = [unusedIgnore, unusedBaselineEntry]

    /// Every id a configuration may name: every id the tool can emit (`LintRun.allRules`).
    package static var knownRuleIDs: [String] {
        LintRun.allRules.map(\.id).sorted()
    }

    /// The description of any id the tool can emit.
    package static func description(for id: String) -> RuleDescription? {
        LintRun.allRules.first { $0.id == id }
    }
}
