/// The `json` format: one versioned JSON document for machines.
///
/// Schema version 1:
///
///     {
///       "schemaVersion": 1,
///       "tool": {"name": "notifykit-lint", "version": "0.1.0"},
///       "files": [
///         {"path": "a.json", "role": "input", "error": null,
///          "findings": [
///           {"ruleId": "data-value-not-string", "severity": "error", "message": "…",
///            "pointer": "/message/data/badge", "line": 7, "column": 16, "offset": 141,
///            "endLine": 7, "endColumn": 17, "endOffset": 142, "fix": "…"}],
///          "suppressed": [{…the same fields…, "suppressedBy": {"kind": "ignore", "ignore": 0, "reason": "…"}}]}],
///       "skipped": [{"path": "package.json", "reason": "not a push payload: …"}],
///       "totals": {"files": 1, "errors": 1, "warnings": 0, "infos": 0, "unreadable": 0,
///                  "suppressed": 0, "baselined": 0}
///     }
///
/// Lines and columns are 1-based (columns count Unicode scalars), offsets 0-based bytes. The
/// document is valid JSON whatever the inputs were: unreadable inputs appear with an `error`.
/// `role` is `input` for a linted file, `configuration` or `baseline` for findings about those
/// files (unused ignores and baseline entries); `totals.files` counts inputs only. `skipped` lists
/// the files left out because they are not push payloads, and only appears when there are some. Fields are only
/// ever added within a schema version.
package struct JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary = "one JSON document (schema version 1)"
    package static let isMachineDocument = true
    /// The version of the output schema; bumped on any incompatible change.
    static let schemaVersion = 1

    package func renderUTF8(_ run: LintRun, style: ReportStyle) -> [UInt8] {
        var out = JSONOutputWriter()
        out.beginObject()
        out.toolHeader(schemaVersion: Self.schemaVersion)
        out.beginArray("files")
        for report in run.reports {
            out.beginObject()
            out.field("path", report.path)
            out.field("role", report.role.rawValue)
            out.field("error", report.toolError)
            out.beginArray("findings")
            for finding in report.findings {
                out.beginObject()
                finding.writeMembers(to: &out)
                out.endObject()
            }
            out.endArray()
            out.beginArray("suppressed")
            for hidden in report.suppressed {
                out.beginObject()
                hidden.finding.writeMembers(to: &out)
                out.beginObject("suppressedBy")
                switch hidden.suppression {
                case .ignore(let index, let reason):
                    out.field("kind", "ignore")
                    out.field("ignore", index)
                    out.field("reason", reason)
                case .baseline:
                    out.field("kind", "baseline")
                }
                out.endObject()
                out.endObject()
            }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        // Files left out as not push payloads: listed only when there are any (a field added
        // within schema version 1).
        if !run.skipped.isEmpty {
            out.beginArray("skipped")
            for input in run.skipped {
                out.beginObject()
                out.field("path", input.path)
                out.field("reason", input.reason)
                out.endObject()
            }
            out.endArray()
        }
        let totals = run.totals
        out.beginObject("totals")
        out.field("files", totals.files)
        out.field("errors", totals.errors)
        out.field("warnings", totals.warnings)
        out.field("infos", totals.infos)
        out.field("unreadable", totals.unreadable)
        out.field("suppressed", totals.suppressed)
        out.field("baselined", totals.baselined)
        out.endObject()
        out.endObject()
        return out.finishedLine()
    }
}
