/// The per-rule limit of findings in a file, decided while counting: the first `limit` findings
/// of a rule are kept, every later one is only counted, and the first of those is kept to place
/// the rule's omission summary (`omissions`).
///
/// One piece of code at both levels of the engine: a run's collector keeps
/// `FindingCollector.Pending` values, the driver keeps located findings with their excerpts, and
/// a run's counts are merged into the file's in input order (`merge`). A finding past the limit costs its
/// counting: the caller builds it only when `admit` asks for it.
///
/// Rules are counted by a key, their place in `ruleIDs` (`key(of:)` hands it out on first use):
/// a caller that knows a rule's key counts its findings in arrays, without hashing its id.
struct FindingLimit<First> {
    /// What was left out of one rule.
    struct Omission {
        /// How many findings were left out.
        var count: Int
        /// The first of them, where the summary is placed; nil while the rule is only counted
        /// because an earlier part of the file holds its first omitted finding (`countOnly`).
        var first: First?
    }

    /// Findings kept per rule.
    let limit: Int
    /// The rules counted so far, by key.
    private(set) var ruleIDs: [String] = []
    /// The key of each rule in `ruleIDs`.
    private var keys: [String: Int] = [:]
    /// Findings kept per rule, by key.
    private var kept: [Int] = []
    /// Per rule, how many findings were left out, by key; -1 while none is (the rule is under
    /// the limit). The counts and the first findings left out (`firsts`) are kept apart, so that
    /// counting and asking which rules are past the limit never copy a finding.
    private var omittedCounts: [Int] = []
    /// Per rule past the limit, the first finding left out, by key (nil while a rule is only
    /// counted, `countOnly`).
    private var firsts: [First?] = []
    /// True when some rule is past the limit.
    private(set) var hasOmissions = false

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The key `ruleID` is counted by, handed out on its first use.
    mutating func key(of ruleID: String) -> Int {
        if keys.count < ruleIDs.count { indexUnindexedKeys() }
        if let key = keys[ruleID] { return key }
        let key = ruleIDs.count
        ruleIDs.append(ruleID)
        keys[ruleID] = key
        kept.append(0)
        omittedCounts.append(-1)
        firsts.append(nil)
        return key
    }

    /// `key(of:)` for a caller that keeps the key itself and never asks for `ruleID` by id again
    /// (a run's collector, which knows its active rules by their place): a new key is handed out
    /// without entering `ruleID` in the index, which `key(of:)` does only should it be asked.
    /// Hashing the id and growing the index cost about 3,000 instructions per rule and run
    /// (measured: about 250 instructions per message on the findings-heavy corpus).
    mutating func unindexedKey(of ruleID: String) -> Int {
        // Asked by id before (a rule outside the active ones): its key may be in the index.
        if !keys.isEmpty { return key(of: ruleID) }
        let key = ruleIDs.count
        ruleIDs.append(ruleID)
        kept.append(0)
        omittedCounts.append(-1)
        firsts.append(nil)
        return key
    }

    /// Enters the keys `unindexedKey(of:)` handed out in the index.
    private mutating func indexUnindexedKeys() {
        for key in ruleIDs.indices where keys[ruleIDs[key]] == nil { keys[ruleIDs[key]] = key }
    }

    /// Whether the next finding of `ruleID` is kept (see `admit(key:firstOmitted:)`).
    mutating func admit(_ ruleID: String, firstOmitted: () -> First) -> Bool {
        admit(key: key(of: ruleID), firstOmitted: firstOmitted)
    }

    /// Whether the next finding of the rule of `key` is kept. When it is not, it is counted, and
    /// `firstOmitted` is called for the first finding of the rule left out (only then).
    mutating func admit(key: Int, firstOmitted: () -> First) -> Bool {
        if omittedCounts[key] >= 0 {
            omittedCounts[key] += 1
            return false
        }
        if kept[key] < limit {
            kept[key] += 1
            return true
        }
        omittedCounts[key] = 1
        firsts[key] = firstOmitted()
        hasOmissions = true
        return false
    }

    /// Records that `count` findings of the rule of `key` were kept by a caller that counted them
    /// itself (`FindingCollector`'s per-rule counts), so the limit goes on from there.
    mutating func noteKept(key: Int, count: Int) {
        kept[key] += count
    }

    /// Counts `ruleID`'s findings from now on without keeping any: an earlier part of the file
    /// already reached the rule's limit and holds its first omitted finding.
    mutating func countOnly(_ ruleID: String) {
        countOnly(key: key(of: ruleID))
    }

    /// `countOnly(_:)` for the rule of `key`.
    mutating func countOnly(key: Int) {
        if omittedCounts[key] < 0 {
            omittedCounts[key] = 0
            hasOmissions = true
        }
    }

    /// Adds what a later part of the file left out of `ruleID`: its count, and its first omitted
    /// finding when this limit has none yet.
    mutating func merge(_ ruleID: String, count: Int, first: First?) {
        guard count > 0 else { return }
        merge(key: key(of: ruleID), count: count, first: first)
    }

    /// `merge(_:count:first:)` for the rule of `key`.
    mutating func merge(key: Int, count: Int, first: First?) {
        guard count > 0 else { return }
        if omittedCounts[key] >= 0 {
            omittedCounts[key] += count
            if firsts[key] == nil, let first { firsts[key] = first }
        } else {
            omittedCounts[key] = count
            firsts[key] = first
            hasOmissions = true
        }
    }

    /// The first finding left out of the rule of `key`, when one was.
    func firstOmitted(key: Int) -> First? {
        firsts[key]
    }

    /// How many findings of each rule were kept so far (rules with none left out).
    var keptCounts: [(ruleID: String, count: Int)] {
        kept.indices.compactMap { kept[$0] > 0 ? (ruleIDs[$0], kept[$0]) : nil }
    }

    /// `keptCounts` with each rule's key, for the rules with at least `least` kept.
    func keptCounts(atLeast least: Int) -> [(ruleID: String, key: Int, count: Int)] {
        kept.indices.compactMap { kept[$0] > 0 && kept[$0] >= least ? (ruleIDs[$0], $0, kept[$0]) : nil }
    }

    /// `rulesPastTheLimit` with each rule's key.
    var keysPastTheLimit: [(ruleID: String, key: Int)] {
        firsts.indices.compactMap { omittedCounts[$0] >= 0 && firsts[$0] != nil ? (ruleIDs[$0], $0) : nil }
    }

    /// The rules whose first omitted finding is known, so a later part of the file need only
    /// count theirs.
    var rulesPastTheLimit: [String] {
        firsts.indices.compactMap { omittedCounts[$0] >= 0 && firsts[$0] != nil ? ruleIDs[$0] : nil }
    }

    /// The keys of the rules with an omission, in rule-id order.
    private var omittedKeysByRuleID: [Int] {
        omittedCounts.indices.filter { omittedCounts[$0] >= 0 }.sorted { ruleIDs[$0] < ruleIDs[$1] }
    }

    /// Per rule with findings left out, in rule-id order: the count and the first omitted one.
    var omissions: [(ruleID: String, count: Int, first: First)] {
        guard hasOmissions else { return [] }
        return omittedKeysByRuleID.compactMap { key in
            guard omittedCounts[key] > 0, let first = firsts[key] else { return nil }
            return (ruleIDs[key], omittedCounts[key], first)
        }
    }

    /// Per rule that was only counted here (`countOnly`): how many findings were left out.
    var countedOnly: [(ruleID: String, count: Int)] {
        guard hasOmissions else { return [] }
        return omittedKeysByRuleID.compactMap { key in
            guard firsts[key] == nil, omittedCounts[key] > 0 else { return nil }
            return (ruleIDs[key], omittedCounts[key])
        }
    }
}

extension Linter {
    /// The finding that stands for a rule's findings past the per-file limit, at the first of them.
    static func omissionSummary(_ first: FindingCollector.Pending, ruleID: String, count: Int, limit: Int) -> FindingCollector.Pending {
        var summary = first
        summary.message = "\(count) more \(ruleID) \(count == 1 ? "finding" : "findings") in this file not shown (at most \(limit) per rule and file); this is the first of them"
        summary.fix = "fix the findings above and run again"
        return summary
    }
}
