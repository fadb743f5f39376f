import SizeModel

/// Turns findings into LSP diagnostics: the range in UTF-16 positions, the severity, the rule id
/// as `code` with its documentation link, `source: "notifykit-lint"`, the message with the fix,
/// and, for a `notifee_options` mismatch, the other copy of the blob as related information.
enum DiagnosticsPublisher {
    static let source = "notifykit-lint"

    /// The rules whose findings name the other copy of the blob as related information.
    static let blobMismatchRules: Set<String> = ["notifykit-options-mismatch"]

    /// The `textDocument/publishDiagnostics` parameters for `uri`.
    static func parameters(uri: String, version: Int?, diagnostics: [LSPValue]) -> LSPValue {
        var members: [(String, LSPValue)] = [("uri", .string(uri))]
        if let version { members.append(("version", .integer(version))) }
        members.append(("diagnostics", .array(diagnostics)))
        return .object(members)
    }

    /// The diagnostics of `findings` in the document `bytes` at `uri`.
    static func diagnostics(_ findings: [Finding], bytes: [UInt8], uri: String) -> [LSPValue] {
        let converter = PositionConverter(bytes: bytes)
        var blobs: [BlobCopy]? = nil
        return findings.map { finding in
            var members: [(String, LSPValue)] = [
                ("range", LSPRange(finding.start.offset..<max(finding.start.offset, finding.end.offset), converter).json),
                ("severity", .integer(severity(finding.severity))),
                ("code", .string(finding.ruleID)),
                ("codeDescription", .object([("href", .string(ToolInfo.ruleDocumentationURL(for: finding.ruleID)))])),
                ("source", .string(source)),
                ("message", .string(message(finding))),
            ]
            if blobMismatchRules.contains(finding.ruleID) {
                if blobs == nil { blobs = BlobCopy.all(in: bytes) }
                let related = BlobCopy.others(of: finding.start.offset, among: blobs ?? []).map { copy in
                    LSPValue.object([
                        ("location", .object([("uri", .string(uri)), ("range", LSPRange(copy.range, converter).json)])),
                        ("message", .string("the other copy of notifee_options: \(copy.displayPath)")),
                    ])
                }
                if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
            }
            return .object(members)
        }
    }

    /// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// The finding's message, with its fix on a second line.
    static func message(_ finding: Finding) -> String {
        guard let fix = finding.fix else { return finding.message }
        return finding.message + "\nfix: " + fix
    }
}
