import Dispatch
import Foundation

/// The `notifykit-lint` command: parses arguments, runs the subcommand, and returns the exit
/// status. The executable is a one-line wrapper around `run`, so tests call it in-process.
public enum CommandLineTool {
    /// Runs the command with `arguments` (without the program name).
    public static func run(_ arguments: [String], io: ToolIO = .standard) -> Int32 {
        let command: ParsedCommand
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            let subcommand = error.subcommand.map { " \($0)" } ?? ""
            io.writeError("Error: \(error.message)\nUsage: notifykit-lint\(subcommand == " check" ? "" : subcommand) --help\n")
            return ExitStatus.toolError.rawValue
        }
        switch command {
        case .version:
            _ = io.writeOutput(ToolInfo.version + "\n")
            return ExitStatus.clean.rawValue
        case .help(let subcommand):
            guard let page = HelpText.page(for: subcommand) else {
                io.writeError("Error: unknown subcommand '\(subcommand ?? "")'\n")
                return ExitStatus.toolError.rawValue
            }
            _ = io.writeOutput(page)
            return ExitStatus.clean.rawValue
        case .rules(let format):
            switch format {
            case "json": _ = io.writeOutput(RuleCatalogPrinter.json())
            case "markdown": _ = io.writeOutput(RuleCatalogPrinter.markdown())
            default: _ = io.writeOutput(RuleCatalogPrinter.text())
            }
            return ExitStatus.clean.rawValue
        case .explain(let id):
            guard let description = RuleRegistry.descriptions.first(where: { $0.id == id }) else {
                io.writeError("Error: no rule named '\(id)'; 'notifykit-lint rules' lists them\n")
                return ExitStatus.toolError.rawValue
            }
            _ = io.writeOutput(RuleCatalogPrinter.explain(description))
            return ExitStatus.clean.rawValue
        case .check(let options):
            return check(options, io: io)
        }
    }

    static func check(_ options: CheckOptions, io: ToolIO) -> Int32 {
        let inputs = InputCollector.collect(options.paths)
        let reports = lint(inputs, linter: Linter(), io: io)
        for report in reports {
            if let error = report.toolError { io.writeError("notifykit-lint: \(error)\n") }
        }
        let reporter = ReporterRegistry.reporter(named: options.format) ?? TextReporter()
        _ = io.writeOutput(reporter.render(reports))
        if reports.contains(where: { $0.toolError != nil }) { return ExitStatus.toolError.rawValue }
        let failing = reports.contains { $0.findings.contains { $0.severity == .error } }
        return failing ? ExitStatus.findings.rawValue : ExitStatus.clean.rawValue
    }

    /// Lints the inputs on all cores; the reports come back in input order, so output does not
    /// depend on scheduling.
    static func lint(_ inputs: [LintInput], linter: Linter, io: ToolIO) -> [FileReport] {
        let slots = ReportSlots(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            slots.store(lintOne(inputs[index], linter: linter, io: io), at: index)
        }
        return slots.reports
    }

    static func lintOne(_ input: LintInput, linter: Linter, io: ToolIO) -> FileReport {
        switch input {
        case .unreadable(let path, let reason):
            return FileReport(path: path, toolError: reason)
        case .standardInput:
            do {
                let bytes = try io.readInput()
                return FileReport(path: "<stdin>", findings: linter.lint(bytes), source: bytes)
            } catch {
                return FileReport(path: "<stdin>", toolError: (error as? ReadError)?.description ?? "cannot read standard input: \(error)")
            }
        case .file(let path):
            do {
                let bytes = try FileDescriptorIO.readFile(path)
                return FileReport(path: path, findings: linter.lint(bytes), source: bytes)
            } catch {
                return FileReport(path: path, toolError: "\(error)")
            }
        }
    }
}

/// Result slots filled concurrently, one writer per slot.
private final class ReportSlots: @unchecked Sendable {
    private var slots: [FileReport?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ report: FileReport, at index: Int) {
        lock.lock()
        slots[index] = report
        lock.unlock()
    }

    var reports: [FileReport] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
