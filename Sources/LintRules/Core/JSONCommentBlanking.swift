/// Blanks the `//` and `/* */` comments of a JSON text in place, as API clients strip them from a
/// JSON request body before sending it (Postman since postman-runtime 7.32.0, app 10.13:
/// `strip-json-comments` over a raw body whose language is JSON). Each byte of a comment becomes
/// a space, line feeds and carriage returns stay, so every other byte keeps its offset (and its
/// line and column). Text inside strings is never touched; an unterminated block comment runs to
/// the end, as the stripper reads it.
enum JSONCommentBlanking {
    /// True when `text` has a `//` or `/*` outside a string.
    static func hasComment(_ text: [UInt8]) -> Bool {
        var copy = text
        return blank(&copy)
    }

    /// Where the block comment that `text` opens and never closes starts (its `/*`), or nil when
    /// every `/*` outside a string is closed: the stripper then blanks the rest of the text, so
    /// what is sent breaks off there.
    static func unclosedBlockComment(in text: [UInt8]) -> Int? {
        var copy = text
        return blank(&copy).unclosed
    }

    /// Blanks the comments of `text`; true when there was one.
    @discardableResult
    static func blank(_ text: inout [UInt8]) -> Bool {
        blank(&text).found
    }

    /// One comment outside a string: where it starts (its `//` or `/*`) and ends (the line break
    /// after a `//` comment, past the `*/` of a block comment, or the end of the range for a
    /// block comment never closed).
    struct Comment: Equatable {
        let start: Int
        let end: Int
        let isBlock: Bool
        let isClosed: Bool
    }

    /// The comments of `text[range]`, in text order, and the text with them blanked (only inside
    /// `range`; the same length as `text`).
    static func blanked(_ text: [UInt8], range: Range<Int>) -> (text: [UInt8], comments: [Comment]) {
        var copy = text
        var comments: [Comment] = []
        _ = blank(&copy, range: range, comments: &comments)
        return (copy, comments)
    }

    /// Blanks the comments of `text`: whether there was one, and where an unclosed block comment
    /// starts, if one does.
    private static func blank(_ text: inout [UInt8]) -> (found: Bool, unclosed: Int?) {
        var comments: [Comment] = []
        return blank(&text, range: 0..<text.count, comments: &comments)
    }

    /// Blanks the comments of `text[range]`, appending each to `comments`.
    private static func blank(_ text: inout [UInt8], range: Range<Int>, comments: inout [Comment]) -> (found: Bool, unclosed: Int?) {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let limit = min(range.upperBound, text.count)
        var found = false
        var unclosed: Int? = nil
        var index = max(0, range.lowerBound)
        var inString = false
        while index < limit {
            let byte = text[index]
            if inString {
                if byte == backslash {
                    index += 2
                    continue
                }
                if byte == quote { inString = false }
                index += 1
                continue
            }
            if byte == quote {
                inString = true
                index += 1
                continue
            }
            guard byte == slash, index + 1 < limit, text[index + 1] == slash || text[index + 1] == star else {
                index += 1
                continue
            }
            found = true
            let start = index
            if text[index + 1] == slash {
                while index < limit, text[index] != 0x0A, text[index] != 0x0D {
                    text[index] = 0x20
                    index += 1
                }
                comments.append(Comment(start: start, end: index, isBlock: false, isClosed: true))
            } else {
                var end = index + 2
                while end + 1 < limit, !(text[end] == star && text[end + 1] == slash) { end += 1 }
                let closed = end + 1 < limit
                if !closed { unclosed = index }
                end = closed ? end + 2 : limit
                for blanked in index..<end where text[blanked] != 0x0A && text[blanked] != 0x0D { text[blanked] = 0x20 }
                comments.append(Comment(start: start, end: end, isBlock: true, isClosed: closed))
                index = end
            }
        }
        return (found, unclosed)
    }
}
