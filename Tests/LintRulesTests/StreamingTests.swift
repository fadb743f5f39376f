import Foundation
import SizeModel
import Testing

@testable import LintRules

/// An input cut into many runs (a batch array or JSON Lines read part by part, linted on several
/// cores) gives exactly the findings of the same input linted as one run (`lint(_:)`,
/// `lint(jsonLines:)`): rule, severity, message, pointer, line, column, offset and fix, and the
/// same source excerpts.
@Suite struct StreamingTests {
    // MARK: - Inputs

    /// Every fixture that is one valid message object, as written (pretty-printed).
    static let messages: [String] = {
        var texts: [String] = []
        for folder in ["good", "bad"] {
            let directory = fixturesDirectory.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else { continue }
                let bytes = [UInt8](data)
                guard ByteOrderMark.detect(in: bytes) == nil, let document = try? JSONParser().parse(bytes),
                    document.root.isObject, !bytes.contains(0x0D)
                else { continue }
                texts.append(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        texts.append(
            #"{"message": {"topic": "news", "data": {"名前": 7, "emoji😀": "🎉"}, "notification": {"title": "こんにちは 🎉 — ünïcödé", "image": "http://example.com/a.png"}}}"#)
        texts.append(#"{"message": {"token": "t", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi 🎉\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",\"style\":{\"type\":\"BIG_PICTURE\",\"picture\":\"http://x.example/p.png\"}}}"}}}"#)
        // Shapes other than HTTP v1, twice in a row: shape-detected reports only a change.
        texts.append(#"{"aps": {"alert": "A"}, "orderId": "1"}"#)
        texts.append(#"{"aps": {"alert": "B"}, "orderId": "2"}"#)
        texts.append(#"{"to": "abc", "data": {"k": "v"}}"#)
        texts.append(#"{"to": "abd", "data": {"k": "w"}}"#)
        texts.append("42")
        texts.append(#""not a message""#)
        return texts
    }()

    /// One line: the JSON text with its line ends and indentation removed (JSON strings hold no
    /// raw line ends, so this keeps the value).
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Batch files in several layouts, with enough elements for the batch rules.
    static var batches: [(name: String, text: String)] {
        var elements = messages
        // Five collapse keys to one token, then 500+ elements in all.
        for key in 1...5 {
            elements.append(#"{"message": {"token": "abc:APA91b", "android": {"collapse_key": "k\#(key)"}, "data": {"k": "v"}}}"#)
        }
        let filler = #"{"message": {"topic": "news", "data": {"n": "1"}}}"#
        var big = elements
        while big.count < 510 { big.append(filler) }
        let pretty = "[\n" + elements.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: ",\n") + "\n]\n"
        return [
            ("pretty", pretty),
            ("one line", "[" + elements.map(oneLine).joined(separator: ", ") + "]"),
            ("one per line", "[\n" + elements.map(oneLine).joined(separator: ",\n") + "\n]"),
            ("crlf", pretty.replacingOccurrences(of: "\n", with: "\r\n")),
            ("lone cr", pretty.replacingOccurrences(of: "\n", with: "\r")),
            ("byte-order mark", "\u{FEFF}" + pretty),
            ("more than 500", "[" + big.map(oneLine).joined(separator: ",\n") + "]"),
            ("empty", " [ ] \n"),
            ("one element", "[{\"message\": {\"topic\": \"news\", \"data\": {\"x\": 1}}}]"),
        ]
    }

    /// Ways to cut the input: tiny segments cut between almost every element.
    static let settings: [RunSettings] = [
        RunSettings(jobs: 1, blockSize: 600, segmentSize: 1),
        RunSettings(jobs: 4, blockSize: 1000, segmentSize: 97),
        RunSettings(jobs: 3),
    ]

    // MARK: - Comparing

    static func streamed(_ bytes: [UInt8], _ format: InputLayout, _ settings: RunSettings, linter: Linter = Linter()) -> LintedInput {
        (try? linter.lintRuns(MemoryByteSource(bytes: bytes), format: format, settings: settings)) ?? LintedInput()
    }

    /// Fails with the first difference between the findings of one run and those of many.
    static func expectSame(_ bytes: [UInt8], _ format: InputLayout, _ label: String, linter: Linter = Linter()) {
        let whole = format == .array ? linter.lint(bytes) : linter.lint(jsonLines: bytes)
        for setting in settings {
            let stream = streamed(bytes, format, setting, linter: linter)
            let context = "\(label), segments of \(setting.segmentSize), \(setting.jobs) jobs"
            #expect(stream.findings.count == whole.count, "\(context): \(stream.findings.count) findings instead of \(whole.count)")
            for (expected, actual) in zip(whole, stream.findings) where expected != actual {
                Issue.record("\(context):\n  whole:    \(describe(expected))\n  streamed: \(describe(actual))")
                return
            }
            for finding in whole {
                let wholeExcerpt = SourceExcerpt(source: bytes, finding: finding)
                guard let window = stream.excerpts[ExcerptKey(finding)] else {
                    Issue.record("\(context): no excerpt for \(describe(finding))")
                    return
                }
                let excerpt = SourceExcerpt(window: window, finding: finding)
                if excerpt.text != wholeExcerpt.text || excerpt.caret != wholeExcerpt.caret {
                    Issue.record(
                        "\(context): excerpt of \(describe(finding))\n  whole:    \(wholeExcerpt.text)\n            \(wholeExcerpt.caret)\n  streamed: \(excerpt.text)\n            \(excerpt.caret)")
                    return
                }
            }
        }
    }

    static func describe(_ finding: Finding) -> String {
        "\(finding.start.line):\(finding.start.column)@\(finding.start.offset)-\(finding.end.line):\(finding.end.column)@\(finding.end.offset) \(finding.severity) \(finding.ruleID) \(finding.pointer) \(finding.message)"
    }

    // MARK: - Batches

    @Test func batchesGiveTheWholeFileFindings() {
        for (name, text) in Self.batches {
            Self.expectSame(Array(text.utf8), .array, name)
        }
    }

    @Test func batchHasFindingsInsideBlobsAndFromBatchRules() {
        let bytes = Array(Self.batches.first { $0.name == "more than 500" }!.text.utf8)
        let findings = Linter().lint(bytes)
        let rules = Set(findings.map(\.ruleID))
        #expect(rules.contains("routing-multicast-limit"))
        #expect(rules.contains("android-collapse-key-info"))
        #expect(findings.contains { $0.pointer.tokens.contains("notifee_options") && $0.pointer.tokens.count > 4 })
        #expect(findings.contains { $0.ruleID == "shape-not-object" })
    }

    /// An element that is not valid JSON makes the whole batch one `invalid-json` finding, at the
    /// same place and with the same text as a parse of the whole text, wherever the cuts fall.
    @Test func invalidBatchesGiveOneInvalidJSONFinding() {
        let elements = Self.messages.suffix(8).map(Self.oneLine)
        let broken = [
            #"{"a": }"#, #"{"a": 1"#, #"{"a": "\x"}"#, #"{"a": 01}"#, #"{"a": 1} {"b": 2}"#, "{\"a\": \"tab\there\"}",
            #"{"a": "\uD800"}"#, #"{"a": tru}"#, #"{"a": [1, 2}"#, #"{"a": "caf\#u{E9}"#, String(repeating: "[", count: 600),
            #"{"a": 1},"#,
        ]
        for (number, bad) in broken.enumerated() {
            for position in [0, 3, elements.count - 1] {
                var list = elements
                list[position] = bad
                let text = "[\n" + list.joined(separator: ",\n") + "\n]\n"
                Self.expectSame(Array(text.utf8), .array, "broken \(number) at \(position)")
            }
        }
        let valid = "[\n" + elements.joined(separator: ",\n") + "\n]"
        var truncations = [valid + " x", valid + "]", "\u{FEFF}" + valid + ",", String(valid.dropLast()), "[" + elements[0] + ",]"]
        for cut in stride(from: 1, to: valid.utf8.count, by: 61) {
            truncations.append(String(decoding: Array(valid.utf8).prefix(cut), as: UTF8.self))
        }
        for (number, text) in truncations.enumerated() {
            Self.expectSame(Array(text.utf8), .array, "truncated \(number)")
        }
        var invalidUTF8 = Array(valid.utf8)
        if let quote = invalidUTF8.indices.dropFirst(200).first(where: { invalidUTF8[$0] == UInt8(ascii: "\"") }) {
            invalidUTF8.insert(contentsOf: [0xC3, 0x28], at: quote + 1)
        }
        Self.expectSame(invalidUTF8, .array, "invalid UTF-8")
    }

    // MARK: - JSON Lines

    static var jsonLines: [(name: String, text: String)] {
        let lines = messages.map(oneLine)
        var mixed = lines
        mixed.insert("", at: 2)
        mixed.insert("   \t", at: 4)
        mixed.insert(#"{"message": {"topic": "news", "data": {"x": 1}"#, at: 6)  // invalid, unclosed
        mixed.insert(#"[{"topic": "a", "data": {"n": 1}}, 7]"#, at: 8)  // a batch on one line
        mixed.insert("{\"a\": \"\u{1F600}\" \"b\"}", at: 10)  // invalid: missing comma after multi-byte text
        let plain = lines.joined(separator: "\n") + "\n"
        return [
            ("plain", plain),
            ("mixed", mixed.joined(separator: "\n")),
            ("crlf", mixed.joined(separator: "\r\n") + "\r\n"),
            ("byte-order mark", "\u{FEFF}" + plain),
            ("no final line end", lines.joined(separator: "\n")),
            ("blank", "\n\n  \n"),
            ("lone cr inside lines", mixed.joined(separator: "\n").replacingOccurrences(of: ", ", with: ",\r")),
        ]
    }

    @Test func jsonLinesGiveTheWholeFileFindings() {
        for (name, text) in Self.jsonLines {
            Self.expectSame(Array(text.utf8), .jsonLines, name)
        }
    }

    @Test func jsonLinesInvalidLineIsReportedAndTheOthersLinted() {
        let text = Self.jsonLines.first { $0.name == "mixed" }!.text
        let findings = Linter().lint(jsonLines: Array(text.utf8))
        let invalid = findings.filter { $0.ruleID == "invalid-json" }
        #expect(invalid.count == 2)
        // The line's record number, then the container the mistake is in (the unclosed "message").
        #expect(invalid.allSatisfy { $0.pointer.tokens.first.flatMap { Int($0) } != nil })
        #expect(invalid.map { Array($0.pointer.tokens.dropFirst()) } == [["message"], []])
        #expect(findings.contains { $0.ruleID == "data-value-not-string" && $0.start.line > 12 })
    }

    // MARK: - Configuration and cores

    /// A line or an element that does not end within the message limit stops the read with an
    /// error naming where it starts; messages below the limit are linted as usual.
    @Test func aMessageOverTheLimitIsRefused() throws {
        var settings = RunSettings(jobs: 2, blockSize: 600, segmentSize: 97)
        settings.maximumMessageBytes = 4_000
        let message = #"{"message": {"topic": "news", "data": {"k": "v"}}}"#
        let huge = #"{"message": {"topic": "news", "data": {"k": ""# + String(repeating: "x", count: 5_000) + #""}}}"#
        let lines = Array((message + "\n" + message + "\n" + huge + "\n" + message + "\n").utf8)
        let linesError = #expect(throws: ReadError.self) {
            try Linter().lintRuns(MemoryByteSource(bytes: lines), format: .jsonLines, settings: settings)
        }
        #expect(linesError?.reason.hasPrefix("a line starting near byte \(2 * (message.utf8.count + 1)) is over the 3.9 KiB limit for one message") == true)
        let array = Array(("[" + message + ", " + huge + "]").utf8)
        let arrayError = #expect(throws: ReadError.self) {
            try Linter().lintRuns(MemoryByteSource(bytes: array), format: .array, settings: settings)
        }
        #expect(arrayError?.reason.hasPrefix("an element of the array starting near byte") == true)
        settings.maximumMessageBytes = 6_000
        let linted = try Linter().lintRuns(MemoryByteSource(bytes: lines), format: .jsonLines, settings: settings)
        #expect(linted.findings.map(\.ruleID) == Self.streamed(lines, .jsonLines, RunSettings()).findings.map(\.ruleID))
    }

    @Test func configurationAppliesToStreamedBatches() {
        var configuration = LintConfiguration()
        configuration.disabledRules = ["routing-multicast-limit", "data-value-not-string"]
        configuration.severityOverrides = ["android-collapse-key-info": .error]
        let linter = Linter(configuration: configuration)
        for (name, text) in Self.batches where name == "more than 500" || name == "pretty" {
            Self.expectSame(Array(text.utf8), .array, name, linter: linter)
        }
        // At most two findings per rule and file: the same ones kept, the same summaries.
        var limited = LintConfiguration()
        limited.maximumFindingsPerRule = 2
        for (name, text) in Self.batches where name == "more than 500" || name == "one per line" {
            Self.expectSame(Array(text.utf8), .array, name + ", two per rule", linter: Linter(configuration: limited))
        }
        for (name, text) in Self.jsonLines where name == "mixed" {
            Self.expectSame(Array(text.utf8), .jsonLines, name + ", two per rule", linter: Linter(configuration: limited))
        }
    }

    /// The same input on one core and on many gives byte-identical reports.
    @Test func oneCoreAndManyCoresGiveIdenticalOutput() throws {
        let directory = TemporaryDirectory()
        var big = "["
        for index in 0..<3000 {
            if index > 0 { big += ",\n" }
            big += Self.oneLine(Self.messages[index % Self.messages.count])
        }
        big += "]\n"
        let batch = directory.path + "/batch.json"
        try big.write(toFile: batch, atomically: true, encoding: .utf8)
        let lines = directory.path + "/messages.jsonl"
        try Self.jsonLines.map(\.text).joined(separator: "\n").write(toFile: lines, atomically: true, encoding: .utf8)
        for format in ["text", "json", "sarif"] {
            let one = ToolRun(["check", "--no-config", "--jobs", "1", "-f", format, batch, lines], in: directory.path)
            let many = ToolRun(["check", "--no-config", "--jobs", "8", "-f", format, batch, lines], in: directory.path)
            #expect(one.status == 1)
            #expect(one.stdout == many.stdout, "\(format) output differs between 1 and 8 jobs")
            #expect(!one.stdout.isEmpty)
        }
    }
}
