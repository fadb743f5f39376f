/// The documented exit codes of the command.
public enum ExitStatus: Int32, Sendable {
    /// Nothing at or above the failing severity (error).
    case clean = 0
    /// Findings that fail the run (an invalid payload counts).
    case findings = 1
    /// The tool could not do its job: bad flag, unreadable or missing path.
    case toolError = 2
}
