import SizeModel

/// Where a finding about a value is placed.
public enum FindingAnchor: Sendable {
    /// At the value itself (wrong type, bad format).
    case value
    /// At the member's key (unknown or forbidden key, a missing field of this object); falls back
    /// to the value for array elements and the root.
    case key
}

/// Collects the findings of one rule run; the engine stamps rule id and severity.
public struct FindingCollector {
    struct Pending {
        var ruleID: String
        var severity: Severity
        var message: String
        var pointer: JSONPointer
        var start: Int
        var end: Int
        var fix: String?
    }

    /// The rule reporting now.
    var ruleID: String {
        get { activeRule >= 0 && activeRule < activeRuleIDs.count ? activeRuleIDs[activeRule] : explicitRuleID }
        set {
            explicitRuleID = newValue
            activeRule = -1
        }
    }
    /// Set by `ruleID`, for the engine's own findings and batch rules.
    private var explicitRuleID = ""
    /// The ids of the linter's active rules and which one runs now: per rule and message the
    /// engine sets an index, not a String (no reference counting on the hot path).
    var activeRuleIDs: [String] = []
    var activeRule = -1
    var severity = Severity.error
    var pending: [Pending] = []
    /// For a part of a streamed file: note the first message's shape and findings.
    var recordsFirstMessage = false
    /// The first message linted, when `recordsFirstMessage`.
    var firstMessage: (shape: MessageShape, findings: Range<Int>)? = nil

    init() {}

    /// Reports a problem at `value` (or its key).
    ///
    /// - Parameters:
    ///   - message: what is wrong, lower case, no trailing period
    ///   - value: the offending value; its JSON Pointer and position are taken from it
    ///   - anchor: `.key` to point at the member's key instead of its value
    ///   - fix: a concrete change that fixes it
    public mutating func report(
        _ message: String, at value: JSONValue, anchor: FindingAnchor = .value, fix: String? = nil
    ) {
        let located = (anchor == .key ? value.key : nil) ?? value
        pending.append(
            Pending(
                ruleID: ruleID, severity: severity, message: message, pointer: value.pointer,
                start: located.sourceStart, end: located.sourceEnd, fix: fix))
    }

    /// Reports a problem at a byte range of the file, for places that are not a whole value.
    public mutating func report(
        _ message: String, offset: Int, end: Int? = nil, pointer: JSONPointer, fix: String? = nil
    ) {
        pending.append(
            Pending(
                ruleID: ruleID, severity: severity, message: message, pointer: pointer,
                start: offset, end: end ?? offset + 1, fix: fix))
    }
}
