import SizeModel

/// One `ignores` entry of the configuration: findings in files matching `files`, at `pointer` or
/// below it, of `rules` (all rules when nil), are suppressed for `reason`.
///
/// JSON has no comments, and a marker key inside a payload would be sent to devices (or make FCM
/// reject the message), so suppressions live beside the payloads, never in them.
public struct Ignore: Sendable, Equatable {
    /// Path globs, relative to the configuration's directory (`payloads/legacy/*.json`).
    public let files: [String]
    /// The JSON Pointer the entry covers, with everything below it; nil covers the whole file.
    public let pointer: JSONPointer?
    /// The rule ids the entry covers; nil covers every rule.
    public let rules: Set<String>?
    /// Why the findings are accepted; shown in JSON and SARIF output.
    public let reason: String?

    let globs: [Glob]

    /// Creates an entry; throws when a glob is malformed.
    public init(files: [String], pointer: JSONPointer? = nil, rules: Set<String>? = nil, reason: String? = nil)
        throws(ConfigurationError)
    {
        var globs: [Glob] = []
        for file in files {
            do {
                globs.append(try Glob(file))
            } catch {
                throw ConfigurationError(message: "invalid glob \"\(file)\": \(error.reason)")
            }
        }
        self.files = files
        self.pointer = pointer
        self.rules = rules
        self.reason = reason
        self.globs = globs
    }

    /// Whether the entry applies to the file at `relativePath` (relative to the configuration's
    /// directory).
    func covers(path relativePath: String) -> Bool {
        globs.contains { $0.matches(relativePath) }
    }

    /// Whether the entry suppresses `finding` in a file it covers.
    func suppresses(_ finding: Finding) -> Bool {
        if let rules, !rules.contains(finding.ruleID) { return false }
        if let pointer, !pointer.isPrefix(of: finding.pointer) { return false }
        return true
    }

    public static func == (lhs: Ignore, rhs: Ignore) -> Bool {
        lhs.files == rhs.files && lhs.pointer == rhs.pointer && lhs.rules == rhs.rules && lhs.reason == rhs.reason
    }
}
