/// The `jsonl` format: one JSON object per line and message, for data pipelines
/// (`Documentation/Pipeline.md` describes the record; the command's `JSONLinesPipeline` writes them as it
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
package enum JSONLinesReporter {
    /// The format's name on the command line.
    package static let identifier = "jsonl"
    /// One line for `--help`.
    static let summary = "one JSON object per message and line, written as the input is read (Documentation/Pipeline.md)"
    /// The version of the record; bumped on any incompatible change.
    static let recordVersion = 1

    /// One line per record, each ending in a line feed, for records of the input at `path`.
    static func render(_ records: [MessageRecord], path: String) -> String {
        var out = JSONLineWriter()
        let quotedPath = quoted(path)
        for record in records { append(record, quotedPath: quotedPath, to: &out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// A record as one line of JSON, ending in a line feed.
    package static func line(_ record: MessageRecord, path: String) -> String {
        render([record], path: path)
    }

    /// `path` as a JSON string, quoted once for all the records of an input.
    package static func quoted(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        JSONOutputWriter.appendQuoted(path, to: &bytes)
        return bytes
    }

    /// Appends a record and its line feed.
    package static func append(_ record: MessageRecord, quotedPath: [UInt8], to out: inout JSONLineWriter) {
        out.openObject()
        out.field("recordVersion", recordVersion)
        out.field("path", json: quotedPath)
        out.field("index", record.index)
        out.field("line", record.start.line)
        out.field("column", record.start.column)
        out.field("offset", record.start.offset)
        out.field("bytes", record.byteCount)
        out.field("shape", record.shape?.rawValue)
        out.field("error", record.error)
        out.field("suppressed", record.suppressed)
        out.openArray("findings")
        for finding in record.findings {
            out.openObject()
            finding.writeMembers(to: &out)
            out.closeObject()
        }
        out.closeArray()
        out.closeObject()
        out.endLine()
    }
}
