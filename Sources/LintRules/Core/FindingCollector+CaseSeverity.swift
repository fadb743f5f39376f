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
        // Decided, like the text, only for a finding that is kept: past the limit the rule's id
        // is not even looked up.
        append { ruleID in
            let located = (anchor == .key ? value.key : nil) ?? value
            return Pending(
                ruleID: ruleID, severity: configuration.severityOverrides[ruleID] == nil ? caseSeverity : ruleSeverity,
                message: message(), pointer: value.pointer, start: located.sourceStart, end: located.sourceEnd, fix: fix())
        }
    }
}
