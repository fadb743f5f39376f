/// ANSI styling for the `text` format; every function returns its input unchanged when color is off.
struct TerminalStyle: Sendable {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func accent(_ text: String) -> String { wrap(text, "1;34") }

    /// The severity's color: red errors, yellow warnings, cyan infos (bold).
    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: return wrap(text, "1;31")
        case .warning: return wrap(text, "1;33")
        case .info: return wrap(text, "1;36")
        }
    }
}
