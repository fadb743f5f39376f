import LintRules

/// `notifykit-lint size PATH…`: the size model of each message, per platform, for people (`text`)
/// or machines (`json`).
///
/// It reads its inputs and configuration as `check` does (`CheckCommand.loadConfiguration`,
/// `InputCollector.collect`, `--stdin-filename`), and takes the size options (`--placeholder`,
/// the thresholds) over the configuration's. Exit 0 when every platform payload fits its limit,
/// 1 when one is over its limit (or a file is not valid JSON, a batch element is not an object,
/// or a document is no push payload at all, as `check`'s shape-not-a-payload), 2 when the tool
/// could not do its job.
enum SizeCommand {
    /// The options `size` accepts.
    static let options: [OptionSpec] = OptionSpec.sizeOutput + OptionSpec.input + OptionSpec.size + OptionSpec.sizeReport

    /// The formats the size report is written in.
    static let formats = [TextReporter.identifier, JSONReporter.identifier]

    static func run(_ options: CommandOptions, io: ToolIO) -> Int32 {
        let cwd = io.workingDirectory
        let requests = options.formats.isEmpty ? [FormatRequest(format: TextReporter.identifier, path: nil)] : options.formats
        if let other = requests.first(where: { !formats.contains($0.format) }) {
            io.reportError(
                "the size report is written as text or json; '\(other.format)' is a format for findings ('notifykit-lint check -f \(other.format)')")
            return ExitStatus.toolError.rawValue
        }
        let configuration: ConfigurationFile?
        do {
            configuration = try CheckCommand.loadConfiguration(options, workingDirectory: cwd)
        } catch {
            for problem in error.all { io.reportError("\(problem)") }
            return ExitStatus.toolError.rawValue
        }
        var lint = configuration?.lint ?? LintConfiguration()
        if lint.baseDirectory == nil { lint.baseDirectory = cwd }
        CheckCommand.applyCommandLineOverrides(options, to: &lint)
        guard let collected = InputCollector.collectForCommand(options, configuration: configuration, cwd: cwd, verb: ("measure", "measured"), io: io)
        else { return ExitStatus.toolError.rawValue }
        let reports = collected.inputs.map {
            measure($0, configuration: lint, template: InputCollector.isTemplate($0, configuration: configuration), io: io)
        }
        for report in reports {
            if let error = report.toolError { io.reportError("\(TerminalSafeText.escaped(error))") }
        }

        var status = ExitStatus.clean.rawValue
        if reports.contains(where: { $0.toolError != nil }) {
            status = ExitStatus.toolError.rawValue
        } else if reports.contains(where: { $0.invalid != nil || $0.messages.contains { $0.failsRun } }) {
            status = ExitStatus.findings.rawValue
        }
        let limits = lint.sizeOptions.limits
        for request in requests {
            let text =
                request.format == JSONReporter.identifier
                ? SizeJSONReporter(limits: limits).render(reports)
                : SizeTextReporter(top: options.sizeTop, quiet: options.quiet).render(reports)
            if let path = request.path {
                do {
                    try FileDescriptorIO.writeFile(text, to: PathNames.absolute(path, base: cwd))
                } catch {
                    io.reportError("\(error)")
                    status = ExitStatus.toolError.rawValue
                }
            } else {
                _ = io.writeOutput(text)
            }
        }
        return status
    }

    /// Reads and measures one input; a template's placeholders outside strings are measured as
    /// their one-byte stand-in (`TemplateSource`), since their rendered length is unknown.
    static func measure(_ input: LintInput, configuration: LintConfiguration, template: Bool = false, io: ToolIO) -> SizeFileReport {
        let display = input.displayPath
        // A .jsonc file is measured without its comments, as the tool reading it strips them.
        func parts(_ bytes: [UInt8]) -> [UInt8] {
            let linted = PayloadFiles.linted(bytes, path: input.absolutePath ?? display)
            return template ? TemplateSource(linted).bytes : linted
        }
        switch input {
        case .unreadable(_, _, let reason):
            return SizeFileReport(path: display, toolError: reason)
        case .standardInput:
            do {
                let bytes = parts(try io.readInput())
                return PayloadFiles.isJSONLines(display)
                    ? SizeFileReport(path: display, jsonLines: bytes, configuration: configuration)
                    : SizeFileReport(path: display, bytes: bytes, configuration: configuration)
            } catch {
                return SizeFileReport(path: display, toolError: "cannot read standard input: \((error as? ReadError)?.reason ?? "\(error)")")
            }
        case .file(_, let absolute):
            do {
                let bytes = parts(try FileDescriptorIO.readFile(absolute))
                return PayloadFiles.isJSONLines(absolute)
                    ? SizeFileReport(path: display, jsonLines: bytes, configuration: configuration)
                    : SizeFileReport(path: display, bytes: bytes, configuration: configuration)
            } catch {
                return SizeFileReport(path: display, toolError: "cannot read \(display): \(error.reason)")
            }
        }
    }
}
