/// How an input is read: in blocks, cut into runs (segments) of whole documents that are linted
/// on up to `jobs` cores and combined in input order, so the output does not depend on `jobs`.
package struct RunSettings: Sendable {
    /// Cores to use.
    var jobs = 1
    /// Bytes read at a time.
    var blockSize = 2 << 20
    /// Bytes of documents per segment (the unit of work).
    var segmentSize = 128 << 10
    /// The most bytes read without finding the end of a message (a line, or an element of the
    /// array): more, and the input is refused, so one huge message cannot fill the memory.
    var maximumMessageBytes = InputLimits.maximumInputBytes
    /// Whether each finding's source excerpt is cut from its run (`LintedInput.excerpts`); a
    /// caller that keeps the bytes makes excerpts from them instead.
    var keepsExcerpts = true

    /// Creates settings; each default is the one documented on its property.
    package init(jobs: Int = 1, blockSize: Int = 2 << 20, segmentSize: Int = 128 << 10, maximumMessageBytes: Int = InputLimits.maximumInputBytes, keepsExcerpts: Bool = true) {
        self.jobs = jobs
        self.blockSize = blockSize
        self.segmentSize = segmentSize
        self.maximumMessageBytes = maximumMessageBytes
        self.keepsExcerpts = keepsExcerpts
    }

    /// Bytes kept before and after every segment for source excerpts (more than 61 characters).
    static let context = 256
}
