/// How many single-character edits turn one name into another, for "did you mean" suggestions
/// (misspelt payload keys, blob fields, configuration keys, options and rule ids).
///
/// Optimal string alignment: an insertion, a deletion, a substitution or a swap of two
/// neighbours counts as one edit, so "titel" is one edit from "title". With a `limit`, the
/// computation stops once every alignment is past it and returns `limit + 1`.
enum EditDistance {
    /// The distance between two strings, compared by Unicode scalars.
    static func between(_ a: String, _ b: String, limit: Int = .max - 1) -> Int {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// The distance between two scalar sequences.
    static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max - 1) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table: two back (for swaps), the previous one and the current one.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            // A cell is at least the smallest of the row above or, through a swap, two rows up
            // plus one: past the limit in two rows running, every later row is too.
            if rowMinimum > limit, previousMinimum > limit { return limit + 1 }
            previousMinimum = rowMinimum
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return min(previous[b.count], limit + 1)
    }
}
