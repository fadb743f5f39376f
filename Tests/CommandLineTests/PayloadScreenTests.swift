import Foundation
@testable import LintRules
import SizeModel
import Testing

/// Which files are push payloads (`PayloadScreen`, Documentation/InputShapes.md): a realistic set
/// of JSON files that are not (Resources/NotPayloads) is skipped when found in a directory, every
/// payload shape is linted, and a file named explicitly is always linted, with one
/// `shape-not-a-payload` finding when it is not a payload.
@Suite struct PayloadScreenTests {
    static let notPayloadsDirectory = resourcesDirectory.appendingPathComponent("NotPayloads")

    /// Every `*.json` file under Resources/NotPayloads, relative to it.
    static func notPayloadFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: notPayloadsDirectory.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { files.append(path) }
        }
        return files.sorted()
    }

    /// One example of every shape the tool knows, with where it comes from.
    static let payloads: [(name: String, json: String)] = [
        ("HTTP v1 request body", #"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
        ("validate_only request", #"{"validate_only": true, "message": {"token": "abc"}}"#),
        ("bare message with a token", #"{"token": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1", "data": {"k": "v"}}"#),
        ("bare message, condition", #"{"condition": "'a' in topics", "notification": {"title": "Hi"}}"#),
        ("data only, no target", #"{"data": {"orderId": "42"}}"#),
        ("android block first", #"{"android": {"priority": "HIGH"}, "topic": "news"}"#),
        ("firebase-admin multicast", #"{"tokens": ["a", "b"], "notification": {"imageUrl": "https://a.example/x.png"}}"#),
        ("legacy body", #"{"to": "/topics/news", "time_to_live": 60, "priority": "high", "data": {"k": "v"}}"#),
        ("legacy multicast", #"{"registration_ids": ["a", "b"], "collapse_key": "k"}"#),
        ("removed sendToDevice arguments", #"{"options": {"timeToLive": 3600}, "payload": {"notification": {"title": "Hi"}}}"#),
        ("raw APNs payload", #"{"orderId": "42", "aps": {"alert": "Hi"}}"#),
        ("iOS userInfo capture", #"{"google.c.a.e": "1", "aps": {"alert": {"title": "Hi"}}, "gcm.message_id": "1566515"}"#),
        (
            "Android extras capture (phonegap/phonegap-plugin-push#102)",
            #"{"gcm.notification.title": "Stample title notif", "from": "345598564729", "collapse_key": "do_not_collapse"}"#
        ),
        (
            "react-native-firebase RemoteMessage (invertase/react-native-firebase#3339)",
            #"{"collapseKey": "ch.iomedia.communes.cran", "data": {}, "from": "593590134815", "messageId": "0:1589793258145266%2e1fdf9e2e1fdf9e", "sentTime": 1589793258119, "ttl": 2419200}"#
        ),
        ("Expo notification (expo/expo#31211)", #"{"date": 1724782348210, "request": {"content": {"title": "Hi"}, "trigger": {"type": "push"}}}"#),
        (
            "Expo push service request (docs.expo.dev, sending notifications)",
            #"{"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "title": "hello", "body": "world"}"#
        ),
        (
            "OneSignal Create notification (documentation.onesignal.com)",
            #"{"app_id": "5eb5a37e-b458-11e3-ac11-000c2940e62c", "include_subscription_ids": ["1dd608f2-c6a1-11e3-851d-000c2940e62c"], "contents": {"en": "Hello"}}"#
        ),
        ("batch", #"[{"topic": "a"}, {"topic": "b"}]"#),
        ("JSON Lines", "{\"message\": {\"topic\": \"a\"}}\n{\"message\": {\"topic\": \"b\"}}\n"),
        ("byte-order mark", "\u{FEFF}{\"message\": {\"topic\": \"a\"}}"),
        ("broken after the first key", #"{"message" {"topic": "a"}}"#),
        ("key after a long value", #"{"kind": "x", "meta": {"nested": [1, {"a": "}"}], "s": "\"quoted\""}, "topic": "news"}"#),
    ]

    @Test func notPayloadCorpusIsNeverAPayload() throws {
        let files = Self.notPayloadFiles()
        #expect(files.count >= 15, "\(files)")
        for file in files {
            let bytes = Array(try Data(contentsOf: Self.notPayloadsDirectory.appendingPathComponent(file)))
            let verdict = PayloadScreen.screen(bytes)
            #expect(!verdict.isLinted, "\(file): \(verdict)")
        }
    }

    @Test func everyPayloadShapeIsAPayload() {
        for (name, json) in Self.payloads {
            let verdict = PayloadScreen.screen(Array(json.utf8))
            #expect(verdict.isLinted, "\(name): \(verdict)")
            if case .payload = verdict {} else { Issue.record("\(name): \(verdict)") }
        }
    }

    @Test func theParsedTreeAgreesWithTheByteScreen() throws {
        for (name, json) in Self.payloads where !name.hasPrefix("broken") && !name.hasPrefix("batch") && !name.hasPrefix("JSON Lines") {
            let bytes = Array(json.utf8)
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let document = try JSONParser().parse(bytes, range: start..<bytes.count)
            #expect(PayloadScreen.hasSign(document.root), "\(name)")
        }
        for file in Self.notPayloadFiles() where !file.hasPrefix("tsconfig") && !file.contains(".vscode") {
            let bytes = Array(try Data(contentsOf: Self.notPayloadsDirectory.appendingPathComponent(file)))
            let document = try JSONParser().parse(bytes)
            #expect(!PayloadScreen.hasSign(document.root), "\(file)")
        }
    }

    @Test func verdictsNameWhatTheFileHolds() {
        #expect(PayloadScreen.screen(Array(#"{"name": "a", "version": "1", "private": true, "main": "x", "scripts": {}}"#.utf8))
            == .notAPayload(what: #"an object with "name", "version", "private", "main", …"#))
        #expect(PayloadScreen.screen(Array("[1, 2, 3]".utf8)) == .notAPayload(what: "an array of numbers"))
        #expect(PayloadScreen.screen(Array("[]".utf8)) == .notAPayload(what: "an empty array"))
        // Not JSON, or broken before a verdict: linted, so the parser says where (a PNG named
        // .json, an unterminated object).
        #expect(PayloadScreen.screen(Array("".utf8)) == .undecided)
        #expect(PayloadScreen.screen([0x89, 0x50, 0x4E, 0x47]) == .undecided)
        #expect(PayloadScreen.screen(Array(#"{"a": {"a": {"a": "#.utf8)) == .undecided)
        #expect(PayloadScreen.screen(Array(#"{"name" "x"}"#.utf8)) == .undecided)
        #expect(PayloadScreen.screen(Array(#"{"message": "Hello"}"#.utf8)) == .notAPayload(what: #"an object with "message""#))
        #expect(PayloadScreen.screen(Array(#"{"topic": "news"}"#.utf8)) == .payload(sign: #""topic""#))
        #expect(PayloadScreen.screen(Array(#"{"topic": "Choose a topic", "token": ""}"#.utf8)) == .notAPayload(what: #"an object with "topic", "token""#))
        #expect(PayloadScreen.screen(Array(#"{"condition": "'a' in topics"}"#.utf8)) == .payload(sign: #""condition""#))
        #expect(PayloadScreen.screen(Array(#"{"sentTime": 1, "messageId": "m"}"#.utf8)) == .payload(sign: #""messageId" with "sentTime""#))
        // The head of a large file whose first object goes on past it: lint it.
        #expect(PayloadScreen.screen(Array(#"{"meta": {"a": "#.utf8)) == .undecided)
    }

    /// A long word with whitespace only around it is a target pasted with it (a registration
    /// token with a trailing space or line break); a short one, or one with whitespace inside,
    /// is a label.
    @Test func aLongTargetWordMayHaveWhitespaceAroundIt() throws {
        let token = "dPiO7s50M8o:APA91bGH_B7FirN6Zvy1ZPBk"
        for text in ["\(token) ", " \(token)", "\(token)\\n", "\(token)\\r\\n"] {
            let json = #"{"token": "\#(text)", "notification ": {}}"#
            #expect(PayloadScreen.screen(Array(json.utf8)) == .payload(sign: #""token""#), "\(json)")
        }
        for text in ["Token ", " Token", "Your device token", "\(token) and \(token)", " ", ""] {
            let json = #"{"token": "\#(text)", "notification ": {}}"#
            #expect(!PayloadScreen.screen(Array(json.utf8)).isLinted, "\(json)")
            let document = try JSONParser().parse(Array(json.utf8))
            #expect(!PayloadScreen.hasSign(document.root), "\(json)")
        }
        // The not-a-payload message says why a member named like a sign is none.
        let label = Linter().lint(#"{"token": "Your device token", "data": "none", "notification ": {}}"#)
        #expect(label.first?.message.hasSuffix(#"(it has "token" (not one word), "data" (not an object), "notification ")"#) == true)
    }

    // MARK: - The engine: explicit files

    @Test func anExplicitNonPayloadGetsOneFinding() throws {
        let bytes = Array(try Data(contentsOf: Self.notPayloadsDirectory.appendingPathComponent("package.json")))
        let findings = Linter().lint(bytes)
        #expect(findings.map(\.ruleID) == ["shape-not-a-payload"])
        #expect(findings.first?.message.hasPrefix(
            "this does not look like an FCM or APNs message: no message, token, topic, condition, notification, data, android, apns, webpush or aps") == true)
        #expect(findings.first?.severity == .error)
        // The translation file holds "title", "message" and "topic" keys payloads use too.
        let i18n = Array(try Data(contentsOf: Self.notPayloadsDirectory.appendingPathComponent("locales/de.json")))
        #expect(Linter().lint(i18n).map(\.ruleID) == ["shape-not-a-payload"])
        // An array of objects none of which is a message: one finding, not one per element.
        let features = #"[{"type": "Feature", "properties": {"name": "Berlin"}}, {"type": "Feature", "properties": {}}]"#
        let arrayFindings = Linter().lint(features)
        #expect(arrayFindings.map(\.ruleID) == ["shape-not-a-payload"])
        #expect(arrayFindings.first?.message.hasSuffix("(it is an array of 2 values, none of them a message: an object)") == true)
        // --shape lints it as the named shape instead.
        var forced = LintConfiguration()
        forced.shape = .v1Message
        #expect(!Linter(configuration: forced).lint(bytes).contains { $0.ruleID == "shape-not-a-payload" })
    }

    @Test func legacyAndAdminOptionsAreNotReportedAsNotAPayload() {
        for json in [#"{"time_to_live": 60, "priority": "high"}"#, #"{"payload": {"data": {"k": "v"}}}"#, #"{"topic": "news"}"#] {
            #expect(!Linter().lint(json).contains { $0.ruleID == "shape-not-a-payload" }, "\(json)")
        }
    }

    // MARK: - The command: directories, named files, the tool's own files

    /// A project after `init`: payloads beside manifests, settings, translations, the tool's
    /// configuration, schema and baseline.
    static func project() throws -> TemporaryDirectory {
        let sandbox = TemporaryDirectory()
        for file in notPayloadFiles() {
            let text = try String(contentsOf: notPayloadsDirectory.appendingPathComponent(file), encoding: .utf8)
            _ = sandbox.write(file, text)
        }
        _ = sandbox.write(".notifykit-lint.json", #"{"version": 1, "baseline": "notifykit-lint.baseline.json"}"#)
        _ = sandbox.write("payloads/welcome.json", #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#)
        _ = sandbox.write("payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": 7}}}"#)
        _ = sandbox.write("captures/ios.json", #"{"aps": {"alert": {"title": "Hi"}}, "gcm.message_id": "1566515", "google.c.a.e": "1"}"#)
        return sandbox
    }

    @Test func aDirectoryWalkSkipsWhatIsNotAPayloadAndSaysSo() throws {
        let sandbox = try Self.project()
        let run = CapturedRun(["check", "."], in: sandbox.path)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("payloads/bad.json:1:49: error[data-value-not-string]"), "\(run.stdout)")
        #expect(!run.stdout.contains("package.json"), "\(run.stdout)")
        #expect(!run.stdout.contains("shape-not-a-payload"), "\(run.stdout)")
        let skipped = Self.notPayloadFiles().count
        #expect(
            run.stdout.hasSuffix("3 files checked: 1 error, 0 warnings, 1 info; \(skipped) files skipped: not push payloads (--verbose lists them)\n"),
            "\(run.stdout)")
        #expect(!run.stderr.contains("note: skipped"), "\(run.stderr)")

        let verbose = CapturedRun(["check", "--verbose", "."], in: sandbox.path)
        #expect(verbose.stderr.contains("note: skipped package.json: not a push payload: an object with \"name\", \"version\", \"private\", \"main\", …"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("note: skipped .notifykit-lint.json: notifykit-lint's configuration, not a push payload"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("note: skipped notifykit-lint.schema.json: notifykit-lint's JSON Schema, not a push payload"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("note: skipped notifykit-lint.baseline.json: a notifykit-lint baseline, not a push payload"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("note: skipped thresholds.json: not a push payload: an array of numbers"), "\(verbose.stderr)")

        let statistics = CapturedRun(["check", "--statistics", "."], in: sandbox.path)
        #expect(statistics.stdout.contains("skipped: \(skipped) files, not push payloads\n  .notifykit-lint.json: notifykit-lint's configuration"), "\(statistics.stdout)")
        #expect(statistics.stdout.contains("\n  tsconfig.json: not a push payload: an object with \"compilerOptions\", \"include\", \"exclude\"\n"), "\(statistics.stdout)")

        let json = CapturedRun(["check", "-f", "json", "."], in: sandbox.path)
        let document = jsonObject(json.stdout) as? [String: Any]
        let listed = (document?["skipped"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(listed?.count == skipped, "\(json.stdout)")
    }

    @Test func aNamedFileIsAlwaysLinted() throws {
        let sandbox = try Self.project()
        let run = CapturedRun(["check", "package.json", "payloads/welcome.json"], in: sandbox.path)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("package.json:1:1: error[shape-not-a-payload]: this does not look like an FCM or APNs message"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 files checked: 1 error, 0 warnings, 0 infos\n"), "\(run.stdout)")
        // Standard input too.
        let stdin = CapturedRun(["check", "--no-config", "-"], stdin: #"{"compilerOptions": {"strict": true}}"#)
        #expect(stdin.stdout.contains("error[shape-not-a-payload]"), "\(stdin.stdout)")
        // --payloads-only (the pre-commit hooks): named files are screened as found ones.
        let hook = CapturedRun(["check", "--payloads-only", "package.json", "payloads/welcome.json"], in: sandbox.path)
        #expect(hook.status == 0, "\(hook.stdout)")
        #expect(hook.stdout == "1 file checked, no problems; 1 file skipped: not push payloads (--verbose lists them)\n")
    }

    @Test func theToolsOwnFilesAreNeverLinted() throws {
        let sandbox = try Self.project()
        let run = CapturedRun(["check", "--write-baseline", "notifykit-lint.baseline.json", "."], in: sandbox.path)
        #expect(run.status == 0, "\(run.stderr)")
        let baseline = sandbox.read("notifykit-lint.baseline.json") ?? ""
        #expect(baseline.contains("payloads/bad.json"), "\(baseline)")
        #expect(!baseline.contains("package.json") && !baseline.contains(".notifykit-lint.json"), "\(baseline)")
        // Named explicitly, the configuration is still left out (with a note under --verbose).
        let named = CapturedRun(["check", "--verbose", ".notifykit-lint.json", "payloads/welcome.json"], in: sandbox.path)
        #expect(named.status == 0, "\(named.stdout)")
        #expect(named.stderr.contains("note: skipped .notifykit-lint.json: notifykit-lint's configuration, not a push payload"))
    }
}
