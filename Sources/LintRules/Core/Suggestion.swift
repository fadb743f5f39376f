import Foundation

/// "Did you mean" for misspelt configuration keys, options, subcommands and rule ids.
package enum Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a typo.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 4)
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = EditDistance.between(name.lowercased(), candidate.lowercased(), limit: limit)
            if distance <= limit && distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The answers already computed, shared by every worker of the process.
    static let memo = SuggestionMemo()

    /// `compute()`, the suggestion for `key` among the names of `table`, computed once per table
    /// and key: a payload corpus misspells the same few keys again and again, and each answer
    /// costs an edit distance per name of the table (about 117k instructions for a blob level).
    /// `compute` must depend only on `table` and `key`, so the answer is the same whichever
    /// message asks first. The table is told by its identity (hashing its names on every look-up
    /// cost more than the look-up), so it must live as long as the process and never change.
    static func memoized(table: AnyObject, key: String, _ compute: () -> String?) -> String? {
        memo.answer(for: SuggestionMemo.Question(table: ObjectIdentifier(table), key: key), compute)
    }
}

/// A bounded, thread-safe memo of "did you mean" answers, keyed by the identity of an unchanging
/// table of names and the misspelt key. Once it holds `capacity` answers it stops remembering new ones (they are still
/// computed), so a corpus of random keys cannot grow it without bound; the answers do not depend
/// on what it holds, so the output is the same.
final class SuggestionMemo: @unchecked Sendable {
    /// A table of names (by identity) and the key looked up in it.
    struct Question: Hashable {
        let table: ObjectIdentifier
        let key: String
    }

    /// The most answers kept.
    let capacity: Int
    private let lock = NSLock()
    private var answers: [Question: String?] = [:]

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The remembered answer to `question`, or `compute()` (remembered while there is room).
    func answer(for question: Question, _ compute: () -> String?) -> String? {
        lock.lock()
        let known = answers[question]
        lock.unlock()
        if let known { return known }
        // Computed outside the lock: two workers may both compute a new question once.
        let answer = compute()
        lock.lock()
        if answers.count < capacity { answers[question] = answer }
        lock.unlock()
        return answer
    }

    /// How many answers are remembered.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return answers.count
    }
}
