import Foundation
import Testing

@testable import LintRules

/// Templates whose placeholders stand outside strings (issue 16 §2).
@Suite struct TemplateFileTests {
    static let template = """
        {
          "message": {
            "topic": "orders",
            "notification": {"title": "Hi {{name}}", "body": "x"},
            "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"badge": {{count}}, "sound": "default"}}},
            "data": {{{json data}}},
            "android": {"ttl": ${ttl}}
          }
        }

        """

    @Test func standInsKeepEveryByteInPlace() {
        let bytes = Array("{\"a\": {{x}},\n \"b\": \"{{y}}\", \"c\": ${z}, \"d\": {{{j\nk}}}}".utf8)
        let source = TemplateSource(bytes)
        #expect(source.bytes.count == bytes.count)
        #expect(source.placeholders.map { String(decoding: bytes[$0], as: UTF8.self) } == ["{{x}}", "${z}", "{{{j\nk}}}"])
        #expect(String(decoding: source.bytes, as: UTF8.self) == "{\"a\": 0    ,\n \"b\": \"{{y}}\", \"c\": 0   , \"d\": 0   \n    }")
        #expect((try? JSONSerialization.jsonObject(with: Data(source.bytes))) != nil)
    }

    @Test func aTemplateByNameIsLintedWithExactPositions() throws {
        let directory = TemporaryDirectory()
        directory.write("order.json.hbs", Self.template)
        let run = CapturedRun(["-f", "concise", "order.json.hbs"], in: directory.path)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let notes = run.stdout.split(separator: "\n").filter { $0.contains("[template-placeholder-value]") }
        #expect(notes.count == 3)
        #expect(notes[0].hasPrefix("order.json.hbs:5:83: info: [template-placeholder-value] template placeholder {{count}}"))
        #expect(notes[1].hasPrefix("order.json.hbs:6:13: info: [template-placeholder-value] template placeholder {{{json data}}}"))
        #expect(notes[2].hasPrefix("order.json.hbs:7:24: info: [template-placeholder-value] template placeholder ${ttl}"))
        // Nothing is reported about the stand-in values: not the badge's type, not data's.
        #expect(!run.stdout.contains("invalid-json") && !run.stdout.contains("apns-badge") && !run.stdout.contains("shape-"))
        // Pointers name the placeholder's place.
        let json = try #require(jsonObject(CapturedRun(["-f", "json", "order.json.hbs"], in: directory.path).stdout) as? [String: Any])
        let findings = (json["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
        let pointers = findings.filter { ($0["ruleId"] ?? $0["rule"]) as? String == "template-placeholder-value" }.compactMap { $0["pointer"] as? String }
        #expect(pointers == ["/message/apns/payload/aps/badge", "/message/data", "/message/android/ttl"])
    }

    /// A shell script's heredoc template, extracted to a .json.tmpl file: `$data_json` stands where
    /// the data object goes (an FCM sender script's build_message_payload: "token": "$FCM_TOKEN",
    /// "data": $data_json). A bare `$name` cannot start a JSON value, so it is a placeholder like
    /// `${name}`; before, the file was reported as invalid JSON.
    @Test func aBareShellVariableIsAPlaceholder() {
        let directory = TemporaryDirectory()
        directory.write("message.json.tmpl", "{\n    \"message\": {\n        \"token\": \"$FCM_TOKEN\",\n        \"data\": $data_json\n    }\n}\n")
        let run = CapturedRun(["-f", "concise", "message.json.tmpl"], in: directory.path)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("message.json.tmpl:4:17: info: [template-placeholder-value] template placeholder $data_json stands where a JSON value goes"))
        #expect(!run.stdout.contains("invalid-json"))
        let bytes = Array("{\"a\": $x, \"b\": \"$y\", \"c\": $$, \"d\": $1}".utf8)
        #expect(TemplateSource(bytes).placeholders.map { String(decoding: bytes[$0], as: UTF8.self) } == ["$x"])
    }

    @Test func sizeMeasuresATemplate() {
        let directory = TemporaryDirectory()
        directory.write("order.json.hbs", Self.template)
        let run = CapturedRun(["size", "--no-config", "order.json.hbs"], in: directory.path)
        #expect(run.status == 0 && run.stdout.hasPrefix("order.json.hbs\n  figure"), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("placeholders: {{name}} undeclared"))
    }

    @Test func theConfigurationNamesTemplatesAndCanSilenceTheNote() {
        let directory = TemporaryDirectory()
        directory.write("templates/order.json", Self.template)
        // Not a template: a plain .json file with a placeholder outside a string is invalid JSON.
        #expect(CapturedRun(["-f", "concise", "--no-config", "templates/order.json"], in: directory.path).stdout.contains("[invalid-json]"))
        directory.write(".notifykit-lint.json", #"{"version": 1, "templates": ["templates/**/*.json"]}"#)
        let run = CapturedRun(["-f", "concise", "templates"], in: directory.path)
        #expect(run.status == 0 && run.stdout.contains("templates/order.json:5:83: info: [template-placeholder-value]"), "\(run.stdout)")
        directory.write(".notifykit-lint.json", #"{"version": 1, "templates": "templates/**/*.json", "rules": {"template-placeholder-value": "off"}}"#)
        let quiet = CapturedRun(["-f", "concise", "templates/order.json"], in: directory.path)
        #expect(quiet.status == 0 && !quiet.stdout.contains("template-placeholder-value") && !quiet.stdout.contains("invalid-json"))
        // A directory walk finds what include or templates match: *.json.hbs only when a glob says so.
        directory.write("templates/sub/welcome.json.hbs", Self.template)
        #expect(CapturedRun(["-q", "--ignore", "size-placeholder-undeclared", "templates"], in: directory.path).stdout.isEmpty)
        #expect(CapturedRun(["--ignore", "size-placeholder-undeclared", "templates"], in: directory.path).stdout == "1 file checked, no problems\n")
        directory.write(".notifykit-lint.json", #"{"version": 1, "templates": ["templates/**/*.json", "**/*.json.hbs"], "rules": {"template-placeholder-value": "off"}}"#)
        #expect(CapturedRun(["--ignore", "size-placeholder-undeclared", "templates"], in: directory.path).stdout == "2 files checked, no problems\n")
    }
}
