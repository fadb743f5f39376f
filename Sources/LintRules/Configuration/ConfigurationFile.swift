import SizeModel

/// A `.notifykit-lint.json` file, parsed and validated (see `ConfigurationParser` for the keys).
package struct ConfigurationFile: Sendable {
    /// The file name looked for by discovery.
    package static let fileName = ".notifykit-lint.json"
    /// The configuration schema version this build reads.
    static let version = 1

    /// The absolute path of the file.
    package let path: String
    /// The path as shown to the user.
    package let displayPath: String
    /// The file's bytes, for excerpts of `unused-ignore` findings.
    package let source: [UInt8]
    /// Engine settings, ignores included (`lint.baseDirectory` is the file's directory).
    package var lint = LintConfiguration()
    /// `include`: which files in directories to lint; nil when the key is absent (then
    /// `PayloadFiles.defaultInclude`). Files named on the command line are never filtered by it.
    package var include: [Glob]? = nil
    /// `templates`: files to lint as payload templates, whose placeholders may stand outside
    /// strings (`TemplateSource`); they are also linted when a directory walk finds them.
    var templates: [Glob] = []
    /// `exclude`: never lint these (a matching directory excludes its contents).
    var exclude: [Glob] = []
    /// `failLevel`.
    package var failLevel: FailLevel? = nil
    /// `maxWarnings`.
    package var maxWarnings: Int? = nil
    /// `baseline`, made absolute against the file's directory.
    package var baseline: String? = nil
    /// Where each `ignores` entry is written, for findings about unused entries.
    package var ignoreRanges: [(start: Int, end: Int)] = []

    /// The directory that relative paths and globs in the file are resolved against.
    package var directory: String { PathNames.parent(path) }

    /// Reads and validates the file at `path` (absolute); `displayPath` names it in errors.
    package static func load(path: String, displayPath: String) throws(ConfigurationError) -> ConfigurationFile {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptorIO.readFile(path)
        } catch {
            throw ConfigurationError(path: displayPath, message: "cannot read the configuration: \(error.reason)")
        }
        return try ConfigurationParser(path: path, displayPath: displayPath, bytes: bytes).parse()
    }

    /// Finds the configuration for a run started in `directory` (absolute): the first
    /// `.notifykit-lint.json` walking up, stopping after the first directory that contains
    /// `.git` (the repository root) or at `/`. Returns the absolute path, or nil.
    package static func discover(from directory: String) -> String? {
        var current = PathNames.normalize(directory)
        while true {
            let candidate = PathNames.join(current, fileName)
            if PathNames.exists(candidate) && !PathNames.isDirectory(candidate) { return candidate }
            if PathNames.exists(PathNames.join(current, ".git")) || current == "/" { return nil }
            current = PathNames.parent(current)
        }
    }

    /// Whether the file at `relativePath` (relative to `directory`) is excluded.
    package func excludes(_ relativePath: String) -> Bool {
        exclude.contains { $0.matchesPathOrAncestor(relativePath) }
    }

    /// Whether the file at `relativePath` is a template by the `templates` globs.
    package func isTemplate(_ relativePath: String) -> Bool {
        templates.contains { $0.matches(relativePath) }
    }

    /// Whether `include` admits the file at `relativePath`; `defaultIncluded` answers when the
    /// file has no `include` key.
    package func includes(_ relativePath: String, defaultIncluded: Bool) -> Bool {
        guard let include else { return defaultIncluded }
        return include.contains { $0.matches(relativePath) }
    }
}
