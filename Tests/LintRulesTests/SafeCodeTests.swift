import Foundation
import Testing

/// Unsafe code lives in SizeModel's JSON folder only (issue 18); everything else, the size model
/// included, reads bytes through slices, arrays and that folder's safe primitives (`ByteWords`,
/// `DescriptorIO`, `ByteSearch`, `RetainedObjects`, `BorrowedReference`, `JSONStringEscaper`,
/// `LazyValue`, the protobuf field lookups).
@Suite struct SafeCodeTests {
    /// What marks unsafe code: pointer types and the closures and casts that hand one out. Words
    /// like `--unsafe-fixes` or `FixApplicability.unsafe` are not code that touches memory.
    static let markers = [
        "UnsafeMutable", "UnsafeRaw", "UnsafePointer", "UnsafeBufferPointer", "withUnsafe", "unsafeBitCast",
        "unsafeDowncast", "unsafeAddress", "Unmanaged", "withUTF8", "utf8Start", "withContiguousStorageIfAvailable",
        "withContiguousMutableStorageIfAvailable", "assumingMemoryBound", "bindMemory",
    ]

    /// The one folder where unsafe code may be.
    static let unsafeFolder = "SizeModel/JSON/"

    @Test func noUnsafeCodeOutsideSizeModelsJSONFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var seen = 0
        var sizeModelFilesChecked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            seen += 1
            let relative = String(url.path.dropFirst(root.path.count + 1))
            guard !relative.hasPrefix(Self.unsafeFolder) else { continue }  // the parser and its primitives
            if relative.hasPrefix("SizeModel/") { sizeModelFilesChecked += 1 }
            let text = try String(contentsOf: url, encoding: .utf8)
            if let marker = Self.markers.first(where: { text.contains($0) }) { offenders.append("\(relative): \(marker)") }
        }
        #expect(seen > 100, "the sources were found")
        #expect(sizeModelFilesChecked > 10, "the size model (SizeModel/Size) is checked too")
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
