import SizeModel

/// What the engine checks and how strictly: rule switches, severities and size thresholds.
public struct LintConfiguration: Sendable {
    /// Rules turned off.
    public var disabledRules: Set<String> = []
    /// Opt-in rules turned on (at their default severity).
    public var enabledOptInRules: Set<String> = []
    /// Severities that replace a rule's default; setting one also turns an opt-in rule on.
    public var severityOverrides: [String: Severity] = [:]
    /// A message larger than this many bytes gets a `size-warn` warning (Notify Kit's threshold).
    public var sizeWarningBytes = 3500
    /// A message larger than this many bytes is rejected by FCM (`size-fcm-limit`).
    public var sizeLimitBytes = 4096
    /// An APNs payload larger than this many bytes is rejected by APNs (`size-apns-limit`).
    public var apnsSizeLimitBytes = 4096
    /// The APNs limit for VoIP pushes (`apns-push-type: voip`).
    public var apnsVoIPSizeLimitBytes = 5120
    /// The deepest nesting of objects and arrays the parser accepts.
    public var maximumDepth = 512
    /// The most findings one rule reports in one file; the rest are counted in one last finding
    /// of that rule ("… more like this"), so output and memory stay bounded on hostile input.
    public var maximumFindingsPerRule = 1000
    /// The shape every message is linted as (`--shape`); nil detects it per message.
    public var shape: MessageShape? = nil
    /// The time of the lint run in seconds since 1970, for rules that compare against the clock
    /// (`apns-expiration-relative` flags an expiration already in the past). Nil (the default)
    /// keeps findings independent of when the linter runs; those rules then use fixed bounds only.
    public var lintTime: Int? = nil
    /// Declared maximum lengths of template placeholders (`{{name}}`, `${name}`), by name
    /// (configuration key `placeholders`, `--placeholder name=64`): the size model counts each at
    /// its worst case.
    public var placeholders: [String: PlaceholderLimit] = [:]
    /// Suppressions (configuration key `ignores`), applied by `Linter.lint(_:path:)`.
    public var ignores: [Ignore] = []
    /// What the app does with messages (configuration key `app`), for the rules whose verdict
    /// depends on it.
    public var app = AppDeclaration()
    /// The absolute directory that ignore globs are relative to (the configuration file's
    /// directory); nil means the current directory.
    public var baseDirectory: String? = nil

    /// The default configuration: every rule at its default severity.
    public init() {}

    /// The severity the rule reports at, or nil when it is off.
    public func severity(for rule: RuleDescription) -> Severity? {
        if disabledRules.contains(rule.id) { return nil }
        if let severity = severityOverrides[rule.id] { return severity }
        if rule.isOptIn && !enabledOptInRules.contains(rule.id) { return nil }
        return rule.defaultSeverity
    }
}
