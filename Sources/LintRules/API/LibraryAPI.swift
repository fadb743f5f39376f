import Foundation

// The library API: what a Swift backend needs to validate a payload before sending it, with the
// same rules and configuration as the command.
//
//     import LintRules
//
//     let linter = try Linter(configurationFile: ".notifykit-lint.json")
//     let findings = linter.lint(body, path: "payloads/welcome.json")
//     if findings.contains(where: { $0.severity == .error }) { … do not send … }

// MARK: - Linting inputs

extension Linter {
    /// Creates a linter with the settings of a `.notifykit-lint.json` file: rule switches and
    /// severities, size thresholds, placeholders and ignores.
    public init(configurationFile path: String) throws(ConfigurationError) {
        self.init(configuration: try LintConfiguration(contentsOf: path))
    }

    /// Lints one document given as `Data`.
    public func lint(_ data: Data) -> [Finding] {
        lint([UInt8](data))
    }

    /// Lints the document of the file at `path` (absolute, or relative to the current
    /// directory) and drops the findings the configuration's `ignores` suppress for that path.
    /// The file is not read: `bytes` are linted.
    public func lint(_ bytes: [UInt8], path: String) -> [Finding] {
        let workingDirectory = PathNames.normalize(FileManager.default.currentDirectoryPath)
        let absolute = PathNames.absolute(path, base: workingDirectory)
        let relative = configuration.ignoreRelativePath(absolute, workingDirectory: workingDirectory)
        return configuration.applyIgnores(to: lint(bytes), relativePath: relative).shown
    }

    /// `lint(_:path:)` for `Data`.
    public func lint(_ data: Data, path: String) -> [Finding] {
        lint([UInt8](data), path: path)
    }

    /// `lint(_:path:)` for text.
    public func lint(_ text: String, path: String) -> [Finding] {
        lint(Array(text.utf8), path: path)
    }
}

// MARK: - Loading configuration

extension LintConfiguration {
    /// Reads a `.notifykit-lint.json` file (absolute, or relative to the current directory);
    /// ignore globs become relative to its directory. Throws a `ConfigurationError` naming the
    /// file, position, key and what is allowed.
    public init(contentsOf path: String) throws(ConfigurationError) {
        let absolute = PathNames.absolute(path, base: FileManager.default.currentDirectoryPath)
        self = try ConfigurationFile.load(path: absolute, displayPath: path).lint
    }

    /// The configuration the command would use in `directory` (default: the current
    /// directory): the first `.notifykit-lint.json` found walking up to the repository root, or
    /// the defaults when there is none.
    public static func discovered(from directory: String? = nil) throws(ConfigurationError) -> LintConfiguration {
        let start = PathNames.absolute(directory ?? ".", base: FileManager.default.currentDirectoryPath)
        guard let path = ConfigurationFile.discover(from: start) else { return LintConfiguration() }
        return try ConfigurationFile.load(path: path, displayPath: path).lint
    }
}
