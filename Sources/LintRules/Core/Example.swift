/// A JSON document that documents a rule and tests it.
///
/// In a triggering example, each `↓` marks the exact place of one expected finding (it is removed
/// before linting); the generic rule test checks that the rule reports there and nowhere else. The
/// example remembers where it was written, so a failure points at it.
public struct Example: Sendable {
    /// The JSON text, with `↓` markers.
    public let marked: String
    /// Where the example is written.
    public let file: StaticString
    /// The line where the example is written.
    public let line: UInt

    /// Creates an example.
    public init(_ marked: String, file: StaticString = #filePath, line: UInt = #line) {
        self.marked = marked
        self.file = file
        self.line = line
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
