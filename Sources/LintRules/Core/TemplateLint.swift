import SizeModel

/// Lints a payload template whose placeholders may stand outside strings (`TemplateSource`):
/// the linter sees the file with each placeholder replaced by a same-length neutral value,
/// findings that start inside a placeholder are dropped, and each placeholder gets a
/// `template-placeholder-value` note at its exact place.
package enum TemplateLint {
    /// The findings of the template in `bytes`, linted with `TemplateText.isLintingTemplate` set:
    /// a string that is wholly `$name` or `<%= … %>` is a placeholder there. The value is bound
    /// for this thread: `Linter.lint(input:)` and `lint(jsonLines:)` lint in memory on the
    /// calling thread, so every rule sees it (TemplateWholeValueTests check a template file
    /// under `--jobs 2` too).
    package static func lint(_ bytes: [UInt8], linter: Linter, jsonLines: Bool) -> [Finding] {
        TemplateText.$isLintingTemplate.withValue(true) { lintTemplate(bytes, linter: linter, jsonLines: jsonLines) }
    }

    private static func lintTemplate(_ bytes: [UInt8], linter: Linter, jsonLines: Bool) -> [Finding] {
        let template = TemplateSource(bytes)
        guard template.isChanged else { return jsonLines ? linter.lint(jsonLines: bytes) : linter.lint(input: bytes) }
        let raw = jsonLines ? linter.lint(jsonLines: template.bytes) : linter.lint(template.bytes)
        var findings = raw.filter { !template.isInPlaceholder($0.start.offset) }
        guard let severity = linter.configuration.severity(for: TemplateRules.placeholderValue) else { return findings }
        let locator = SourceLocator(bytes: bytes)
        let pointers = jsonLines ? [:] : Self.pointers(of: template)
        for span in template.placeholders {
            let text = String(decoding: bytes[span], as: UTF8.self)
            findings.append(
                Finding(
                    ruleID: TemplateRules.placeholderValue.id, severity: severity,
                    message: "template placeholder \(TerminalSafeText.escaped(text)) stands where a JSON value goes; it was linted as a value of unknown type that every rule accepts",
                    pointer: pointers[span.lowerBound] ?? JSONPointer(tokens: []),
                    start: locator.position(of: span.lowerBound), end: locator.position(of: span.upperBound),
                    fix: nil))
        }
        findings.sort(by: Finding.reportOrder)
        return findings
    }

    /// The JSON Pointer of each stand-in value, by its offset.
    private static func pointers(of template: TemplateSource) -> [Int: JSONPointer] {
        let starts = Set(template.placeholders.map(\.lowerBound))
        var start = 0
        if ByteOrderMark.detect(in: template.bytes) == .utf8 { start = 3 }
        guard let document = try? JSONParser().parse(template.bytes, range: start..<template.bytes.count) else { return [:] }
        var found: [Int: JSONPointer] = [:]
        func visit(_ value: JSONValue) {
            if starts.contains(value.sourceStart) { found[value.sourceStart] = value.pointer }
            if value.isObject {
                for member in value.members { visit(member.value) }
            } else if value.isArray {
                for element in value.elements { visit(element) }
            }
        }
        visit(document.root)
        return found
    }
}
