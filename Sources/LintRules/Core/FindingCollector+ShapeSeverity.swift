import SizeModel

/// Findings whose severity depends on the input shape (an error in an HTTP v1 body, information
/// in a firebase-admin object that the SDK fixes on the way).
extension FindingCollector {
    /// Reports at `severity` instead of the rule's default severity, unless the configuration sets
    /// the rule's severity explicitly (then that wins, as for every other finding).
    mutating func report(
        _ message: String, at value: JSONValue, anchor: FindingAnchor = .value, fix: String? = nil,
        shapeSeverity: Severity, configuration: LintConfiguration
    ) {
        let saved = severity
        if configuration.severityOverrides[ruleID] == nil { severity = shapeSeverity }
        report(message, at: value, anchor: anchor, fix: fix)
        severity = saved
    }
}
