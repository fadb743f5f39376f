import Foundation
import LintRules
import SizeModel
import Testing

/// Golden-file tests over the payloads in `Fixtures/`.
///
/// - `Fixtures/good/*.json`: realistic payloads that must produce no finding at all.
/// - `Fixtures/bad/*.json`: one problem per file; the findings are compared with
///   `Fixtures/bad/<name>.expected`, written by hand-checkable rules:
///
///       line:column severity rule-id pointer message
///
///   one finding per line, in report order (position, then rule id, then message). `line` and
///   `column` are 1-based, the column counts Unicode scalars (a tab, `é` and `😀` are one column
///   each), and a CRLF or lone CR ends a line like LF. The pointer is the RFC 6901 string
///   (`/message/data/id`, `/1` for the second element of a batch); the whole document, whose
///   pointer is the empty string, is written `(root)`. The message runs to the end of the line.
///
/// When `NOTIFYKIT_RECORD=1` is set, or a `.expected` file is missing, the test writes the current
/// findings as the new baseline and fails with "recorded new baseline", so a recording never passes
/// silently: check the new file by hand (open the fixture, count to the line and column) before
/// committing it.
@Suite struct FixtureTests {
    /// The core rules (the engine's own and the headline checks), each of which must appear in
    /// at least one `.expected` file. Every rule, these included, is also exercised by its own
    /// triggering and non-triggering examples in `RuleExampleTests`.
    static let rulesRequiringFixture: Set<String> = [
        "invalid-json", "json-byte-order-mark", "json-duplicate-key", "shape-not-object",
        "notifykit-android-notification-block", "android-duplicate-display", "apns-mutable-content-missing",
        "apns-push-type-background-with-alert", "apns-priority-10-without-alert",
        "data-key-reserved-word", "data-key-reserved-prefix", "data-key-aps", "data-key-stripped-by-sdk",
        "data-key-client-filtered", "notifykit-reserved-data-key", "notifykit-options-json",
        "data-value-not-string", "android-ttl-zero", "android-ttl-format", "android-ttl-too-long",
        "media-url-not-https", "size-warn", "size-fcm-limit",
    ]

    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LintRulesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures", isDirectory: true)

    static let goodFixtures = fixtureNames(in: "good")
    static let badFixtures = fixtureNames(in: "bad")

    // MARK: - Good fixtures

    @Test(arguments: goodFixtures)
    func goodFixtureHasNoFindings(_ name: String) throws {
        let findings = Linter().lint(try Self.bytes(of: "good", name))
        #expect(findings.isEmpty, "\(name) should be clean but has:\n\(Self.render(findings))")
    }

    // MARK: - Bad fixtures

    @Test(arguments: badFixtures)
    func badFixtureMatchesExpectedFindings(_ name: String) throws {
        let findings = Linter().lint(try Self.bytes(of: "bad", name))
        let actual = Self.render(findings)
        let expectedURL = Self.expectedURL(for: name)
        let record = ProcessInfo.processInfo.environment["NOTIFYKIT_RECORD"] == "1"
        guard !record, let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded new baseline \(expectedURL.lastPathComponent); check it by hand and run again")
            return
        }
        if actual != expected {
            Issue.record(
                """
                findings of bad/\(name) differ from \(expectedURL.lastPathComponent)
                \(Self.lineDiff(expected: expected, actual: actual))
                (rerun with NOTIFYKIT_RECORD=1 to accept the new findings, then check them by hand)
                """)
        }
    }

    // MARK: - The fixture set as a whole

    @Test func fixtureFoldersAreNotEmpty() {
        #expect(!Self.goodFixtures.isEmpty, "no fixtures found in \(Self.fixturesDirectory.path)/good")
        #expect(!Self.badFixtures.isEmpty, "no fixtures found in \(Self.fixturesDirectory.path)/bad")
    }

    @Test func everyBadFixtureHasAFinding() throws {
        for name in Self.badFixtures {
            let findings = Linter().lint(try Self.bytes(of: "bad", name))
            #expect(!findings.isEmpty, "bad/\(name) produces no finding; move it to good/ or fix it")
        }
    }

    @Test func everyExpectedFileBelongsToABadFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.fixturesDirectory.appendingPathComponent("bad").path)
        for file in files where file.hasSuffix(".expected") {
            let json = String(file.dropLast(".expected".count)) + ".json"
            #expect(Self.badFixtures.contains(json), "bad/\(file) has no bad/\(json)")
        }
        let goodFiles = try FileManager.default.contentsOfDirectory(
            atPath: Self.fixturesDirectory.appendingPathComponent("good").path)
        #expect(goodFiles.allSatisfy { !$0.hasSuffix(".expected") }, "good fixtures take no .expected file")
    }

    @Test func everyCoreRuleIsCoveredByABadFixture() throws {
        var covered = Set<String>()
        for name in Self.badFixtures {
            guard let text = try? String(contentsOf: Self.expectedURL(for: name), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ", maxSplits: 3)
                if fields.count > 2 { covered.insert(String(fields[2])) }
            }
        }
        let ids = Set(RuleRegistry.descriptions.map(\.id))
        for id in Self.rulesRequiringFixture.sorted() where !covered.contains(id) {
            Issue.record("rule \(id) appears in no Fixtures/bad/*.expected file")
        }
        for id in Self.rulesRequiringFixture.subtracting(ids).sorted() {
            Issue.record("rulesRequiringFixture names \(id), which is not a registered rule")
        }
        for id in covered.subtracting(ids).sorted() {
            Issue.record("an .expected file names \(id), which is not a registered rule")
        }
    }

    // MARK: - Helpers

    static func fixtureNames(in folder: String) -> [String] {
        let path = fixturesDirectory.appendingPathComponent(folder).path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(of folder: String, _ name: String) throws -> [UInt8] {
        let url = fixturesDirectory.appendingPathComponent(folder).appendingPathComponent(name)
        return [UInt8](try Data(contentsOf: url))
    }

    static func expectedURL(for name: String) -> URL {
        fixturesDirectory.appendingPathComponent("bad")
            .appendingPathComponent(String(name.dropLast(".json".count)) + ".expected")
    }

    /// The `.expected` form of `findings`: one line each, newline-terminated.
    static func render(_ findings: [Finding]) -> String {
        findings.map { finding in
            let pointer = finding.pointer.description.isEmpty ? "(root)" : finding.pointer.description
            return "\(finding.start.line):\(finding.start.column) \(finding.severity.rawValue) \(finding.ruleID) \(pointer) \(finding.message)\n"
        }.joined()
    }

    /// The lines only in one of the two texts, marked `-` (expected) and `+` (actual).
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let removed = old.filter { !new.contains($0) && !$0.isEmpty }.map { "- " + $0 }
        let added = new.filter { !old.contains($0) && !$0.isEmpty }.map { "+ " + $0 }
        let body = (removed + added).joined(separator: "\n")
        return body.isEmpty ? "(same lines, different order or line ends)" : body
    }
}
