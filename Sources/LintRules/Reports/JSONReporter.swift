/// The `json` format: one versioned JSON document for machines.
///
/// Schema version 1:
///
///     {
///       "schemaVersion": 1,
///       "tool": {"name": "notifykit-lint", "version": "0.1.0"},
///       "files": [
///         {"path": "a.json", "error": null, "findings": [
///           {"ruleId": "data-value-not-string", "severity": "error", "message": "…",
///            "pointer": "/message/data/badge", "line": 7, "column": 16, "offset": 141,
///            "endLine": 7, "endColumn": 17, "endOffset": 142, "fix": "…"}]}],
///       "totals": {"files": 1, "errors": 1, "warnings": 0, "infos": 0, "unreadable": 0}
///     }
///
/// Lines and columns are 1-based (columns count Unicode scalars), offsets 0-based bytes. The
/// document is valid JSON whatever the inputs were: unreadable inputs appear with an `error`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    /// The version of the output schema; bumped on any incompatible change.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        var out = JSONOutputWriter()
        out.beginObject()
        out.field("schemaVersion", Self.schemaVersion)
        out.beginObject("tool")
        out.field("name", ToolInfo.name)
        out.field("version", ToolInfo.version)
        out.endObject()
        out.beginArray("files")
        for report in reports {
            out.beginObject()
            out.field("path", report.path)
            out.field("error", report.toolError)
            out.beginArray("findings")
            for finding in report.findings { Self.write(finding, to: &out) }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        let totals = RunTotals(reports)
        out.beginObject("totals")
        out.field("files", totals.files)
        out.field("errors", totals.errors)
        out.field("warnings", totals.warnings)
        out.field("infos", totals.infos)
        out.field("unreadable", totals.unreadable)
        out.endObject()
        out.endObject()
        return out.text + "\n"
    }

    static func write(_ finding: Finding, to out: inout JSONOutputWriter) {
        out.beginObject()
        out.field("ruleId", finding.ruleID)
        out.field("severity", finding.severity.rawValue)
        out.field("message", finding.message)
        out.field("pointer", finding.pointer.description)
        out.field("line", finding.start.line)
        out.field("column", finding.start.column)
        out.field("offset", finding.start.offset)
        out.field("endLine", finding.end.line)
        out.field("endColumn", finding.end.column)
        out.field("endOffset", finding.end.offset)
        out.field("fix", finding.fix)
        out.endObject()
    }
}
