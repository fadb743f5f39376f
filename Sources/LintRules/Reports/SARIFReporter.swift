/// The `sarif` format: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One run. `tool.driver.rules` lists every rule with its summary, rationale, help and default
/// level. Each result has a physical location (`region` with 1-based start/end line and column,
/// `columnKind: unicodeCodePoints`), a logical location holding the JSON Pointer, and a
/// `partialFingerprints` entry computed from rule + file + pointer (+ occurrence), so an alert
/// survives reformatting the payload. URIs are relative to the working directory with `/`
/// separators. Findings hidden by ignores or the baseline are listed with `suppressions`.
///
/// Spec: https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html; GitHub's subset:
/// https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning
struct SARIFReporter: Reporter {
    static let identifier = "sarif"
    static let summary = "SARIF 2.1.0 for GitHub code scanning"
    static let isMachineDocument = true
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of our fingerprint in `partialFingerprints`.
    static let fingerprintKey: StaticString = "notifykitPointer/v1"

    // MARK: - Reporter Conformance

    func renderUTF8(_ run: LintRun, style: ReportStyle) -> [UInt8] {
        var out = JSONOutputWriter()
        out.beginObject()
        out.field("$schema", Self.schemaURI)
        out.field("version", "2.1.0")
        out.beginArray("runs")
        out.beginObject()
        writeTool(run.rules, to: &out)
        writeInvocation(run, to: &out)
        out.field("columnKind", "unicodeCodePoints")
        out.beginArray("results")
        let ruleIndex = Dictionary(run.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var occurrences: [String: Int] = [:]
        // Sized once for every result: growing rehashed every key written so far (about 2,000
        // instructions a message on the findings-heavy corpus, at 8,000 messages).
        occurrences.reserveCapacity(run.reports.reduce(0) { $0 + $1.findings.count + $1.suppressed.count })
        for report in run.reports where report.toolError == nil {
            let uri = Self.uri(report.reportPath)
            func write(_ finding: Finding, _ suppression: Suppression?) {
                let pointer = finding.pointer.description
                let key = "\(finding.ruleID)\u{0}\(uri)\u{0}\(pointer)"
                let occurrence = occurrences[key, default: 0]
                occurrences[key] = occurrence + 1
                writeResult(
                    finding, uri: uri, pointer: pointer, ruleIndex: ruleIndex[finding.ruleID],
                    fingerprint: SHA256.hex(key) + ":\(occurrence)", suppression: suppression, to: &out)
            }
            // The shown findings (indices below `shown`) and the suppressed ones, in report order.
            // Their indices are sorted, not copies of them: a copy counts a finding's references,
            // and a list of pairs sorted into a new one copied each finding twice.
            let shown = report.findings.count
            let order = (0..<(shown + report.suppressed.count)).sorted { a, b in
                switch (a < shown, b < shown) {
                case (true, true): Finding.reportOrder(report.findings[a], report.findings[b])
                case (true, false): Finding.reportOrder(report.findings[a], report.suppressed[b - shown].finding)
                case (false, true): Finding.reportOrder(report.suppressed[a - shown].finding, report.findings[b])
                case (false, false): Finding.reportOrder(report.suppressed[a - shown].finding, report.suppressed[b - shown].finding)
                }
            }
            for index in order {
                if index < shown {
                    write(report.findings[index], nil)
                } else {
                    write(report.suppressed[index - shown].finding, report.suppressed[index - shown].suppression)
                }
            }
        }
        out.endArray()
        out.endObject()
        out.endArray()
        out.endObject()
        return out.finishedLine()
    }

    // MARK: - Private

    private func writeTool(_ rules: [RuleDescription], to out: inout JSONOutputWriter) {
        out.beginObject("tool")
        out.beginObject("driver")
        out.field("name", ToolInfo.name)
        out.field("version", ToolInfo.version)
        out.field("semanticVersion", ToolInfo.version)
        out.field("informationUri", ToolInfo.repositoryURL)
        out.beginArray("rules")
        for rule in rules {
            out.beginObject()
            out.field("id", rule.id)
            out.field("name", Self.pascalCase(rule.id))
            out.field("helpUri", ToolInfo.ruleDocumentationURL(for: rule.id))
            out.beginObject("shortDescription")
            out.field("text", rule.summary)
            out.endObject()
            out.beginObject("fullDescription")
            out.field("text", rule.rationale)
            out.endObject()
            out.beginObject("help")
            out.field("text", Self.helpText(rule))
            out.field("markdown", Self.helpMarkdown(rule))
            out.endObject()
            out.beginObject("defaultConfiguration")
            out.field("level", Self.level(rule.defaultSeverity))
            if rule.isOptIn { out.field("enabled", false) }
            out.endObject()
            out.beginObject("properties")
            out.beginArray("tags")
            out.value(rule.area.rawValue)
            out.endArray()
            out.field("problem.severity", rule.defaultSeverity == .info ? "recommendation" : rule.defaultSeverity.rawValue)
            out.endObject()
            out.endObject()
        }
        out.endArray()
        out.endObject()
        out.endObject()
    }

    private func writeInvocation(_ run: LintRun, to out: inout JSONOutputWriter) {
        let unreadable = run.reports.filter { $0.toolError != nil }
        out.beginArray("invocations")
        out.beginObject()
        out.field("executionSuccessful", unreadable.isEmpty)
        if !unreadable.isEmpty {
            out.beginArray("toolExecutionNotifications")
            for report in unreadable {
                out.beginObject()
                out.field("level", "error")
                out.beginObject("message")
                out.field("text", report.toolError ?? "")
                out.endObject()
                out.beginArray("locations")
                out.beginObject()
                out.beginObject("physicalLocation")
                out.beginObject("artifactLocation")
                out.field("uri", Self.uri(report.reportPath))
                out.endObject()
                out.endObject()
                out.endObject()
                out.endArray()
                out.endObject()
            }
            out.endArray()
        }
        out.endObject()
        out.endArray()
    }

    private func writeResult(
        _ finding: Finding, uri: String, pointer: String, ruleIndex: Int?, fingerprint: String, suppression: Suppression?,
        to out: inout JSONOutputWriter
    ) {
        out.beginObject()
        out.field(literal: "ruleId", finding.ruleID)
        if let ruleIndex { out.field(literal: "ruleIndex", ruleIndex) }
        out.field(literal: "level", Self.level(finding.severity))
        out.beginObject(literal: "message")
        out.field(literal: "text", finding.fix.map { "\(finding.message) (fix: \($0))" } ?? finding.message)
        out.endObject()
        out.beginArray(literal: "locations")
        out.beginObject()
        out.beginObject(literal: "physicalLocation")
        out.beginObject(literal: "artifactLocation")
        out.field(literal: "uri", uri)
        out.endObject()
        out.beginObject(literal: "region")
        out.field(literal: "startLine", max(1, finding.start.line))
        out.field(literal: "startColumn", max(1, finding.start.column))
        out.field(literal: "endLine", max(1, finding.end.line))
        out.field(literal: "endColumn", max(1, finding.end.column))
        out.endObject()
        out.endObject()
        if !finding.pointer.isEmpty {
            out.beginArray(literal: "logicalLocations")
            out.beginObject()
            out.field(literal: "fullyQualifiedName", pointer)
            out.endObject()
            out.endArray()
        }
        out.endObject()
        out.endArray()
        out.beginObject(literal: "partialFingerprints")
        out.field(literal: Self.fingerprintKey, fingerprint)
        out.endObject()
        if let suppression {
            out.beginArray(literal: "suppressions")
            out.beginObject()
            out.field(literal: "kind", "external")
            out.field(literal: "status", "accepted")
            switch suppression {
            case .ignore(let index, let reason):
                out.field(literal: "justification", reason ?? "ignores entry \(index) of the configuration")
            case .baseline:
                out.field(literal: "justification", "recorded in the baseline")
            }
            out.endObject()
            out.endArray()
        }
        out.endObject()
    }

    /// SARIF levels: error, warning, note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A URI reference for a report path: relative paths percent-encoded with `/` kept, absolute
    /// paths as `file://` URIs.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte, radix: 16, uppercase: true)
                out += "%" + (byte < 16 ? "0" + digits : digits)
            }
        }
        return out
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func helpText(_ rule: RuleDescription) -> String {
        var text = "\(rule.summary).\n\n\(rule.rationale)"
        if !rule.sources.isEmpty { text += "\n\nSources:\n" + rule.sources.map { "- \($0)" }.joined(separator: "\n") }
        return text + "\n\nRun `notifykit-lint explain \(rule.id)` for examples."
    }

    static func helpMarkdown(_ rule: RuleDescription) -> String {
        var text = "**\(rule.id)** (\(rule.defaultSeverity.rawValue)): \(rule.summary).\n\n\(rule.rationale)"
        if !rule.sources.isEmpty { text += "\n\n**Sources**\n\n" + rule.sources.map { "- <\($0)>" }.joined(separator: "\n") }
        return text + "\n\nRun `notifykit-lint explain \(rule.id)` for examples."
    }
}
