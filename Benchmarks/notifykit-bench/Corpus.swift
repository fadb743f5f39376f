import Foundation

/// The benchmark's input files, generated deterministically into one directory.
struct Corpus {
    /// What to generate.
    struct Sizes: Equatable, CustomStringConvertible {
        var jsonLinesMessages = 100_000
        var arrayMegabytes = 100
        var directoryFiles = 2_000
        var findingsMessages = 100_000
        var manyFindingsMessages = 1_000_000

        var description: String {
            "jsonl=\(jsonLinesMessages) array-mb=\(arrayMegabytes) files=\(directoryFiles) findings=\(findingsMessages) many-findings=\(manyFindingsMessages) generator=5"
        }
    }

    let directory: String
    let sizes: Sizes

    var jsonLines: String { directory + "/messages.jsonl" }
    var jsonLinesHalf: String { directory + "/messages-half.jsonl" }
    var array: String { directory + "/batch.json" }
    var arrayHalf: String { directory + "/batch-half.json" }
    var preCommit: String { directory + "/precommit" }
    var single: String { directory + "/single.json" }
    var findings: String { directory + "/findings.jsonl" }
    var findingsHalf: String { directory + "/findings-half.jsonl" }
    var manyFindings: String { directory + "/many-findings.jsonl" }
    var manyFindingsTenth: String { directory + "/many-findings-tenth.jsonl" }
    var manyFindingsArray: String { directory + "/many-findings.json" }
    var stamp: String { directory + "/corpus.stamp" }

    /// Generates the files unless the directory already holds this corpus.
    func prepare(log: (String) -> Void) throws {
        if let existing = try? String(contentsOfFile: stamp, encoding: .utf8), existing == sizes.description {
            log("corpus: reusing \(directory)")
            return
        }
        log("corpus: generating into \(directory) …")
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: preCommit, withIntermediateDirectories: true)

        // (a) JSON Lines: one compact message per line; the half file is its first half.
        var generator = MessageGenerator(seed: 0x6E6B_6C69_6E74_0001)
        let lines = FileWriter(path: jsonLines)
        let half = FileWriter(path: jsonLinesHalf)
        for index in 0..<sizes.jsonLinesMessages {
            var line = generator.next().compact()
            line.append(0x0A)
            lines.write(line)
            if index < sizes.jsonLinesMessages / 2 { half.write(line) }
        }
        lines.close()
        half.close()

        // (b) One JSON array (a sendEach batch): one compact message per line, as exports write
        // them, until the target size. The same messages as (a), in the same order, then more:
        // the two cases differ only in how the messages are framed, so their speeds compare.
        generator = MessageGenerator(seed: 0x6E6B_6C69_6E74_0001)
        let target = sizes.arrayMegabytes * 1_000_000
        var elements: [[UInt8]] = []
        var total = 0
        while total < target {
            let element = generator.next().compact()
            total += element.count + 2
            elements.append(element)
        }
        writeArray(elements, to: array)
        writeArray(Array(elements.prefix(elements.count / 2)), to: arrayHalf)
        elements = []

        // (c) The pre-commit case: pretty-printed files, 100 per folder.
        generator = MessageGenerator(seed: 0x6E6B_6C69_6E74_0003)
        for index in 0..<sizes.directoryFiles {
            let folder = preCommit + "/team-\(index / 100)"
            if index % 100 == 0 { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let writer = FileWriter(path: folder + "/push-\(index).json")
            writer.write(generator.next().pretty())
            writer.close()
        }

        // (d) The paste case: one pretty-printed Notify Kit message.
        generator = MessageGenerator(seed: 0x6E6B_6C69_6E74_0004)
        var message = generator.next()
        var attempts = 0
        while !Self.isNotifyKit(message) && attempts < 100 {
            message = generator.next()
            attempts += 1
        }
        let writer = FileWriter(path: single)
        writer.write(message.pretty())
        writer.close()

        // (e) The findings-heavy corpus: JSON Lines, every message with at least one finding.
        var heavy = FindingsHeavyGenerator(seed: 0x6E6B_6C69_6E74_0005)
        let heavyLines = FileWriter(path: findings)
        let heavyHalf = FileWriter(path: findingsHalf)
        for index in 0..<sizes.findingsMessages {
            let (message, escaped) = heavy.next()
            var line = message.compact(escapingNonASCII: escaped)
            line.append(0x0A)
            heavyLines.write(line)
            if index < sizes.findingsMessages / 2 { heavyHalf.write(line) }
        }
        heavyLines.close()
        heavyHalf.close()

        // (f) Many findings: a small message with one finding, again and again.
        ManyFindings.write(messages: sizes.manyFindingsMessages, jsonLines: manyFindings, tenth: manyFindingsTenth, array: manyFindingsArray)

        try sizes.description.write(toFile: stamp, atomically: true, encoding: .utf8)
    }

    static func isNotifyKit(_ value: JSONText) -> Bool {
        String(decoding: value.compact(), as: UTF8.self).contains("notifee_options")
    }

    private func writeArray(_ elements: [[UInt8]], to path: String) {
        let writer = FileWriter(path: path)
        writer.write(Array("[\n".utf8))
        for (index, element) in elements.enumerated() {
            writer.write(element)
            writer.write(Array((index + 1 < elements.count ? ",\n" : "\n").utf8))
        }
        writer.write(Array("]\n".utf8))
        writer.close()
    }
}

/// Buffered writes to a new file.
final class FileWriter {
    private let file: UnsafeMutablePointer<FILE>?

    init(path: String) {
        file = fopen(path, "wb")
        if file == nil { fatalError("cannot create \(path)") }
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
    }

    func close() {
        fclose(file)
    }
}
