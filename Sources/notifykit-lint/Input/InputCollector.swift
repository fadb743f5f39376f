import Foundation
import LintRules

/// One thing to lint: a file or standard input.
enum LintInput: Sendable, Equatable {
    /// A file: the path as shown, and its absolute path.
    case file(display: String, absolute: String)
    /// Standard input, with its `--stdin-filename` (shown, and made absolute) when given.
    case standardInput(name: String?, absolute: String?)
    /// A path that could not be read or listed; reported as a tool error.
    case unreadable(display: String, absolute: String, reason: String)

    /// The path as shown.
    var displayPath: String {
        switch self {
        case .file(let display, _), .unreadable(let display, _, _): return display
        case .standardInput(let name, _): return name ?? "<stdin>"
        }
    }

    /// The absolute path (nil for unnamed standard input).
    var absolutePath: String? {
        switch self {
        case .file(_, let absolute), .unreadable(_, let absolute, _): return absolute
        case .standardInput(_, let absolute): return absolute
        }
    }
}

/// What to lint, and the explicit files that were skipped (with why, for a note on stderr).
struct CollectedInputs: Sendable {
    var inputs: [LintInput] = []
    var skipped: [(path: String, reason: String)] = []
}

/// Expands command-line paths into inputs: files as given, directories searched recursively in
/// sorted order (skipping `.git`, `.build`, `.swiftpm` and `node_modules`), `-` for standard
/// input. Directories yield the files the configuration's `include` globs match (default
/// `PayloadFiles.defaultInclude`: `*.json`, `*.jsonc`, `*.jsonl` and `*.ndjson` files at any depth). A file named on the
/// command line is always linted whatever `include` says; only `exclude` drops it (with a note).
/// Standard input is never filtered. Directory symlink loops are
/// followed once, and a file given twice is linted once. In a directory only regular files are
/// linted: a FIFO, socket or device named `*.json` there would block or never end (name one
/// explicitly to read it, e.g. `<(command)`).
enum InputCollector {
    /// True when `input` is linted as a payload template: its name ends in a template suffix
    /// (`*.json.hbs`…), or the configuration's `templates` globs match it.
    static func isTemplate(_ input: LintInput, configuration: ConfigurationFile?) -> Bool {
        guard let absolute = input.absolutePath else { return false }
        if TemplateSource.hasTemplateName(absolute) { return true }
        guard let configuration, let relative = PathNames.relative(absolute, to: configuration.directory) else { return false }
        return configuration.isTemplate(relative)
    }

    /// Directory names never searched.
    static let skippedDirectories: Set<String> = [".git", ".build", "node_modules", ".swiftpm"]

    /// The inputs of `check` or `size`: the command's paths (or the configuration's directory),
    /// with a note on standard error for each skipped path unless `--quiet`; nil, after saying
    /// why, when there is nothing to `verb`: no paths and no configuration, or paths that yield
    /// nothing (as ESLint does), unless `--allow-no-files` (then an empty run that exits 0).
    static func collectForCommand(
        _ options: CommandOptions, configuration: ConfigurationFile?, cwd: String, verb: (present: String, past: String),
        io: ToolIO
    ) -> CollectedInputs? {
        if options.positionals.isEmpty && configuration == nil {
            if options.allowNoFiles { return CollectedInputs() }
            io.reportError(
                "nothing to \(verb.present); pass files, directories, or '-' for standard input (with a .notifykit-lint.json, its directory is \(verb.past)); --allow-no-files accepts a run with none")
            return nil
        }
        let collected = collect(
            options.positionals, workingDirectory: cwd, configuration: configuration, stdinFilename: options.stdinFilename)
        if !options.quiet {
            for skipped in collected.skipped { io.reportNote("skipped \(skipped.path): \(skipped.reason)") }
        }
        if collected.inputs.isEmpty && !options.allowNoFiles {
            let named = options.positionals.isEmpty ? "the configuration's directory" : "the paths given"
            io.reportError(
                "no files to \(verb.present): \(named) yielded none (see the notes above, or 'include' and 'exclude'); --allow-no-files accepts a run with none")
            return nil
        }
        return collected
    }

    static func collect(
        _ paths: [String], workingDirectory: String, configuration: ConfigurationFile?, stdinFilename: String? = nil
    ) -> CollectedInputs {
        var collector = Walk(workingDirectory: workingDirectory, configuration: configuration)
        if paths.isEmpty, let configuration {
            let directory = configuration.directory
            let display = PathNames.relative(directory, to: workingDirectory).map { $0.isEmpty ? "." : $0 } ?? directory
            collector.walkNamed(directory, display: display)
        }
        for path in paths {
            if path == "-" {
                collector.result.inputs.append(
                    .standardInput(name: stdinFilename, absolute: stdinFilename.map { PathNames.absolute($0, base: workingDirectory) }))
                continue
            }
            let absolute = PathNames.absolute(path, base: workingDirectory)
            let display = PathNames.display(path)
            var info = stat()
            guard stat(absolute, &info) == 0 else {
                let reason = FileDescriptorIO.error(display, errno).reason
                collector.result.inputs.append(
                    .unreadable(display: display, absolute: absolute, reason: "cannot read \(display): \(reason)"))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                collector.walkNamed(absolute, display: display)
            } else {
                collector.explicitFile(absolute, display: display)
            }
        }
        return collector.result
    }

    private struct Walk {
        let workingDirectory: String
        let configuration: ConfigurationFile?
        var result = CollectedInputs()
        var visitedDirectories = Set<String>()
        var seenFiles = Set<String>()

        init(workingDirectory: String, configuration: ConfigurationFile?) {
            self.workingDirectory = workingDirectory
            self.configuration = configuration
        }

        /// The path relative to the configuration's directory, when there is a configuration
        /// and the file is inside its directory.
        func configRelative(_ absolute: String) -> String? {
            guard let configuration else { return nil }
            return PathNames.relative(absolute, to: configuration.directory)
        }

        mutating func explicitFile(_ absolute: String, display: String) {
            if let configuration, let relative = configRelative(absolute), configuration.excludes(relative) {
                result.skipped.append((display, "excluded by \"exclude\" in \(configuration.displayPath)"))
                return
            }
            add(.file(display: display, absolute: absolute), absolute)
        }

        mutating func add(_ input: LintInput, _ absolute: String) {
            if seenFiles.insert(absolute).inserted { result.inputs.append(input) }
        }

        /// Walks a directory named on the command line (or the configuration's), and notes it
        /// as skipped when it gives nothing to lint, so a mistyped or misconfigured path does
        /// not pass silently as "0 files checked".
        mutating func walkNamed(_ directory: String, display: String) {
            let inputs = result.inputs.count
            let visited = visitedDirectories.count
            walk(directory, display: display)
            // A directory named twice (or inside one already walked) is not new, so not noted.
            guard visitedDirectories.count > visited, result.inputs.count == inputs else { return }
            let reason: String
            if let configuration, let relative = configRelative(directory), !relative.isEmpty, configuration.excludes(relative) {
                reason = "excluded by \"exclude\""
            } else if configuration?.include != nil {
                reason = "no file in it matches \"include\" in .notifykit-lint.json"
            } else {
                reason = "no .json, .jsonc, .jsonl or .ndjson file in it"
            }
            result.skipped.append((display, reason))
        }

        mutating func walk(_ directory: String, display: String) {
            let real = realpath(directory, nil).map { pointer -> String in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? directory
            guard visitedDirectories.insert(real).inserted else { return }
            if let configuration, let relative = configRelative(directory), !relative.isEmpty, configuration.excludes(relative) {
                return
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                result.inputs.append(
                    .unreadable(display: display, absolute: directory, reason: InputCollector.listingError(directory, display: display)))
                return
            }
            for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let path = PathNames.join(directory, name)
                let shown = display == "." ? name : PathNames.join(display, name)
                var info = stat()
                guard stat(path, &info) == 0 else { continue }  // dangling link or vanished entry
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if !InputCollector.skippedDirectories.contains(name) { walk(path, display: shown) }
                } else if (info.st_mode & S_IFMT) == S_IFREG, admits(path, name: name) {
                    add(.file(display: shown, absolute: path), path)
                }
            }
        }

        /// Whether a file found in a directory is linted.
        func admits(_ absolute: String, name: String) -> Bool {
            let hasExtension = name.lastIndex(of: ".").map {
                PayloadFiles.extensions.contains(String(name[name.index(after: $0)...]).lowercased())
            } ?? false
            guard let configuration, let relative = configRelative(absolute) else { return hasExtension }
            if configuration.excludes(relative) { return false }
            return configuration.includes(relative, defaultIncluded: hasExtension) || configuration.isTemplate(relative)
        }
    }

    /// Why `directory` cannot be listed, with what to do.
    static func listingError(_ directory: String, display: String) -> String {
        var reason = "it cannot be listed"
        if let handle = opendir(directory) {
            closedir(handle)
        } else {
            reason = String(cString: strerror(errno))
        }
        return "cannot list \(display): \(reason); check the directory's permissions"
    }
}
