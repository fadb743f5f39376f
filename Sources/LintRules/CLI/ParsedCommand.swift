/// A command line that has been understood.
enum ParsedCommand: Equatable {
    /// Lint `paths` and print the findings.
    case check(CheckOptions)
    /// List every rule.
    case rules(format: String)
    /// Explain one rule.
    case explain(ruleID: String)
    /// Print the version.
    case version
    /// Print help for a subcommand (nil: the main help).
    case help(String?)
}

/// The options of `check`.
struct CheckOptions: Equatable {
    var paths: [String] = []
    var format = TextReporter.identifier
    /// `--shape NAME`: lint every message as this shape instead of detecting it.
    var shape: MessageShape? = nil
}

/// A command line that cannot be run as written; exit 2 with the message and usage.
struct UsageError: Error, Equatable {
    let message: String
    let subcommand: String?
}

/// Parses arguments in the swift-argument-parser style: `[subcommand] [options] [paths]`,
/// `--name value` or `--name=value`, `--` ends options.
enum CommandLineParser {
    static let subcommands = ["check", "rules", "explain", "version", "help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var rest = arguments[...]
        var subcommand = "check"
        if let first = rest.first, subcommands.contains(first) {
            subcommand = first
            rest = rest.dropFirst()
        }
        var positional: [String] = []
        var format: String? = nil
        var shape: MessageShape? = nil
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help(subcommand == "check" && arguments.first != "check" ? nil : subcommand)
            case "--version":
                return .version
            case "-f", "--format":
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "missing value for '\(name)'", subcommand: subcommand)
                }
                format = value
            case "--shape":
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "missing value for '\(name)'", subcommand: subcommand)
                }
                guard let parsed = MessageShape(rawValue: value) else {
                    let names = MessageShape.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "unknown shape '\(value)' (choose from \(names))", subcommand: "check")
                }
                shape = parsed
            default:
                throw UsageError(message: "unknown option '\(name)'", subcommand: subcommand)
            }
        }
        switch subcommand {
        case "rules":
            guard positional.isEmpty else { throw unexpected(positional[0], subcommand) }
            let value = format ?? "text"
            guard ["text", "json", "markdown"].contains(value) else {
                throw UsageError(message: "unknown format '\(value)' for rules (text, json, markdown)", subcommand: subcommand)
            }
            return .rules(format: value)
        case "explain":
            guard positional.count == 1 else {
                throw UsageError(message: positional.isEmpty ? "missing rule id" : "explain takes one rule id", subcommand: subcommand)
            }
            return .explain(ruleID: positional[0])
        case "version":
            guard positional.isEmpty else { throw unexpected(positional[0], subcommand) }
            return .version
        case "help":
            return .help(positional.first)
        default:
            var options = CheckOptions()
            options.paths = positional.isEmpty ? ["."] : positional
            options.shape = shape
            if let format {
                guard ReporterRegistry.identifiers.contains(format) else {
                    throw UsageError(
                        message: "unknown format '\(format)' (choose from \(ReporterRegistry.identifiers.joined(separator: ", ")))",
                        subcommand: "check")
                }
                options.format = format
            }
            return .check(options)
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unexpected(_ argument: String, _ subcommand: String) -> UsageError {
        UsageError(message: "unexpected argument '\(argument)'", subcommand: subcommand)
    }
}
