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
    /// The code the document linted was read from, or nil for a document that is JSON: its
    /// placeholders are then the code's own values.
    let code: CodeSource?

    /// Code a linted document was read from (`Linter+Readings`).
    enum CodeSource {
        /// A JavaScript object literal (`JavaScriptLiteral`): what the code does after it
        /// (adding a target) is out of sight.
        case objectLiteral
        /// The JSON text a string literal holds (`CodeStringLiteral`: a format string, a
        /// concatenation, a template literal): the code fills in its holes and sends the text as
        /// it stands.
        case stringLiteral
        /// The JSON text of a string literal handed to an Azure Notification Hubs native send
        /// (`hub.SendFcmV1NativeNotificationAsync("…")`): the hub sends it to the devices
        /// registered with it, adding each one's address.
        case notificationHubsNative
    }

    init(_ configuration: LintConfiguration, requestAPNsHeaders: RequestAPNsHeaders? = nil, code: CodeSource? = nil) {
        self.configuration = configuration
        self.requestAPNsHeaders = requestAPNsHeaders
        self.code = code
        readsURLFacts = MessageURLFacts.readers.contains { configuration.severity(for: $0.description) != nil }
    }

    /// A second reference holding what `other` holds, for one worker thread
    /// (`Linter.withOwnSettings`).
    convenience init(copying other: ConfigurationReference) {
        self.init(other.configuration, requestAPNsHeaders: other.requestAPNsHeaders, code: other.code)
    }
}
