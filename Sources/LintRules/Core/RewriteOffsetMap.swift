/// Where each byte of a rewritten text came from in the text it was rewritten from, for a reading
/// that changes lengths (`JavaScriptLiteral`: quotes added around keys, comments left out, a value
/// that is code written as a placeholder), so that a finding on the rewritten text is placed on
/// the original's bytes.
///
/// The map is a sorted list of runs: in a copied run each output byte stands for the original
/// byte at the same distance from the run's start (a byte copied or replaced by one other, such
/// as a `'` written as `"`); in an inserted run every byte was added before one original byte
/// (the quote before an unquoted key) and stands for that place. A finding that starts in an
/// inserted run starts at the original byte after it; one that ends in it ends there too, so a
/// key written `title` and read as `"title"` is found as `title`.
struct RewriteOffsetMap: Sendable {
    private struct Run: Sendable {
        var output: Int
        var original: Int
        var inserted: Bool
    }

    private var runs: [Run] = []
    /// The number of output bytes noted.
    private(set) var outputCount = 0
    /// The original offset that stands for the end of the output.
    private(set) var originalEnd = 0

    init() {}

    /// Notes the next output byte: it stands for the original byte at `original`, or was added
    /// before it (`inserted`).
    mutating func note(original: Int, inserted: Bool) {
        if let last = runs.last, last.inserted == inserted,
            inserted ? last.original == original : last.original + (outputCount - last.output) == original
        {
            // The run goes on.
        } else {
            runs.append(Run(output: outputCount, original: original, inserted: inserted))
        }
        outputCount += 1
        originalEnd = inserted ? original : original + 1
    }

    /// Forgets every output byte from `count` on (a value read again another way).
    mutating func truncate(to count: Int) {
        guard count < outputCount else { return }
        while let last = runs.last, last.output >= count { runs.removeLast() }
        outputCount = count
        if let last = runs.last {
            originalEnd = last.inserted ? last.original : last.original + (count - last.output)
        } else {
            originalEnd = 0
        }
    }

    /// The original offset of a finding that starts at output offset `offset`.
    func originalStart(_ offset: Int) -> Int {
        guard offset < outputCount, let run = run(containing: max(0, offset)) else { return originalEnd }
        return run.inserted ? run.original : run.original + (max(0, offset) - run.output)
    }

    /// The original offset of a finding that ends (exclusive) at output offset `offset`.
    func originalEnd(_ offset: Int) -> Int {
        guard offset > 0 else { return originalStart(0) }
        let last = min(offset, outputCount) - 1
        guard let run = run(containing: last) else { return originalEnd }
        return run.inserted ? run.original : run.original + (last - run.output) + 1
    }

    /// The run holding output offset `offset` (binary search: the last run starting at or before it).
    private func run(containing offset: Int) -> Run? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].output <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? runs[low - 1] : nil
    }
}
