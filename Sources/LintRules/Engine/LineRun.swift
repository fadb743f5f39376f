import SizeModel

/// A run of whole lines of a JSON Lines input, read from a stream, and where it starts.
package struct LineRun: Sendable {
    /// The bytes read; the run is `bytes[range]`.
    let bytes: [UInt8]
    /// The lines of the run (after a byte-order mark in the first run).
    let range: Range<Int>
    /// The input offset of `bytes[0]`.
    let fileOffset: Int
    /// The line number of `bytes[0]` (1-based; `bytes[0]` starts a line).
    let firstLine: Int
    /// The index of the run's first non-blank line among the input's non-blank lines.
    let firstRecord: Int

    /// Creates a run of lines.
    package init(bytes: [UInt8], range: Range<Int>, fileOffset: Int, firstLine: Int, firstRecord: Int) {
        self.bytes = bytes
        self.range = range
        self.fileOffset = fileOffset
        self.firstLine = firstLine
        self.firstRecord = firstRecord
    }
}

/// A non-blank line of a JSON Lines run, as the pipeline's record needs it.
struct LineSpan: Sendable {
    /// Where the line starts, as an index into the run's bytes.
    let start: Int
    /// Its length, without the line end.
    let length: Int
    /// The shape of its message; nil when the line is not a push payload object (invalid JSON,
    /// a batch, a value that is not an object).
    let shape: MessageShape?
}

/// The records of a run of lines, and the findings about the input as a whole that it holds.
package struct LineRunRecords: Sendable {
    /// One record per non-blank line, in order.
    package var records: [MessageRecord] = []
    /// Findings whose pointer is in no message.
    package var inputFindings: [Finding] = []
    /// The index the next run's first non-blank line has.
    package var nextRecord = 0
}
