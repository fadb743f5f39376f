import LintRules

/// `notifykit-lint schema`: prints the JSON Schema of the FCM HTTP v1 request body (`--root
/// message`: of a bare message), generated from the linter's schema tables (`FCMJSONSchema`), or
/// writes it to `--output FILE`.
enum SchemaCommand {
    /// The options of `schema`.
    static let options: [OptionSpec] = [
        OptionSpec(
            ["--root"], value: "<root>",
            help: """
                What a document is: request, the HTTP v1 request body {"message": …, \
                "validate_only": …}; or message, a bare HTTP v1 message (a template of the \
                message alone, a batch element). (default: request)
                """
        ) { options, value throws(UsageError) in
            guard let root = FCMJSONSchema.Root(rawValue: value) else {
                let choices = FCMJSONSchema.Root.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("unknown value '\(value)' for '--root' (choose from \(choices))")
            }
            options.schemaRoot = root
        },
        OptionSpec(["-o", "--output"], value: "<file>", help: "Write the schema to this file instead of standard output.") {
            options, value throws(UsageError) in
            guard !value.isEmpty else { throw UsageError("'--output' needs a file name") }
            options.outputPath = value
        },
    ]

    static func run(_ options: CommandOptions, io: ToolIO) -> Int32 {
        let text = FCMJSONSchema.text(root: options.schemaRoot)
        guard let path = options.outputPath else {
            _ = io.writeOutput(text)
            return ExitStatus.clean.rawValue
        }
        do {
            try FileDescriptorIO.writeFile(text, to: PathNames.absolute(path, base: io.workingDirectory))
        } catch {
            io.reportError("\(error)")
            return ExitStatus.toolError.rawValue
        }
        return ExitStatus.clean.rawValue
    }
}
