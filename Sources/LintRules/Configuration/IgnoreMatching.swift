/// The result of applying the `ignores` entries to one file's findings.
package struct IgnoreOutcome: Sendable {
    /// Findings still shown.
    package var shown: [Finding] = []
    /// Findings suppressed, with the entry that suppressed them (the last matching one).
    package var suppressed: [SuppressedFinding] = []
    /// The entries whose `files` globs match this file.
    package var covering: Set<Int> = []
    /// The entries that matched at least one finding.
    package var used: Set<Int> = []
}

extension LintConfiguration {
    /// Applies the `ignores` entries to the findings of the file at `relativePath` (relative to
    /// `baseDirectory`; nil when the file is outside it, or is unnamed standard input: then no
    /// entry applies). Every matching entry counts as used; the last one is named as the
    /// suppressor (a later entry wins).
    package func applyIgnores(to findings: [Finding], relativePath: String?) -> IgnoreOutcome {
        var outcome = IgnoreOutcome()
        guard let relativePath, !ignores.isEmpty else {
            outcome.shown = findings
            return outcome
        }
        let covering = ignores.indices.filter { ignores[$0].covers(path: relativePath) }
        outcome.covering = Set(covering)
        for finding in findings {
            var last: Int? = nil
            for index in covering where ignores[index].suppresses(finding) {
                outcome.used.insert(index)
                last = index
            }
            if let last {
                outcome.suppressed.append(
                    SuppressedFinding(finding: finding, suppression: .ignore(index: last, reason: ignores[last].reason)))
            } else {
                outcome.shown.append(finding)
            }
        }
        return outcome
    }

    /// The path of the file at `absolutePath` relative to `baseDirectory` (or `workingDirectory`
    /// when there is none), or nil when it is outside.
    package func ignoreRelativePath(_ absolutePath: String?, workingDirectory: String) -> String? {
        guard let absolutePath else { return nil }
        return PathNames.relative(absolutePath, to: baseDirectory ?? workingDirectory)
    }
}
