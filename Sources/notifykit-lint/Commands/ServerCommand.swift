import Foundation
import LintRules

/// `notifykit-lint server`: runs the language server on standard input and output.
enum ServerCommand {
    /// `--stdio` names the only transport; LSP clients pass it by convention.
    static let options: [OptionSpec] = [
        OptionSpec(["--stdio"], help: "Speak LSP over standard input and output (the default and only transport).") { _, _ in }
    ]

    static func run(_ options: CommandOptions, io: ToolIO) -> Int32 {
        let writeError = io.writeError
        writeError("notifykit-lint server \(ToolInfo.version): listening on standard input\n")
        return LanguageServer.serve(input: STDIN_FILENO, output: STDOUT_FILENO, log: { writeError($0) })
    }
}

extension Subcommand {
    static let server = Subcommand(
        name: "server",
        abstract: "Run the language server for editors (LSP over stdio).",
        usage: "notifykit-lint server [--stdio]",
        arguments: [],
        options: ServerCommand.options,
        validate: { options throws(UsageError) in try noPositionals(options) },
        run: { options, io in CommandOutcome(status: ServerCommand.run(options, io: io)) })
}
