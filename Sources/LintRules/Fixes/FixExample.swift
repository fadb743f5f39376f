/// A fix's documentation and test: the document before the fix and exactly what the fix makes of
/// it. The test suite applies the rule's fix to `before`, checks the result is `after`, and that
/// `after` no longer has the rule's finding.
public struct FixExample: Sendable {
    /// The document with the finding.
    public let before: String
    /// The document after the fix.
    public let after: String
    /// The app declaration both are linted with.
    public let app: AppDeclaration
    /// Where the example is written.
    public let file: StaticString
    /// The line where the example is written.
    public let line: UInt

    /// Creates an example.
    public init(
        before: String, after: String, app: AppDeclaration = AppDeclaration(), file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.before = before
        self.after = after
        self.app = app
        self.file = file
        self.line = line
    }
}
