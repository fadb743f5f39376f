/// ANSI styling for the `text` format; every function returns its input unchanged when color is off.
struct TerminalStyle: Sendable {
    let enabled: Bool

    /// The SGR parameters of each style.
    static let boldCode: String = "1"
    static let dimCode: String = "2"
    static let accentCode: String = "1;34"

    /// The severity's color: red errors, yellow warnings, cyan infos (bold).
    static func code(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .info: return "1;36"
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, Self.boldCode) }
    func dim(_ text: String) -> String { wrap(text, Self.dimCode) }
    func accent(_ text: String) -> String { wrap(text, Self.accentCode) }

    /// The severity's color: red errors, yellow warnings, cyan infos (bold).
    func severity(_ severity: Severity, _ text: String) -> String {
        wrap(text, Self.code(severity))
    }

    /// Appends what `body` writes, wrapped in the escape sequences of `code` when color is on.
    func styled(_ code: String, _ out: inout TextBuffer, _ body: (inout TextBuffer) -> Void) {
        open(code, &out)
        body(&out)
        close(&out)
    }

    /// Starts the style `code` when color is on.
    func open(_ code: String, _ out: inout TextBuffer) {
        guard enabled else { return }
        out.append("\u{1B}[")
        out.append(code)
        out.append("m")
    }

    /// Ends the style started by `open` when color is on.
    func close(_ out: inout TextBuffer) {
        guard enabled else { return }
        out.append("\u{1B}[0m")
    }
}
