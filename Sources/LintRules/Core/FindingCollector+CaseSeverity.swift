import SizeModel

// MARK: - Per-case severity

extension FindingCollector {
    /// Reports a problem at a severity that depends on the case, not only on the rule.
    ///
    /// A few rules judge a case more or less severely than their default: a `/topics/` prefix is
    /// an error in an HTTP v1 body but only information in a firebase-admin object, which the SDK
    /// fixes on the way. `caseSeverity` is used for this one finding; a severity the user set for
    /// the rule in the configuration always wins.
    ///
    /// `configuration` is an autoclosure: only the engine's own rules (no active rule index) read
    /// it, and a rule passing `message.configuration` by value copied the whole configuration
    /// (its references counted and released) on every call, kept finding or not.
    mutating func report(
        _ message: @autoclosure () -> FindingText, at value: JSONValue, anchor: FindingAnchor = .value, caseSeverity: Severity,
        configuration: @autoclosure () -> LintConfiguration, fix: @autoclosure () -> String? = nil
    ) {
        withCaseSeverity(caseSeverity, configuration: configuration()) {
            $0.report(message(), at: value, anchor: anchor, fix: fix())
        }
    }

    /// Reports a problem at a byte range of the file at a severity that depends on the case, as
    /// above.
    mutating func report(
        _ message: @autoclosure () -> FindingText, offset: Int, pointer: @autoclosure () -> JSONPointer,
        caseSeverity: Severity, configuration: @autoclosure () -> LintConfiguration, fix: @autoclosure () -> String? = nil
    ) {
        withCaseSeverity(caseSeverity, configuration: configuration()) {
            $0.report(message(), offset: offset, pointer: pointer(), fix: fix())
        }
    }

    /// `report(_:at:anchor:caseSeverity:configuration:fix:)` for a message made as a String.
    @_disfavoredOverload
    mutating func report<Message: StringProtocol>(
        _ message: @autoclosure () -> Message, at value: JSONValue, anchor: FindingAnchor = .value, caseSeverity: Severity,
        configuration: @autoclosure () -> LintConfiguration, fix: @autoclosure () -> String? = nil
    ) {
        report(FindingText(String(message())), at: value, anchor: anchor, caseSeverity: caseSeverity, configuration: configuration(), fix: fix())
    }

    /// `report(_:offset:pointer:caseSeverity:configuration:fix:)` for a message made as a String.
    @_disfavoredOverload
    mutating func report<Message: StringProtocol>(
        _ message: @autoclosure () -> Message, offset: Int, pointer: @autoclosure () -> JSONPointer,
        caseSeverity: Severity, configuration: @autoclosure () -> LintConfiguration, fix: @autoclosure () -> String? = nil
    ) {
        report(FindingText(String(message())), offset: offset, pointer: pointer(), caseSeverity: caseSeverity, configuration: configuration(), fix: fix())
    }

    /// Runs `body` with the rule's severity set to `caseSeverity`, unless the configuration sets
    /// the rule's severity, which always wins.
    private mutating func withCaseSeverity(
        _ caseSeverity: Severity, configuration: @autoclosure () -> LintConfiguration, _ body: (inout FindingCollector) -> Void
    ) {
        let ruleSeverity = severity
        // Whether the configuration sets the rule's severity: known per active rule
        // (`activeSeverityIsConfigured`), looked up by id only for the engine's own rules.
        let configured =
            activeRule >= 0 && activeRule < activeSeverityIsConfigured.count
            ? activeSeverityIsConfigured[activeRule] : configuration().severityOverrides[ruleID] != nil
        if !configured { severity = caseSeverity }
        body(&self)
        severity = ruleSeverity
    }
}
