import SizeModel

/// How format checks judge a string that holds template placeholders.
///
/// Payload templates hold placeholders inside strings; the server fills them before sending, so
/// a format check (URL, colour, duration, enum, topic name, token shape…) must judge what the
/// string can become, not the braces. The syntaxes are `PlaceholderSyntax`'s, the size model's
/// too (Documentation/Templates.md lists them): Mustache, Handlebars, Jinja, Liquid and Go
/// `{{…}}`, `${…}`, Azure Notification Hubs expressions (`$(name)`, `#(name)`, which Notification
/// Hubs writes as a JSON number when the value is one…) and printf's `%s`.
///
/// `problem(in:check:)` is the one entry point every format check calls. It costs nothing for a
/// valid value (the check runs once on the text as written); only a failing string is searched
/// for placeholders and judged again with each one replaced by representative values.
enum TemplateText {
    /// The values a placeholder is replaced by: the string passes when one rendering passes, since
    /// the check cannot know what will be filled in. A digit and a letter cover numbers, host
    /// labels, path segments and names; two and six digits cover the fixed-length forms a template
    /// fills in parts: a colour's digits after a fixed `#` (`"#{{hex}}"`, six digits, or
    /// `"#{{r}}{{g}}{{b}}"`, two each), a two-digit day or hour in a timestamp. What is fixed
    /// around the placeholder is still judged: `"http://cdn/{{id}}.png"` fails with every fill.
    static let representatives = ["0", "a", "00", "000000"]

    /// True while a file linted as a payload template (a template file name or the `templates`
    /// setting: `TemplateLint`) is being linted. Then a string that is wholly a shell or envsubst
    /// variable (`"$TTL"`) or one ERB/EJS output tag (`"<%= icon %>"`) is a placeholder too
    /// (`templateOnlyPlaceholder(in:)`): the template engine replaces it. Outside a template the
    /// same text is sent as written (a curl body in single quotes, a plain .json file), and is
    /// judged as written.
    @TaskLocal static var isLintingTemplate = false

    /// Why `text` fails `check`, or nil when it passes as written or with its placeholders
    /// filled by some representative value. A string that is one placeholder and nothing else is
    /// a value of unknown content and always passes.
    static func problem(in text: String, check: (String) -> String?) -> String? {
        guard let problem = check(text) else { return nil }
        let spans = placeholders(in: text)
        guard !spans.isEmpty else { return problem }
        if isWholePlaceholder(text, spans) { return nil }
        var first: String? = nil
        for value in representatives {
            let rendered = render(text, spans, with: value)
            guard let renderedProblem = check(rendered) else { return nil }
            if first == nil { first = renderedProblem }
        }
        return first ?? problem
    }

    /// `problem(in:check:)` for a yes-or-no check: true when `text`, or some rendering of its
    /// placeholders, is `valid`.
    static func passes(_ text: String, _ valid: (String) -> Bool) -> Bool {
        problem(in: text, check: { valid($0) ? nil : "" }) == nil
    }

    /// True when `text` holds a placeholder.
    static func hasPlaceholder(_ text: String) -> Bool {
        !placeholders(in: text).isEmpty
    }

    /// True when a placeholder stands before `://` (`{{scheme}}://cdn/x.png`, `{{base_url}}/x`
    /// with no scheme written): then no check can know the URL's scheme.
    /// A string that is one placeholder and nothing else (`"{{image_url}}"`) is a value of unknown
    /// content, accepted like any other: false.
    static func schemeIsPlaceholder(_ text: String) -> Bool {
        let spans = placeholders(in: text)
        guard let first = spans.first, !isWholePlaceholder(text, spans) else { return false }
        guard let separator = text.range(of: "://") else { return first.lowerBound == text.startIndex }
        return first.lowerBound < separator.lowerBound
    }

    /// True when `text` is one Azure Notification Hubs `#(name)` expression and nothing else: in a
    /// JSON template Notification Hubs writes it as a number when the value is one
    /// (`"badge": "#(count)"` becomes `"badge": 40`), so a numeric field accepts it.
    static func isNumberPlaceholder(_ text: String) -> Bool {
        guard text.hasPrefix("#("), text.hasSuffix(")") else { return false }
        let spans = placeholders(in: text)
        return spans.count == 1 && spans[0] == text.startIndex..<text.endIndex
    }

    /// True when `text` is one placeholder and nothing else (`"{{image_url}}"`): a value of unknown
    /// content, which every format check accepts.
    static func isWholePlaceholder(_ text: String) -> Bool {
        isWholePlaceholder(text, placeholders(in: text))
    }

    /// True when the placeholders cover the whole text, give or take surrounding spaces.
    private static func isWholePlaceholder(_ text: String, _ spans: [Range<String.Index>]) -> Bool {
        guard spans.count == 1, let span = spans.first else { return false }
        return text[..<span.lowerBound].allSatisfy { $0 == " " } && text[span.upperBound...].allSatisfy { $0 == " " }
    }

    /// `text` with each placeholder replaced by `value`.
    static func render(_ text: String, _ spans: [Range<String.Index>], with value: String) -> String {
        var out = ""
        var cursor = text.startIndex
        for span in spans {
            out += text[cursor..<span.lowerBound]
            out += value
            cursor = span.upperBound
        }
        out += text[cursor...]
        return out
    }

    /// The placeholders in `text`, in order, not overlapping (`PlaceholderSyntax`; in a template
    /// file, also a string that is wholly one `templateOnlyPlaceholder(in:)`).
    static func placeholders(in text: String) -> [Range<String.Index>] {
        // Every placeholder starts with `{`, `$` or `%`, or holds `(`: most strings have none, and
        // are not copied to be scanned.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "(")
            })
        else { return [] }
        if isLintingTemplate, let whole = templateOnlyPlaceholder(in: text) { return [whole] }
        let bytes = Array(text.utf8)
        let utf8 = text.utf8
        // Each span starts and ends at an ASCII byte: its offsets are character boundaries.
        return PlaceholderSyntax.spans(in: bytes, from: 0, to: bytes.count).map { span in
            utf8.index(utf8.startIndex, offsetBy: span.range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: span.range.upperBound)
        }
    }

    /// The span of `text` (surrounding spaces excluded) when it is wholly one placeholder that only
    /// a template file can hold, or nil: a bare shell or envsubst variable, `$TTL` or `$image_url`
    /// (a `$` then a letter or `_`, then letters, digits and `_`: what envsubst and the shell
    /// substitute), or one ERB/EJS output tag, `<%= icon %>`, `<%- icon %>`, `<%== icon %>` (no
    /// `%>` inside). Inside a longer text these stay text: `"Price: $5"`, `"a $b c"`.
    static func templateOnlyPlaceholder(in text: String) -> Range<String.Index>? {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return nil }
        let end = utf8.index(after: last)
        let body = utf8[first..<end]
        if Self.isShellVariable(body) || Self.isOutputTag(body) { return first..<end }
        return nil
    }

    /// `$name`: a `$`, then a letter or `_`, then letters, digits and `_`.
    private static func isShellVariable(_ body: Substring.UTF8View) -> Bool {
        guard body.first == UInt8(ascii: "$") else { return false }
        let name = body.dropFirst()
        guard let start = name.first, isLetter(start) || start == UInt8(ascii: "_") else { return false }
        return name.allSatisfy { isLetter($0) || $0 == UInt8(ascii: "_") || $0 &- UInt8(ascii: "0") < 10 }
    }

    /// `<%= … %>`, `<%- … %>` or `<%== … %>`: one ERB or EJS output tag, with no `%>` before its end.
    private static func isOutputTag(_ body: Substring.UTF8View) -> Bool {
        let bytes = Array(body)
        guard bytes.count >= 5, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "%"),
            bytes[2] == UInt8(ascii: "=") || bytes[2] == UInt8(ascii: "-"),
            bytes[bytes.count - 2] == UInt8(ascii: "%"), bytes[bytes.count - 1] == UInt8(ascii: ">")
        else { return false }
        let inside = bytes[3..<(bytes.count - 2)]
        guard inside.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "-") }) else { return false }
        return !zip(inside, inside.dropFirst()).contains { $0 == UInt8(ascii: "%") && $1 == UInt8(ascii: ">") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
}
