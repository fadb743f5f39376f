/// An input that was not linted because it is not a push payload, with why.
package struct SkippedInput: Sendable, Equatable {
    /// The path as shown.
    package let path: String
    /// Why: "not a push payload: an object with "name", "version", …".
    package let reason: String

    /// Records that the input shown as `path` was skipped, and why.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
