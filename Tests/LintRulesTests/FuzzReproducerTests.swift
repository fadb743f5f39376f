import Foundation
import SizeModel
import Testing

@testable import LintRules

/// Replays every committed fuzz reproducer through the normal API, so a crash the fuzzer once
/// found (Fuzz/reproducers/TARGET/*) can never come back unnoticed, on any machine, with or without
/// the libFuzzer runtime. The corpus is not committed (Fuzz/run.sh seeds it at fuzz time).
///
/// Each target folder is replayed the way its fuzz target (Fuzz/Targets/TARGET.swift) runs it:
/// `parser` through `JSONParser` (and `parseEmbedded` on every string), `config` through the
/// configuration reader, everything else through the whole lint (plain and JSON Lines) and every
/// reporter. A new target adds its case to `replay(_:target:)`.
@Suite struct FuzzReproducerTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// `(target, file)` for every input in `Fuzz/<folder>/<target>/`.
    static func inputs(in folder: String) -> [(target: String, path: String)] {
        let root = fuzzDirectory.appendingPathComponent(folder).path
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return targets.sorted().flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + target)) ?? []).sorted()
                .filter { !$0.hasPrefix(".") }
                .map { (target, root + "/" + target + "/" + $0) }
        }
    }

    /// Runs one input the way its fuzz target does, through every reporter.
    static func replay(_ bytes: [UInt8], target: String) {
        switch target {
        case "parser":
            guard let document = try? JSONParser(maximumDepth: 64).parse(bytes) else { return }
            var strings = 0
            var index = 0
            // Walk the node table: pointers, decoded strings, embedded documents.
            document.root.forEachValue { value in
                _ = value.pointer.description
                if value.isString, strings < 32 {
                    strings += 1
                    _ = value.stringValue
                    _ = try? JSONParser(maximumDepth: 64).parseEmbedded(in: value)
                }
                index += 1
            }
            _ = CompactJSONSize.of(document.root)
        case "config":
            if let configuration = try? ConfigurationParser(path: "/replay/.notifykit-lint.json", displayPath: ".notifykit-lint.json", bytes: bytes).parse() {
                _ = configuration.includes("payloads/a/b.json", defaultIncluded: true)
                _ = configuration.excludes("payloads/a/b.json")
                _ = Linter(configuration: configuration.lint).lint(Array(#"{"message":{"topic":"t","data":{"n":1}}}"#.utf8))
            }
        default:
            let findings = Linter().lint(bytes)
            let lines = Linter().lint(jsonLines: bytes)
            let run = LintRun(reports: [
                FileReport(path: "replay.json", findings: findings, source: bytes),
                FileReport(path: "replay.jsonl", findings: lines, source: bytes),
            ])
            for reporter in ReporterRegistry.all {
                _ = reporter.render(run, style: ReportStyle())
            }
        }
    }

    @Test func everyReproducerIsHandled() throws {
        let reproducers = Self.inputs(in: "reproducers")
        for (target, path) in reproducers {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            Self.replay(bytes, target: target)
            // And through the command, as a file on disk.
            let run = ToolRun(["--format", "json", path])
            #expect(run.status != 2 || run.stderr.contains("input limit"), "\(path): \(run.stderr)")
        }
    }
}

extension JSONValue {
    /// Calls `body` for this value and every value under it, in document order.
    fileprivate func forEachValue(_ body: (JSONValue) -> Void) {
        body(self)
        for member in members {
            body(member.key)
            member.value.forEachValue(body)
        }
        for element in elements { element.forEachValue(body) }
    }
}
