/// A payload template whose placeholders stand outside strings (`"badge": {{count}}`,
/// `"data": {{{json data}}}`), made parseable without moving a byte.
///
/// Such a file is not JSON until it is rendered. Each placeholder outside a string — `{{…}}`,
/// `{{{…}}}`, `${…}` or a bare shell, envsubst, Kotlin or Dart variable `$name` (a heredoc's
/// `"data": $data_json`), none of which can start a JSON value — is replaced by a neutral value of
/// the same length: `0` followed by spaces (line breaks inside the placeholder are kept), so
/// every byte offset, line and column of the rest of the file stays where it was. Findings that
/// start inside a placeholder are about the stand-in, not the template, and are dropped: the
/// placeholder is a value of unknown type that every rule accepts. Placeholders inside strings
/// are left alone (`TemplateText` judges them).
///
/// A Jinja, Liquid or Twig tag outside a string (`{% if vip %}`, `{%- endif -%}`, a `{# comment #}`)
/// renders no value: it is blanked to spaces (line breaks kept), so the members between
/// `{% if %}` and `{% endif %}` are linted as if the condition held. A Handlebars or Mustache
/// block, inverted-section, `else` or comment tag (`{{#if badge}}`, `{{/if}}`, `{{#each items}}`,
/// `{{^items}}`, `{{!-- note --}}`) is blanked the same way. A comma that only some iterations
/// render (`{{#unless @last}},{{/unless}}`) is blanked with its tags. An ERB or EJS output tag
/// outside a string (`"badge": <%= count %>`) is a placeholder; its other tags (`<% if vip %>`,
/// `<%# note %>`) are blanked as Jinja's are.
package struct TemplateSource: Sendable {
    /// The file with each placeholder outside a string replaced by its stand-in.
    package let bytes: [UInt8]
    /// Where the placeholders were, as byte ranges of the file.
    let placeholders: [Range<Int>]
    /// Where the blanked tags (`{% … %}`, `{# … #}`, `{{#…}}`, `{{/…}}`) were, as byte ranges of the file.
    let tags: [Range<Int>]

    /// Finds the placeholders outside strings in `original`.
    package init(_ original: [UInt8]) {
        var bytes = original
        var spans: [Range<Int>] = []
        var tags: [Range<Int>] = []
        let count = original.count
        StructuralBytes.forEach(in: original, 0..<count) { index in
            let byte = original[index]
            // A placeholder becomes `0` (a value of unknown type), a tag spaces; line breaks stay.
            func replace(_ range: Range<Int>, asPlaceholder: Bool) {
                for position in range where bytes[position] != 0x0A && bytes[position] != 0x0D {
                    bytes[position] = UInt8(ascii: " ")
                }
                if asPlaceholder {
                    spans.append(range)
                    bytes[range.lowerBound] = UInt8(ascii: "0")
                } else {
                    tags.append(range)
                }
            }
            // An ERB or EJS tag (`<%= count %>`, `<% if vip %>`): an output tag is a value of
            // unknown type, as `{{count}}` is; any other renders no value and is blanked.
            if byte == UInt8(ascii: "<"), let (end, isOutput) = Self.embeddedRubyTag(original, at: index) {
                replace(index..<end, asPlaceholder: isOutput)
                return end
            }
            if byte == UInt8(ascii: "{"), let end = Self.tagEnd(original, at: index) ?? Self.blockTagEnd(original, at: index) {
                replace(index..<end, asPlaceholder: false)
                return end
            }
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$"), let end = Self.placeholderEnd(original, at: index)
            else { return index + 1 }
            replace(index..<end, asPlaceholder: true)
            return end
        }
        // A separator that only some iterations render (`{{#unless @last}},{{/unless}}`,
        // `{% if not loop.last %},{% endif %}`): linted as one iteration, the last, so the comma
        // between the tags is blanked too, as the template renders it after the last element.
        for (open, close) in zip(tags, tags.dropFirst()) where Self.isIterationTest(original[open]) {
            let between = open.upperBound..<close.lowerBound
            guard original[between].allSatisfy({ $0 == UInt8(ascii: ",") || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            else { continue }
            for position in between where bytes[position] == UInt8(ascii: ",") { bytes[position] = UInt8(ascii: " ") }
        }
        self.bytes = bytes
        self.placeholders = spans
        self.tags = tags
    }

    /// True when the tag tests the loop's position (`@last`, `@first`, `loop.last`,
    /// `forloop.last`…): what it guards is rendered for some iterations only.
    private static func isIterationTest(_ tag: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: tag, as: UTF8.self)
        return ["@last", "@first", "loop.last", "loop.first", "forloop.last", "forloop.first"].contains { text.contains($0) }
    }

    /// Past the Handlebars or Mustache tag opened at `start` outside a string that renders no value
    /// (`{{#if badge}}`, `{{/if}}`, `{{^items}}`, `{{else}}`, `{{! note }}`, `{{!-- note --}}`, with
    /// `~` whitespace control or not), or nil when none opens there or it is not closed. An output
    /// tag (`{{count}}`, `{{{json}}}`) and a partial (`{{> part}}`, which renders what the linter
    /// cannot see) are placeholders instead.
    private static func blockTagEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "{"), bytes[start + 2] != UInt8(ascii: "{") else { return nil }
        var index = start + 2
        if bytes[index] == UInt8(ascii: "~") { index += 1 }
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count else { return nil }
        let mark = bytes[index]
        let isComment = mark == UInt8(ascii: "!")
        let isBlock = mark == UInt8(ascii: "#") || mark == UInt8(ascii: "/") || mark == UInt8(ascii: "^")
        let word = bytes[index..<min(index + 5, bytes.count)]
        let isElse = word.starts(with: "else".utf8) && (word.count == 4 || !isNameByte(word[word.startIndex + 4]))
        guard isComment || isBlock || isElse else { return nil }
        if isComment, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: "-") {
            // `{{!-- … --}}` may hold `}}`.
            var end = index + 3
            while end + 3 < bytes.count {
                if bytes[end] == UInt8(ascii: "-"), bytes[end + 1] == UInt8(ascii: "-"), bytes[end + 2] == UInt8(ascii: "}"),
                    bytes[end + 3] == UInt8(ascii: "}")
                {
                    return end + 4
                }
                end += 1
            }
            return nil
        }
        var end = index + 1
        while end + 1 < bytes.count {
            if bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") { return end + 2 }
            if bytes[end] == UInt8(ascii: "{") { return nil }
            end += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte &- UInt8(ascii: "0") < 10
    }

    /// True when the file has a placeholder or a tag outside its strings: it differs from JSON.
    var isChanged: Bool { !placeholders.isEmpty || !tags.isEmpty }

    /// Past the Jinja, Liquid or Twig tag or comment opened at `start` outside a string (`{%` …
    /// `%}`, `{#` … `#}`; quotes inside, as in `{% if kind == "sale" %}`, are the tag's), or nil
    /// when none opens there or it is not closed.
    private static func tagEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        let mark = bytes[start + 1]
        guard mark == UInt8(ascii: "%") || mark == UInt8(ascii: "#") else { return nil }
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == mark, bytes[index + 1] == UInt8(ascii: "}") { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Past the ERB or EJS tag opened at `start` outside a string (`<%` … `%>`; quotes inside are
    /// the tag's), and whether it outputs a value (`<%=`, `<%-`, `<%==`); nil when none opens there
    /// or it is not closed.
    private static func embeddedRubyTag(_ bytes: [UInt8], at start: Int) -> (end: Int, isOutput: Bool)? {
        guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "%") else { return nil }
        let isOutput = bytes[start + 2] == UInt8(ascii: "=") || bytes[start + 2] == UInt8(ascii: "-")
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: ">") { return (index + 2, isOutput) }
            index += 1
        }
        return nil
    }

    /// Past the placeholder that starts at `start` outside a string, or nil when none does.
    private static func placeholderEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        let byte = bytes[start]
        if bytes[start + 1] == UInt8(ascii: "{") {
            return byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") ? bracedEnd(bytes, from: start) : nil
        }
        return byte == UInt8(ascii: "$") ? variableEnd(bytes, from: start) : nil
    }

    /// Past the closing braces of the placeholder opened at `start` (`{{`, `{{{` or `${`): as
    /// many `}` as were opened (one for `${`), with no brace between; nil when it is not closed.
    private static func bracedEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var open = 0
        if bytes[index] == UInt8(ascii: "$") {
            index += 1
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: "{"), open < 3 {
            open += 1
            index += 1
        }
        let closing = bytes[start] == UInt8(ascii: "$") ? 1 : open
        let contentStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "}") { index += 1 }
        guard index > contentStart else { return nil }
        for _ in 0..<closing {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
        }
        return index
    }

    /// Past the name of the bare variable `$name` at `start` (a letter or `_`, then letters, digits
    /// and `_`: the names shell, envsubst, Kotlin and Dart substitute); nil when no name follows.
    private static func variableEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || (!first && byte &- UInt8(ascii: "0") < 10)
        }
        var index = start + 1
        guard index < bytes.count, isNameByte(bytes[index], first: true) else { return nil }
        while index < bytes.count, isNameByte(bytes[index], first: false) { index += 1 }
        return index
    }

    /// True when `offset` is inside a placeholder or a blanked tag.
    func isInPlaceholder(_ offset: Int) -> Bool {
        // Few placeholders per file: a binary search is not worth its code.
        placeholders.contains { $0.contains(offset) } || tags.contains { $0.contains(offset) }
    }

    /// The file names that say "template": a JSON payload run through a template engine.
    static let fileSuffixes = [".json.hbs", ".json.handlebars", ".json.tmpl", ".json.gotmpl", ".json.j2", ".json.jinja", ".json.liquid", ".json.mustache", ".json.erb", ".json.ejs"]

    /// True when `path`'s name ends in one of `fileSuffixes` (any letter case).
    package static func hasTemplateName(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return fileSuffixes.contains { lowered.hasSuffix($0) }
    }
}
