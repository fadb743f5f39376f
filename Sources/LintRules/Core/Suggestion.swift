/// "Did you mean" for misspelt configuration keys, options, subcommands and rule ids.
enum Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a typo.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 4)
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = EditDistance.between(name.lowercased(), candidate.lowercased(), limit: limit)
            if distance <= limit && distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }
}
