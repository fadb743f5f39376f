import SizeModel

/// The options of `notifykit-lint size`.
struct SizeCommandOptions: Equatable, Sendable {
    /// Files, directories or `-`.
    var paths: [String] = []
    /// `text` or `json`.
    var format = "text"
    /// Thresholds and placeholders.
    var flags = SizeFlags()
    /// Rows per breakdown table in text output.
    var top = 10
}

/// `notifykit-lint size PATH…`: the size model of each message, per platform, for people (`text`)
/// or machines (`json`). Exit 0 when every payload fits its limit, 1 when one is over a limit (or a
/// file is not valid JSON), 2 when the tool could not do its job.
enum SizeCommand {
    static let formats = ["text", "json"]

    static let help = """
        OVERVIEW: Show what each platform receives, byte for byte, and where the bytes go.

        For each message: the APNs payload FCM delivers to iOS, the data and display fields it
        delivers to Android (an estimate), the web push payload (messages with a webpush block),
        and the message as sent; each with its limit, headroom and the fields that cost the most.

        USAGE: notifykit-lint size [<options>] [<paths> ...]

        ARGUMENTS:
          <paths>                 Payload files, directories (searched for *.json), or - for
                                  standard input. (default: .)

        OPTIONS:
          -f, --format <format>   Output format: text, json. (default: text)
          --top <n>               Fields listed per platform in text output. (default: 10)
        \(SizeFlags.help)  -h, --help              Show help information.

        EXIT CODES:
          0  every payload fits its limit
          1  a payload is over its limit, or a file is not valid JSON
          2  the tool could not do its job (bad option, unreadable or missing path)

        """

    /// Parses the arguments after `size`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedCommand {
        var rest = arguments
        var options = SizeCommandOptions()
        var positional: [String] = []
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help("size")
            case "-f", "--format":
                guard let value = inlineValue ?? rest.popFirst() else { throw missing(name) }
                guard formats.contains(value) else {
                    throw UsageError(message: "unknown format '\(value)' for size (text, json)", subcommand: "size")
                }
                options.format = value
            case "--top":
                guard let value = inlineValue ?? rest.popFirst() else { throw missing(name) }
                guard let number = Int(value), number >= 0 else {
                    throw UsageError(message: "invalid value '\(value)' for '--top' (expected a number)", subcommand: "size")
                }
                options.top = number
            default:
                guard try options.flags.consume(name, inlineValue, &rest, subcommand: "size") else {
                    throw UsageError(message: "unknown option '\(name)'", subcommand: "size")
                }
            }
        }
        options.paths = positional.isEmpty ? ["."] : positional
        return .size(options)
    }

    /// Runs the command.
    static func run(_ options: SizeCommandOptions, io: ToolIO) -> Int32 {
        let configuration = options.flags.configuration()
        var reports: [SizeFileReport] = []
        for input in InputCollector.collect(options.paths) {
            switch input {
            case .unreadable(let path, let reason):
                reports.append(SizeFileReport(path: path, toolError: reason))
            case .standardInput:
                do {
                    reports.append(SizeFileReport(path: "<stdin>", bytes: try io.readInput(), configuration: configuration))
                } catch {
                    reports.append(SizeFileReport(path: "<stdin>", toolError: "cannot read standard input: \(error)"))
                }
            case .file(let path):
                do {
                    reports.append(SizeFileReport(path: path, bytes: try FileDescriptorIO.readFile(path), configuration: configuration))
                } catch {
                    reports.append(SizeFileReport(path: path, toolError: "\(error)"))
                }
            }
        }
        for report in reports {
            if let error = report.toolError { io.writeError("notifykit-lint: \(error)\n") }
        }
        let limits = configuration.sizeOptions.limits
        let output =
            options.format == "json"
            ? SizeJSONReporter(limits: limits).render(reports)
            : SizeTextReporter(top: options.top).render(reports)
        _ = io.writeOutput(output)
        if reports.contains(where: { $0.toolError != nil }) { return ExitStatus.toolError.rawValue }
        let failing = reports.contains { $0.invalid != nil || $0.messages.contains { $0.failsRun } }
        return failing ? ExitStatus.findings.rawValue : ExitStatus.clean.rawValue
    }

    private static func missing(_ name: String) -> UsageError {
        UsageError(message: "missing value for '\(name)'", subcommand: "size")
    }
}
