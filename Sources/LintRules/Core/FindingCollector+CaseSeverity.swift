import SizeModel

// MARK: - Per-case severity

extension FindingCollector {
    /// Reports a problem at a severity that depends on the case, not only on the rule.
    ///
    /// A few rules judge a case more or less severely than their default: a `/topics/` prefix is
    /// an error in an HTTP v1 body but only information in a firebase-admin object, which the SDK
    /// fixes on the way. `caseSeverity` is used for this one finding; a severity the user set for
    /// the rule in the configuration always wins.
    mutating func report(
        _ message: @autoclosure () -> String, at value: JSONValue, anchor: FindingAnchor = .value, caseSeverity: Severity,
        configuration: LintConfiguration, fix: @autoclosure () -> String? = nil
    ) {
        let ruleSeverity = severity
        // Whether the configuration sets the rule's severity: known per active rule
        // (`activeSeverityIsConfigured`), looked up by id only for the engine's own rules.
        let configured =
            activeRule >= 0 && activeRule < activeSeverityIsConfigured.count
            ? activeSeverityIsConfigured[activeRule] : configuration.severityOverrides[ruleID] != nil
        if !configured { severity = caseSeverity }
        report(message(), at: value, anchor: anchor, fix: fix())
        severity = ruleSeverity
    }
}
