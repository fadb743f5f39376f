/// Findings made on a rewritten text placed back on the text it was rewritten from.
extension FindingCollector {
    /// Places the findings kept since `mark` (an index into `pending`) on the original text:
    /// `locate` returns a finding's new start and end from its start and end, or nil to leave it
    /// out (a finding about what the linter cannot know). The first message's range of findings,
    /// when noted, follows what was left out.
    mutating func relocate(from mark: Int, _ locate: (_ start: Int, _ end: Int) -> (start: Int, end: Int)?) {
        guard mark < pending.count else { return }
        var kept = mark
        for index in mark..<pending.count {
            var finding = pending[index]
            guard let place = locate(finding.start, finding.end) else { continue }
            finding.start = place.start
            finding.end = max(place.end, place.start + 1)
            pending[kept] = finding
            kept += 1
        }
        let removed = pending.count - kept
        pending.removeSubrange(kept...)
        if removed > 0, let first = firstMessage, first.findings.upperBound > mark {
            let upper = max(mark, first.findings.upperBound - removed)
            firstMessage = (first.shape, min(first.findings.lowerBound, upper)..<upper)
        }
    }
}
