import SizeModel

/// One message of an input with its place, shape and findings: what the pipeline format
/// (`--format jsonl`, the command's `JSONLinesPipeline`) writes as one line. A record about the input as a whole
/// (a byte-order mark, a file that cannot be read) has no index.
package struct MessageRecord: Sendable, Equatable {
    /// The message's index in its input: the non-blank line of a JSON Lines input, the element of
    /// a batch array, 0 for a document holding one message; nil for the input as a whole.
    var index: Int?
    /// Where the message starts (for the input as a whole: its start).
    var start: SourcePosition
    /// The message's length in bytes in the input (without its line end).
    var byteCount: Int
    /// The shape it was linted as; nil when it was not linted as one message (not valid JSON,
    /// not an object, not a push payload, a batch array on one line, a template).
    var shape: MessageShape?
    /// Its findings after ignores and the baseline, in report order (`Finding.reportOrder`).
    package var findings: [Finding]
    /// How many of its findings an ignore entry or the baseline suppressed.
    package var suppressed = 0
    /// Why the input could not be read or linted further; nil when it was.
    package var error: String? = nil

    /// Creates a record.
    package init(index: Int?, start: SourcePosition, byteCount: Int, shape: MessageShape?, findings: [Finding], suppressed: Int = 0, error: String? = nil) {
        self.index = index
        self.start = start
        self.byteCount = byteCount
        self.shape = shape
        self.findings = findings
        self.suppressed = suppressed
        self.error = error
    }
}
