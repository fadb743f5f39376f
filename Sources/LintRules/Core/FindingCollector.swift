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
    /// Findings kept per rule and file; beyond it they are only counted, and never built.
    var limit = FindingLimit<Pending>(limit: .max)
    /// The number of findings kept per rule and file.
    var limitPerRule: Int {
        get { limit.limit }
        set { limit = FindingLimit(limit: newValue) }
    }
    /// For a part of a streamed file: note the first message's shape and findings.
    var recordsFirstMessage = false
    /// The first message linted, when `recordsFirstMessage`.
    var firstMessage: (shape: MessageShape, findings: Range<Int>)? = nil

    /// Messages and fixes longer than this many Unicode scalars are shortened in the middle, so a
    /// rule quoting a 100 MB key does not make a 100 MB message.
    static let maximumTextLength = 1000

    init() {}

    mutating func append(_ finding: Pending) {
        append(finding.ruleID) { finding }
    }

    /// Keeps the finding `make` builds, or only counts it when `ruleID` is past its limit: then
    /// `make` runs only for the first finding left out, which places the omission summary.
    mutating func append(_ ruleID: String, _ make: () -> Pending) {
        guard limit.admit(ruleID, firstOmitted: make) else { return }
        var finding = make()
        finding.message = Self.bounded(finding.message)
        finding.fix = finding.fix.map(Self.bounded)
        pending.append(finding)
    }

    /// `text`, or its first and last parts around "…" when it is longer than the limit.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > maximumTextLength else { return text }
        let scalars = text.unicodeScalars
        guard scalars.count > maximumTextLength else { return text }
        let head = String(String.UnicodeScalarView(scalars.prefix(maximumTextLength * 3 / 4)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(maximumTextLength / 4)))
        return head + "…" + tail
    }

    /// Reports a problem at `value` (or its key).
    ///
    /// The message, fix and JSON Pointer are built only when the finding is kept: past the
    /// rule's per-file limit a finding is only counted.
    ///
    /// - Parameters:
    ///   - message: what is wrong, lower case, no trailing period
    ///   - value: the offending value; its JSON Pointer and position are taken from it
    ///   - anchor: `.key` to point at the member's key instead of its value
    ///   - fix: a concrete change that fixes it
    public mutating func report(
        _ message: @autoclosure () -> String, at value: JSONValue, anchor: FindingAnchor = .value,
        fix: @autoclosure () -> String? = nil
    ) {
        let ruleID = self.ruleID
        let severity = self.severity
        append(ruleID) {
            let located = (anchor == .key ? value.key : nil) ?? value
            return Pending(
                ruleID: ruleID, severity: severity, message: message(), pointer: value.pointer,
                start: located.sourceStart, end: located.sourceEnd, fix: fix())
        }
    }

    /// Reports a problem at a byte range of the file, for places that are not a whole value.
    /// As above, the text and pointer are built only when the finding is kept.
    public mutating func report(
        _ message: @autoclosure () -> String, offset: Int, end: Int? = nil, pointer: @autoclosure () -> JSONPointer,
        fix: @autoclosure () -> String? = nil
    ) {
        let ruleID = self.ruleID
        let severity = self.severity
        append(ruleID) {
            Pending(
                ruleID: ruleID, severity: severity, message: message(), pointer: pointer(),
                start: offset, end: end ?? offset + 1, fix: fix())
        }
    }
}
