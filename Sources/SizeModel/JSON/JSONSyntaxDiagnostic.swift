/// One mistake in a JSON text that did not parse, said the way a person fixes it: what the mistake
/// is (a trailing comma, a comment, single quotes…), where it is, the JSON Pointer of the object or
/// array it is in, and the change that fixes it.
///
/// Made by `JSONSyntaxDiagnosis` after `JSONParser` rejected a text; valid JSON never builds one.
public struct JSONSyntaxDiagnostic: Sendable, Equatable {
    /// What is wrong, one lower-case sentence without a trailing period.
    public let message: String
    /// The byte offset of the mistake's first byte (in the bytes given to the diagnosis).
    public let offset: Int
    /// One past the mistake's last byte.
    public let end: Int
    /// The pointer of the object or array the mistake is in (empty for the top level).
    public let container: JSONPointer
    /// A concrete change that fixes it, when there is one.
    public let fix: String?

    /// Creates a diagnostic.
    public init(message: String, offset: Int, end: Int, container: JSONPointer, fix: String?) {
        self.message = message
        self.offset = offset
        self.end = max(end, offset + 1)
        self.container = container
        self.fix = fix
    }
}
