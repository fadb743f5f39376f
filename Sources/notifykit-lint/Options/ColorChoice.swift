import LintRules

/// `--color auto|always|never`. Only the `text` format on standard output is ever colored.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// Whether to color, by precedence: the flag (`always`/`never`), then `NO_COLOR` (set and
    /// not empty: off), then `FORCE_COLOR` or `CLICOLOR_FORCE` (set, not empty and not `0`: on),
    /// then `TERM=dumb` (off), then whether standard output is a terminal.
    func enabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
            if let value = environment[name], !value.isEmpty, value != "0" { return true }
        }
        if environment["TERM"] == "dumb" { return false }
        return outputIsTerminal
    }
}
