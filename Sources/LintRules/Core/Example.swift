/// A JSON document that documents a rule and tests it.
///
/// In a triggering example, each `↓` marks the exact place of one expected finding (it is removed
/// before linting); the generic rule test checks that the rule reports there and nowhere else. The
/// example remembers where it was written, so a failure points at it. An example of a rule whose
/// verdict depends on what the app does carries the `app` declaration it is linted with.
public struct Example: Sendable {
    /// The JSON text, with `↓` markers.
    public let marked: String
    /// What the configuration declares about the app when the example is linted (nothing by
    /// default).
    public let app: AppDeclaration
    /// Where the example is written.
    public let file: StaticString
    /// The line where the example is written.
    public let line: UInt

    /// Creates an example.
    public init(_ marked: String, app: AppDeclaration = AppDeclaration(), file: StaticString = #filePath, line: UInt = #line) {
        self.marked = marked
        self.app = app
        self.file = file
        self.line = line
    }

    /// The configuration an example is linted with: the rule under test turned on (opt-in rules
    /// included) and the example's app declaration.
    public func configuration(enabling ruleID: String) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.enabledOptInRules = [ruleID]
        configuration.app = app
        return configuration
    }

    /// The marker character.
    public static let marker: Character = "↓"

    /// The JSON text without markers.
    public var json: String { marked.filter { $0 != Example.marker } }

    /// The UTF-8 byte offsets of the markers in `json`.
    public var markerOffsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in marked {
            if character == Example.marker {
                offsets.append(offset)
            } else {
                offset += character.utf8.count
            }
        }
        return offsets
    }
}
