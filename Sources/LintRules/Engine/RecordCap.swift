import SizeModel

/// How the pipeline format sorts findings into messages and caps them per message.
///
/// The other formats keep at most `maximumFindingsPerRule` findings of a rule per file; a stream
/// of a million messages would then report a rule's first thousand and count the rest, and a
/// pipeline that aggregates per message or per rule would see wrong figures. A record keeps the
/// limit per rule and message instead: every finding of an ordinary message is reported (an FCM
/// message is at most 4 KB, far from the limit), and a pathological message (100,000 bad data
/// values) still makes a line of bounded length.
enum RecordCap {
    /// The index (from 0) of the record a finding belongs to: the first token of its pointer is
    /// the message's index among the input's, `firstRecord` the first of those held; nil for a
    /// finding about the input as a whole.
    static func owner(of pointer: JSONPointer, firstRecord: Int, count: Int) -> Int? {
        guard let token = pointer.firstToken, let index = Int(token), String(index) == token else { return nil }
        let local = index - firstRecord
        return local >= 0 && local < count ? local : nil
    }

    /// `findings` in report order, with at most `limit` per rule (the first in that order are
    /// `findings` sorted by the record that owns them (`owner`): one list per record of the
    /// `count` from `firstRecord`, and the findings of the input as a whole.
    static func byRecord(
        _ findings: some Sequence<Finding>, firstRecord: Int, count: Int
    ) -> (records: [[Finding]], input: [Finding]) {
        var records = [[Finding]](repeating: [], count: count)
        var input: [Finding] = []
        for finding in findings {
            if let owner = owner(of: finding.pointer, firstRecord: firstRecord, count: count) {
                records[owner].append(finding)
            } else {
                input.append(finding)
            }
        }
        return (records, input)
    }

    /// kept) and, for a rule past it, one finding at the first left out that counts them.
    static func capped(_ findings: [Finding], limit: Int) -> [Finding] {
        let limit = max(1, limit)
        var kept: [String: Int] = [:]
        var omitted: [String: (count: Int, first: Finding)] = [:]
        var shown: [Finding] = []
        for finding in findings.sorted(by: Finding.reportOrder) {
            let count = kept[finding.ruleID, default: 0]
            if count < limit {
                kept[finding.ruleID] = count + 1
                shown.append(finding)
            } else if let entry = omitted[finding.ruleID] {
                omitted[finding.ruleID] = (entry.count + 1, entry.first)
            } else {
                omitted[finding.ruleID] = (1, finding)
            }
        }
        for (ruleID, entry) in omitted {
            let first = entry.first
            shown.append(
                Finding(
                    ruleID: ruleID, severity: first.severity,
                    message: "\(entry.count) more \(ruleID) \(entry.count == 1 ? "finding" : "findings") in this message not shown (at most \(limit) per rule and message); this is the first of them",
                    pointer: first.pointer, start: first.start, end: first.end, fix: "fix the findings above and run again"))
        }
        return shown.sorted(by: Finding.reportOrder)
    }
}
