import SizeModel

/// How the server lints one document, decided from the configuration that applies to it.
enum DocumentPlan: Sendable {
    /// Not linted, with why (logged; the document gets no diagnostics).
    case skipped(String)
    /// Linted with `linter`; `relativePath` (to the configuration's directory) decides ignores.
    case lint(linter: Linter, template: Bool, jsonLines: Bool, relativePath: String?, configuration: LintConfiguration)
}

/// The configurations of the workspace: for each document, the `.notifykit-lint.json` the command
/// would use for it (found walking up from its directory to the repository root, so each workspace
/// folder, or each package of a monorepo, has its own), loaded once and reloaded when the file
/// changes.
///
/// Which documents are linted follows the command's directory walk with `--payloads-only`: the
/// configuration's `include` (default `*.json`, `*.jsonc`, `*.jsonl`, `*.ndjson`) and `templates` admit a
/// file, `exclude` drops it, the tool's own files are never linted, and a document whose top-level
/// keys show no sign of a push payload (`PayloadScreen`), or that is a translation file
/// (`TranslationFileScreen`), is skipped.
struct WorkspaceConfiguration: Sendable {
    /// Loaded configurations by absolute path (an invalid one is kept as its error).
    private var loaded: [String: Result<ConfigurationFile, ConfigurationError>] = [:]
    /// Linters by configuration path ("" for the defaults), built once per load.
    private var linters: [String: Linter] = [:]

    /// Forgets the configuration at `path` (or every configuration), so it is read again.
    mutating func invalidate(path: String? = nil) {
        if let path {
            loaded[path] = nil
            linters[path] = nil
        } else {
            loaded = [:]
            linters = [:]
        }
    }

    /// Reads the configuration at `path` again; its problem when it exists and is invalid.
    mutating func reload(path: String) -> ConfigurationError? {
        invalidate(path: path)
        guard PathNames.exists(path) else { return nil }
        do {
            let file = try ConfigurationFile.load(path: path, displayPath: path)
            loaded[path] = .success(file)
            return nil
        } catch {
            loaded[path] = .failure(error)
            return error
        }
    }

    /// True when `path` is a configuration file the server reads.
    static func isConfigurationFile(_ path: String) -> Bool {
        path.hasSuffix("/" + ConfigurationFile.fileName)
    }

    /// The configuration that applies to the file at `path` (absolute): the discovered file, nil
    /// for the defaults; an error when the file is invalid.
    mutating func configuration(for path: String) -> Result<ConfigurationFile?, ConfigurationError> {
        guard let found = ConfigurationFile.discover(from: PathNames.parent(path)) else { return .success(nil) }
        if loaded[found] == nil {
            do {
                loaded[found] = .success(try ConfigurationFile.load(path: found, displayPath: found))
            } catch {
                loaded[found] = .failure(error)
            }
        }
        switch loaded[found] {
        case .success(let file): return .success(file)
        case .failure(let error): return .failure(error)
        case nil: return .success(nil)
        }
    }

    /// How to lint the document at `path` (nil for an unsaved document) with text `bytes`.
    mutating func plan(path: String?, bytes: [UInt8]) -> DocumentPlan {
        guard let path else {
            return PayloadFiles.notAPayloadReason(bytes) == nil
                ? .lint(linter: linter(for: nil), template: false, jsonLines: false, relativePath: nil, configuration: LintConfiguration())
                : .skipped("not a push payload")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == ConfigurationFile.fileName { return .skipped("notifykit-lint's configuration, not a push payload") }
        if name == PayloadFiles.schemaFileName { return .skipped("notifykit-lint's JSON Schema, not a push payload") }
        let configuration: ConfigurationFile?
        switch self.configuration(for: path) {
        case .success(let file): configuration = file
        case .failure(let error): return .skipped("the configuration is invalid: \(error)")
        }
        let template = TemplateSource.hasTemplateName(path)
        var relative: String? = nil
        if let configuration {
            if let baseline = configuration.baseline, baseline == path { return .skipped("a notifykit-lint baseline, not a push payload") }
            relative = PathNames.relative(path, to: configuration.directory)
            if let relative {
                if configuration.excludes(relative) { return .skipped("excluded by the configuration") }
                let hasExtension = PayloadFiles.extensions.contains(PathNames.fileExtension(path))
                if !configuration.includes(relative, defaultIncluded: hasExtension) && !configuration.isTemplate(relative) && !template {
                    return .skipped("not matched by the configuration's include")
                }
            }
        } else if !PayloadFiles.extensions.contains(PathNames.fileExtension(path)) && !template {
            return .skipped("not a *.json, *.jsonl or *.ndjson file")
        }
        if let what = PayloadFiles.notAPayloadReason(bytes) { return .skipped("not a push payload: \(what)") }
        let isTemplate = template || (relative.map { configuration?.isTemplate($0) ?? false } ?? false)
        let lint = configuration?.lint ?? LintConfiguration()
        return .lint(
            linter: linter(for: configuration), template: isTemplate, jsonLines: PayloadFiles.isJSONLines(path),
            relativePath: lint.ignoreRelativePath(path, workingDirectory: PathNames.parent(path)), configuration: lint)
    }

    private mutating func linter(for configuration: ConfigurationFile?) -> Linter {
        let key = configuration?.path ?? ""
        if let linter = linters[key] { return linter }
        var lint = configuration?.lint ?? LintConfiguration()
        if lint.baseDirectory == nil, let configuration { lint.baseDirectory = configuration.directory }
        let linter = Linter(configuration: lint)
        linters[key] = linter
        return linter
    }
}
