import SizeModel

/// Builds the edits of a fix on one file's bytes, keeping its layout: an inserted member copies
/// the separator and key-value spacing of its neighbours and the indentation of their lines, a
/// new object is written on several lines inside a multi-line object and on one line inside a
/// one-line object, and new line breaks are the file's (LF or CRLF).
///
/// Values must belong to a document parsed from these bytes (offsets are `sourceStart` and
/// `sourceEnd`).
public struct JSONEditor: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    let style: SourceStyle
    /// True for JSON Lines, where every message stays on its one line.
    let isJSONLines: Bool

    /// An editor for `bytes`, detecting their style; `jsonLines` keeps every edit on its line.
    public init(bytes: [UInt8], jsonLines: Bool = false) {
        self.bytes = bytes
        self.style = SourceStyle.detect(bytes)
        self.isJSONLines = jsonLines
    }

    /// Replaces a value (its whole source text, quotes included) with `text`.
    public func replace(_ value: JSONValue, with text: String) -> TextEdit {
        TextEdit(start: value.sourceStart, end: value.sourceEnd, text: text)
    }

    /// Replaces a value with `fragment`, laid out like the value's surroundings.
    public func replace(_ value: JSONValue, with fragment: JSONFragment) -> TextEdit {
        let indent = lineIndent(at: value.sourceStart)
        let multiLine = value.isObject || value.isArray ? spansLines(value) : documentIsMultiLine
        return TextEdit(start: value.sourceStart, end: value.sourceEnd, replacement: render(fragment, multiLine: multiLine, indent: indent))
    }

    /// Adds the member `"key": value` at the end of `object`; nil when `object` is not an object.
    /// `key` is written as given between quotes (it must need no escaping).
    public func insertMember(into object: JSONValue, key: String, value: JSONFragment) -> TextEdit? {
        guard object.isObject else { return nil }
        let members = Array(object.members)
        let quotedKey = Array("\"\(key)\"".utf8)
        guard let last = members.last else {
            // An empty object: its contents are replaced, keeping the braces.
            let multiLine = documentIsMultiLine
            let indent = lineIndent(at: object.sourceStart)
            var text: [UInt8] = [UInt8(ascii: "{")]
            if multiLine {
                let inner = indent + style.indentUnit
                text += style.lineEnding + inner + quotedKey + style.colon + render(value, multiLine: true, indent: inner)
                text += style.lineEnding + indent
            } else {
                text += quotedKey + style.colon + render(value, multiLine: false, indent: indent)
            }
            text.append(UInt8(ascii: "}"))
            return TextEdit(start: object.sourceStart, end: object.sourceEnd, replacement: text)
        }
        let multiLine = containsLineBreak(object.sourceStart, last.key.sourceStart)
        let keyIndent = lineIndent(at: last.key.sourceStart)
        let separator: [UInt8]
        if members.count >= 2 {
            separator = Array(bytes[members[members.count - 2].value.sourceEnd..<last.key.sourceStart])
        } else if multiLine {
            separator = [UInt8(ascii: ",")] + style.lineEnding + keyIndent
        } else {
            separator = style.inlineSeparator
        }
        let colon = Array(bytes[last.key.sourceEnd..<last.value.sourceStart])
        let text = separator + quotedKey + colon + render(value, multiLine: multiLine, indent: keyIndent)
        return TextEdit(start: last.value.sourceEnd, end: last.value.sourceEnd, replacement: text)
    }

    /// Gives `object` the member `"key": value`: inserts it, or replaces a `null` value (an absent
    /// member in FCM's JSON). Nil when `object` is not an object or already has the key with
    /// another value.
    public func setMember(in object: JSONValue, key: String, value: JSONFragment) -> TextEdit? {
        guard object.isObject else { return nil }
        if let existing = object.members.first(where: { $0.key.stringEquals(key) }) {
            guard existing.value.kind == .null else { return nil }
            return replace(existing.value, with: value)
        }
        return insertMember(into: object, key: key, value: value)
    }

    /// Sets `path` under `object` to `value`, creating the objects on the way: the first step
    /// that exists is descended into, the first that does not gets the rest of the path as
    /// nested objects. Nil when a step holds something other than an object.
    public func setMember(in object: JSONValue, path: [String], value: JSONFragment) -> TextEdit? {
        guard let first = path.first else { return nil }
        let rest = Array(path.dropFirst())
        if rest.isEmpty { return setMember(in: object, key: first, value: value) }
        if let child = object.member(first) {
            guard child.isObject else { return nil }
            return setMember(in: child, path: rest, value: value)
        }
        let nested = rest.reversed().reduce(value) { inner, key in JSONFragment.object([(key, inner)]) }
        return setMember(in: object, key: first, value: nested)
    }

    /// The JSON text of `fragment`: on several lines (members one level deeper than `indent`) or
    /// on one line.
    func render(_ fragment: JSONFragment, multiLine: Bool, indent: [UInt8]) -> [UInt8] {
        switch fragment {
        case .scalar(let text):
            return Array(text.utf8)
        case .object(let members):
            let parts = members.map { key, value in
                { (inner: [UInt8]) in Array("\"\(key)\"".utf8) + style.colon + render(value, multiLine: multiLine, indent: inner) }
            }
            return container(parts, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), multiLine: multiLine, indent: indent)
        case .array(let elements):
            let parts = elements.map { element in { (inner: [UInt8]) in render(element, multiLine: multiLine, indent: inner) } }
            return container(parts, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), multiLine: multiLine, indent: indent)
        }
    }

    private func container(
        _ parts: [([UInt8]) -> [UInt8]], open: UInt8, close: UInt8, multiLine: Bool, indent: [UInt8]
    ) -> [UInt8] {
        guard !parts.isEmpty else { return [open, close] }
        if !multiLine {
            var out: [UInt8] = [open]
            for (index, part) in parts.enumerated() {
                if index > 0 { out += style.inlineSeparator }
                out += part(indent)
            }
            return out + [close]
        }
        let inner = indent + style.indentUnit
        var out: [UInt8] = [open]
        for (index, part) in parts.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += style.lineEnding + inner + part(inner)
        }
        return out + style.lineEnding + indent + [close]
    }

    /// The spaces and tabs that start the line holding `offset`.
    func lineIndent(at offset: Int) -> [UInt8] {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != SourceStyle.newline { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == SourceStyle.space || bytes[end] == SourceStyle.tab { end += 1 }
        return Array(bytes[start..<end])
    }

    /// True when a line break lies in `start..<end`.
    func containsLineBreak(_ start: Int, _ end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        return bytes[start..<end].contains(SourceStyle.newline)
    }

    /// True when the value's text spans more than one line.
    func spansLines(_ value: JSONValue) -> Bool { containsLineBreak(value.sourceStart, value.sourceEnd) }

    /// True when the document is laid out on several lines (not minified): a line break before
    /// its last non-blank byte.
    var documentIsMultiLine: Bool {
        if isJSONLines { return false }
        var end = bytes.count
        while end > 0, bytes[end - 1] == SourceStyle.newline || bytes[end - 1] == SourceStyle.carriageReturn
            || bytes[end - 1] == SourceStyle.space || bytes[end - 1] == SourceStyle.tab
        {
            end -= 1
        }
        return bytes[..<end].contains(SourceStyle.newline)
    }
}
