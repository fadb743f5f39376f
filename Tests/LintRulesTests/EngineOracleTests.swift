import Foundation
import SizeModel
import Testing

@testable import LintRules

/// Issue 18's oracle, kept as goldens: every fixture, every rule example, the fuzz reproducers
/// and a generated corpus (batches and JSON Lines with many findings, syntax errors mid-stream,
/// byte-order marks, the per-rule cap crossed) are linted by the engine, as one run and cut into
/// many small runs on one core and on three, and rendered in text, JSON and SARIF; every
/// rendering must be byte identical, and match `Resources/EngineOracleGoldens.txt`.
///
/// The goldens were recorded from the whole-file engine the run engine replaced, while both ran
/// side by side on this corpus and gave byte-identical renderings (one line per input: a SHA-256
/// prefix of its three renderings). Rerun with `NOTIFYKIT_RECORD=1` only when a rule's findings
/// change on purpose.
@Suite struct EngineOracleTests {
    static let goldenURL = resourcesDirectory.appendingPathComponent("EngineOracleGoldens.txt")

    /// One input: a name, its bytes, whether it is JSON Lines, and its configuration.
    struct Input {
        let name: String
        let bytes: [UInt8]
        let jsonLines: Bool
        var configuration = LintConfiguration()
    }

    // MARK: - The corpus

    static func fixtures() -> [Input] {
        var inputs: [Input] = []
        for folder in ["good", "bad"] {
            let directory = FixtureTests.fixturesDirectory.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasSuffix(".expected") && !name.hasPrefix(".") {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else { continue }
                inputs.append(Input(name: "fixture \(folder)/\(name)", bytes: [UInt8](data), jsonLines: PayloadFiles.isJSONLines(name)))
            }
        }
        return inputs
    }

    static func ruleExamples() -> [Input] {
        var inputs: [Input] = []
        for description in RuleRegistry.descriptions {
            let examples = description.triggeringExamples.map { ("triggering", $0) } + description.nonTriggeringExamples.map { ("clean", $0) }
            for (number, (kind, example)) in examples.enumerated() {
                inputs.append(
                    Input(
                        name: "example \(description.id) \(kind) \(number)", bytes: Array(example.json.utf8), jsonLines: false,
                        configuration: example.configuration(enabling: description.id)))
            }
        }
        return inputs
    }

    static func reproducers() -> [Input] {
        FuzzReproducerTests.inputs(in: "reproducers").flatMap { target, path -> [Input] in
            guard let data = FileManager.default.contents(atPath: path) else { return [] }
            let name = "reproducer \(target)/\(URL(fileURLWithPath: path).lastPathComponent)"
            return [Input(name: name, bytes: [UInt8](data), jsonLines: false), Input(name: name + " as lines", bytes: [UInt8](data), jsonLines: true)]
        }
    }

    /// Batches and JSON Lines made here: many findings, syntax errors mid-stream, byte-order
    /// marks, caps crossed, arrays that hold no message, lines that hold a batch.
    static func generated() -> [Input] {
        var inputs: [Input] = []
        var capped = LintConfiguration()
        capped.maximumFindingsPerRule = 3
        func add(_ name: String, _ text: String, lines: Bool, cap: Bool = false) {
            inputs.append(Input(name: "generated \(name)", bytes: Array(text.utf8), jsonLines: lines, configuration: cap ? capped : LintConfiguration()))
        }
        let lines = FindingCapGoldenTests.lines
        let batch = FindingCapGoldenTests.batch
        add("findings lines", lines, lines: true)
        add("findings batch", batch, lines: false)
        add("findings lines, three per rule", lines, lines: true, cap: true)
        add("findings batch, three per rule", batch, lines: false, cap: true)
        add("findings batch read as lines, three per rule", batch, lines: true, cap: true)
        add("byte-order mark lines, three per rule", "\u{FEFF}" + lines, lines: true, cap: true)
        add("byte-order mark batch, three per rule", "\u{FEFF}" + batch, lines: false, cap: true)
        let messages = (0..<40).map { FindingCapGoldenTests.message($0, allowInvalid: false) }
        for position in [0, 1, 20, 39] {
            for (number, bad) in [#"{"a": }"#, #"{"a": 1"#, "{\"a\": \"tab\there\"}", #"{"a": tru}"#, "]", ""].enumerated() {
                var list = messages
                list[position] = bad
                add("batch broken \(number) at \(position), three per rule", "[\n" + list.joined(separator: ",\n") + "\n]\n", lines: false, cap: true)
                add("lines broken \(number) at \(position), three per rule", list.joined(separator: "\n") + "\n", lines: true, cap: true)
            }
        }
        for cap in [false, true] {
            let suffix = cap ? ", three per rule" : ""
            add("batch truncated" + suffix, "[\n" + messages.joined(separator: ",\n"), lines: false, cap: cap)
            add("batch trailing text" + suffix, "[\n" + messages.joined(separator: ",\n") + "\n] x", lines: false, cap: cap)
            add("batch trailing comma" + suffix, "[\n" + messages.joined(separator: ",\n") + ",\n]", lines: false, cap: cap)
            add("crlf batch" + suffix, "[\r\n" + messages.joined(separator: ",\r\n") + "\r\n]\r\n", lines: false, cap: cap)
            add("crlf lines" + suffix, messages.joined(separator: "\r\n"), lines: true, cap: cap)
        }
        for (name, text) in StreamingTests.batches { add("streaming batch \(name)", text, lines: false) }
        for (name, text) in StreamingTests.jsonLines {
            add("streaming lines \(name)", text, lines: true)
            add("streaming lines \(name) read whole", text, lines: false)
        }
        for message in StreamingTests.messages.suffix(12) { add("streaming message \(message.prefix(40))", message, lines: false) }
        let notPayloads = [
            #"[{"type": "Feature", "geometry": null}, {"type": "Feature", "properties": {}}]"#,
            #"[{"name": "a"}, 7, "x", null]"#, #"[7, "x", [1, 2]]"#, "[]", " [ ] ", "[[], {}]", #"[{"a": 1}, {"message": {"topic": "t"}}]"#,
            #"{"name": "a", "version": 2}"#, "{}", "42", #""text""#, "null", "", "   \n", "{} {}", #"{"a": 1} x"#, "[1] [2]",
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
            "[" + String(repeating: "{\"a\":", count: 200) + "1" + String(repeating: "}", count: 200) + "]",
            "\u{FEFF}", "\u{FEFF}[]", "\u{FEFF}\u{FEFF}{}",
        ]
        for (number, text) in notPayloads.enumerated() {
            add("edge \(number)", text, lines: false)
            add("edge \(number) as lines", text, lines: true)
        }
        let utf16: [UInt8] = [0xFF, 0xFE] + Array(#"{"message": {}}"#.utf8).flatMap { [$0, 0] }
        inputs.append(Input(name: "generated utf-16 with mark", bytes: utf16, jsonLines: false))
        inputs.append(Input(name: "generated utf-16 with mark as lines", bytes: utf16, jsonLines: true))
        inputs.append(Input(name: "generated utf-16 without mark", bytes: Array(utf16.dropFirst(2)), jsonLines: false))
        var invalidUTF8 = Array(batch.utf8)
        invalidUTF8.insert(contentsOf: [0xC3, 0x28], at: invalidUTF8.count / 2)
        inputs.append(Input(name: "generated invalid utf-8 batch", bytes: invalidUTF8, jsonLines: false))
        inputs.append(Input(name: "generated invalid utf-8 lines", bytes: invalidUTF8, jsonLines: true))
        var shaped = LintConfiguration()
        shaped.shape = .v1Message
        inputs.append(Input(name: "generated not-payload batch with --shape", bytes: Array(notPayloads[0].utf8), jsonLines: false, configuration: shaped))
        return inputs
    }

    static func corpus() -> [Input] {
        fixtures() + ruleExamples() + reproducers() + generated()
    }

    // MARK: - Rendering

    /// The text, JSON and SARIF renderings of one input's findings, with the excerpts from its
    /// bytes, or from the windows a run kept.
    static func rendered(_ findings: [Finding], _ input: Input, excerpts: [ExcerptKey: ExcerptWindow]? = nil) -> [String] {
        var report = FileReport(path: "input", findings: findings, source: excerpts == nil ? input.bytes : [])
        if let excerpts { report.excerpts = excerpts }
        let run = LintRun(reports: [report], rules: [])
        return [
            TextReporter().render(run, style: ReportStyle()),
            JSONReporter().render(run, style: ReportStyle()),
            SARIFReporter().render(run, style: ReportStyle()),
        ]
    }

    /// The input linted whole through the library API.
    static func engine(_ input: Input) -> [Finding] {
        let linter = Linter(configuration: input.configuration)
        return input.jsonLines ? linter.lint(jsonLines: input.bytes) : linter.lint(input.bytes)
    }

    /// The input cut into runs of `segmentSize` bytes, linted on `jobs` cores.
    static func runs(_ input: Input, jobs: Int, segmentSize: Int) -> LintedInput? {
        let settings = RunSettings(jobs: jobs, blockSize: 4 << 10, segmentSize: segmentSize)
        let format: InputLayout = input.jsonLines ? .jsonLines : .array
        return try? Linter(configuration: input.configuration).lintRuns(MemoryByteSource(bytes: input.bytes), format: format, settings: settings)
    }

    /// True when the input is one top-level array (after a byte-order mark and blanks).
    static func isArray(_ bytes: [UInt8]) -> Bool {
        var i = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        while i < bytes.count, Linter.isWhitespace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "[")
    }

    static func fingerprint(_ renderings: [String]) -> String {
        String(SHA256.hex(renderings.joined(separator: "\u{0}")).prefix(16))
    }

    // MARK: - Tests

    @Test func theEngineMatchesTheGoldens() throws {
        let corpus = Self.corpus()
        #expect(corpus.count > 900)
        var record: [String] = []
        for input in corpus {
            record.append("\(input.name.replacingOccurrences(of: "\n", with: " ")) \(Self.fingerprint(Self.rendered(Self.engine(input), input)))")
        }
        try LineGolden.check(record, against: Self.goldenURL)
    }

    /// Batches and JSON Lines cut into many small runs, on one core and on three, give the
    /// renderings of the input linted as one run.
    @Test func manyRunsGiveTheOneRunOutput() {
        var differences = 0
        for input in Self.generated() + Self.fixtures() where input.jsonLines || Self.isArray(input.bytes) {
            let whole = Self.rendered(Self.engine(input), input)
            for (jobs, segmentSize) in input.bytes.count < 40_000 ? [(1, 1), (3, 700)] : [(3, 700)] {
                guard let result = Self.runs(input, jobs: jobs, segmentSize: segmentSize) else {
                    Issue.record("\(input.name): the runs failed")
                    continue
                }
                let cut = Self.rendered(result.findings, input, excerpts: result.excerpts)
                for (format, (got, want)) in zip(["text", "json", "sarif"], zip(cut, whole)) where got != want && differences < 5 {
                    differences += 1
                    Issue.record("\(input.name), \(format), runs of \(segmentSize) bytes on \(jobs) cores:\n  runs: \(got.prefix(2000))\n  one:  \(want.prefix(2000))")
                }
            }
        }
    }
}
