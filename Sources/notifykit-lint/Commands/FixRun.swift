import LintRules
import SizeModel

/// `check --fix` and `check --diff`: applies the rules' fixes before the lint run.
///
/// `--diff` prints a unified diff of what `--fix` would change and writes nothing (exit 1 when
/// something would change, 0 when nothing would, 2 on a tool error), like Ruff. `--fix` replaces
/// each changed file atomically, keeping its permissions, then the ordinary run reports what is
/// left and a closing "fixed N problems" line on standard error. Standard input is never
/// written: with `--fix` the fixed document goes to standard output and the report to standard
/// error. Safe fixes only, unless `--unsafe-fixes`. Findings the configuration's `ignores`
/// suppress are not fixed; templates and files skipped as not payloads are left alone.
enum FixRun {
    /// What `--fix` did, reported after the lint run.
    struct Summary {
        var fixed = 0
        var files = 0
        var writeFailed = false

        /// `fixed 3 problems in 2 files`, on standard error.
        func report(to io: ToolIO, quiet: Bool) {
            guard !quiet else { return }
            if fixed == 0 {
                io.writeError("nothing to fix\n")
            } else {
                io.writeError("fixed \(Plural.count(fixed, "problem")) in \(Plural.count(files, "file"))\n")
            }
        }
    }

    /// What the check command goes on with: an exit status to stop with (`--diff`), or the
    /// streams to lint with (standard input replaced by its fixed text) and the summary.
    struct Outcome {
        var exitStatus: Int32?
        var io: ToolIO
        var summary: Summary
    }

    /// The usage rules of the fix options.
    static func validate(_ options: CommandOptions) throws(UsageError) {
        if options.unsafeFixes && !options.fix && !options.diff {
            throw UsageError("'--unsafe-fixes' enables more fixes for '--fix' or '--diff'; give one of them")
        }
        if (options.fix || options.diff) && options.writeBaselinePath != nil {
            throw UsageError("'--write-baseline' records findings; it cannot be combined with '--fix' or '--diff'")
        }
    }

    static func run(
        _ inputs: [LintInput], linter: Linter, options: CommandOptions, templates: [Bool], selection: PayloadSelection, io: ToolIO
    ) -> Outcome {
        let planner = FixPlanner(linter: linter)
        var summary = Summary()
        var diff = ""
        var toolError = false
        var fixedStandardInput: [UInt8]? = nil
        for (index, input) in inputs.enumerated() where !(index < templates.count && templates[index]) {
            let bytes: [UInt8]
            switch input {
            case .unreadable:
                continue  // the lint run reports it
            case .standardInput:
                guard let read = try? io.readInput() else { continue }
                bytes = read
                fixedStandardInput = read
            case .file(_, let absolute):
                guard let read = try? FileDescriptorIO.readFile(absolute) else { continue }
                if selection.screens(input), PayloadFiles.notAPayloadReason(read) != nil { continue }
                bytes = read
            }
            let jsonLines = PayloadFiles.isJSONLines(input.absolutePath ?? input.displayPath)
            let relative = linter.configuration.ignoreRelativePath(input.absolutePath, workingDirectory: io.workingDirectory)
            let outcome = planner.fixAll(bytes, jsonLines: jsonLines, unsafe: options.unsafeFixes) { text in
                let findings = jsonLines ? linter.lint(jsonLines: text) : linter.lint(text)
                return linter.configuration.applyIgnores(to: findings, relativePath: relative).shown
            }
            guard outcome.changed else { continue }
            summary.fixed += outcome.applied.count
            summary.files += 1
            let display = input.displayPath
            if options.diff {
                diff += UnifiedDiff.render(old: bytes, new: outcome.fixed, oldName: display, newName: display)
            } else if case .file(_, let absolute) = input {
                do {
                    try AtomicFileWriter.replace(absolute, with: outcome.fixed)
                } catch {
                    io.reportError("\(error)")
                    toolError = true
                }
            } else {
                fixedStandardInput = outcome.fixed
            }
        }
        if options.diff {
            _ = io.writeOutput(diff)
            if !options.quiet {
                io.writeError(
                    summary.fixed == 0
                        ? "nothing to fix\n"
                        : "would fix \(Plural.count(summary.fixed, "problem")) in \(Plural.count(summary.files, "file"))\n")
            }
            let status: ExitStatus = toolError ? .toolError : (summary.fixed > 0 ? .findings : .clean)
            return Outcome(exitStatus: status.rawValue, io: io, summary: summary)
        }
        summary.writeFailed = toolError
        var lintIO = io
        if let fixed = fixedStandardInput {
            // The fixed document is the output; the report goes to standard error.
            _ = io.writeOutput(String(decoding: fixed, as: UTF8.self))
            let writeError = io.writeError
            lintIO.writeOutput = { text in
                writeError(text)
                return true
            }
            lintIO.readInput = { fixed }
            lintIO.outputIsTerminal = false
        }
        return Outcome(exitStatus: nil, io: lintIO, summary: summary)
    }
}
