/// How format checks judge a string that holds template placeholders.
///
/// Payload templates hold placeholders inside strings; the server fills them before sending, so
/// a format check (URL, colour, duration, enum, topic name, token shape…) must judge what the
/// string can become, not the braces. Recognised syntaxes (Documentation/Templates.md lists them):
///
/// - `{{name}}`, `{{ name }}`, `{{.Name}}`, `{{{name}}}`, `{{ name | filter }}`: Mustache,
///   Handlebars, Jinja, Liquid, Go templates (anything but braces between `{{` and `}}`);
/// - `${name}`: JavaScript template literals, shell, many i18n libraries;
/// - `$(name)`, `$(name, 50)`, `.(name, 50)`, `%(name)`, `#(name)`: Azure Notification Hubs
///   template expressions (a property of the notification, as is, clipped, URL-encoded, or
///   `#(name)`, which Notification Hubs writes as a JSON number when the value is one);
/// - `%s`, `%d` (and positional `%1$s`): printf-style; `%d` followed by a hexadecimal digit is
///   percent-encoding (`%d3`), not a placeholder.
///
/// `problem(in:check:)` is the one entry point every format check calls. It costs nothing for a
/// valid value (the check runs once on the text as written); only a failing string is searched
/// for placeholders and judged again with each one replaced by representative values.
enum TemplateText {
    /// The values a placeholder is replaced by: the string passes when one rendering passes, since
    /// the check cannot know what will be filled in. A digit and a letter cover numbers, host
    /// labels, path segments and names.
    static let representatives = ["0", "a"]

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

    /// The placeholders in `text`, in order, not overlapping.
    static func placeholders(in text: String) -> [Range<String.Index>] {
        // Every placeholder starts with `{`, `$` or `%`, or holds `(`: most strings have none, and
        // are not walked scalar by scalar.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "(")
            })
        else { return [] }
        let scalars = text.unicodeScalars
        var spans: [Range<String.Index>] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "{", next < scalars.endIndex, scalars[next] == "{", let end = mustacheEnd(scalars, from: next) {
                spans.append(index..<end)
                index = end
            } else if scalar == "$", next < scalars.endIndex, scalars[next] == "{", let end = dollarEnd(scalars, from: next) {
                spans.append(index..<end)
                index = end
            } else if scalar == "$" || scalar == "." || scalar == "%" || scalar == "#", next < scalars.endIndex, scalars[next] == "(",
                let end = parenthesisEnd(scalars, from: next)
            {
                spans.append(index..<end)
                index = end
            } else if scalar == "%", let end = printfEnd(scalars, from: next) {
                spans.append(index..<end)
                index = end
            } else {
                index = next
            }
        }
        return spans
    }

    /// Past the `}}` closing a `{{…}}` whose second `{` is at `open`; the content is anything
    /// but braces (a third brace on each side, Handlebars' triple-stash, is allowed).
    private static func mustacheEnd(_ scalars: String.UnicodeScalarView, from open: String.Index) -> String.Index? {
        var index = scalars.index(after: open)
        var triple = false
        if index < scalars.endIndex, scalars[index] == "{" {
            triple = true
            index = scalars.index(after: index)
        }
        let contentStart = index
        while index < scalars.endIndex, scalars[index] != "{", scalars[index] != "}" {
            index = scalars.index(after: index)
        }
        guard index > contentStart, scalars[contentStart..<index].contains(where: { $0 != " " }) else { return nil }
        for _ in 0..<(triple ? 3 : 2) {
            guard index < scalars.endIndex, scalars[index] == "}" else { return nil }
            index = scalars.index(after: index)
        }
        return index
    }

    /// Past the `}` closing `${name}` whose `{` is at `open`.
    private static func dollarEnd(_ scalars: String.UnicodeScalarView, from open: String.Index) -> String.Index? {
        var index = scalars.index(after: open)
        let contentStart = index
        while index < scalars.endIndex, scalars[index] != "}", scalars[index] != "{", scalars[index] != "\"" {
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex, scalars[index] == "}", index > contentStart else { return nil }
        return scalars.index(after: index)
    }

    /// Past the `)` closing an Azure Notification Hubs expression (`$(name)`, `.(name, 50)`…)
    /// whose `(` is at `open`: a property name (a letter or `_` first, then letters, digits, `_`,
    /// `-` or `.`), optionally a comma and a length.
    private static func parenthesisEnd(_ scalars: String.UnicodeScalarView, from open: String.Index) -> String.Index? {
        var index = scalars.index(after: open)
        guard index < scalars.endIndex, scalars[index].properties.isAlphabetic || scalars[index] == "_" else { return nil }
        while index < scalars.endIndex,
            scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "_-.".unicodeScalars.contains(scalars[index])
        {
            index = scalars.index(after: index)
        }
        if index < scalars.endIndex, scalars[index] == "," {
            index = scalars.index(after: index)
            while index < scalars.endIndex, scalars[index] == " " { index = scalars.index(after: index) }
            let digits = index
            while index < scalars.endIndex, ("0"..."9").contains(scalars[index]) { index = scalars.index(after: index) }
            guard index > digits else { return nil }
        }
        guard index < scalars.endIndex, scalars[index] == ")" else { return nil }
        return scalars.index(after: index)
    }

    /// Past `%s`, `%d` or `%1$s` whose `%` is just before `start`; nil for percent-encoding.
    private static func printfEnd(_ scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index? {
        var index = start
        // Positional: %1$s.
        var digits = index
        while digits < scalars.endIndex, ("0"..."9").contains(scalars[digits]) { digits = scalars.index(after: digits) }
        if digits > index, digits < scalars.endIndex, scalars[digits] == "$" { index = scalars.index(after: digits) }
        guard index < scalars.endIndex, scalars[index] == "s" || scalars[index] == "d" else { return nil }
        let end = scalars.index(after: index)
        // %d3 is the percent-encoded byte 0xD3.
        if scalars[index] == "d", end < scalars.endIndex, isHexDigit(scalars[end]) { return nil }
        return end
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }
}
