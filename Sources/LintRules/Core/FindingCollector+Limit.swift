/// The per-rule limit of findings in a file, decided while counting: the first `limit` findings
/// of a rule are kept, every later one is only counted, and the first of those is kept to place
/// the rule's omission summary (`omissions`).
///
/// One piece of code at both levels of the engine: a run's collector keeps
/// `FindingCollector.Pending` values, the driver keeps located findings with their excerpts, and
/// a run's counts are merged into the file's in input order (`merge`). A finding past the limit costs its
/// counting: the caller builds it only when `admit` asks for it.
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
    private var kept: [String: Int] = [:]
    /// Per rule past the limit, what was left out.
    private(set) var omitted: [String: Omission] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Whether the next finding of `ruleID` is kept. When it is not, it is counted, and
    /// `firstOmitted` is called for the first finding of the rule left out (only then).
    mutating func admit(_ ruleID: String, firstOmitted: () -> First) -> Bool {
        if omitted[ruleID] != nil {
            omitted[ruleID]?.count += 1
            return false
        }
        let count = kept[ruleID, default: 0]
        if count < limit {
            kept[ruleID] = count + 1
            return true
        }
        omitted[ruleID] = Omission(count: 1, first: firstOmitted())
        return false
    }

    /// Records that `count` findings of `ruleID` were kept by a caller that counted them itself
    /// (`FindingCollector`'s per-rule counts), so the limit goes on from there.
    mutating func noteKept(_ ruleID: String, count: Int) {
        kept[ruleID, default: 0] += count
    }

    /// Counts `ruleID`'s findings from now on without keeping any: an earlier part of the file
    /// already reached the rule's limit and holds its first omitted finding.
    mutating func countOnly(_ ruleID: String) {
        if omitted[ruleID] == nil { omitted[ruleID] = Omission(count: 0, first: nil) }
    }

    /// Adds what a later part of the file left out of `ruleID`: its count, and its first omitted
    /// finding when this limit has none yet.
    mutating func merge(_ ruleID: String, count: Int, first: First?) {
        guard count > 0 else { return }
        if omitted[ruleID] != nil {
            omitted[ruleID]?.count += count
            if omitted[ruleID]?.first == nil { omitted[ruleID]?.first = first }
        } else {
            omitted[ruleID] = Omission(count: count, first: first)
        }
    }

    /// How many findings of each rule were kept so far.
    var keptCounts: [String: Int] { kept }

    /// True when some rule is past the limit.
    var hasOmissions: Bool { !omitted.isEmpty }

    /// The rules whose first omitted finding is known, so a later part of the file need only
    /// count theirs.
    var rulesPastTheLimit: Set<String> {
        Set(omitted.compactMap { $0.value.first == nil ? nil : $0.key })
    }

    /// Per rule with findings left out, in rule-id order: the count and the first omitted one.
    var omissions: [(ruleID: String, count: Int, first: First)] {
        omitted.sorted { $0.key < $1.key }.compactMap { entry in
            guard entry.value.count > 0, let first = entry.value.first else { return nil }
            return (entry.key, entry.value.count, first)
        }
    }

    /// Per rule that was only counted here (`countOnly`): how many findings were left out.
    var countedOnly: [(ruleID: String, count: Int)] {
        omitted.sorted { $0.key < $1.key }.compactMap { entry in
            entry.value.first == nil && entry.value.count > 0 ? (entry.key, entry.value.count) : nil
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
