/// A `LintConfiguration` held by reference, made once per `Linter`, so that the context of every
/// message points at it instead of copying the configuration (whose sets, dictionaries and arrays
/// would each be reference-counted per message, from every core at once).
final class ConfigurationReference: Sendable {
    /// The configuration.
    let configuration: LintConfiguration

    init(_ configuration: LintConfiguration) {
        self.configuration = configuration
    }
}
