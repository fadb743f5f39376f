/// The `jsonl` format: one JSON object per line and message, for data pipelines
/// (`Documentation/Pipeline.md` describes the record; `JSONLinesPipeline` writes them as it
/// reads). Not a `Reporter`: it does not render a finished run, it writes each run of messages
/// as soon as it is linted.
///
/// Record version 1 (members in this order, on one line):
///
///     {"recordVersion": 1, "path": "sent.jsonl", "index": 3, "line": 4, "column": 1,
///      "offset": 812, "bytes": 187, "shape": "v1-request", "error": null, "suppressed": 0,
///      "findings": [{"ruleId": …, "severity": …, "message": …, "pointer": …, "line": …,
///      "column": …, "offset": …, "endLine": …, "endColumn": …, "endOffset": …, "fix": …}]}
///
/// Members are only ever added within a record version.
enum JSONLinesReporter {
    /// The format's name on the command line.
    static let identifier = "jsonl"
    /// One line for `--help`.
    static let summary = "one JSON object per message and line, written as the input is read (Documentation/Pipeline.md)"
    /// The version of the record; bumped on any incompatible change.
    static let recordVersion = 1

    /// One line per record, each ending in a line feed.
    static func render(_ records: [MessageRecord], path: String) -> String {
        var text = ""
        for record in records { text += line(record, path: path) }
        return text
    }

    /// A record as one line of JSON, ending in a line feed.
    static func line(_ record: MessageRecord, path: String) -> String {
        var out = JSONLineWriter()
        out.field("recordVersion", recordVersion)
        out.field("path", path)
        out.field("index", record.index)
        out.field("line", record.start.line)
        out.field("column", record.start.column)
        out.field("offset", record.start.offset)
        out.field("bytes", record.byteCount)
        out.field("shape", record.shape?.rawValue)
        out.field("error", record.error)
        out.field("suppressed", record.suppressed)
        out.rawField("findings")
        out.bytes.append(UInt8(ascii: "["))
        for (index, finding) in record.findings.enumerated() {
            if index > 0 { out.bytes.append(UInt8(ascii: ",")) }
            var member = JSONLineWriter()
            member.field("ruleId", finding.ruleID)
            member.field("severity", finding.severity.rawValue)
            member.field("message", finding.message)
            member.field("pointer", finding.pointer.description)
            member.field("line", finding.start.line)
            member.field("column", finding.start.column)
            member.field("offset", finding.start.offset)
            member.field("endLine", finding.end.line)
            member.field("endColumn", finding.end.column)
            member.field("endOffset", finding.end.offset)
            member.field("fix", finding.fix)
            out.bytes.append(contentsOf: member.finished)
        }
        out.bytes.append(UInt8(ascii: "]"))
        return String(decoding: out.finished, as: UTF8.self) + "\n"
    }
}
