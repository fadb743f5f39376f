import SizeModel

/// The part of a source line a finding's excerpt can show: `before` characters before the
/// finding and `after` characters from its start, cut at the line's ends. It is cut the same way
/// from a whole file in memory and from the block of a streamed file that holds the finding, so
/// both give the same excerpt while a streamed file's bytes are not kept.
package struct ExcerptWindow: Sendable, Equatable {
    /// Characters kept before the finding: the excerpt shows 60.
    static let before = SourceExcerpt.window
    /// Characters kept from the finding's start: the excerpt shows at most 1 + 80 + 60, and one
    /// more tells whether the line goes on.
    static let after = 1 + SourceExcerpt.maximumUnderline + SourceExcerpt.window + 1

    /// Characters kept from the start of a finding that covers `wanted` characters of its line
    /// (`SourceExcerpt.wanted`; `Int.max` when it ends on a later line or is not known): what
    /// the excerpt shows after the start (the underline, at most `maximumUnderline` characters,
    /// and `window` more) and as many more as `after` keeps. Most findings cover a few
    /// characters, so the window stops about 60 characters earlier than `after`, and neither it
    /// nor the excerpt's layout scans the rest (measured on the findings-heavy corpus, about
    /// 40% of the line's characters after the finding).
    static func after(wanted: Int) -> Int {
        1 + min(max(wanted, 1), SourceExcerpt.maximumUnderline) + SourceExcerpt.window + 1
    }

    /// Part of one line, without its line end.
    let bytes: [UInt8]
    /// True when `bytes` begins at the line's start.
    let atLineStart: Bool
    /// True when `bytes` ends at the line's end.
    let atLineEnd: Bool
    /// The finding's first byte in `bytes`.
    let start: Int
    /// The finding's end in `bytes` when it ends on the same line; nil when it ends on a later line.
    let end: Int?

    /// Cuts the window around `start..<end` from `source`, which holds the file's bytes from
    /// `lowerBound` (the file's start when `lowerBoundIsLineStart`) to `upperBound` (the file's
    /// end when `upperBoundIsLineEnd`). `wanted`: the characters the finding covers on its line,
    /// as `SourceExcerpt.wanted` counts them from its positions (`after(wanted:)`).
    init(
        source: [UInt8], start rawStart: Int, end rawEnd: Int, lowerBound: Int = 0, upperBound: Int? = nil,
        lowerBoundIsLineStart: Bool = true, upperBoundIsLineEnd: Bool = true, wanted: Int = .max
    ) {
        let after = Self.after(wanted: wanted)
        let upper = min(upperBound ?? source.count, source.count)
        let start = min(max(rawStart, lowerBound), upper)
        let end = min(max(rawEnd, start), upper)
        // Back to the line start or `before` characters.
        var left = start
        var before = 0
        var atLineStart = false
        // Eight bytes at a time while a word holds no line end and leaves the count below the
        // limit (so the byte loop would take all eight); the byte loop decides the rest.
        while left - 8 >= lowerBound, left - 8 >= 0 {
            let word = ByteWords.word(source, at: left - 8)
            let characters = Self.characterStarts(in: word)
            guard !Self.holdsLineEnd(word), before + characters < Self.before else { break }
            before += characters
            left -= 8
        }
        while true {
            if left <= lowerBound {
                atLineStart = lowerBoundIsLineStart
                break
            }
            let byte = source[left - 1]
            if byte == 0x0A || byte == 0x0D {
                atLineStart = true
                break
            }
            if before == Self.before {
                break
            }
            left -= 1
            if byte & 0xC0 != 0x80 { before += 1 }
        }
        // Forward from the finding's start to the line end or `after` characters.
        var right = start
        var counted = 0
        var atLineEnd = false
        while right + 8 <= upper {
            let word = ByteWords.word(source, at: right)
            let characters = Self.characterStarts(in: word)
            guard !Self.holdsLineEnd(word), counted + characters <= after else { break }
            counted += characters
            right += 8
        }
        while true {
            if right >= upper {
                atLineEnd = upperBoundIsLineEnd
                break
            }
            let byte = source[right]
            if byte == 0x0A || byte == 0x0D {
                atLineEnd = true
                break
            }
            if byte & 0xC0 != 0x80 {
                if counted == after { break }
                counted += 1
            }
            right += 1
        }
        // Does the finding end on this line? (Past the window it makes no difference: the
        // excerpt underlines at most `SourceExcerpt.maximumUnderline` characters.)
        var sameLine = true
        var i = start
        let scanEnd = min(end, right)
        while i < scanEnd {
            if source[i] == 0x0A || source[i] == 0x0D {
                sameLine = false
                break
            }
            i += 1
        }
        self.bytes = Array(source[left..<right])
        self.atLineStart = atLineStart
        self.atLineEnd = atLineEnd
        self.start = start - left
        self.end = sameLine ? min(end, right) - left : nil
    }

    /// The bytes of `word` that start a character (not UTF-8 continuation bytes, `10xxxxxx`).
    @inline(__always)
    static func characterStarts(in word: UInt64) -> Int {
        // One bit per continuation byte, at the bottom of its byte, added up by a multiplication
        // into the top byte (the target has no population count instruction).
        let continuations = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
        return 8 - Int(truncatingIfNeeded: (continuations &* 0x0101_0101_0101_0101) >> 56)
    }

    /// True when a byte of `word` is a line feed or a carriage return. Bytes below 0x0E are rare
    /// in JSON (tabs and line ends), so a word without one (three operations) is told before the
    /// two exact tests.
    @inline(__always)
    static func holdsLineEnd(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        guard (word &- ones &* 0x0E) & ~word & (ones &* 0x80) != 0 else { return false }
        return ByteWords.flags(of: 0x0A, in: word) | ByteWords.flags(of: 0x0D, in: word) != 0
    }
}
