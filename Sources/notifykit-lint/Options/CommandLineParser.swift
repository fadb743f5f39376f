import LintRules

/// A command line that has been understood.
enum ParsedCommand {
    /// Run a subcommand with its options.
    case run(Subcommand, CommandOptions)
    /// Print help for a subcommand (nil: the main help).
    case help(String?)
    /// Print the version (`--version`).
    case version
}

/// Parses arguments in the swift-argument-parser style: `[subcommand] [options] [arguments]`,
/// options and arguments in any order, `--name value` or `--name=value`, a short option's value
/// attached or not (`-j 1`, `-j1`), `--` ends options, `-` is an argument (standard input). The
/// options come from the subcommand's `OptionSpec` table.
enum CommandLineParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var rest = arguments[...]
        var subcommand = Subcommand.check
        var explicit = false
        if let first = rest.first, let named = Subcommand.named(first) {
            subcommand = named
            explicit = true
            rest = rest.dropFirst()
        }
        var options = CommandOptions()
        var optionsEnded = false
        do throws(UsageError) {
            while let argument = rest.popFirst() {
                if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                    options.positionals.append(argument)
                    continue
                }
                if argument == "--" {
                    optionsEnded = true
                    continue
                }
                let (name, inlineValue) = split(argument, options: subcommand.options)
                if name == "-h" || name == "--help" { return .help(explicit ? subcommand.name : nil) }
                if name == "--version" && (subcommand.name == "check" || subcommand.name == "version") { return .version }
                guard let spec = subcommand.options.first(where: { $0.names.contains(name) }) else {
                    // An option of another subcommand is not silently ignored here.
                    let owners = Subcommand.all.filter { $0.options.contains { $0.names.contains(name) } }.map(\.name)
                    if !owners.isEmpty {
                        throw UsageError("'\(name)' is not an option of \(subcommand.name) (it is one of \(owners.joined(separator: ", ")))")
                    }
                    let names = subcommand.options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
                    let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError("unknown option '\(name)'\(hint)")
                }
                var value = ""
                if spec.valueName != nil {
                    guard let given = inlineValue ?? rest.popFirst() else {
                        throw UsageError("missing value for '\(name) \(spec.valueName ?? "")'")
                    }
                    value = given
                } else if inlineValue != nil {
                    throw UsageError("'\(name)' takes no value")
                }
                try spec.apply(&options, value)
            }
            try subcommand.validate(&options)
        } catch {
            var error = error
            error.subcommand = subcommand.name
            throw error
        }
        return .run(subcommand, options)
    }

    /// Splits `--name=value` at the first `=`, and a short option that takes a value from a value
    /// written right after it, as getopt does (`-j1`, `-fjson`). Anything else is returned whole.
    private static func split(_ argument: String, options: [OptionSpec]) -> (String, String?) {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let short = String(argument.prefix(2))
        guard argument.count > 2, options.contains(where: { $0.valueName != nil && $0.names.contains(short) }) else {
            return (argument, nil)
        }
        return (short, String(argument.dropFirst(2)))
    }
}
