import LintRules

/// Which collected inputs are linted as push payloads, and which are skipped (with why).
///
/// - The tool's own files are never linted: its configuration (`.notifykit-lint.json`, or the
///   `--config` file), its JSON Schema (`notifykit-lint.schema.json`), and the baseline it reads
///   (`--baseline`, the configuration's `baseline`) or writes (`--write-baseline`).
/// - A file found by walking a directory (or passed by a hook with `--payloads-only`) is linted
///   only when `PayloadScreen` finds a sign of a payload in its top-level keys; otherwise it is
///   skipped, counted in the summary, and listed by `--verbose` and `--statistics`.
/// - A file named on the command line, and standard input, are always linted; when one is not a
///   payload, `shape-not-a-payload` says so.
struct PayloadSelection: Sendable {
    /// Absolute paths of files named on the command line.
    let named: Set<String>
    /// Absolute paths of the configuration in use (the discovered or `--config` file).
    let configurations: Set<String>
    /// Absolute paths of the baselines read or written (`--baseline`, the configuration's
    /// `baseline`, `--write-baseline`).
    let baselines: Set<String>
    /// Screen named files too (`--payloads-only`).
    let payloadsOnly: Bool

    init(options: CommandOptions, configuration: ConfigurationFile?, workingDirectory: String) {
        named = Set(options.positionals.filter { $0 != "-" }.map { PathNames.absolute($0, base: workingDirectory) })
        var configurations = Set<String>()
        var baselines = Set<String>()
        if let configuration {
            configurations.insert(configuration.path)
            if let baseline = configuration.baseline { baselines.insert(baseline) }
        }
        if let path = options.configPath { configurations.insert(PathNames.absolute(path, base: workingDirectory)) }
        for path in [options.baselinePath, options.writeBaselinePath].compactMap({ $0 }) {
            baselines.insert(PathNames.absolute(path, base: workingDirectory))
        }
        self.configurations = configurations
        self.baselines = baselines
        payloadsOnly = options.payloadsOnly
    }

    /// Why `input` is one of the tool's own files, or nil.
    func toolFileReason(_ input: LintInput) -> String? {
        guard case .file(_, let absolute) = input else { return nil }
        let name = absolute.split(separator: "/").last.map(String.init) ?? absolute
        if name == ConfigurationFile.fileName || configurations.contains(absolute) {
            return "notifykit-lint's configuration, not a push payload"
        }
        if name == PayloadFiles.schemaFileName { return "notifykit-lint's JSON Schema, not a push payload" }
        if baselines.contains(absolute) { return "a notifykit-lint baseline, not a push payload" }
        return nil
    }

    /// True when `input` is linted only if it looks like a payload.
    func screens(_ input: LintInput) -> Bool {
        guard case .file(_, let absolute) = input else { return false }
        return payloadsOnly || !named.contains(absolute)
    }

    /// Splits the tool's own files off `inputs`.
    func removingToolFiles(_ inputs: [LintInput]) -> (inputs: [LintInput], skipped: [SkippedInput]) {
        var kept: [LintInput] = []
        var skipped: [SkippedInput] = []
        for input in inputs {
            if let reason = toolFileReason(input) {
                skipped.append(SkippedInput(path: input.displayPath, reason: reason))
            } else {
                kept.append(input)
            }
        }
        return (kept, skipped)
    }
}
