import LintRules

/// `notifykit-lint init`: writes a starter `.notifykit-lint.json` in the working directory and
/// refuses to overwrite one unless `--force` is given.
enum InitCommand {
    /// The starter configuration: every key with its default, so it documents itself, and
    /// `$schema` so editors complete and check the keys (`notifykit-lint.schema.json`).
    static let starter = """
        {
          "$schema": "\(ToolInfo.configurationSchemaURL)",
          "version": 1,
          "include": [\(PayloadFiles.defaultInclude.map { "\"\($0)\"" }.joined(separator: ", "))],
          "exclude": ["**/node_modules/**", "**/.build/**"],
          "failLevel": "error",
          "maxWarnings": null,
          "rules": {},
          "ignores": [],
          "reportUnusedIgnores": "warning",
          "sizeWarningBytes": 3500,
          "sizeLimitBytes": 4096,
          "placeholders": {},
          "templates": []
        }

        """

    static func run(_ options: CommandOptions, io: ToolIO) -> Int32 {
        let path = PathNames.join(io.workingDirectory, ConfigurationFile.fileName)
        if PathNames.exists(path) && !options.force {
            io.reportError("\(ConfigurationFile.fileName) already exists; not overwriting it (use --force to replace it)")
            return ExitStatus.toolError.rawValue
        }
        do {
            try FileDescriptorIO.writeFile(starter, to: path)
        } catch {
            io.reportError("\(error)")
            return ExitStatus.toolError.rawValue
        }
        _ = io.writeOutput("wrote \(ConfigurationFile.fileName); see Documentation/Configuration.md for every key\n")
        return ExitStatus.clean.rawValue
    }
}
