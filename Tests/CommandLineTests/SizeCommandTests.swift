import Foundation
import LintRules
import SizeModel
import Testing

/// `notifykit-lint size`: golden text and JSON output, exit codes, and the size flags on `check`.
///
/// Goldens live beside the fixtures in `Fixtures/size` (`<name>.size.golden` for text,
/// `<name>.size-json.golden` for JSON). Run with `NOTIFYKIT_UPDATE_GOLDENS=1` to rewrite them after
/// an intended change, and review the diff.
@Suite struct SizeCommandTests {
    static let directory = fixturesDirectory.appendingPathComponent("size")
    static let placeholders = ["--placeholder", "firstName=64", "--placeholder", "orderId=12"]

    /// Runs `size` on fixture `name` from the repository's root, so paths show as `Fixtures/size/…`.
    func run(_ name: String, _ extra: [String] = []) -> (status: Int32, stdout: String) {
        let root = fixturesDirectory.deletingLastPathComponent().path
        let run = CapturedRun(["size", "--no-config"] + extra + ["Fixtures/size/\(name).json"], in: root)
        return (run.status, run.stdout)
    }

    func expectGolden(_ output: String, _ golden: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.directory.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["NOTIFYKIT_UPDATE_GOLDENS"] == "1" {
            try output.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "\(golden) differs; rerun with NOTIFYKIT_UPDATE_GOLDENS=1 and review", sourceLocation: sourceLocation)
    }

    // MARK: - Goldens

    @Test(arguments: [("notifykit-order", Int32(0)), ("template", 0), ("batch", 1)])
    func textOutputMatchesTheGolden(_ name: String, _ status: Int32) throws {
        let result = run(name, Self.placeholders)
        #expect(result.status == status)
        try expectGolden(result.stdout, "\(name).size.golden")
    }

    @Test(arguments: ["notifykit-order", "template"])
    func jsonOutputMatchesTheGolden(_ name: String) throws {
        let result = run(name, Self.placeholders + ["--format", "json"])
        #expect(result.status == 0)
        try expectGolden(result.stdout, "\(name).size-json.golden")
    }

    // MARK: - JSON Lines

    /// The batch fixture's messages, one per line, with a blank line and a line that is not JSON.
    static func batchAsJSONLines() throws -> (text: String, messages: Int) {
        let data = try Data(contentsOf: directory.appendingPathComponent("batch.json"))
        let batch = try #require(JSONSerialization.jsonObject(with: data) as? [Any])
        var lines = try batch.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self) }
        lines.insert("", at: 1)
        lines.append(#"{"message": {"topic": "news",}}"#)
        return (lines.joined(separator: "\n") + "\n", batch.count)
    }

    @Test func jsonLinesAreMeasuredLineByLineLikeTheArray() throws {
        let (text, count) = try Self.batchAsJSONLines()
        let lines = CapturedRun(["size", "--no-config", "-f", "json", "--stdin-filename", "batch.jsonl", "-"], stdin: text)
        #expect(lines.status == 1)  // the last line is not valid JSON
        let object = try #require(JSONSerialization.jsonObject(with: Data(lines.stdout.utf8)) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        let invalid = try #require(file["invalid"] as? [String: Any])
        #expect(invalid["line"] as? Int == count + 2)  // after the messages and the blank line
        #expect(invalid["column"] as? Int == 29)  // the trailing comma itself
        let messages = try #require(file["messages"] as? [[String: Any]])
        #expect(messages.map { $0["pointer"] as? String } == (0..<count).map { "/\($0)" })

        // Each line's figures are those of the same message in the array.
        let array = run("batch", ["-f", "json"])
        let arrayObject = try #require(JSONSerialization.jsonObject(with: Data(array.stdout.utf8)) as? [String: Any])
        let arrayMessages = try #require(((arrayObject["files"] as? [[String: Any]])?.first)?["messages"] as? [[String: Any]])
        func figures(_ message: [String: Any]) -> [Int] {
            ((message["figures"] as? [[String: Any]]) ?? []).compactMap { $0["bytes"] as? Int }
        }
        #expect(messages.map(figures) == arrayMessages.map(figures))
        #expect(!messages.map(figures).joined().isEmpty)
        #expect(lines.stdout.contains(#""invalid": {"#))
    }

    @Test func aJSONLinesFileNamedOnTheCommandLineIsReadAsJSONLines() throws {
        let (text, _) = try Self.batchAsJSONLines()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("size-jsonl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try text.write(to: directory.appendingPathComponent("batch.jsonl"), atomically: true, encoding: .utf8)
        let run = CapturedRun(["size", "--no-config", "batch.jsonl"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.stdout.contains("batch.jsonl#/0\n"))
        #expect(run.stdout.contains("batch.jsonl#/1\n"))
        #expect(run.stdout.contains("batch.jsonl:4:29: not valid JSON: JSON allows no trailing comma"))
        #expect(run.stdout.hasSuffix("2 messages in 1 file: 1 over a limit, 0 near a limit, 1 not valid JSON\n"))
    }

    // MARK: - JSON schema

    @Test func jsonOutputFollowsTheSchemaAndTheModel() throws {
        let result = run("notifykit-order", ["-f", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let limits = try #require(object["limits"] as? [String: Int])
        #expect(limits == ["warningBytes": 3500, "fcmLimitBytes": 4096, "apnsLimitBytes": 4096, "apnsVoIPLimitBytes": 5120])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        #expect(file["error"] is NSNull)
        let message = try #require((file["messages"] as? [[String: Any]])?.first)
        #expect(message["shape"] as? String == "v1-request")
        #expect(message["notifyKitSizeBytes"] as? Int == 3755)
        let figures = try #require(message["figures"] as? [[String: Any]])
        #expect(figures.map { $0["figure"] as? String } == ["ios", "android", "request"])

        // The figures agree with the model computed directly.
        let bytes = try Array(Data(contentsOf: Self.directory.appendingPathComponent("notifykit-order.json")))
        let root = try JSONParser().parse(bytes).root
        let sizes = MessageSizes(message: try #require(root.member("message")))
        #expect(figures[0]["bytes"] as? Int == sizes.ios?.bytes)
        #expect(figures[1]["bytes"] as? Int == sizes.android?.bytes)
        #expect(figures[2]["bytes"] as? Int == sizes.request.bytes)
        for figure in figures {
            let fields = try #require(figure["fields"] as? [[String: Any]])
            let total = fields.compactMap { $0["bytes"] as? Int }.reduce(0, +) + ((figure["structureBytes"] as? Int) ?? 0)
            #expect(total == figure["bytes"] as? Int)
            #expect(fields.allSatisfy { ["message", "fcm"].contains($0["origin"] as? String) })
        }
        let totals = try #require(object["totals"] as? [String: Int])
        #expect(totals == ["files": 1, "messages": 1, "overLimit": 0, "nearLimit": 0, "invalid": 0, "unreadable": 0])
    }

    // MARK: - Exit codes

    @Test func exitCodesFollowCheck() {
        let fits = CapturedRun(["size", "-"], stdin: #"{"message": {"topic": "t", "data": {"k": "v"}}}"#)
        #expect(fits.status == 0)
        #expect(fits.stdout.hasPrefix("<stdin>\n"))
        let over = CapturedRun(["size", "-"], stdin: #"{"topic": "t", "data": {"k": "\#(String(repeating: "x", count: 4100))"}}"#)
        #expect(over.status == 1)
        #expect(over.stdout.hasSuffix("1 message in 1 file: 1 over a limit, 0 near a limit\n"))
        let invalid = CapturedRun(["size", "-"], stdin: "{\"a\": }")
        #expect(invalid.status == 1)
        #expect(invalid.stdout.hasPrefix("<stdin>:1:7: not valid JSON:"))
        let missing = CapturedRun(["size", "/nonexistent/x.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read /nonexistent/x.json"))
        let badFlag = CapturedRun(["size", "--placeholder", "x", "-"])
        #expect(badFlag.status == 2)
        #expect(badFlag.stderr.hasPrefix("error: invalid placeholder declaration 'x'"))
        #expect(badFlag.stderr.contains("See 'notifykit-lint size --help'"))
        let sarif = CapturedRun(["size", "--format", "sarif", "-"], stdin: "{}")
        #expect(sarif.status == 2)
        #expect(sarif.stderr.contains("the size report is written as text or json"))
        #expect(CapturedRun(["size", "--size-limit-bytes", "zero", "-"]).status == 2)
    }

    /// A document that is no push payload is named as `check` names it and not measured (exit 1,
    /// as check's shape-not-a-payload error); another push service's request is named and not
    /// measured either (exit 0, as check's shape-other-push-service warning).
    @Test func aDocumentThatIsNoPayloadIsNamedNotMeasured() throws {
        let package = CapturedRun(["size", "-"], stdin: #"{"name": "my-app", "version": "1.0.0", "dependencies": {"firebase-admin": "^12.0.0"}}"#)
        #expect(package.status == 1)
        #expect(package.stdout.hasPrefix(
            #"<stdin>: not measured: this does not look like an FCM or APNs message: no message, token, topic, condition, notification, data, android, apns, webpush or aps (it has "name", "version", "dependencies")"#))
        #expect(!package.stdout.contains("figure"))
        let expo = CapturedRun(["size", "-"], stdin: #"{"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "title": "Hi", "body": "there"}"#)
        #expect(expo.status == 0)
        #expect(expo.stdout.hasPrefix("<stdin>: not measured: a request to Expo, not an FCM message"))
        let json = CapturedRun(["size", "--format", "json", "-"], stdin: #"{"name": "my-app", "version": "1.0.0"}"#)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let message = try #require((files.first?["messages"] as? [[String: Any]])?.first)
        #expect((message["notAPayload"] as? String)?.hasPrefix("this does not look like an FCM or APNs message") == true)
        #expect((message["figures"] as? [Any])?.isEmpty == true)
    }

    @Test func aNearMessageIsCountedAndAVoIPPushGetsItsLimit() {
        let near = CapturedRun(["size", "-"], stdin: #"{"topic": "t", "data": {"k": "\#(String(repeating: "x", count: 3600))"}}"#)
        #expect(near.status == 0)
        #expect(near.stdout.contains("  Android    3617   4096       479  near    data and display fields, estimate\n"))
        #expect(near.stdout.hasSuffix("1 message in 1 file: 0 over a limit, 1 near a limit\n"))
        let voip = CapturedRun(
            ["size", "-"],
            stdin: #"{"topic": "t", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {}, "c": "\#(String(repeating: "x", count: 4500))"}}}"#)
        #expect(voip.status == 0)
        #expect(voip.stdout.contains("  iOS        4648   5120       472  near    the APNs payload FCM delivers (VoIP)\n"))
    }

    @Test func helpDescribesTheCommand() {
        let help = CapturedRun(["size", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: notifykit-lint size [<options>] [<paths> ...]"))
        #expect(CapturedRun(["help", "size"]).stdout == help.stdout)
        #expect(CapturedRun(["--help"]).stdout.contains("--placeholder <name>=<n>"))
    }

    @Test func sizeReadsTheConfigurationAndWritesFormatsToFiles() throws {
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "sizeWarningBytes": 100, "sizeLimitBytes": 4000, "placeholders": {"firstName": 10, "city": "40b"}}"#)
        directory.write("payloads/t.json", #"{"topic": "t", "notification": {"title": "Hi {{firstName}} in {{city}}"}}"#)
        let run = CapturedRun(
            ["size", "--placeholder", "city=5", "-q", "-f", "text", "-f", "json=size-report.txt", "payloads/t.json"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("payloads/t.json\n"))
        #expect(run.stdout.contains("placeholders: {{firstName}} at most 10 characters, +27 bytes at worst (1 use); {{city}} at most 5 characters, +12 bytes at worst (1 use)\n"))
        #expect(run.stdout.contains("  iOS         228   4096      3868  near    the APNs payload FCM delivers; placeholders at worst case +39\n"))
        #expect(run.stdout.contains("  Android      96   4000      3904  ok"))
        #expect(!run.stdout.contains("in 1 file"))  // -q: no summary
        let json = try String(contentsOfFile: directory.path + "/size-report.txt", encoding: .utf8)
        #expect(json.contains("\"warningBytes\": 100"))
        #expect(json.contains("\"fcmLimitBytes\": 4000"))
        let nothing = CapturedRun(["size"], in: TemporaryDirectory().path)
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("nothing to measure"))
    }

    // MARK: - The size flags on check

    @Test func checkJudgesTemplatesAtTheirDeclaredWorstCase() {
        let template = #"{"message": {"topic": "t", "notification": {"title": "Hi {{name}}", "body": "x"}}}"#
        let asWritten = CapturedRun(["-"], stdin: template)
        #expect(asWritten.status == 0)
        #expect(asWritten.stdout.contains("info[size-placeholder-undeclared]: placeholder {{name}} has no declared maximum length"))
        let worstCase = CapturedRun(["--placeholder", "name=1100", "-"], stdin: template)
        #expect(worstCase.status == 1)
        #expect(worstCase.stdout.contains("error[size-fcm-limit]: Android receives an estimated 4443 bytes (effective data map and display fields) with placeholders at their declared worst case (+4392)"))
        #expect(worstCase.stdout.contains("error[size-apns-limit]: iOS receives"))
        #expect(!worstCase.stdout.contains("size-placeholder-undeclared"))
    }

    @Test func checkTakesTheThresholdFlags() {
        let message = #"{"message": {"topic": "t", "data": {"k": "\#(String(repeating: "x", count: 1200))"}}}"#
        #expect(CapturedRun(["-"], stdin: message).status == 0)
        let tight = CapturedRun(["--size-limit-bytes=1000", "--apns-size-limit-bytes", "1500", "-"], stdin: message)
        #expect(tight.status == 1)
        #expect(tight.stdout.contains("over FCM's 1000-byte limit by 217"))
        #expect(!tight.stdout.contains("size-apns-limit"))
        let warned = CapturedRun(["--size-warning-bytes", "1000", "-"], stdin: message)
        #expect(warned.status == 0)
        #expect(warned.stdout.contains("warning[size-warn]: Android receives an estimated 1217 bytes"))
        #expect(warned.stdout.contains("warning[size-warn]: iOS receives 1339 bytes"))
    }
}
