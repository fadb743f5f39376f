/// JSON text written from a pasted text that is not JSON but stands for it (a message as code
/// writes it: `JavaScriptLiteral`, `CodeStringLiteral`): the bytes written, where each stands in
/// the pasted text (`RewriteOffsetMap`), and which written values are code whose content is
/// unknown, so that the findings on the JSON are placed on the paste and none is kept on a value
/// the code fills in at run time.
struct RewrittenText: Sendable {
    /// The JSON text written so far.
    private(set) var bytes: [UInt8] = []
    /// Where each byte of `bytes` stands in the pasted text.
    private(set) var offsets = RewriteOffsetMap()
    /// The written ranges of the values that are code, in the order written (so sorted).
    private(set) var unknownValues: [Range<Int>] = []

    init() {}

    /// The number of bytes written.
    var count: Int { bytes.count }

    /// Writes `byte`, copied or decoded from the pasted byte at `original`.
    mutating func write(_ byte: UInt8, from original: Int) {
        bytes.append(byte)
        offsets.note(original: original, inserted: false)
    }

    /// Writes `byte`, added before the pasted byte at `original` (a quote around a key, a
    /// placeholder's `${`).
    mutating func insert(_ byte: UInt8, before original: Int) {
        bytes.append(byte)
        offsets.note(original: original, inserted: true)
    }

    /// Writes `text`, added before the pasted byte at `original`.
    mutating func insert(_ text: String, before original: Int) {
        for byte in text.utf8 { insert(byte, before: original) }
    }

    /// Notes the bytes written from `start` on as one value of unknown content.
    mutating func markUnknown(from start: Int) {
        unknownValues.append(start..<bytes.count)
    }

    /// Forgets every byte written from `count` on and every unknown value noted from
    /// `unknownCount` on (a value read again another way).
    mutating func truncate(to count: Int, unknownCount: Int) {
        bytes.removeSubrange(count...)
        offsets.truncate(to: count)
        unknownValues.removeSubrange(unknownCount...)
    }

    /// Whether written offset `offset` lies inside a value of unknown content.
    func isUnknown(_ offset: Int) -> Bool {
        // Binary search: the last value starting at or before `offset`.
        var low = 0
        var high = unknownValues.count
        while low < high {
            let middle = (low + high) / 2
            if unknownValues[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && unknownValues[low - 1].contains(offset)
    }

    /// The pasted span of the written span `start..<end`, shifted by `fileOffset`.
    func originalSpan(start: Int, end: Int, fileOffset: Int) -> (start: Int, end: Int) {
        (offsets.originalStart(start) + fileOffset, offsets.originalEnd(end) + fileOffset)
    }
}
