/// The template placeholder syntaxes, read from the UTF-8 bytes of a string: the one grammar
/// behind the size model's placeholders (`TemplatePlaceholders`) and the format checks'
/// renderings (`TemplateText` in LintRules). Documentation/Templates.md lists the forms:
///
/// - `{{name}}`, `{{ name }}`, `{{.Name}}`, `{{{name}}}`, `{{ name | filter }}`: Mustache,
///   Handlebars, Jinja, Liquid, Go templates (anything but braces between `{{` and `}}`), and
///   Braze's Liquid `{{${first_name}}}`, `{{${first_name} | default: 'friend'}}` (one `${…}` inside);
/// - `${name}`: JavaScript template literals, shell, many i18n libraries;
/// - `$(name)`, `$(name, 50)`, `.(name, 50)`, `%(name)`, `#(name)`: Azure Notification Hubs
///   template expressions;
/// - `%s`, `%d`, `%1$s`: printf-style (`%d` before a hexadecimal digit is percent-encoding).
///
/// Every placeholder starts and ends with an ASCII byte, so a span's bounds are character
/// boundaries of the text.
package enum PlaceholderSyntax {
    /// One placeholder: its bytes and the bytes of the name whose value fills it.
    package struct Span: Equatable, Sendable {
        /// Byte offsets of the whole placeholder (`{{ name }}`).
        package let range: Range<Int>
        /// Byte offsets of the name it fills (`name`; `Name` in `{{.Name}}`), or nil when it
        /// names no single value: printf's `%s`, a helper call or an expression (`{{#if vip}}`,
        /// `${a + b}`).
        package let name: Range<Int>?
        /// The characters an Azure expression clips its value to (`20` in `$(name, 20)`), or nil.
        package var clip: Int? = nil
    }

    /// The placeholders in `bytes[start..<end]`, in order, not overlapping.
    package static func spans(in bytes: [UInt8], from start: Int, to end: Int) -> [Span] {
        let end = min(end, bytes.count)
        var spans: [Span] = []
        var i = max(0, start)
        while i + 1 < end {
            let byte = bytes[i]
            let next = bytes[i + 1]
            var found: Span? = nil
            if next == UInt8(ascii: "{") {
                if byte == UInt8(ascii: "{") {
                    found = mustache(bytes, at: i, end)
                } else if byte == UInt8(ascii: "$") {
                    found = dollarBrace(bytes, at: i, end)
                }
            } else if next == UInt8(ascii: "("), byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#") {
                found = azureExpression(bytes, at: i, end)
            }
            if found == nil, byte == UInt8(ascii: "%") {
                found = printf(bytes, at: i, end)
            }
            if let found {
                spans.append(found)
                i = found.range.upperBound
            } else {
                i += 1
            }
        }
        return spans
    }

    /// True when `name` can be a placeholder name: a letter or `_`, then letters, digits, `_`,
    /// `.` and `-` (ASCII).
    package static func isName(_ name: some Collection<UInt8>) -> Bool {
        guard let first = name.first, isNameStart(first) else { return false }
        return name.allSatisfy(isNameByte)
    }

    // MARK: - Forms

    /// `{{…}}` or `{{{…}}}` at `open`: anything but braces inside, not only spaces. It names the
    /// value when its content, spaces trimmed, is a name (after Go's `.`), or a name and a
    /// `| filter`.
    private static func mustache(_ bytes: [UInt8], at open: Int, _ end: Int) -> Span? {
        var i = open + 2
        var closing = 2
        if i < end, bytes[i] == UInt8(ascii: "{") {
            closing = 3
            i += 1
        }
        let contentStart = i
        while i < end, bytes[i] != UInt8(ascii: "{"), bytes[i] != UInt8(ascii: "}") {
            // Braze writes a user attribute as `${name}` inside the braces: `{{${first_name}}}`.
            if bytes[i] == UInt8(ascii: "$"), i + 1 < end, bytes[i + 1] == UInt8(ascii: "{"), let close = attributeEnd(bytes, from: i + 2, end) {
                i = close
                continue
            }
            i += 1
        }
        let contentEnd = i
        guard bytes[contentStart..<contentEnd].contains(where: { $0 != UInt8(ascii: " ") }) else { return nil }
        for _ in 0..<closing {
            guard i < end, bytes[i] == UInt8(ascii: "}") else { return nil }
            i += 1
        }
        if let truncated = truncation(bytes, contentStart, contentEnd) {
            return Span(range: open..<i, name: truncated.name, clip: truncated.clip)
        }
        return Span(range: open..<i, name: mustacheName(bytes, contentStart, contentEnd))
    }

    /// Past the `}` that closes a Braze attribute whose name starts at `start` (`first_name}`), or
    /// nil when a brace or a quote comes first.
    private static func attributeEnd(_ bytes: [UInt8], from start: Int, _ end: Int) -> Int? {
        var i = start
        while i < end, bytes[i] != UInt8(ascii: "}"), bytes[i] != UInt8(ascii: "{"), bytes[i] != UInt8(ascii: "\"") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "}"), i > start else { return nil }
        return i + 1
    }

    /// The name of a value cut by a truncate helper or filter, the braces' whole content, and its
    /// longest rendering in characters when the engine documents one:
    /// - `truncate name 150`: the Handlebars helper Stream's push templates use (its default
    ///   templates write `{{ truncate message.text 150 }}`). The helper names the value, so it can
    ///   be declared, but bounds nothing: Stream documents neither whether an ellipsis is added
    ///   past the length nor how it shortens a message that is too large;
    /// - `name | truncate: 150`: Liquid's filter (Shopify, Braze, Customer.io), whose ellipsis
    ///   counts in the length;
    /// - `name | truncate(150)`: Jinja's filter, which leaves a text up to 5 characters longer
    ///   (its default leeway) uncut.
    private static func truncation(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (name: Range<Int>, clip: Int?)? {
        var i = start
        func skipSpaces() { while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 } }
        func word() -> Range<Int> {
            let from = i
            while i < end, isNameByte(bytes[i]) { i += 1 }
            return from..<i
        }
        func number() -> Int? {
            let from = i
            var value = 0
            while i < end, bytes[i] &- UInt8(ascii: "0") < 10, i - from < 9 {
                value = value * 10 + Int(bytes[i] &- UInt8(ascii: "0"))
                i += 1
            }
            return i > from ? value : nil
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < end, bytes[i] == byte else { return false }
            i += 1
            return true
        }
        skipSpaces()
        let first = word()
        guard isName(bytes[first]) else { return nil }
        skipSpaces()
        var name = first
        let extra: Int
        if bytes[first].elementsEqual("truncate".utf8) {
            // {{ truncate name 150 }}
            name = word()
            guard isName(bytes[name]), i < end, bytes[i] == UInt8(ascii: " ") else { return nil }
            skipSpaces()
            guard number() != nil else { return nil }
            skipSpaces()
            guard i == end else { return nil }
            return (name, nil)
        }
        guard expect(UInt8(ascii: "|")) else { return nil }
        skipSpaces()
        guard bytes[word()].elementsEqual("truncate".utf8) else { return nil }
        let length: Int?
        if expect(UInt8(ascii: ":")) {
            skipSpaces()
            length = number()
            extra = 0
        } else if expect(UInt8(ascii: "(")) {
            skipSpaces()
            length = number()
            skipSpaces()
            guard expect(UInt8(ascii: ")")) else { return nil }
            extra = 5
        } else {
            return nil
        }
        skipSpaces()
        guard let length, i == end else { return nil }
        return (name, length + extra)
    }

    private static func mustacheName(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Range<Int>? {
        var i = start
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        // Braze's `{{${first_name} | default: 'friend'}}` fills the attribute `first_name`.
        if i + 1 < end, bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "{"), let close = attributeEnd(bytes, from: i + 2, end) {
            let name = (i + 2)..<(close - 1)
            var after = close
            while after < end, bytes[after] == UInt8(ascii: " ") { after += 1 }
            guard isName(bytes[name]), after == end || bytes[after] == UInt8(ascii: "|") else { return nil }
            return name
        }
        // Go templates write a field as `{{.Name}}`: the name is `Name`.
        if i + 1 < end, bytes[i] == UInt8(ascii: "."), isNameStart(bytes[i + 1]) { i += 1 }
        guard i < end, isNameStart(bytes[i]) else { return nil }
        let nameStart = i
        while i < end, isNameByte(bytes[i]) { i += 1 }
        let nameEnd = i
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i == end || bytes[i] == UInt8(ascii: "|") else { return nil }
        return nameStart..<nameEnd
    }

    /// `${…}` at `open`: anything but braces and quotes inside, not nothing. It names the value
    /// when its content is a name.
    private static func dollarBrace(_ bytes: [UInt8], at open: Int, _ end: Int) -> Span? {
        var i = open + 2
        let contentStart = i
        while i < end, bytes[i] != UInt8(ascii: "}"), bytes[i] != UInt8(ascii: "{"), bytes[i] != UInt8(ascii: "\"") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "}"), i > contentStart else { return nil }
        let content = contentStart..<i
        return Span(range: open..<(i + 1), name: isName(bytes[content]) ? content : nil)
    }

    /// An Azure Notification Hubs expression at `open` (`$(name)`, `$(name, 50)`, `.(name, 50)`,
    /// `%(name)`, `#(name)`): a property name (a letter or `_` first, then letters, digits, `_`,
    /// `-` or `.`; letters of any script), then a comma and a length (which `.(` always has),
    /// then `)`.
    private static func azureExpression(_ bytes: [UInt8], at open: Int, _ end: Int) -> Span? {
        var i = open + 2
        let nameStart = i
        guard i < end, bytes[i] == UInt8(ascii: "_") || letterLength(bytes, at: i, end) > 0 else { return nil }
        while i < end {
            let byte = bytes[i]
            if byte < 0x80 {
                guard isNameByte(byte) else { break }
                i += 1
            } else {
                let length = letterLength(bytes, at: i, end)
                guard length > 0 else { break }
                i += length
            }
        }
        let nameEnd = i
        var clip: Int? = nil
        if i < end, bytes[i] == UInt8(ascii: ",") {
            i += 1
            while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
            var length = 0
            let digits = i
            while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
                // Lengths past a billion are as good as none (and cannot overflow).
                if length < 1_000_000_000 { length = length * 10 + Int(bytes[i] &- UInt8(ascii: "0")) }
                i += 1
            }
            guard i > digits else { return nil }
            clip = length
        }
        guard i < end, bytes[i] == UInt8(ascii: ")") else { return nil }
        if bytes[open] == UInt8(ascii: "."), clip == nil { return nil }
        return Span(range: open..<(i + 1), name: nameStart..<nameEnd, clip: clip)
    }

    /// `%s`, `%d` or `%1$s` at `percent`; nil for percent-encoding (`%d3` is the byte 0xD3).
    private static func printf(_ bytes: [UInt8], at percent: Int, _ end: Int) -> Span? {
        var i = percent + 1
        // Positional: %1$s.
        var digits = i
        while digits < end, bytes[digits] &- UInt8(ascii: "0") < 10 { digits += 1 }
        if digits > i, digits < end, bytes[digits] == UInt8(ascii: "$") { i = digits + 1 }
        guard i < end, bytes[i] == UInt8(ascii: "s") || bytes[i] == UInt8(ascii: "d") else { return nil }
        let stop = i + 1
        if bytes[i] == UInt8(ascii: "d"), stop < end, StringUnescaper.hexValue(bytes[stop]) < 16 { return nil }
        return Span(range: percent..<stop, name: nil)
    }

    // MARK: - Bytes

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// The byte length of the character at `i` when it is a letter of any script (Unicode's
    /// Alphabetic property), else 0.
    private static func letterLength(_ bytes: [UInt8], at i: Int, _ end: Int) -> Int {
        let lead = bytes[i]
        if lead < 0x80 { return (lead | 0x20) &- UInt8(ascii: "a") < 26 ? 1 : 0 }
        var decoder = Unicode.UTF8()
        var iterator = bytes[i..<min(end, i + 4)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isAlphabetic else { return 0 }
        return UTF8.width(scalar)
    }
}
