/// The least severe finding that makes a run fail (`--fail-level`, configuration `failLevel`).
package enum FailLevel: String, Sendable, CaseIterable, Equatable {
    case error
    case warning
    case info
    /// Nothing fails the run (tool errors still exit 2).
    case none

    /// Whether a finding at `severity` fails the run.
    package func fails(_ severity: Severity) -> Bool {
        switch self {
        case .none: return false
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .info: return true
        }
    }

    /// `error, warning, info, none`, for messages.
    package static var choices: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
