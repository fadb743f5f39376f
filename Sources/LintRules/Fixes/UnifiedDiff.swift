/// A unified diff of two versions of a file (`--diff`), as `diff -u` and `git apply` read it:
/// `---`/`+++` headers, `@@ -a,b +c,d @@` hunks with three lines of context, and `\ No newline
/// at end of file` where a version ends without one. Lines keep their bytes (a CRLF line shows
/// its carriage return).
package enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3
    /// Above this many cells the middle of the two files is shown as replaced whole instead of
    /// aligned line by line (payload files are far smaller).
    static let alignmentLimit = 1_000_000

    /// The diff from `old` to `new`, or "" when they are equal.
    package static func render(old: [UInt8], new: [UInt8], oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let operations = align(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(operations) {
            let oldLines = hunk.filter { $0.kind != .insert }
            let newLines = hunk.filter { $0.kind != .delete }
            let oldStart = oldLines.first.map { $0.oldIndex + 1 } ?? (hunk.first?.oldIndex ?? 0)
            let newStart = newLines.first.map { $0.newIndex + 1 } ?? (hunk.first?.newIndex ?? 0)
            out += "@@ -\(range(oldStart, oldLines.count)) +\(range(newStart, newLines.count)) @@\n"
            for operation in hunk {
                let (prefix, line) = operation.kind == .insert ? ("+", b[operation.newIndex]) : (operation.kind == .delete ? "-" : " ", a[operation.oldIndex])
                out += prefix + text(line)
                if line.last != SourceStyle.newline { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func text(_ line: ArraySlice<UInt8>) -> String { String(decoding: line, as: UTF8.self) }

    /// The lines of `bytes`, each with its line feed (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == SourceStyle.newline {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    enum Kind { case equal, delete, insert }

    struct Operation {
        let kind: Kind
        /// The line in the old file (for an insertion: the old line it comes before).
        let oldIndex: Int
        /// The line in the new file (for a deletion: the new line it comes before).
        let newIndex: Int
    }

    /// The edit script from `a` to `b`: common lines at both ends, a longest common subsequence
    /// in between.
    static func align(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation(kind: .equal, oldIndex: $0, newIndex: $0) }
        let oldMiddle = prefix..<(a.count - suffix)
        let newMiddle = prefix..<(b.count - suffix)
        let n = oldMiddle.count
        let m = newMiddle.count
        if n * m <= alignmentLimit, n > 0, m > 0 {
            // lengths[i][j]: the longest common subsequence of a[i...] and b[j...] in the middle.
            var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] = a[prefix + i] == b[prefix + j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n || j < m {
                if i < n, j < m, a[prefix + i] == b[prefix + j] {
                    operations.append(Operation(kind: .equal, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                    j += 1
                } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                    operations.append(Operation(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                } else {
                    operations.append(Operation(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                    j += 1
                }
            }
        } else {
            for i in oldMiddle { operations.append(Operation(kind: .delete, oldIndex: i, newIndex: newMiddle.lowerBound)) }
            for j in newMiddle { operations.append(Operation(kind: .insert, oldIndex: oldMiddle.upperBound, newIndex: j)) }
        }
        for k in 0..<suffix {
            operations.append(Operation(kind: .equal, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
        }
        return operations
    }

    /// The operations grouped into hunks: each change with up to `context` equal lines around
    /// it, hunks whose context would touch merged.
    static func hunks(_ operations: [Operation]) -> [[Operation]] {
        let changed = operations.indices.filter { operations[$0].kind != .equal }
        guard let first = changed.first, let last = changed.last else { return [] }
        var groups: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...last)
        return groups.map { group in
            Array(operations[max(0, group.lowerBound - context)...min(operations.count - 1, group.upperBound + context)])
        }
    }
}
