/// How a JSON file is laid out, so inserted text looks like its neighbours: the indent unit
/// (spaces or a tab), the line ending (LF or CRLF), and how a key meets its value (`": "`,
/// `":"`) and members are separated on one line (`", "`, `","`).
struct SourceStyle: Sendable, Equatable {
    /// One level of indentation: two or four spaces, a tab…
    let indentUnit: [UInt8]
    /// `\n`, or `\r\n` when the file's first line ends so.
    let lineEnding: [UInt8]
    /// Between a key and its value, as the file's first member writes it.
    let colon: [UInt8]
    /// Between two members on one line.
    let inlineSeparator: [UInt8]

    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// The style of `bytes`; where the file shows nothing (one line, no member), two spaces, LF,
    /// `": "` and `", "`.
    static func detect(_ bytes: [UInt8]) -> SourceStyle {
        var lineEnding: [UInt8] = [newline]
        if let first = bytes.firstIndex(of: newline), first > 0, bytes[first - 1] == carriageReturn {
            lineEnding = [carriageReturn, newline]
        }
        return SourceStyle(
            indentUnit: indentUnit(of: bytes), lineEnding: lineEnding, colon: colon(of: bytes) ?? Array(": ".utf8),
            inlineSeparator: inlineSeparator(of: bytes) ?? Array(", ".utf8))
    }

    /// A tab when more indented lines start with a tab than with spaces; else the smallest
    /// number of leading spaces of an indented line; two spaces when no line is indented.
    static func indentUnit(of bytes: [UInt8]) -> [UInt8] {
        var tabLines = 0
        var spaceLines = 0
        var smallest = Int.max
        var i = 0
        while i < bytes.count {
            var spaces = 0
            var tabs = 0
            while i < bytes.count, bytes[i] == space || bytes[i] == tab {
                if bytes[i] == space { spaces += 1 } else { tabs += 1 }
                i += 1
            }
            let blank = i >= bytes.count || bytes[i] == newline || bytes[i] == carriageReturn
            if !blank {
                if tabs > 0 && spaces == 0 {
                    tabLines += 1
                } else if spaces > 0 && tabs == 0 {
                    spaceLines += 1
                    smallest = min(smallest, spaces)
                }
            }
            while i < bytes.count, bytes[i] != newline { i += 1 }
            i += 1
        }
        if tabLines > spaceLines { return [tab] }
        if spaceLines > 0 { return Array(repeating: space, count: min(smallest, 8)) }
        return [space, space]
    }

    /// The bytes between the first key's closing quote and its value.
    static func colon(of bytes: [UInt8]) -> [UInt8]? {
        guard let colon = StructuralBytes.first(UInt8(ascii: ":"), in: bytes) else { return nil }
        var end = colon + 1
        while end < bytes.count, bytes[end] == space || bytes[end] == tab { end += 1 }
        var start = colon
        while start > 0, bytes[start - 1] == space || bytes[start - 1] == tab { start -= 1 }
        return Array(bytes[start..<end])
    }

    /// The bytes after the first comma that is followed by more text on the same line.
    static func inlineSeparator(of bytes: [UInt8]) -> [UInt8]? {
        var from = 0
        while let comma = StructuralBytes.first(UInt8(ascii: ","), in: bytes, from: from) {
            var end = comma + 1
            while end < bytes.count, bytes[end] == space || bytes[end] == tab { end += 1 }
            if end < bytes.count, bytes[end] != newline, bytes[end] != carriageReturn {
                return Array(bytes[comma..<end])
            }
            from = comma + 1
        }
        return nil
    }
}
