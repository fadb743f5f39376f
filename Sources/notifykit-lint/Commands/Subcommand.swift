import LintRules

/// One subcommand: its name, help, options and what it runs. `Subcommand.all` is the table the
/// parser and `--help` use.
struct Subcommand: Sendable {
    /// The word on the command line.
    let name: String
    /// One line for the SUBCOMMANDS list and the OVERVIEW.
    let abstract: String
    /// The USAGE line (without `USAGE: `).
    let usage: String
    /// The ARGUMENTS section: label and help.
    let arguments: [(label: String, help: String)]
    /// The options it accepts (`-h/--help` is implicit).
    let options: [OptionSpec]
    /// Checks the positionals and option combinations after parsing.
    let validate: @Sendable (inout CommandOptions) throws(UsageError) -> Void
    /// Runs it and returns the exit status (and, for `check`, the results left for exit).
    let run: @Sendable (CommandOptions, ToolIO) -> CommandOutcome
}

extension Subcommand {
    /// Every subcommand, in the order `--help` lists them; the first is the default.
    static let all: [Subcommand] = [check, rules, explain, initialize, size, schema, server, version, help]

    /// The subcommand named `name`.
    static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }

    static let check = Subcommand(
        name: "check",
        abstract: "Lint payload files.",
        usage: "notifykit-lint [check] [<options>] [<paths> ...]",
        arguments: [
            (
                "<paths>",
                "Payload files (*.jsonl and *.ndjson: one message per line), directories (searched for the include globs, default \(PayloadFiles.defaultInclude.joined(separator: ", "))), or - for standard input. A file named here is linted whatever include says; only exclude drops it. With no paths, the configuration's directory is linted; standard input is never read unless - is given. Paths that yield no file are a tool error unless --allow-no-files."
            )
        ],
        options: OptionSpec.output + OptionSpec.runControl + OptionSpec.selection + OptionSpec.input + OptionSpec.payloadSelection
            + OptionSpec.baseline
            + OptionSpec.fixes
            + OptionSpec.size,
        validate: { options throws(UsageError) in
            try validateOutput(options)
            try validateInput(options)
            try FixRun.validate(options)
            try JSONLinesPipeline.validate(options)
            if options.writeBaselinePath != nil && options.baselinePath != nil {
                throw UsageError("'--write-baseline' records every finding; it cannot be combined with '--baseline'")
            }
        },
        run: { options, io in CheckCommand.runLeavingResults(options, io: io) })

    static let rules = Subcommand(
        name: "rules",
        abstract: "List every rule: id, default severity, area and summary.",
        usage: "notifykit-lint rules [--format <format>]",
        arguments: [],
        options: OptionSpec.rulesFormat,
        validate: { options throws(UsageError) in try noPositionals(options) },
        run: { options, io in
            switch options.rulesFormat {
            case "json": _ = io.writeOutput(RuleCatalogPrinter.json())
            case "markdown": _ = io.writeOutput(RuleCatalogPrinter.markdown())
            default: _ = io.writeOutput(RuleCatalogPrinter.text())
            }
            return CommandOutcome(status: ExitStatus.clean.rawValue)
        })

    static let explain = Subcommand(
        name: "explain",
        abstract: "Explain a rule: the platform fact, sources, upstream errors, examples.",
        usage: "notifykit-lint explain <rule-id>",
        arguments: [("<rule-id>", "A rule id, as printed in findings (e.g. data-value-not-string).")],
        options: [],
        validate: { options throws(UsageError) in
            guard options.positionals.count == 1 else {
                throw UsageError(options.positionals.isEmpty ? "missing expected argument '<rule-id>'" : "explain takes one rule id")
            }
        },
        run: { options, io in
            let id = options.positionals[0]
            guard let description = SuppressionRules.description(for: id) else {
                let hint = Suggestion.closest(to: id, among: SuppressionRules.knownRuleIDs).map { "; did you mean '\($0)'?" } ?? ""
                io.reportError("no rule named '\(id)'\(hint) ('notifykit-lint rules' lists them)")
                return CommandOutcome(status: ExitStatus.toolError.rawValue)
            }
            _ = io.writeOutput(RuleCatalogPrinter.explain(description))
            return CommandOutcome(status: ExitStatus.clean.rawValue)
        })

    static let initialize = Subcommand(
        name: "init",
        abstract: "Write a starter .notifykit-lint.json in the current directory.",
        usage: "notifykit-lint init [--force]",
        arguments: [],
        options: OptionSpec.initOptions,
        validate: { options throws(UsageError) in try noPositionals(options) },
        run: { options, io in CommandOutcome(status: InitCommand.run(options, io: io)) })

    static let size = Subcommand(
        name: "size",
        abstract: "Show what each platform receives, byte for byte, and where it goes.",
        usage: "notifykit-lint size [<options>] [<paths> ...]",
        arguments: [("<paths>", "Payload files, directories, or - for standard input.")],
        options: SizeCommand.options,
        validate: { options throws(UsageError) in
            try validateOutput(options)
            try validateInput(options)
        },
        run: { options, io in CommandOutcome(status: SizeCommand.run(options, io: io)) })

    static let schema = Subcommand(
        name: "schema",
        abstract: "Print a JSON Schema of the FCM HTTP v1 request body or message.",
        usage: "notifykit-lint schema [--root <root>] [--output <file>]",
        arguments: [],
        options: SchemaCommand.options,
        validate: { options throws(UsageError) in try noPositionals(options) },
        run: { options, io in CommandOutcome(status: SchemaCommand.run(options, io: io)) })

    static let version = Subcommand(
        name: "version",
        abstract: "Show the version.",
        usage: "notifykit-lint version [--verbose]",
        arguments: [],
        options: OptionSpec.versionOptions,
        validate: { options throws(UsageError) in try noPositionals(options) },
        run: { options, io in
            _ = io.writeOutput(options.verbose ? ToolInfo.verboseVersion : ToolInfo.version + "\n")
            return CommandOutcome(status: ExitStatus.clean.rawValue)
        })

    static let help = Subcommand(
        name: "help",
        abstract: "Show help for a subcommand.",
        usage: "notifykit-lint help [<subcommand>]",
        arguments: [("<subcommand>", "A subcommand name.")],
        options: [],
        validate: { options throws(UsageError) in
            guard options.positionals.count <= 1 else { throw UsageError("help takes one subcommand name") }
        },
        run: { options, io in CommandOutcome(status: CommandLineTool.printHelp(for: options.positionals.first, io: io)) })

    // MARK: - Shared validation

    static func noPositionals(_ options: CommandOptions) throws(UsageError) {
        if let first = options.positionals.first { throw UsageError("unexpected argument '\(first)'") }
    }

    /// At most one format on standard output, and no file named twice.
    static func validateOutput(_ options: CommandOptions) throws(UsageError) {
        let toStdout = options.formats.filter { $0.path == nil }
        if toStdout.count > 1 {
            throw UsageError(
                "only one format can go to standard output; give the others a file (-f \(toStdout[1].format)=notifykit.\(toStdout[1].format))")
        }
        var files = Set<String>()
        for request in options.formats {
            if let path = request.path, !files.insert(path).inserted {
                throw UsageError("two formats write to '\(path)'")
            }
        }
    }

    /// Standard input is named only when read, and read once.
    static func validateInput(_ options: CommandOptions) throws(UsageError) {
        let stdinCount = options.positionals.filter { $0 == "-" }.count
        if stdinCount > 1 { throw UsageError("'-' (standard input) is given more than once") }
        if options.stdinFilename != nil && stdinCount == 0 {
            throw UsageError("'--stdin-filename' names standard input, which is read only when '-' is among the paths")
        }
        if options.configPath != nil && options.noConfig {
            throw UsageError("'--config' and '--no-config' cannot be combined")
        }
    }
}
