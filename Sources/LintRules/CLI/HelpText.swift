/// The help pages, in swift-argument-parser's layout.
enum HelpText {
    static let main = """
        OVERVIEW: Lint Firebase Cloud Messaging payloads and measure their size before they ship.

        USAGE: notifykit-lint [check] [<options>] [<paths> ...]

        ARGUMENTS:
          <paths>                 Payload files, directories (searched for *.json, *.jsonl and
                                  *.ndjson), or - for standard input. (default: .)

        OPTIONS:
          -f, --format <format>   Output format: text, json. (default: text)
          --shape <shape>         Lint every message as v1-request, v1-message, admin, legacy,
                                  apns-payload or device-capture instead of detecting it.
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          check (default)         Lint payload files.
          rules                   List every rule.
          explain                 Explain a rule: the platform fact, sources, examples.
          version                 Show the version.

        EXIT CODES:
          0  no finding at error severity
          1  findings at error severity (an invalid JSON file counts)
          2  the tool could not do its job (bad option, unreadable or missing path)

          See 'notifykit-lint help <subcommand>' for detailed help.

        """

    static let rules = """
        OVERVIEW: List every rule: id, default severity, area and summary.

        USAGE: notifykit-lint rules [--format <format>]

        OPTIONS:
          -f, --format <format>   text, json or markdown (the README's table). (default: text)
          -h, --help              Show help information.

        """

    static let explain = """
        OVERVIEW: Explain a rule: what it catches, the platform fact behind it, its sources,
        upstream error texts and examples.

        USAGE: notifykit-lint explain <rule-id>

        ARGUMENTS:
          <rule-id>               A rule id, as printed in findings (e.g. data-value-not-string).

        OPTIONS:
          -h, --help              Show help information.

        """

    static let version = """
        OVERVIEW: Show the version.

        USAGE: notifykit-lint version

        """

    static func page(for subcommand: String?) -> String? {
        switch subcommand {
        case nil, "check"?: return main
        case "rules"?: return rules
        case "explain"?: return explain
        case "version"?: return version
        case "help"?: return main
        default: return nil
        }
    }
}
