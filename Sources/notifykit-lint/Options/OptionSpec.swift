import LintRules

/// One command-line option: its names, its value (if it takes one), its help line, and how it
/// sets `CommandOptions`. Subcommands list the specs they accept; the parser and `--help` are
/// driven by these tables, so an option is added in one place.
struct OptionSpec: Sendable {
    /// `-f`, `--format`.
    let names: [String]
    /// `<format>` for an option that takes a value; nil for a flag.
    let valueName: String?
    /// The help text (one sentence or two; wrapped by `HelpText`).
    let help: String
    /// Applies the option; `value` is empty for a flag.
    let apply: @Sendable (inout CommandOptions, String) throws(UsageError) -> Void

    init(
        _ names: [String], value valueName: String? = nil, help: String,
        apply: @escaping @Sendable (inout CommandOptions, String) throws(UsageError) -> Void
    ) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.apply = apply
    }

    /// `-f, --format <format>` as shown in help.
    var label: String {
        names.joined(separator: ", ") + (valueName.map { " \($0)" } ?? "")
    }
}

// MARK: - Option tables

extension OptionSpec {
    /// Where output goes and how it looks (`check`, `size`).
    static let output: [OptionSpec] = [
        OptionSpec(
            ["-f", "--format"], value: "<format>[=<file>]",
            help: """
                Output format: \(FormatRequest.formatNames.joined(separator: ", ")). Repeatable; \
                format=file writes to a file, and at most one format goes to standard output \
                (-f github -f sarif=notifykit.sarif). (default: text)
                """
        ) { options, value throws(UsageError) in
            options.formats.append(try FormatRequest(parsing: value))
        },
        OptionSpec(["-q", "--quiet"], help: "Print findings only: no summary line, no notes.") { options, _ in
            options.quiet = true
        },
        OptionSpec(["--statistics"], help: "After the findings, count them per rule.") { options, _ in
            options.statistics = true
        },
        OptionSpec(
            ["--color"], value: "<when>",
            help: "Color the text format: auto, always, never. auto honours NO_COLOR, FORCE_COLOR and TERM=dumb and colors only a terminal. (default: auto)"
        ) { options, value throws(UsageError) in
            guard let choice = ColorChoice(rawValue: value) else {
                throw UsageError("unknown value '\(value)' for '--color' (choose from auto, always, never)")
            }
            options.color = choice
        },
    ]

    /// When a run fails (`check`).
    static let runControl: [OptionSpec] = [
        OptionSpec(
            ["--fail-level"], value: "<level>",
            help: "Exit 1 when a finding is at or above this severity: error, warning, info, none. (default: the configuration's failLevel, else error)"
        ) { options, value throws(UsageError) in
            guard let level = FailLevel(rawValue: value) else {
                throw UsageError("unknown value '\(value)' for '--fail-level' (choose from \(FailLevel.choices))")
            }
            options.failLevel = level
        },
        OptionSpec(
            ["--max-warnings"], value: "<n>", help: "Also exit 1 when there are more than n warnings."
        ) { options, value throws(UsageError) in
            guard let count = Int(value), count >= 0 else {
                throw UsageError("'--max-warnings' needs a whole number ≥ 0; found '\(value)'")
            }
            options.maxWarnings = count
        },
        OptionSpec(
            ["--exit-zero"], help: "Exit 0 even when findings fail the run (tool errors still exit 2)."
        ) { options, _ in
            options.exitZero = true
        },
        OptionSpec(
            ["-j", "--jobs"], value: "<n>",
            help: "Lint on at most n cores; the output is the same for any n. (default: every core)"
        ) { options, value throws(UsageError) in
            guard let count = Int(value), count >= 1 else {
                throw UsageError("'--jobs' needs a whole number ≥ 1; found '\(value)'")
            }
            options.jobs = count
        },
    ]

    /// Which rules run (`check`), over the configuration, as Ruff's `--select` and `--ignore`.
    static let selection: [OptionSpec] = [
        OptionSpec(
            ["--select"], value: "<rules>",
            help: "Run only these rules: comma-separated rule ids, areas (apns, data…), id prefixes ending in - (apns-), or ALL. Repeatable; replaces the configuration's selection; an opt-in rule runs when named by its id."
        ) { options, value throws(UsageError) in
            options.select = (options.select ?? []) + (try RuleSelector.list(value, option: "--select"))
        },
        OptionSpec(
            ["--ignore"], value: "<rules>",
            help: "Turn these rules off (ids, areas or prefixes, as --select), over the configuration and --select. Repeatable."
        ) { options, value throws(UsageError) in
            options.ignore += try RuleSelector.list(value, option: "--ignore")
        },
    ]

    /// Which configuration and what standard input is called (`check`, `size`).
    static let input: [OptionSpec] = [
        OptionSpec(
            ["--config"], value: "<file>", help: "Use this configuration file instead of discovering .notifykit-lint.json."
        ) { options, value in
            options.configPath = value
        },
        OptionSpec(["--no-config"], help: "Use no configuration file (built-in defaults).") { options, _ in
            options.noConfig = true
        },
        OptionSpec(
            ["--stdin-filename"], value: "<path>",
            help: "The name of standard input ('-') in reports and for include, exclude, ignores and the baseline. (default: <stdin>)"
        ) { options, value in
            options.stdinFilename = value
        },
        OptionSpec(
            ["--allow-no-files"],
            help: "Exit 0 when the paths yield no file to lint (a hook given no files); without it such a run is a tool error (exit 2)."
        ) { options, _ in
            options.allowNoFiles = true
        },
        OptionSpec(
            ["--shape"], value: "<shape>",
            help: "Lint every message as this shape instead of detecting it: \(MessageShape.allCases.map(\.rawValue).joined(separator: ", "))."
        ) { options, value throws(UsageError) in
            guard let shape = MessageShape(rawValue: value) else {
                throw UsageError(
                    "unknown shape '\(value)' (choose from \(MessageShape.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            options.shape = shape
        },
    ]

    /// Which files are payloads (`check`).
    static let payloadSelection: [OptionSpec] = [
        OptionSpec(
            ["--payloads-only"],
            help: "Skip named files that do not look like push payloads, as files found in directories are (the pre-commit hooks pass every staged *.json)."
        ) { options, _ in
            options.payloadsOnly = true
        },
        OptionSpec(["--verbose"], help: "Also list the files skipped because they are not push payloads.") { options, _ in
            options.verbose = true
        },
    ]

    /// Baselines (`check`).
    static let baseline: [OptionSpec] = [
        OptionSpec(
            ["--baseline"], value: "<file>",
            help: "Hide the findings recorded in this baseline file. (default: the configuration's baseline)"
        ) { options, value in
            options.baselinePath = value
        },
        OptionSpec(
            ["--write-baseline"], value: "<file>",
            help: "Record every current finding in this baseline file and exit 0."
        ) { options, value in
            options.writeBaselinePath = value
        },
    ]

    /// Fixes (`check`): `--fix`, `--diff`, `--unsafe-fixes` (Documentation/Fixes.md).
    static let fixes: [OptionSpec] = [
        OptionSpec(
            ["--fix"],
            help: "Apply the safe fixes and write the files (atomically, keeping permissions), then report what is left. With - the fixed document goes to standard output and the report to standard error."
        ) { options, _ in
            options.fix = true
        },
        OptionSpec(
            ["--diff"],
            help: "Print what --fix would change as a unified diff and write nothing; exit 1 when a file would change."
        ) { options, _ in
            options.diff = true
        },
        OptionSpec(["--unsafe-fixes"], help: "With --fix or --diff, also apply unsafe fixes (review the diff).") { options, _ in
            options.unsafeFixes = true
        },
    ]

    /// `rules --format`.
    static let rulesFormat: [OptionSpec] = [
        OptionSpec(
            ["-f", "--format"], value: "<format>", help: "text, json or markdown (Documentation/Rules.md). (default: text)"
        ) { options, value throws(UsageError) in
            guard ["text", "json", "markdown"].contains(value) else {
                throw UsageError("unknown format '\(value)' for rules (text, json, markdown)")
            }
            options.rulesFormat = value
        }
    ]

    /// `init --force`.
    static let initOptions: [OptionSpec] = [
        OptionSpec(["--force"], help: "Overwrite an existing .notifykit-lint.json.") { options, _ in
            options.force = true
        }
    ]

    /// `version --verbose`.
    static let versionOptions: [OptionSpec] = [
        OptionSpec(["--verbose"], help: "Also show the Swift version it was built with and the OS.") { options, _ in
            options.verbose = true
        }
    ]
}
