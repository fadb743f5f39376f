/// How an input is read: in blocks, cut into runs (segments) of whole documents that are linted
/// on up to `jobs` cores and combined in input order, so the output does not depend on `jobs`.
package struct RunSettings: Sendable {
    /// Cores to use.
    var jobs = 1
    /// Bytes read at a time.
    var blockSize = 2 << 20
    /// Bytes of documents per segment (the unit of work). The driver's thread sleeps and is woken
    /// once per segment on several cores (`WorkQueue`), which costs about 25 µs of its core on a
    /// virtual machine: at 128 KiB that was about 20 ms of the findings-heavy corpus's 108 MB,
    /// taken from the workers on two cores. Measured there on two cores (wall, median of seven
    /// runs): 128 KiB 207 ms, 256 KiB 200, 512 KiB 195, 1 MiB 209 (two segments a block); the
    /// benchmark corpus 202, 195, 200; the array 238, 230, 231. 256 KiB, as a file of up to one
    /// segment is one run, on one core.
    var segmentSize = 256 << 10
    /// The most bytes read without finding the end of a message (a line, or an element of the
    /// array): more, and the input is refused, so one huge message cannot fill the memory.
    var maximumMessageBytes = InputLimits.maximumInputBytes
    /// Whether each finding's source excerpt is cut from its run (`LintedInput.excerpts`); a
    /// caller that keeps the bytes makes excerpts from them instead.
    var keepsExcerpts = true

    /// Creates settings; each default is the one documented on its property.
    package init(jobs: Int = 1, blockSize: Int = 2 << 20, segmentSize: Int = 256 << 10, maximumMessageBytes: Int = InputLimits.maximumInputBytes, keepsExcerpts: Bool = true) {
        self.jobs = jobs
        self.blockSize = blockSize
        self.segmentSize = segmentSize
        self.maximumMessageBytes = maximumMessageBytes
        self.keepsExcerpts = keepsExcerpts
    }

    /// Bytes kept before and after every segment for source excerpts (more than 61 characters).
    static let context = 256
}
