/// One replacement a fix makes in a document: the bytes `range` become `newText`.
struct FixEdit: Sendable, Equatable {
    let range: Range<Int>
    let newText: String
}

/// A safe fix for one finding: what the editor shows, and the edits.
struct FixProposal: Sendable, Equatable {
    let title: String
    let edits: [FixEdit]
}

/// The seam through which safe fixes (`--fix`) become code actions: a function from a finding and
/// its document's bytes to the fix, or nil. The server advertises `codeActionProvider` and answers
/// `textDocument/codeAction` only when one is installed (`LanguageServer.codeActionProvider`).
typealias CodeActionProvider = @Sendable (Finding, [UInt8]) -> FixProposal?

/// Code actions from the installed provider for the findings under a range.
enum CodeActions {
    /// The code actions for the findings of `uri` that overlap the byte range `range`.
    static func actions(
        for findings: [Finding], overlapping range: Range<Int>, bytes: [UInt8], uri: String, provider: CodeActionProvider
    ) -> [LSPValue] {
        let converter = PositionConverter(bytes: bytes)
        var actions: [LSPValue] = []
        for finding in findings where finding.start.offset <= range.upperBound && finding.end.offset >= range.lowerBound {
            guard let fix = provider(finding, bytes), !fix.edits.isEmpty else { continue }
            let edits = fix.edits.map { edit in
                LSPValue.object([("range", LSPRange(edit.range, converter).json), ("newText", .string(edit.newText))])
            }
            let diagnostic = DiagnosticsPublisher.diagnostics([finding], bytes: bytes, uri: uri)
            actions.append(
                .object([
                    ("title", .string(fix.title)),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array(diagnostic)),
                    ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
                ]))
        }
        return actions
    }
}
