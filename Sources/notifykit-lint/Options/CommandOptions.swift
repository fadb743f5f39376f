import LintRules
import SizeModel

/// Everything the command line can set, for every subcommand. To add an option: add a field
/// here, an `OptionSpec` in one of the `OptionSpec` tables (or a table of your own, listed in the
/// subcommand's `options`), and read the field where the subcommand runs.
struct CommandOptions: Equatable, Sendable {
    /// Arguments that are not options: paths for `check`, the rule id for `explain`.
    var positionals: [String] = []

    // MARK: Output
    /// `-f NAME[=FILE]`, in order; empty means `text` on standard output.
    var formats: [FormatRequest] = []
    /// `--color`.
    var color = ColorChoice.auto
    /// `-q`: findings only.
    var quiet = false
    /// `--statistics`.
    var statistics = false

    // MARK: Run control
    /// `--fail-level` (nil: the configuration's, else `error`).
    var failLevel: FailLevel? = nil
    /// `--max-warnings`.
    var maxWarnings: Int? = nil
    /// `--exit-zero`.
    var exitZero = false
    /// `--select`: only these rules run (nil: the configuration's selection).
    var select: [RuleSelector]? = nil
    /// `--ignore`: these rules are off, over the configuration and `--select`.
    var ignore: [RuleSelector] = []
    /// `--jobs N`: cores to lint on (nil: all).
    var jobs: Int? = nil

    // MARK: Inputs and configuration
    /// `--config FILE`.
    var configPath: String? = nil
    /// `--no-config`.
    var noConfig = false
    /// `--stdin-filename NAME`.
    var stdinFilename: String? = nil
    /// `--baseline FILE`.
    var baselinePath: String? = nil
    /// `--write-baseline FILE`.
    var writeBaselinePath: String? = nil
    /// `--allow-no-files`: a run whose paths yield nothing to lint exits 0 instead of 2.
    var allowNoFiles = false
    /// `--shape NAME`: lint every message as this shape instead of detecting it.
    var shape: MessageShape? = nil

    // MARK: Size
    /// `--placeholder NAME=N` (characters) or `NAME=Nb` (bytes), by name.
    var placeholders: [String: PlaceholderLimit] = [:]
    /// `--size-warning-bytes`.
    var sizeWarningBytes: Int? = nil
    /// `--size-limit-bytes`.
    var sizeLimitBytes: Int? = nil
    /// `--apns-size-limit-bytes`.
    var apnsSizeLimitBytes: Int? = nil
    /// `size --top`: fields listed per figure.
    var sizeTop = 10

    // MARK: Other subcommands
    /// `rules --format`.
    var rulesFormat = "text"
    /// `init --force`.
    var force = false
    /// `version --verbose`; for `check`, also list the files skipped as not push payloads.
    var verbose = false
    /// `check --payloads-only`: screen named files as files found in directories are.
    var payloadsOnly = false

    /// `schema --root`: what the JSON Schema's documents are.
    var schemaRoot = FCMJSONSchema.Root.request
    /// `schema --output FILE` (nil: standard output).
    var outputPath: String? = nil

    // MARK: Fixes
    /// `--fix`: write the fixes into the files (standard input: print the fixed document).
    var fix = false
    /// `--diff`: print the fixes as a unified diff, write nothing.
    var diff = false
    /// `--unsafe-fixes`: apply unsafe fixes too.
    var unsafeFixes = false
}

/// One `-f NAME[=FILE]`: a format, written to a file or (without one) to standard output.
struct FormatRequest: Equatable, Sendable {
    let format: String
    let path: String?

    /// Parses `json` or `sarif=out/notifykit.sarif`.
    init(parsing text: String) throws(UsageError) {
        let name: String
        if let equals = text.firstIndex(of: "=") {
            name = String(text[..<equals])
            let file = String(text[text.index(after: equals)...])
            guard !file.isEmpty else { throw UsageError("missing file name after '\(name)='") }
            path = file
        } else {
            name = text
            path = nil
        }
        guard ReporterRegistry.reporter(named: name) != nil || name == JSONLinesReporter.identifier else {
            throw UsageError("unknown format '\(name)' (choose from \(Self.formatNames.joined(separator: ", ")))")
        }
        format = name
    }

    /// Every `check` format: the reporters' and the pipeline format (`jsonl`).
    static var formatNames: [String] { ReporterRegistry.identifiers + [JSONLinesReporter.identifier] }

    init(format: String, path: String?) {
        self.format = format
        self.path = path
    }
}

/// A command line that cannot be run as written: exit 2 with the message and usage.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose usage to show (filled in by the parser).
    var subcommand: String? = nil

    init(_ message: String, subcommand: String? = nil) {
        self.message = message
        self.subcommand = subcommand
    }
}
