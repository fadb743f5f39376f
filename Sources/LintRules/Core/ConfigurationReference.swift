/// A `LintConfiguration` held by reference, made once per `Linter`, so that the context of every
/// message points at it instead of copying the configuration (whose sets, dictionaries and arrays
/// would each be reference-counted per message, from every core at once).
final class ConfigurationReference: Sendable {
    /// The configuration.
    let configuration: LintConfiguration
    /// False when the configuration turns off every rule that reads the message's URL facts
    /// (`MessageURLFacts.readers`): contexts then leave them `none` instead of judging the URLs.
    let readsURLFacts: Bool
    /// The APNs headers of the request whose body is linted (a `curl` command to APNs), or nil:
    /// read when the payload names no header itself (`MessageContext.apnsHeader(_:)`).
    let requestAPNsHeaders: RequestAPNsHeaders?
    /// True when the document linted is the JSON a JavaScript object literal stands for (code
    /// that builds the message, `JavaScriptLiteral`): its placeholders are the code's own values,
    /// and what the code does after the literal (adding a target) is out of sight.
    let readsCodeLiteral: Bool
    /// True when the document linted is the JSON text a string literal in code holds
    /// (`CodeStringLiteral`: a format string, a concatenation, a template literal): its
    /// placeholders are the values the code fills in, and the code sends the text as it stands.
    let readsCodeString: Bool

    init(
        _ configuration: LintConfiguration, requestAPNsHeaders: RequestAPNsHeaders? = nil, readsCodeLiteral: Bool = false,
        readsCodeString: Bool = false
    ) {
        self.configuration = configuration
        self.requestAPNsHeaders = requestAPNsHeaders
        self.readsCodeLiteral = readsCodeLiteral
        self.readsCodeString = readsCodeString
        readsURLFacts = MessageURLFacts.readers.contains { configuration.severity(for: $0.description) != nil }
    }
}
