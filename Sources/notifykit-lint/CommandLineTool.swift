import LintRules

/// The `notifykit-lint` command: parses arguments, runs the subcommand, and returns the exit
/// status. The executable only calls `runLeavingResults` (`run` for in-process callers, the tests).
package enum CommandLineTool {
    /// Runs the command with `arguments` (without the program name).
    package static func run(_ arguments: [String], io: ToolIO = .standard) -> Int32 {
        runLeavingResults(arguments, io: io).status
    }

    /// Runs the command like `run`, and returns with the exit status what the subcommand made
    /// that the executable leaves for the process's exit to free (`CommandOutcome.leftForExit`).
    static func runLeavingResults(_ arguments: [String], io: ToolIO = .standard) -> CommandOutcome {
        let command: ParsedCommand
        do {
            try rejectMisspelledSubcommand(arguments, workingDirectory: io.workingDirectory)
            command = try CommandLineParser.parse(arguments)
        } catch {
            let subcommand = Subcommand.named(error.subcommand ?? "") ?? .check
            let name = subcommand.name == Subcommand.check.name ? "check" : subcommand.name
            io.reportError(
                "\(error.message)\nUsage: \(subcommand.usage)\n  See 'notifykit-lint \(name) --help' for more information.")
            return CommandOutcome(status: ExitStatus.toolError.rawValue)
        }
        switch command {
        case .version:
            _ = io.writeOutput(ToolInfo.version + "\n")
            return CommandOutcome(status: ExitStatus.clean.rawValue)
        case .help(let name):
            return CommandOutcome(status: printHelp(for: name, io: io))
        case .run(let subcommand, let options):
            return subcommand.run(options, io)
        }
    }

    /// A first argument that is no subcommand, names no file, and is a typo of a subcommand
    /// (`chek`) is a usage error with a suggestion, rather than "cannot read chek". A bare word is
    /// also a path, so a word that names a file, or holds `/` or `.`, is left to be linted.
    static func rejectMisspelledSubcommand(_ arguments: [String], workingDirectory: String) throws(UsageError) {
        guard let first = arguments.first, !first.hasPrefix("-"), Subcommand.named(first) == nil,
            !first.contains("/"), !first.contains("."),
            !PathNames.exists(PathNames.absolute(first, base: workingDirectory)),
            let suggestion = Suggestion.closest(to: first, among: Subcommand.all.map(\.name))
        else { return }
        throw UsageError(
            "unknown subcommand '\(first)'; did you mean '\(suggestion)'? (a path named '\(first)' does not exist either)")
    }

    static func printHelp(for name: String?, io: ToolIO) -> Int32 {
        guard let page = HelpText.page(for: name) else {
            let names = Subcommand.all.map(\.name)
            let hint = Suggestion.closest(to: name ?? "", among: names).map { "did you mean '\($0)'? " } ?? ""
            io.reportError("unknown subcommand '\(name ?? "")'; \(hint)subcommands: \(names.joined(separator: ", "))")
            return ExitStatus.toolError.rawValue
        }
        _ = io.writeOutput(page)
        return ExitStatus.clean.rawValue
    }
}
