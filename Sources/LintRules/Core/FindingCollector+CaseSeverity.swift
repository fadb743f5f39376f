import SizeModel

// MARK: - Per-case severity

extension FindingCollector {
    /// Reports a problem at a severity that depends on the case, not only on the rule.
    ///
    /// A few rules are worth knowing in general and likely misbehaviour in a narrower case (a
    /// background push is throttled: info; when the app means to draw a visible notification from
    /// it: warning). The rule's default severity is the general case; `caseSeverity` is used for
    /// this one finding. A severity the user set for the rule in the configuration always wins.
    mutating func report(
        _ message: String, at value: JSONValue, anchor: FindingAnchor = .value, caseSeverity: Severity,
        configuration: LintConfiguration, fix: String? = nil
    ) {
        let ruleSeverity = severity
        if configuration.severityOverrides[ruleID] == nil { severity = caseSeverity }
        report(message, at: value, anchor: anchor, fix: fix)
        severity = ruleSeverity
    }
}
