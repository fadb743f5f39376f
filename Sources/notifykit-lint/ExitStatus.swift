import LintRules

/// The documented exit codes of the command.
package enum ExitStatus: Int32, Sendable {
    /// Nothing fails the run: no finding at or above the fail level, warnings within
    /// `--max-warnings` (or `--exit-zero`).
    case clean = 0
    /// Findings fail the run: one at or above the fail level (an invalid payload is an error
    /// finding), or more warnings than `--max-warnings`.
    case findings = 1
    /// The tool could not do its job: bad flag or value, invalid or unreadable configuration or
    /// baseline, missing or unreadable path, nothing to lint (no paths and no configuration, or
    /// paths that yield no file, unless `--allow-no-files`), an output file it cannot write.
    case toolError = 2
}
