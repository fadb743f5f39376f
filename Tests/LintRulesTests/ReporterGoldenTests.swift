import Foundation
import SizeModel
import Testing

@testable import LintRules

/// Every output format renders one fixed run (canned findings, not the live rules, so rule
/// changes do not churn the goldens) and is compared with
/// `Resources/Canned<Format>Output.<ext>`. JSON and SARIF are also compared semantically.
/// `${VERSION}` stands for the tool's version. To accept a change, run the tests with
/// `NOTIFYKIT_UPDATE_GOLDENS=1` and review the diff.
@Suite struct ReporterGoldenTests {
    static let source = """
        {
          "message": {
            "topic": "news",
            "data": {"badge": 7, "from": "x", "note": "Grüße 😀"},
            "android": {"ttl": "0s"}
          }
        }

        """

    static let configSource = """
        {
          "version": 1,
          "ignores": [
            {"files": "payloads/*.json", "pointer": "/message/data/note", "reason": "legacy note, kept until 5.0"},
            {"files": "payloads/*.json", "rules": ["android-ttl-zero"], "pointer": "/message/apns"}
          ]
        }

        """

    /// Canned rule metadata for SARIF.
    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "android-ttl-zero", area: .android, defaultSeverity: .warning, clauses: [.decidedElsewhere],
            summary: "android.ttl is zero, so the message is delivered now or never",
            rationale: "A ttl of 0s asks FCM to deliver immediately or drop the message.",
            sources: ["https://firebase.google.com/docs/cloud-messaging/concept-options#ttl"],
            triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "data-key-reserved-word", area: .data, defaultSeverity: .error, clauses: [.rejected],
            summary: "a data key is one of FCM's reserved words",
            rationale: "FCM rejects data keys such as from.", sources: ["https://firebase.google.com/docs/cloud-messaging/concept-options"],
            triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "data-value-not-string", area: .data, defaultSeverity: .error, clauses: [.rejected],
            summary: "a data map value is not a string",
            rationale: "FCM declares data as map<string, string>.",
            sources: ["https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message"],
            triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "note-info", area: .notification, defaultSeverity: .info, clauses: [.advice],
            summary: "a canned informational rule", rationale: "Exercises escaping: 100%, commas, colons.",
            sources: [], triggeringExamples: [], nonTriggeringExamples: []),
    ] + SuppressionRules.all

    static func finding(
        _ rule: String, _ severity: Severity, _ message: String, _ pointer: String, at needle: String,
        in text: String = source, fix: String? = nil
    ) -> Finding {
        let bytes = Array(text.utf8)
        let locator = SourceLocator(bytes: bytes)
        let start = text.utf8.count - (text.range(of: needle).map { text[$0.lowerBound...].utf8.count } ?? 0)
        return Finding(
            ruleID: rule, severity: severity, message: message, pointer: JSONPointer(parsing: pointer) ?? JSONPointer(),
            start: locator.position(of: start), end: locator.position(of: start + needle.utf8.count), fix: fix)
    }

    static var run: LintRun {
        var payload = FileReport(
            path: "payloads/welcome.json", reportPath: "payloads/welcome.json",
            findings: [
                finding("data-value-not-string", .error, "data value \"badge\" is a number; FCM data values must be strings",
                    "/message/data/badge", at: "7", fix: "write it as a string: \"7\""),
                finding("data-key-reserved-word", .error, "data key \"from\" is reserved by FCM", "/message/data/from", at: "\"from\""),
                finding("note-info", .info, "100% sure: a, b\nsecond line", "/message/topic", at: "\"news\""),
                finding("android-ttl-zero", .warning, "android.ttl is zero: delivered now or never", "/message/android/ttl", at: "\"0s\"",
                    fix: "use \"3600s\" or longer"),
            ],
            source: Array(source.utf8))
        payload.suppressed = [
            SuppressedFinding(
                finding: finding("note-info", .info, "note text is informal", "/message/data/note", at: "\"Grüße 😀\""),
                suppression: .ignore(index: 0, reason: "legacy note, kept until 5.0")),
            SuppressedFinding(
                finding: finding("data-value-not-string", .error, "baselined copy", "/message/android/ttl", at: "\"ttl\""),
                suppression: .baseline),
        ]
        let unreadable = FileReport(
            path: "payloads/missing, really.json", reportPath: "payloads/missing, really.json",
            toolError: "cannot read payloads/missing, really.json: No such file or directory; check the path")
        let config = FileReport(
            path: ".notifykit-lint.json", reportPath: ".notifykit-lint.json",
            findings: [
                finding("unused-ignore", .warning,
                    "ignores entry 1 (files \"payloads/*.json\", pointer \"/message/apns\", rules android-ttl-zero) suppressed nothing in the 1 linted file it covers",
                    "/ignores/1", at: "{\"files\": \"payloads/*.json\", \"rules\"", in: configSource,
                    fix: "remove the entry, or correct its files, pointer or rules")
            ],
            source: Array(configSource.utf8), role: .configuration)
        let clean = FileReport(path: "payloads/clean.json", reportPath: "payloads/clean.json", findings: [], source: Array("{}".utf8))
        return LintRun(reports: [payload, clean, unreadable, config], rules: rules)
    }

    @Test(arguments: [
        ("text", "CannedTextOutput.txt", false),
        ("concise", "CannedConciseOutput.txt", false),
        ("json", "CannedJSONOutput.json", false),
        ("sarif", "CannedSARIFOutput.sarif", false),
        ("github", "CannedGitHubOutput.txt", false),
        ("text", "CannedTextColorOutput.txt", true),
    ])
    func formatMatchesGolden(format: String, file: String, color: Bool) throws {
        let reporter = try #require(ReporterRegistry.reporter(named: format))
        let rendered = reporter.render(Self.run, style: ReportStyle(color: color, quiet: false))
            .replacingOccurrences(of: "\"\(ToolInfo.version)\"", with: "\"${VERSION}\"")
        try Self.compare(rendered, golden: file, semantic: format == "json" || format == "sarif")
    }

    @Test func statisticsMatchGolden() throws {
        try Self.compare(StatisticsReport.render(Self.run), golden: "CannedStatisticsOutput.txt", semantic: false)
    }

    @Test func everyRegisteredFormatHasAGolden() {
        #expect(Set(ReporterRegistry.identifiers) == ["text", "concise", "json", "sarif", "github"])
    }

    @Test func quietTextHasNoSummary() {
        let text = TextReporter().render(Self.run, style: ReportStyle(color: false, quiet: true))
        #expect(!text.contains("checked"))
        #expect(text.contains("error[data-value-not-string]"))
    }

    @Test func githubAnnotationsAreInTheDocumentedForm() throws {
        let lines = GitHubReporter().render(Self.run, style: ReportStyle()).split(separator: "\n").map(String.init)
        // Errors first (the unreadable input is an error too), then warnings, then notices.
        let kinds = lines.map { String($0.dropFirst(2).prefix { $0 != " " && $0 != ":" }) }
        #expect(kinds == ["error", "error", "error", "warning", "warning", "notice"])
        #expect(
            lines.contains(
                "::error file=payloads/welcome.json,line=4,endLine=4,col=23,endColumn=24,title=data-value-not-string::data value \"badge\" is a number; FCM data values must be strings%0Afix: write it as a string: \"7\""
            ))
        // The title is the rule id; the fix follows the message on its own line.
        // Data escaping: %, CR, LF; properties also escape : and ,.
        #expect(lines.contains { $0.hasSuffix("::100%25 sure: a, b%0Asecond line") })
        #expect(lines.contains { $0.hasPrefix("::error file=payloads/missing%2C really.json,title=notifykit-lint (unreadable)::") })
    }

    @Test func githubNoticesWhenAnnotationsExceedTheLimit() {
        let findings = (0..<12).map { index in
            Self.finding("data-value-not-string", .error, "error \(index)", "/message/data/badge", at: "7")
        } + [Self.finding("android-ttl-zero", .warning, "one warning", "/message/android/ttl", at: "\"0s\"")]
        let run = LintRun(reports: [FileReport(path: "a.json", findings: findings, source: Array(Self.source.utf8))])
        let output = GitHubReporter().render(run, style: ReportStyle())
        let lines = output.split(separator: "\n")
        #expect(lines.count == 14)
        #expect(lines.last == "::notice::2 findings were not annotated (GitHub shows 10 of each kind per step); see the log or the SARIF report")
        #expect(lines[11].hasPrefix("::error"))
        #expect(lines[12].hasPrefix("::warning"))
    }

    @Test func sarifFingerprintsIgnoreFormattingAndLines() throws {
        let compact = #"{"message":{"topic":"news","data":{"badge":7}}}"#
        let pretty = "{\n  \"message\": {\n    \"topic\": \"news\",\n\n    \"data\": {\n      \"badge\": 7\n    }\n  }\n}\n"
        func fingerprints(_ text: String) throws -> [String] {
            let findings = Linter().lint(text).filter { $0.ruleID == "data-value-not-string" }
            let run = LintRun(reports: [FileReport(path: "p.json", findings: findings, source: Array(text.utf8))])
            let object = try #require(jsonObject(SARIFReporter().render(run, style: ReportStyle())) as? [String: Any])
            let results = try #require(((object["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey.description] }
        }
        let first = try fingerprints(compact)
        #expect(first.count == 1)
        #expect(first == (try fingerprints(pretty)))
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    // MARK: - Golden comparison

    static func compare(_ rendered: String, golden name: String, semantic: Bool) throws {
        let url = resourcesDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NOTIFYKIT_UPDATE_GOLDENS"] == "1" {
            try Data(rendered.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); run the tests with NOTIFYKIT_UPDATE_GOLDENS=1 to create it")
            return
        }
        if semantic {
            let lhs = try #require(jsonObject(rendered), "\(name): output is not JSON")
            let rhs = try #require(jsonObject(expected), "\(name): golden is not JSON")
            #expect(lhs == rhs, "\(name): the output differs semantically from the golden")
        }
        #expect(rendered == expected, "\(name) differs; run with NOTIFYKIT_UPDATE_GOLDENS=1 and review the diff")
    }
}
