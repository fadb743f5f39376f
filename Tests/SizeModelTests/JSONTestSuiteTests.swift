import Foundation
import SizeModel
import Testing

/// Runs the parser over every `test_parsing/` case of Nicolas Seriot's JSONTestSuite, copied into
/// `Tests/Conformance/JSONTestSuite/` so the tests need nothing outside the repository.
@Suite(.timeLimit(.minutes(1)))
struct JSONTestSuiteTests {
    /// `Tests/Conformance/JSONTestSuite/test_parsing`, found relative to this source file.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Conformance/JSONTestSuite/test_parsing", isDirectory: true)

    /// Every case file name, sorted.
    static let allNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let acceptNames = allNames.filter { $0.hasPrefix("y_") }
    static let rejectNames = allNames.filter { $0.hasPrefix("n_") }
    static let eitherNames = allNames.filter { $0.hasPrefix("i_") }

    /// The bytes of a case and where the JSON text starts in them: after a UTF-8 byte-order mark,
    /// which the linter reports and skips before calling the parser.
    static func load(_ name: String) throws -> (bytes: [UInt8], start: Int) {
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
        let start = ByteOrderMark.detect(in: bytes) == .utf8 ? ByteOrderMark.utf8.bytes.count : 0
        return (bytes, start)
    }

    /// Guards against the parameterized tests silently running zero cases.
    @Test func corpusIsCompleteAndLicensed() throws {
        #expect(Self.acceptNames.count == 95)
        #expect(Self.rejectNames.count == 188)
        #expect(Self.eitherNames.count == 35)
        #expect(Self.allNames.count == 318)
        let license = try String(
            contentsOf: Self.directory.deletingLastPathComponent().appendingPathComponent("LICENSE"),
            encoding: .utf8)
        #expect(license.contains("MIT License"))
        #expect(license.contains("Nicolas Seriot"))
    }

    /// `y_` cases must parse; the value must end inside the file with only whitespace after it,
    /// and its compact size can never exceed the source (re-escaping never lengthens valid JSON).
    @Test(arguments: acceptNames)
    func accepts(_ name: String) throws {
        let (bytes, start) = try Self.load(name)
        let document = try JSONParser().parse(bytes, range: start..<bytes.count)
        let root = document.root
        #expect(document.nodeCount >= 1)
        #expect(root.startOffset >= start)
        #expect(root.endOffset <= bytes.count)
        let isWhitespace: (UInt8) -> Bool = { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        #expect(bytes[start..<root.startOffset].allSatisfy(isWhitespace))
        #expect(bytes[root.endOffset...].allSatisfy(isWhitespace))
        #expect(CompactJSONSize.of(root) <= root.endOffset - root.startOffset)
    }

    /// `n_` cases must be rejected with a `JSONSyntaxError` located inside the file.
    @Test(arguments: rejectNames)
    func rejects(_ name: String) throws {
        let (bytes, start) = try Self.load(name)
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser().parse(bytes, range: start..<bytes.count)
        }
        guard let error else { return }
        #expect((0...bytes.count).contains(error.offset), "offset \(error.offset) of \(bytes.count)")
        #expect(!error.description.isEmpty)
    }

    /// `i_` cases may go either way, but must finish (the suite's time limit) without crashing, and
    /// whichever way they go the result must be well-formed.
    @Test(arguments: eitherNames)
    func eitherAcceptsOrRejectsCleanly(_ name: String) throws {
        let (bytes, start) = try Self.load(name)
        do throws(JSONSyntaxError) {
            let document = try JSONParser().parse(bytes, range: start..<bytes.count)
            #expect(document.nodeCount >= 1)
            #expect(document.root.endOffset <= bytes.count)
        } catch {
            #expect((0...bytes.count).contains(error.offset), "offset \(error.offset) of \(bytes.count)")
        }
    }
}
