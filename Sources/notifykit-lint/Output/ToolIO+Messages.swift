import LintRules

/// The one shape of the tool's own messages on standard error: `error: …` for what stops the
/// tool doing its job (exit 2), `note: …` for what it did that the user may not expect. Findings
/// never go here; they are the report.
extension ToolIO {
    /// The prefix of every tool error.
    static let errorPrefix = "error: "

    /// Writes `error: <message>` and a newline to standard error.
    func reportError(_ message: String) {
        writeError(Self.errorPrefix + message + "\n")
    }

    /// Writes `note: <message>` and a newline to standard error.
    func reportNote(_ message: String) {
        writeError("note: " + message + "\n")
    }
}
