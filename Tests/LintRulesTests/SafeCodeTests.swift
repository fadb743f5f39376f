import Foundation
import Testing

/// Unsafe code lives in SizeModel's JSON folder only (issue 18): LintRules reads bytes through
/// slices, arrays and SizeModel's safe primitives (`ByteWords`, `DescriptorIO`).
@Suite struct SafeCodeTests {
    /// What marks unsafe code: pointer types and the closures and casts that hand one out. Words
    /// like `--unsafe-fixes` or `FixApplicability.unsafe` are not code that touches memory.
    static let markers = [
        "UnsafeMutable", "UnsafeRaw", "UnsafePointer", "UnsafeBufferPointer", "withUnsafe", "unsafeBitCast",
        "unsafeDowncast", "unsafeAddress", "Unmanaged", "withUTF8", "utf8Start", "withContiguousStorageIfAvailable",
        "withContiguousMutableStorageIfAvailable", "assumingMemoryBound", "bindMemory",
    ]

    /// Files that still hold unsafe code, each owned by other work: the engine files (issue 18's
    /// engine stage) and the JSON report writer, whose escaping loop is not yet moved. The list only shrinks.
    static let pending: Set<String> = [
        "Core/Linter.swift", "Core/MessageContext.swift", "Core/MessageQueue.swift", "Core/StreamedLint.swift",
        "Core/StreamDriver.swift", "Core/ByteSource.swift", "Core/FindingCollector.swift", "Core/BatchRule.swift",
        "Reports/JSONOutputWriter.swift",
    ]

    @Test func lintRulesHasNoUnsafeCodeOutsideThePendingFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LintRules")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var seen = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            seen += 1
            let relative = String(url.path.dropFirst(root.path.count + 1))
            guard !Self.pending.contains(relative) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            if let marker = Self.markers.first(where: { text.contains($0) }) { offenders.append("\(relative): \(marker)") }
        }
        #expect(seen > 100, "the sources were found")
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
