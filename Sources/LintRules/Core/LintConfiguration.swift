/// What the engine checks and how strictly: rule switches, severities and size thresholds.
public struct LintConfiguration: Sendable {
    /// Rules turned off.
    public var disabledRules: Set<String> = []
    /// Severities that replace a rule's default.
    public var severityOverrides: [String: Severity] = [:]
    /// A message larger than this many bytes gets a `size-warn` warning (Notify Kit's threshold).
    public var sizeWarningBytes = 3500
    /// A message larger than this many bytes is rejected by FCM (`size-fcm-limit`).
    public var sizeLimitBytes = 4096
    /// The deepest nesting of objects and arrays the parser accepts.
    public var maximumDepth = 512
    /// The most findings one rule reports in one file; the rest are counted in one last finding
    /// of that rule ("… more like this"), so output and memory stay bounded on hostile input.
    public var maximumFindingsPerRule = 1000

    /// The default configuration: every rule at its default severity.
    public init() {}

    /// The severity rule `id` reports at, or nil when it is off.
    public func severity(for id: String, default defaultSeverity: Severity) -> Severity? {
        if disabledRules.contains(id) { return nil }
        return severityOverrides[id] ?? defaultSeverity
    }
}
