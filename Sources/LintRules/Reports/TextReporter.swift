import SizeModel

/// The default `text` format, for people: a `file:line:col: severity[rule]: message` header, the
/// JSON Pointer, an annotated source line, the fix, and a closing summary. The only colored
/// format (`--color`).
///
///     payloads/welcome.json:7:16: error[data-value-not-string]: data value "badge" is a number; …
///       --> /message/data/badge
///        |
///      7 |     "badge": 7,
///        |              ^
///        = fix: write it as a string: "7"
///        = docs: notifykit-lint explain data-value-not-string
///
///     1 file checked: 1 error, 0 warnings, 0 infos
package struct TextReporter: Reporter {
    package static let identifier = "text"
    package static let summary = "for people: source excerpts, fixes and a summary (default)"

    package func renderUTF8(_ run: LintRun, style: ReportStyle) -> [UInt8] {
        let paint = TerminalStyle(enabled: style.color)
        var out = TextBuffer()
        var caret: [UInt8] = []
        for report in run.reports {
            // Inputs the tool could not read are reported on standard error by the command.
            guard report.toolError == nil, !report.findings.isEmpty else { continue }
            let frame = FileFrame(report, paint: paint)
            // Room for the file's findings at once (growing at least twofold, so many small files
            // stay linear).
            let needed = out.bytes.count + report.findings.count * 512
            if needed > out.bytes.capacity { out.bytes.reserveCapacity(max(needed, 2 * out.bytes.capacity)) }
            for index in report.findings.indices {
                render(findingAt: index, in: report, frame: frame, to: &out, caret: &caret)
            }
        }
        if !style.quiet {
            out.append(contentsOf: paint.bold(Self.summary(run.totals)))
            out.append(byte: UInt8(ascii: "\n"))
        }
        return out.bytes
    }

    /// The parts of a finding's text that are the same for every finding of a file, written
    /// once per file: the path, the gutter as wide as the last line number, and the markers.
    struct FileFrame {
        let paint: TerminalStyle
        let gutterWidth: Int
        /// Bold on, the path, `:`.
        let location: [UInt8]
        /// The gutter and `-->`.
        let arrow: [UInt8]
        /// The gutter and `|`, the line above and the caret line's start.
        let bar: [UInt8]
        /// The gutter, `=` and `fix: `.
        let fix: [UInt8]
        /// The gutter, `=` and `docs: notifykit-lint explain `.
        let docs: [UInt8]
        /// The fix line's end and `docs`.
        let fixEndAndDocs: [UInt8]
        /// What follows the column in a finding's header, by severity: `:`, the severity's name
        /// in its color, bold on and `[`.
        let severityHeads: BySeverity
        /// The header's end after the message (bold off, the line feed) and the pointer line's
        /// start (`arrow`).
        let messageEnd: [UInt8]
        /// The pointer line's end, the line above the excerpt (`bar`) and the accent on.
        let excerptHead: [UInt8]
        /// The excerpt line's end and the caret line's start (`bar`, a space, the severity's
        /// color on), by severity.
        let caretHeads: BySeverity

        /// A piece for each severity.
        struct BySeverity {
            let error: [UInt8]
            let warning: [UInt8]
            let info: [UInt8]

            init(_ make: (Severity) -> [UInt8]) {
                error = make(.error)
                warning = make(.warning)
                info = make(.info)
            }

            /// Appends the piece of `severity` to `out`, borrowed from its stored property: a
            /// subscript returning it handed out a copy, retained and released.
            func append(_ severity: Severity, to out: inout TextBuffer) {
                switch severity {
                case .error: out.append(contentsOf: error)
                case .warning: out.append(contentsOf: warning)
                case .info: out.append(contentsOf: info)
                }
            }
        }

        init(_ report: FileReport, paint: TerminalStyle) {
            var lastLine = report.findings.first?.start.line ?? 1
            // By index: a loop over the findings copies each (its references counted).
            for index in report.findings.indices { lastLine = max(lastLine, report.findings[index].start.line) }
            self.paint = paint
            gutterWidth = TextBuffer.decimalWidth(lastLine)
            var piece = TextBuffer()
            paint.open(TerminalStyle.boldCode, &piece)
            piece.appendTerminalSafe(report.path)
            piece.append(":")
            location = piece.bytes
            piece = TextBuffer()
            piece.appendSpaces(gutterWidth)
            paint.styled(TerminalStyle.accentCode, &piece) { $0.append("-->") }
            piece.append(" ")
            arrow = piece.bytes
            piece = TextBuffer()
            piece.appendSpaces(gutterWidth)
            piece.append(" ")
            paint.styled(TerminalStyle.accentCode, &piece) { $0.append("|") }
            bar = piece.bytes
            piece = TextBuffer()
            piece.appendSpaces(gutterWidth)
            piece.append(" ")
            paint.styled(TerminalStyle.accentCode, &piece) { $0.append("=") }
            let note = piece
            piece.append(" fix: ")
            fix = piece.bytes
            piece = note
            piece.append(" docs: notifykit-lint explain ")
            docs = piece.bytes
            fixEndAndDocs = [UInt8(ascii: "\n")] + piece.bytes
            severityHeads = BySeverity { severity in
                var piece = TextBuffer()
                piece.append(byte: UInt8(ascii: ":"))
                paint.close(&piece)
                piece.append(byte: UInt8(ascii: " "))
                paint.styled(TerminalStyle.code(severity), &piece) { $0.append(contentsOf: TextReporter.severityBytes(severity)) }
                paint.open(TerminalStyle.boldCode, &piece)
                piece.append(byte: UInt8(ascii: "["))
                return piece.bytes
            }
            piece = TextBuffer()
            paint.close(&piece)
            piece.append(byte: UInt8(ascii: "\n"))
            piece.append(contentsOf: arrow)
            messageEnd = piece.bytes
            piece = TextBuffer()
            piece.append(byte: UInt8(ascii: "\n"))
            piece.append(contentsOf: bar)
            piece.append(byte: UInt8(ascii: "\n"))
            paint.open(TerminalStyle.accentCode, &piece)
            excerptHead = piece.bytes
            let bar = bar
            caretHeads = BySeverity { severity in
                var piece = TextBuffer()
                piece.append(byte: UInt8(ascii: "\n"))
                piece.append(contentsOf: bar)
                piece.append(byte: UInt8(ascii: " "))
                paint.open(TerminalStyle.code(severity), &piece)
                return piece.bytes
            }
        }
    }

    /// Appends the finding at `index` of `report`: its header, pointer, excerpt, fix and docs
    /// lines. `caret` is scratch space for the excerpt's caret line.
    ///
    /// The finding's parts are read from the report's array where they are used, not from a copy
    /// of the finding: a copy counted the references of its four Strings and released them.
    /// Where fixed text runs next to a piece of the frame, it is in that piece, made once: an
    /// append of a byte costs about 20 instructions, but an `append(contentsOf:)` of a piece
    /// about 110 (its retain and release, the generic copy), so only bytes beside a piece are
    /// moved into it. The line number's digits are gathered once for the header and the gutter.
    func render(findingAt index: Int, in report: FileReport, frame: FileFrame, to out: inout TextBuffer, caret: inout [UInt8]) {
        let findingSeverity = report.findings[index].severity
        let start = report.findings[index].start
        let end = report.findings[index].end
        let line = DecimalDigits(start.line)
        out.append(contentsOf: frame.location)
        out.append(line)
        out.append(byte: UInt8(ascii: ":"))
        out.appendDecimal(start.column)
        frame.severityHeads.append(findingSeverity, to: &out)
        out.append(contentsOf: report.findings[index].ruleID)
        out.append(bytes: UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: " "))
        out.appendTerminalSafe(report.findings[index].message)
        out.append(contentsOf: frame.messageEnd)
        if report.findings[index].pointer.isEmpty {
            out.append("(document root)")
        } else {
            TerminalSafeText.append(
                to: &out.bytes, writing: { report.findings[index].pointer.appendDescription(to: &$0) },
                text: { report.findings[index].pointer.description })
        }
        if !report.source.isEmpty {
            let window = ExcerptWindow(
                source: report.source, start: start.offset, end: end.offset, wanted: SourceExcerpt.wanted(from: start, to: end))
            appendExcerpt(window, line: line, start: start, end: end, severity: findingSeverity, frame: frame, to: &out, caret: &caret)
        } else if let stored = report.excerpts.index(forKey: ExcerptKey(start: start.offset, end: end.offset)) {
            // Read from the dictionary's storage: an `ExcerptWindow?` copied out of it (a
            // subscript read) went through Optional's generic copy and destroy, about 220
            // instructions a finding.
            appendExcerpt(
                report.excerpts.values[stored], line: line, start: start, end: end, severity: findingSeverity, frame: frame,
                to: &out, caret: &caret)
        } else {
            out.append(byte: UInt8(ascii: "\n"))
        }
        if report.findings[index].fix != nil {
            out.append(contentsOf: frame.fix)
            out.appendTerminalSafe(report.findings[index].fix ?? "")
            out.append(contentsOf: frame.fixEndAndDocs)
        } else {
            out.append(contentsOf: frame.docs)
        }
        out.append(contentsOf: report.findings[index].ruleID)
        out.append(bytes: UInt8(ascii: "\n"), UInt8(ascii: "\n"))
    }

    /// Appends the excerpt lines of the finding from `start` to `end` on line `line`: the gutter,
    /// the text of `window` and the caret line.
    private func appendExcerpt(
        _ window: ExcerptWindow, line: DecimalDigits, start: SourcePosition, end: SourcePosition, severity: Severity,
        frame: FileFrame, to out: inout TextBuffer, caret: inout [UInt8]
    ) {
        out.append(contentsOf: frame.excerptHead)
        let padding = frame.gutterWidth - line.width
        if padding > 0 { out.appendSpaces(padding) }
        out.append(line)
        out.append(bytes: UInt8(ascii: " "), UInt8(ascii: "|"))
        frame.paint.close(&out)
        out.append(byte: UInt8(ascii: " "))
        caret.removeAll(keepingCapacity: true)
        let plainCaret = SourceExcerpt.layoutLeavingPlainCaret(window: window, start: start, end: end, text: &out.bytes, caret: &caret)
        frame.caretHeads.append(severity, to: &out)
        if let plainCaret {
            plainCaret.append(to: &out.bytes)
        } else {
            out.append(contentsOf: caret)
        }
        frame.paint.close(&out)
        out.append(byte: UInt8(ascii: "\n"))
    }

    /// The UTF-8 of `severity`'s name (`rawValue`), made once: the name is a small String, whose
    /// bytes are not stored contiguously, so appending it went through the String's UTF-8 view
    /// a byte at a time.
    static func severityBytes(_ severity: Severity) -> [UInt8] {
        switch severity {
        case .error: return errorBytes
        case .warning: return warningBytes
        case .info: return infoBytes
        }
    }

    private static let errorBytes = Array(Severity.error.rawValue.utf8)
    private static let warningBytes = Array(Severity.warning.rawValue.utf8)
    private static let infoBytes = Array(Severity.info.rawValue.utf8)

    /// The closing line: "2 files checked: 1 error, 1 warning, 0 infos" or "… no problems", with
    /// the suppressed counts when there are any.
    package static func summary(_ totals: RunTotals) -> String {
        let files = "\(totals.files) \(totals.files == 1 ? "file" : "files") checked"
        var hidden: [String] = []
        if totals.suppressed > 0 { hidden.append("\(totals.suppressed) suppressed by ignores") }
        if totals.baselined > 0 { hidden.append("\(totals.baselined) in the baseline") }
        let hiddenText = hidden.isEmpty ? "" : hidden.joined(separator: ", ")
        // Never silent about files left out: "…; 3 files skipped: not push payloads (--verbose lists them)".
        let skippedText =
            totals.skipped == 0
            ? "" : "; \(totals.skipped) \(totals.skipped == 1 ? "file" : "files") skipped: not push payloads (--verbose lists them)"
        if totals.findings == 0 && totals.unreadable == 0 {
            return "\(files), no problems" + (hidden.isEmpty ? "" : " (\(hiddenText))") + skippedText
        }
        var parts = [plural(totals.errors, "error"), plural(totals.warnings, "warning"), plural(totals.infos, "info", "infos")]
        if totals.unreadable > 0 { parts.append("\(totals.unreadable) unreadable") }
        return "\(files): \(parts.joined(separator: ", "))" + (hidden.isEmpty ? "" : "; \(hiddenText)") + skippedText
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        Plural.count(count, word, plural)
    }
}
