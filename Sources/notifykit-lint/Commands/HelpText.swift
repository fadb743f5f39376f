import LintRules

/// The help pages, generated from the subcommand and option tables in swift-argument-parser's
/// layout: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, help text aligned at
/// column 26 and wrapped at 80.
enum HelpText {
    static let helpColumn = 26
    static let width = 80

    /// The main page: the default subcommand's arguments and options, the subcommands and the
    /// exit codes.
    static var main: String {
        var out = "OVERVIEW: Lint Firebase Cloud Messaging payloads before they ship.\n\n"
        out += "USAGE: \(Subcommand.check.usage)\n"
        out += sections(Subcommand.check, mainPage: true)
        out += "\nSUBCOMMANDS:\n"
        for subcommand in Subcommand.all {
            out += entry(subcommand.name == Subcommand.check.name ? "check (default)" : subcommand.name, subcommand.abstract)
        }
        out += "\n" + exitCodes
        out += "\n  See 'notifykit-lint help <subcommand>' for detailed help.\n"
        return out
    }

    /// The page of one subcommand (nil when there is no such subcommand).
    static func page(for name: String?) -> String? {
        guard let name else { return main }
        guard let subcommand = Subcommand.named(name) else { return nil }
        if subcommand.name == Subcommand.help.name { return main }
        var out = "OVERVIEW: \(subcommand.abstract)\n\nUSAGE: \(subcommand.usage)\n"
        out += sections(subcommand, mainPage: false)
        if subcommand.name == Subcommand.check.name { out += "\n" + exitCodes }
        return out
    }

    static let exitCodes = """
        EXIT CODES:
          0                       No finding at or above the fail level, and warnings
                                  within --max-warnings (or --exit-zero).
          1                       A finding at or above the fail level (invalid JSON
                                  is an error finding), or more warnings than
                                  --max-warnings. With --diff: a file would change.
          2                       The tool could not do its job: bad option, invalid
                                  configuration or baseline, missing or unreadable
                                  path, nothing to lint, unwritable output file.

        """

    private static func sections(_ subcommand: Subcommand, mainPage: Bool) -> String {
        var out = ""
        if !subcommand.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in subcommand.arguments { out += entry(argument.label, argument.help) }
        }
        out += "\nOPTIONS:\n"
        for option in subcommand.options { out += entry(option.label, option.help) }
        if mainPage { out += entry("--version", "Show the version.") }
        out += entry("-h, --help", "Show help information.")
        return out
    }

    /// `  label                   help…`, wrapped; a label too long for the column puts the
    /// help on the next line.
    static func entry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var lines = wrap(help, width: width - helpColumn)
        let head = "  " + label
        var out: String
        if head.count + 2 > helpColumn {
            out = head + "\n"
        } else {
            out = head + String(repeating: " ", count: helpColumn - head.count) + (lines.isEmpty ? "" : lines.removeFirst()) + "\n"
        }
        for line in lines { out += indent + line + "\n" }
        return out
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
