/// What the server needs to fix a document's published findings: the fix planner built on the
/// linter that found them (its configuration: app declarations, sizes), and whether the document
/// is JSON Lines. Templates get none: the CLI never rewrites a template either.
struct DocumentFixContext {
    let planner: FixPlanner
    let jsonLines: Bool
    /// The findings of a text as the server publishes them (the configuration's `ignores`
    /// applied), so fix-all never fixes a suppressed finding.
    let lint: @Sendable ([UInt8]) -> [Finding]
}

/// Code actions: the safe fixes (`check --fix`, Documentation/Fixes.md) of the findings under a
/// range, as `quickfix` actions, and all of a document's safe fixes at once as a
/// `source.fixAll.notifykit-lint` action. Unsafe fixes are not offered: an editor applies a code
/// action without showing a diff first.
enum CodeActions {
    /// The kind of the action that applies every safe fix of the document.
    static let fixAllKind = "source.fixAll.notifykit-lint"

    /// The quick fixes for the findings of `uri` that overlap the byte range `range`, and, when
    /// the client asks for source actions too (`only` nil or naming `source`), the fix-all action.
    static func actions(
        for findings: [Finding], overlapping range: Range<Int>, bytes: [UInt8], uri: String,
        context: DocumentFixContext, only kinds: [String]?
    ) -> [LSPValue] {
        let wantsQuickFixes = kinds.map { $0.contains { "quickfix".hasPrefix($0) } } ?? true
        let wantsFixAll = kinds.map { $0.contains { fixAllKind.hasPrefix($0) } } ?? true
        let converter = PositionConverter(bytes: bytes)
        var actions: [LSPValue] = []
        if wantsQuickFixes {
            let overlapping = findings.filter { $0.start.offset <= range.upperBound && $0.end.offset >= range.lowerBound }
            for finding in overlapping {
                guard let fix = context.planner.fix(for: finding, in: bytes, jsonLines: context.jsonLines),
                    fix.applicability == .safe, !fix.edits.isEmpty
                else { continue }
                actions.append(
                    action(
                        title: fix.title, kind: "quickfix", edits: fix.edits, uri: uri, converter: converter,
                        diagnostics: DiagnosticsPublisher.diagnostics([finding], bytes: bytes, uri: uri)))
            }
        }
        if wantsFixAll, findings.contains(where: { context.planner.isFixable($0.ruleID) }) {
            let outcome = context.planner.fixAll(bytes, jsonLines: context.jsonLines, lint: context.lint)
            if outcome.changed {
                // One edit replacing the whole text: the fixes of later passes were planned on the
                // text the earlier ones made, so they cannot be given as edits of the original.
                let whole = TextEdit(start: 0, end: bytes.count, replacement: outcome.fixed)
                actions.append(
                    action(
                        title: "Fix all safe notifykit-lint problems (\(outcome.applied.count))", kind: fixAllKind,
                        edits: [whole], uri: uri, converter: converter, diagnostics: nil))
            }
        }
        return actions
    }

    private static func action(
        title: String, kind: String, edits: [TextEdit], uri: String, converter: PositionConverter, diagnostics: [LSPValue]?
    ) -> LSPValue {
        let lspEdits = edits.map { edit in
            LSPValue.object([
                ("range", LSPRange(edit.start..<edit.end, converter).json), ("newText", .string(edit.replacementText)),
            ])
        }
        var members: [(String, LSPValue)] = [("title", .string(title)), ("kind", .string(kind))]
        if let diagnostics { members.append(("diagnostics", .array(diagnostics))) }
        if kind == "quickfix" { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", .object([("changes", .object([(uri, .array(lspEdits))]))])))
        return .object(members)
    }
}
