@testable import SizeModel
import Testing

/// A text parsed every way the engine and the library parse a document, for tests of what the
/// parser notes on the way (`ParseNotes`).
enum EveryParse {
    /// The documents of `text`: parsed whole, into a pooled table (a line of JSON Lines), and as
    /// the element of an array read element by element.
    static func documents(_ text: String) throws -> [(way: String, document: JSONDocument)] {
        let bytes = Array(text.utf8)
        var tables = JSONNodeTablePool()
        let line = try JSONParser().parse(bytes, range: 0..<bytes.count, fileOffset: 0, rootIndex: 0, tables: &tables)
        let array = Array("[\(text)]".utf8)
        let reader = JSONArrayReader()
        guard case .more(let first) = try reader.open(array, from: 0, end: array.count) else {
            Issue.record("the array is empty")
            return []
        }
        let element = try reader.element(array, at: first, end: array.count, index: 0).document
        return [
            ("parse", try JSONParser().parse(bytes)),
            ("tables", line),
            ("element", element),
        ]
    }
}
