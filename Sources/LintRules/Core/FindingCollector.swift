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
        /// The place of the rule in the reporting collector's `activeRuleIDs` (-1: none), which
        /// lets the driver count it without hashing its id.
        var ruleSlot = -1

        /// What is left in place of a finding moved out of an array (by `swap`, which moves
        /// without counting references): it holds no reference to count.
        static let placeholder = Pending(
            ruleID: "", severity: .error, message: "", pointer: JSONPointer(), start: 0, end: 0, fix: nil)
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
    var activeRuleIDs: [String] = [] {
        didSet {
            keptByActiveRule = Array(repeating: 0, count: activeRuleIDs.count)
            omittedByActiveRule = keptByActiveRule
            limitKeys = Array(repeating: -1, count: activeRuleIDs.count)
            lastExplicit = ("", -1)
        }
    }
    var activeRule = -1
    /// Per active rule (`activeRuleIDs`' order), whether the configuration sets its severity,
    /// which then wins over a case severity (`report(_:at:anchor:caseSeverity:configuration:fix:)`).
    var activeSeverityIsConfigured: [Bool] = []
    var severity = Severity.error
    var pending: [Pending] = []
    /// Findings kept per rule and file; beyond it they are only counted, and never built.
    var limit = FindingLimit<Pending>(limit: .max)
    /// The number of findings kept per rule and file.
    var limitPerRule: Int {
        get { limit.limit }
        set {
            limit = FindingLimit(limit: newValue)
            keptByActiveRule = Array(repeating: 0, count: activeRuleIDs.count)
            omittedByActiveRule = keptByActiveRule
            limitKeys = Array(repeating: -1, count: activeRuleIDs.count)
        }
    }
    /// Findings kept so far of each active rule (`activeRuleIDs`' order) while it is under the
    /// limit, so that a kept finding is counted without hashing its rule's id; a rule at the
    /// limit, or only counted (`countOnly`), is `FindingLimit`'s to count from then on
    /// (`handedToLimit`).
    private var keptByActiveRule: [Int] = []
    /// Findings left out of each active rule that `limit` has not counted yet: once a rule is
    /// past the limit, its omission (and the first finding left out) is in `limit`, and each
    /// later finding only adds one here (`takeOmissions` hands them out).
    private var omittedByActiveRule: [Int] = []
    /// Each active rule's key in `limit` (-1 until the rule first reaches it), so that handing
    /// counts to the limit hashes a rule's id once per run.
    private var limitKeys: [Int] = []
    /// The mark of a rule whose findings `limit` counts.
    private static let handedToLimit = Int.max
    /// The last rule reported by id (`ruleID = …`, `append(_:)`) and its place in
    /// `activeRuleIDs` (-1 when it is not an active rule), so a run of them looks it up once.
    private var lastExplicit: (ruleID: String, slot: Int) = ("", -1)
    /// For a part of a streamed file: note the first message's shape and findings.
    var recordsFirstMessage = false
    /// The first message linted, when `recordsFirstMessage`.
    var firstMessage: (shape: MessageShape, findings: Range<Int>)? = nil

    /// Messages and fixes longer than this many Unicode scalars are shortened in the middle, so a
    /// rule quoting a 100 MB key does not make a 100 MB message.
    static let maximumTextLength = 1000

    init() {}

    /// True when a finding the active rule reports now is only counted: the rule is past its
    /// limit, so the finding's text, fix and severity are never read (`FindingLimit`). A rule
    /// whose report needs work of its own first, such as the test that decides a case severity
    /// (`IncomingCallPush`), can skip that work and report the finding plainly.
    var countsOnly: Bool {
        activeRule >= 0 && activeRule < keptByActiveRule.count && keptByActiveRule[activeRule] == Self.handedToLimit
    }

    /// When `countsOnly`, counts a finding of the active rule, as a report would, and returns
    /// true; else false and nothing is counted. For a rule that would make a value only to report
    /// it (each retaining the document), or a text's parts before the report.
    mutating func countIfOnlyCounted() -> Bool {
        guard countsOnly else { return false }
        omittedByActiveRule[activeRule] += 1
        return true
    }

    mutating func append(_ finding: Pending) {
        append(finding.ruleID, slot: slot(of: finding.ruleID)) { finding }
    }

    /// Counts `ruleID`'s findings from now on without keeping any: an earlier part of the input
    /// already reached the rule's limit and holds its first omitted finding.
    mutating func countOnly(_ ruleID: String) {
        countOnly(ruleID, slot: slot(of: ruleID))
    }

    /// `countOnly(_:)` for the rule at `slot` in `activeRuleIDs` (-1: not an active rule), which
    /// the caller looked up.
    /// An active rule's findings are then counted by its index alone: `limit` learns of the
    /// rule only when one is left out (`takeOmissions`), which gives the same counts without a
    /// lookup of its id per rule and run (measured: about 220 instructions per message on the
    /// findings-heavy corpus, where a run of 110 messages starts with about nine such rules).
    mutating func countOnly(_ ruleID: String, slot: Int) {
        if slot >= 0, slot < keptByActiveRule.count, activeRuleIDs[slot] == ruleID {
            keptByActiveRule[slot] = Self.handedToLimit
            return
        }
        limit.countOnly(key: limit.key(of: ruleID))
    }

    /// The key in `limit` of the active rule at `slot`.
    private mutating func limitKey(slot: Int) -> Int {
        if limitKeys[slot] < 0 { limitKeys[slot] = limit.unindexedKey(of: activeRuleIDs[slot]) }
        return limitKeys[slot]
    }

    /// Starts the count of the active rule's kept findings at `count`, what earlier parts of the input
    /// kept: this part then keeps only what the limit has left, and builds no finding that the
    /// merge in input order would drop.
    /// (`slot`: the rule's place in `activeRuleIDs`.)
    mutating func noteKeptBefore(slot: Int, count: Int) {
        guard slot >= 0, slot < keptByActiveRule.count, keptByActiveRule[slot] != Self.handedToLimit else { return }
        keptByActiveRule[slot] = min(max(0, count), limit.limit)
    }

    /// What the run left out, per rule past the limit: how many findings, whether the first of
    /// them is known (`firsts` holds them, in the same order; not for a rule the run only
    /// counted, `countOnly`) and the rule's place in `activeRuleIDs` (-1: not an active rule,
    /// or not looked up). In no particular order. Called once, at the end of the run: the
    /// counts kept per active rule are handed out.
    ///
    /// An active rule the run only counted is read from its slot and never handed to `limit`.
    /// (Handing each to `limit`, which then gave it a key, four arrays grown by one, and whose
    /// `omissions` and `countedOnly` each sorted the keys by rule id, cost about 30,000
    /// instructions a run on the findings-heavy corpus, where runs of 110 messages start with
    /// about 50 rules only counted.) The slot also spares the driver a hash of the rule's id
    /// when it merges the count. The first findings come apart from the counts, so that reading
    /// a count copies no finding.
    mutating func takeOmissions() -> (counts: [(ruleID: String, slot: Int, count: Int, hasFirst: Bool)], firsts: [Pending]) {
        var counts: [(ruleID: String, slot: Int, count: Int, hasFirst: Bool)] = []
        var countedBySlot = 0
        for slot in omittedByActiveRule.indices where omittedByActiveRule[slot] > 0 && limitKeys[slot] < 0 { countedBySlot += 1 }
        counts.reserveCapacity(countedBySlot)
        for slot in omittedByActiveRule.indices where omittedByActiveRule[slot] > 0 {
            if limitKeys[slot] >= 0 {
                // The rule went past the limit in this run: `limit` holds its first omitted finding.
                limit.merge(key: limitKeys[slot], count: omittedByActiveRule[slot], first: nil)
            } else {
                counts.append((ruleID: activeRuleIDs[slot], slot: slot, count: omittedByActiveRule[slot], hasFirst: false))
            }
            omittedByActiveRule[slot] = 0
        }
        var firsts: [Pending] = []
        guard limit.hasOmissions else { return (counts, firsts) }
        for entry in limit.omissions {
            counts.append((ruleID: entry.ruleID, slot: -1, count: entry.count, hasFirst: true))
            firsts.append(entry.first)
        }
        for entry in limit.countedOnly {
            counts.append((ruleID: entry.ruleID, slot: -1, count: entry.count, hasFirst: false))
        }
        return (counts, firsts)
    }

    /// The place of `ruleID` in `activeRuleIDs`, or -1.
    private mutating func slot(of ruleID: String) -> Int {
        if lastExplicit.ruleID != ruleID {
            lastExplicit = (ruleID, activeRuleIDs.firstIndex(of: ruleID) ?? -1)
        }
        return lastExplicit.slot
    }

    /// Keeps the finding `make` builds for the rule reporting now (its id the argument), or only
    /// counts it when that rule is past its limit: then the rule's id is not even read (a copy of
    /// it counts a reference).
    mutating func append(_ make: (_ ruleID: String) -> Pending) {
        let slot = activeRule >= 0 && activeRule < keptByActiveRule.count ? activeRule : self.slot(of: explicitRuleID)
        if slot >= 0, keptByActiveRule[slot] == Self.handedToLimit {
            omittedByActiveRule[slot] += 1
            return
        }
        let ruleID = self.ruleID
        append(ruleID, slot: slot) { make(ruleID) }
    }

    /// Keeps the finding `make` builds, or only counts it when `ruleID` (the active rule at
    /// `slot`, or -1) is past its limit: then `make` runs only for the first finding left out,
    /// which places the omission summary.
    private mutating func append(_ ruleID: String, slot: Int, _ make: () -> Pending) {
        if slot >= 0, keptByActiveRule[slot] < limit.limit {
            keptByActiveRule[slot] += 1
        } else if slot >= 0, keptByActiveRule[slot] == Self.handedToLimit {
            // `limit` holds the rule's omission: this finding is only counted.
            omittedByActiveRule[slot] += 1
            return
        } else {
            if slot >= 0 {
                // The rule's first finding past the limit: `limit` records it and its omission.
                limit.noteKept(key: limitKey(slot: slot), count: keptByActiveRule[slot])
                keptByActiveRule[slot] = Self.handedToLimit
            }
            guard limit.admit(key: slot >= 0 ? limitKey(slot: slot) : limit.key(of: ruleID), firstOmitted: make) else { return }
        }
        // Appended as `make` returns it, then stamped in place: a local variable appended was
        // copied (its references counted) and the copy released.
        pending.append(make())
        let last = pending.count - 1
        pending[last].ruleSlot = slot
        // Rewritten only when too long: assigning a String to itself still counts references.
        if pending[last].message.utf8.count > Self.maximumTextLength { pending[last].message = Self.bounded(pending[last].message) }
        if (pending[last].fix?.utf8.count ?? 0) > Self.maximumTextLength, let fix = pending[last].fix {
            pending[last].fix = Self.bounded(fix)
        }
    }

    /// Removes the kept findings from `mark` on that `isDropped` picks, and takes them out of
    /// their rules' kept counts, so a reader that lints a document and then drops findings that
    /// do not apply there (an SNS message's FCM request has no target of its own) leaves the
    /// per-rule limits as if they had never been reported.
    mutating func removePending(from mark: Int, where isDropped: (Pending) -> Bool) {
        var kept: [Pending] = []
        for finding in pending[mark...] {
            guard isDropped(finding) else {
                kept.append(finding)
                continue
            }
            let slot = finding.ruleSlot
            if slot >= 0, slot < keptByActiveRule.count, keptByActiveRule[slot] != Self.handedToLimit, keptByActiveRule[slot] > 0 {
                keptByActiveRule[slot] -= 1
            }
        }
        pending.replaceSubrange(mark..., with: kept)
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
    ///
    /// Generic over the message's type (only a String is ever passed) so that a literal message
    /// is a `FindingText` whatever the fix is: with a `String` parameter here, the compiler took
    /// this overload for a literal message whose fix is `nil`, a `? :` or a `??` (checked with
    /// swiftc), and built the message through `DefaultStringInterpolation`.
    @_disfavoredOverload  // A literal message is a `FindingText` (below).
    public mutating func report<Message: StringProtocol>(
        _ message: @autoclosure () -> Message, at value: JSONValue, anchor: FindingAnchor = .value,
        fix: @autoclosure () -> String? = nil
    ) {
        report(FindingText(String(message())), at: value, anchor: anchor, fix: fix())
    }

    /// `report(_:at:anchor:fix:)` for a message written as a literal, whose interpolations are
    /// appended as bytes (`FindingText`).
    mutating func report(
        _ message: @autoclosure () -> FindingText, at value: JSONValue, anchor: FindingAnchor = .value,
        fix: @autoclosure () -> String? = nil
    ) {
        let severity = self.severity
        append { ruleID in
            let located = ((anchor == .key ? value.key : nil) ?? value).sourceBounds
            return Pending(
                ruleID: ruleID, severity: severity, message: message().string, pointer: value.pointer,
                start: located.start, end: located.end, fix: fix())
        }
    }

    /// Reports a problem at a byte range of the file, for places that are not a whole value.
    /// As above, the text and pointer are built only when the finding is kept.
    @_disfavoredOverload  // A literal message is a `FindingText` (below).
    public mutating func report<Message: StringProtocol>(
        _ message: @autoclosure () -> Message, offset: Int, end: Int? = nil, pointer: @autoclosure () -> JSONPointer,
        fix: @autoclosure () -> String? = nil
    ) {
        report(FindingText(String(message())), offset: offset, end: end, pointer: pointer(), fix: fix())
    }

    /// `report(_:offset:end:pointer:fix:)` for a message written as a literal (`FindingText`).
    mutating func report(
        _ message: @autoclosure () -> FindingText, offset: Int, end: Int? = nil, pointer: @autoclosure () -> JSONPointer,
        fix: @autoclosure () -> String? = nil
    ) {
        let severity = self.severity
        append { ruleID in
            Pending(
                ruleID: ruleID, severity: severity, message: message().string, pointer: pointer(),
                start: offset, end: end ?? offset + 1, fix: fix())
        }
    }
}
