/// `notifykit-lint size`: the hook for the size analyzer. It is parsed like `check` (paths, `-`,
/// `--stdin-filename`, `--config`/`--no-config`, `-f`, `--color`, `-q`, `--statistics`); the size
/// analyzer adds its own options to `options` (for example `--placeholder name=64` and the size
/// thresholds) and replaces `run`. Load the configuration with `CheckCommand.loadConfiguration`
/// and the inputs with `InputCollector.collect`, as `check` does, so both subcommands read the
/// same files the same way.
enum SizeCommand {
    /// The options `size` accepts.
    static let options: [OptionSpec] = OptionSpec.output + OptionSpec.input

    static func run(_ options: CommandOptions, io: ToolIO) -> Int32 {
        io.writeError("Error: the size report is not part of this build yet; 'notifykit-lint check' reports size-warn and size-fcm-limit\n")
        return ExitStatus.toolError.rawValue
    }
}
