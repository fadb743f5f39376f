import SizeModel

/// The size options `check` and `size` share: thresholds and declared placeholder lengths.
///
/// Self-contained so the command-line parser needs one hook: `consume` takes an option it knows
/// and returns false for anything else.
struct SizeFlags: Equatable, Sendable {
    /// `--size-warning-bytes N`.
    var warningBytes: Int?
    /// `--size-limit-bytes N` (FCM's limit, for Android and web).
    var limitBytes: Int?
    /// `--apns-size-limit-bytes N`.
    var apnsLimitBytes: Int?
    /// `--placeholder NAME=N` (characters) or `NAME=Nb` (bytes), repeatable.
    var placeholders: [String: PlaceholderLimit] = [:]

    /// The help lines of these options, in `HelpText`'s layout.
    static let help = """
          --placeholder <name>=<n>
                                  Declare a template placeholder's longest fill: {{name}} or
                                  ${name} holds at most <n> characters (worst case 4 bytes
                                  each) or, written <n>b, <n> UTF-8 bytes. Repeatable.
          --size-warning-bytes <n>
                                  Warn when a payload is over <n> bytes. (default: 3500)
          --size-limit-bytes <n>  FCM's limit for Android and web payloads. (default: 4096)
          --apns-size-limit-bytes <n>
                                  APNs' limit for the iOS payload; VoIP pushes get 1024 more.
                                  (default: 4096)

        """

    /// Takes option `name` (with `inlineValue` from `--name=value`, else the next argument) when it
    /// is one of these; false for any other option.
    mutating func consume(
        _ name: String, _ inlineValue: String?, _ rest: inout ArraySlice<String>, subcommand: String
    ) throws(UsageError) -> Bool {
        switch name {
        case "--placeholder", "--size-warning-bytes", "--size-limit-bytes", "--apns-size-limit-bytes":
            break
        default:
            return false
        }
        guard let value = inlineValue ?? rest.popFirst() else {
            throw UsageError(message: "missing value for '\(name)'", subcommand: subcommand)
        }
        if name == "--placeholder" {
            guard let declaration = PlaceholderLimit.parseDeclaration(value) else {
                throw UsageError(
                    message: "invalid placeholder declaration '\(value)' (expected NAME=CHARACTERS or NAME=BYTESb, e.g. firstName=64)",
                    subcommand: subcommand)
            }
            placeholders[declaration.name] = declaration.limit
            return true
        }
        guard let number = Int(value), number > 0, number <= 1 << 30 else {
            throw UsageError(message: "invalid value '\(value)' for '\(name)' (expected a positive number of bytes)", subcommand: subcommand)
        }
        switch name {
        case "--size-warning-bytes": warningBytes = number
        case "--size-limit-bytes": limitBytes = number
        default: apnsLimitBytes = number
        }
        return true
    }

    /// Writes the options into `configuration`.
    func apply(to configuration: inout LintConfiguration) {
        if let warningBytes { configuration.sizeWarningBytes = warningBytes }
        if let limitBytes { configuration.sizeLimitBytes = limitBytes }
        if let apnsLimitBytes {
            let voipExtra = configuration.apnsVoIPSizeLimitBytes - configuration.apnsSizeLimitBytes
            configuration.apnsSizeLimitBytes = apnsLimitBytes
            configuration.apnsVoIPSizeLimitBytes = apnsLimitBytes + voipExtra
        }
        configuration.placeholderLimits.merge(placeholders) { _, new in new }
    }

    /// A configuration with these options over `base`.
    func configuration(over base: LintConfiguration = LintConfiguration()) -> LintConfiguration {
        var configuration = base
        apply(to: &configuration)
        return configuration
    }
}
