/// The `notifykit-lint` command: parses arguments, runs the subcommand, and returns the exit
/// status. The executable is a one-line wrapper around `run`, so tests call it in-process.
package enum CommandLineTool {
    /// Runs the command with `arguments` (without the program name).
    package static func run(_ arguments: [String], io: ToolIO = .standard) -> Int32 {
        let command: ParsedCommand
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            let subcommand = Subcommand.named(error.subcommand ?? "") ?? .check
            let name = subcommand.name == Subcommand.check.name ? "check" : subcommand.name
            io.writeError(
                "Error: \(error.message)\nUsage: \(subcommand.usage)\n  See 'notifykit-lint \(name) --help' for more information.\n")
            return ExitStatus.toolError.rawValue
        }
        switch command {
        case .version:
            _ = io.writeOutput(ToolInfo.version + "\n")
            return ExitStatus.clean.rawValue
        case .help(let name):
            return printHelp(for: name, io: io)
        case .run(let subcommand, let options):
            return subcommand.run(options, io)
        }
    }

    static func printHelp(for name: String?, io: ToolIO) -> Int32 {
        guard let page = HelpText.page(for: name) else {
            io.writeError("Error: unknown subcommand '\(name ?? "")'; subcommands: \(Subcommand.all.map(\.name).joined(separator: ", "))\n")
            return ExitStatus.toolError.rawValue
        }
        _ = io.writeOutput(page)
        return ExitStatus.clean.rawValue
    }
}
