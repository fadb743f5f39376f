/// A path glob, matched against `/`-separated paths relative to the configuration's directory.
///
/// - `*` matches any run of characters inside one path segment (not `/`).
/// - `?` matches one character other than `/`.
/// - `**` as a whole segment matches zero or more segments (`**/*.json`, `payloads/**`).
/// - `{a,b}` matches either alternative; braces nest (`{a,b{c,d}}`).
///
/// A pattern without `/` is still a path from the configuration's directory: `*.json` matches
/// `a.json` but not `sub/a.json` (write `**/*.json` for any depth). A leading `./` or `/` is
/// ignored. Matching is case-sensitive.
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// Patterns with more brace alternatives than this are rejected.
    static let maximumAlternatives = 256

    /// The pattern as written.
    let pattern: String
    /// The brace-expanded alternatives, each split into segments.
    private let alternatives: [[Segment]]

    private enum Segment: Sendable, Hashable {
        case anyDepth
        case literal(String)
        case wildcard([Unicode.Scalar])
    }

    /// Why a pattern cannot be used.
    struct PatternError: Error, Equatable {
        let reason: String
    }

    /// Compiles `pattern`.
    init(_ pattern: String) throws(PatternError) {
        self.pattern = pattern
        guard !pattern.isEmpty else { throw PatternError(reason: "an empty pattern matches nothing") }
        var expanded: [String] = []
        try Self.expandBraces(Array(pattern.unicodeScalars)[...], into: &expanded)
        alternatives = expanded.map { alternative in
            var text = Substring(alternative)
            while text.hasPrefix("./") { text = text.dropFirst(2) }
            while text.hasPrefix("/") { text = text.dropFirst() }
            return text.split(separator: "/", omittingEmptySubsequences: true).map { part -> Segment in
                if part == "**" { return .anyDepth }
                if part.contains("*") || part.contains("?") { return .wildcard(Array(part.unicodeScalars)) }
                return .literal(String(part))
            }
        }
    }

    package var description: String { pattern }

    /// Whether the relative path `path` matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return alternatives.contains { Self.match($0, parts) }
    }

    /// Whether `path` or one of its ancestor directories matches (an excluded directory
    /// excludes everything below it).
    func matchesPathOrAncestor(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return false }
        for length in 1...parts.count {
            let prefix = Array(parts[0..<length])
            if alternatives.contains(where: { Self.match($0, prefix) }) { return true }
        }
        return false
    }

    // MARK: - Matching

    /// Segment-level matching with `**`, by dynamic programming (no exponential backtracking).
    private static func match(_ pattern: [Segment], _ parts: [String]) -> Bool {
        // reachable[j]: the pattern prefix consumed so far can end having matched parts[0..<j].
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for segment in pattern {
            var next = [Bool](repeating: false, count: parts.count + 1)
            switch segment {
            case .anyDepth:
                var seen = false
                for j in 0...parts.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            case .literal(let text):
                for j in 0..<parts.count where reachable[j] && parts[j] == text { next[j + 1] = true }
            case .wildcard(let scalars):
                for j in 0..<parts.count where reachable[j] && wildcard(scalars, Array(parts[j].unicodeScalars)) {
                    next[j + 1] = true
                }
            }
            reachable = next
            if !reachable.contains(true) { return false }
        }
        return reachable[parts.count]
    }

    /// `*` and `?` inside one segment, by the classic greedy match with one backtrack point.
    private static func wildcard(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0
        var t = 0
        var star = -1
        var resume = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    // MARK: - Braces

    /// Expands the first top-level `{…}` group and recurses on each alternative.
    private static func expandBraces(_ scalars: ArraySlice<Unicode.Scalar>, into out: inout [String]) throws(PatternError) {
        guard let open = scalars.firstIndex(of: "{") else {
            guard !scalars.contains("}") else { throw PatternError(reason: "'}' without a matching '{'") }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            out.append(text)
            return
        }
        var depth = 0
        var close: Int? = nil
        var commas: [Int] = []
        for index in open..<scalars.endIndex {
            switch scalars[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { throw PatternError(reason: "'{' without a matching '}'") }
        let before = scalars[scalars.startIndex..<open]
        let after = scalars[(close + 1)...]
        var bounds = [open] + commas + [close]
        if commas.isEmpty { bounds = [open, close] }
        for k in 0..<(bounds.count - 1) {
            let choice = scalars[(bounds[k] + 1)..<bounds[k + 1]]
            try expandBraces(ArraySlice(Array(before) + Array(choice) + Array(after)), into: &out)
            if out.count > maximumAlternatives {
                throw PatternError(reason: "more than \(maximumAlternatives) brace alternatives")
            }
        }
    }
}
