import LintRules
import SizeModel

// MARK: - The size options of `check` and `size`

extension OptionSpec {
    /// Declared placeholders and size thresholds (`check`, `size`).
    static let size: [OptionSpec] = [
        OptionSpec(
            ["--placeholder"], value: "<name>=<n>",
            help: """
                Declare a template placeholder's longest fill: {{name}} or ${name} holds at most n \
                characters (worst case 4 bytes each) or, written <n>b, n UTF-8 bytes. Repeatable; \
                over the configuration's placeholders.
                """
        ) { options, value throws(UsageError) in
            guard let declaration = PlaceholderLimit.parseDeclaration(value) else {
                throw UsageError(
                    "invalid placeholder declaration '\(value)' (expected NAME=CHARACTERS or NAME=BYTESb, e.g. firstName=64)")
            }
            options.placeholders[declaration.name] = declaration.limit
        },
        OptionSpec(
            ["--size-warning-bytes"], value: "<n>",
            help: "Warn when a payload is over n bytes (overrides sizeWarningBytes). (default: 3500)"
        ) { options, value throws(UsageError) in
            options.sizeWarningBytes = try byteCount(value, "--size-warning-bytes")
        },
        OptionSpec(
            ["--size-limit-bytes"], value: "<n>",
            help: "FCM's limit for the Android and web payloads (overrides sizeLimitBytes). (default: 4096)"
        ) { options, value throws(UsageError) in
            options.sizeLimitBytes = try byteCount(value, "--size-limit-bytes")
        },
        OptionSpec(
            ["--apns-size-limit-bytes"], value: "<n>",
            help: "APNs' limit for the iOS payload; VoIP pushes get 1024 more. (default: 4096)"
        ) { options, value throws(UsageError) in
            options.apnsSizeLimitBytes = try byteCount(value, "--apns-size-limit-bytes")
        },
    ]

    /// Where the size report goes and how it looks (`size`): only the formats and options the
    /// size report honours, so `size --help` lists no more and anything else is a usage error.
    static let sizeOutput: [OptionSpec] = [
        OptionSpec(
            ["-f", "--format"], value: "<format>[=<file>]",
            help: """
                Output format: \(SizeCommand.formats.joined(separator: ", ")). Repeatable; format=file writes \
                to a file, and at most one format goes to standard output. (default: text)
                """
        ) { options, value throws(UsageError) in
            let request = try FormatRequest(parsing: value)
            guard SizeCommand.formats.contains(request.format) else {
                throw UsageError(
                    "the size report is written as \(SizeCommand.formats.joined(separator: " or ")); '\(request.format)' is a format for findings ('notifykit-lint check -f \(request.format)')")
            }
            options.formats.append(request)
        },
        OptionSpec(["-q", "--quiet"], help: "Leave out the closing summary line.") { options, _ in
            options.quiet = true
        },
    ]

    /// `size --top`.
    static let sizeReport: [OptionSpec] = [
        OptionSpec(["--top"], value: "<n>", help: "Fields listed per figure in text output. (default: 10)") {
            options, value throws(UsageError) in
            guard let count = Int(value), count >= 0 else {
                throw UsageError("'--top' needs a whole number ≥ 0; found '\(value)'")
            }
            options.sizeTop = count
        }
    ]

    private static func byteCount(_ value: String, _ name: String) throws(UsageError) -> Int {
        guard let number = Int(value), number > 0, number <= 1 << 30 else {
            throw UsageError("'\(name)' needs a positive number of bytes; found '\(value)'")
        }
        return number
    }
}

extension CommandOptions {
    /// Writes the size options over the configuration's settings.
    func applySizeOverrides(to lint: inout LintConfiguration) {
        if let sizeWarningBytes { lint.sizeWarningBytes = sizeWarningBytes }
        if let sizeLimitBytes { lint.sizeLimitBytes = sizeLimitBytes }
        if let apnsSizeLimitBytes {
            let voipExtra = lint.apnsVoIPSizeLimitBytes - lint.apnsSizeLimitBytes
            lint.apnsSizeLimitBytes = apnsSizeLimitBytes
            lint.apnsVoIPSizeLimitBytes = apnsSizeLimitBytes + voipExtra
        }
        lint.placeholders.merge(placeholders) { _, new in new }
    }
}
