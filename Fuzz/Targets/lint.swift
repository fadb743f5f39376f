// Fuzz target `lint`: the whole lint of one document, as `notifykit-lint FILE` does it.
//
// It imports LintRules with `@testable` (run.sh builds LintRules once, with -enable-testing), so
// it can reach internal API.
//
// Every input goes through `Linter().lint` (byte-order marks, the parser, message units, every
// registered rule, the notifee_options blob parser, the size model, positions), and through
// `lint(jsonLines:)`, then through every reporter. Invariants: findings lie inside the input and
// are in report order, the output is deterministic, and machine reports are valid JSON.

@testable import LintRules
import SizeModel

private let linter = Linter()
/// Output formats that are JSON documents (add new JSON-based formats here).
private let jsonFormats: Set<String> = ["json", "sarif"]

func fuzzTarget(_ bytes: [UInt8]) {
    let findings = linter.lint(bytes)
    check(findings, bytes)
    // The same bytes as a JSON Lines file (one message per line).
    let lines = linter.lint(jsonLines: bytes)
    check(lines, bytes)
    let run = LintRun(reports: [
        FileReport(path: "fuzz.json", findings: findings, source: bytes),
        FileReport(path: "fuzz.jsonl", findings: lines, source: bytes),
        FileReport(path: "gone.json", toolError: "cannot read gone.json: No such file or directory; check the path"),
    ])
    // SARIF carries the whole rule catalog (about 440 KB whatever the input): rendering and
    // re-parsing it on every input would make the target 300 times slower, so it runs on one
    // input in 32 (chosen by a hash of the input, so a crash still reproduces).
    let withCatalog = fnv1a(bytes) % 32 == 0
    for reporter in ReporterRegistry.all {
        let identifier = type(of: reporter).identifier
        if identifier == "sarif" && !withCatalog { continue }
        let output = reporter.render(run, style: ReportStyle())
        if identifier != "sarif" {
            fuzzCheck(output == reporter.render(run, style: ReportStyle()), "\(identifier) output is not deterministic")
        }
        if type(of: reporter).isMachineDocument || jsonFormats.contains(identifier) {
            // Machine formats must be valid JSON whatever the input was.
            do {
                _ = try JSONParser(maximumDepth: 64).parse(Array(output.utf8))
            } catch {
                fuzzCheck(false, "\(identifier) output is not valid JSON: \(error)")
            }
        }
    }
}

private func check(_ findings: [Finding], _ bytes: [UInt8]) {
    for finding in findings {
        fuzzCheck(finding.start.offset >= 0 && finding.start.offset <= bytes.count, "finding starts outside the input")
        fuzzCheck(finding.end.offset >= finding.start.offset && finding.end.offset <= bytes.count, "finding ends outside the input")
        fuzzCheck(finding.start.line >= 1 && finding.start.column >= 1, "line or column below 1")
        fuzzCheck(!finding.message.isEmpty, "empty message from \(finding.ruleID)")
    }
    fuzzCheck(zip(findings, findings.dropFirst()).allSatisfy { !Finding.reportOrder($1, $0) }, "findings out of report order")
}

private func fnv1a(_ bytes: [UInt8]) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash
}
