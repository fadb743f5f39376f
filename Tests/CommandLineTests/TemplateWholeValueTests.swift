import Foundation
import Testing

@testable import LintRules

/// In a file linted as a template, a string value that is wholly a shell or envsubst variable
/// (`"$TTL"`) or one ERB/EJS output tag (`"<%= icon %>"`) is a placeholder: the template engine
/// replaces it, so no format check judges it. Outside a template the same text is sent as written
/// (a curl body in single quotes, a plain .json) and is still judged. Jinja and Liquid tags between
/// members (`{% if image %}…{% endif %}`) are blanked so the members are linted.
@Suite struct TemplateWholeValueTests {
    /// Lints `text` as a template (`TemplateLint`, what a template name or the `templates` setting
    /// selects) or as plain JSON, and returns the rule ids found.
    static func ruleIDs(_ text: String, template: Bool) -> [String] {
        let bytes = Array(text.utf8)
        let linter = Linter()
        let findings = template ? TemplateLint.lint(bytes, linter: linter, jsonLines: false) : linter.lint(input: bytes)
        return findings.map(\.ruleID)
    }

    static let token = "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1" + String(repeating: "x", count: 100)

    @Test(arguments: ["$TTL", "$image_url", "<%= icon %>", "<%- icon %>", "<%== @icon %>", " $TTL "])
    func aWholePlaceholderIsNotJudgedInATemplate(value: String) {
        let text = """
            {"message": {"token": "\(Self.token)", "notification": {"title": "t", "body": "b"},
             "android": {"ttl": "\(value)", "notification": {"image": "\(value)", "icon": "\(value)", "sound": "\(value)",
             "color": "\(value)", "channel_id": "c"}},
             "webpush": {"fcm_options": {"link": "\(value)"}}, "apns": {"payload": {"aps": {"sound": "\(value)"}}}}}
            """
        let format: Set = [
            "android-ttl-format", "media-url-not-https", "android-notification-icon", "android-notification-sound",
            "android-notification-color", "webpush-link-https", "apns-sound-file-name",
        ]
        let plain = Set(Self.ruleIDs(text, template: false))
        let template = Set(Self.ruleIDs(text, template: true))
        // Sent as written (a plain file, a curl body in single quotes), the text is the value: judged.
        #expect(plain.isSuperset(of: ["android-ttl-format", "android-notification-color", "media-url-not-https"]), "\(plain)")
        #expect(template.isDisjoint(with: format), "\(template)")
    }

    /// The command line lints template files on several cores: each file's placeholders are
    /// judged the same whatever the number of jobs (`TemplateText.isLintingTemplate` is bound on
    /// the thread that lints the file).
    @Test func templateFilesOnSeveralCoresKeepTheirPlaceholders() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nkl-template-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = #"{"message": {"token": "\#(Self.token)", "notification": {"title": "t"}, "android": {"ttl": "$TTL"}}}"#
        for name in ["a.json.j2", "b.json.tmpl", "c.json.liquid", "d.json.hbs"] {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        try Data(text.utf8).write(to: directory.appendingPathComponent("e.json"))
        // A directory walk takes no template file: they are named (as a pre-commit hook does).
        let paths = ["a.json.j2", "b.json.tmpl", "c.json.liquid", "d.json.hbs", "e.json"].map { directory.appendingPathComponent($0).path }
        for jobs in ["1", "2"] {
            let run = CapturedRun(["check", "--no-config", "--jobs", jobs] + paths)
            // Only the plain file's "$TTL" is judged: it is sent as written.
            #expect(run.stdout.components(separatedBy: "error[android-ttl-format]").count - 1 == 1, "jobs \(jobs): \(run.stdout)")
            #expect(run.stdout.contains("e.json:1:"), "jobs \(jobs): \(run.stdout)")
            #expect(run.stdout.hasSuffix("5 files checked: 1 error, 0 warnings, 0 infos\n"), "jobs \(jobs): \(run.stdout)")
        }
    }

    /// An ERB or EJS template (`.json.erb`, `.json.ejs`): an output tag outside a string is a
    /// value of unknown type, a control tag is blanked, positions stay the template's own.
    @Test func embeddedRubyTagsOutsideStrings() throws {
        let text = """
            {"message": {"token": "\(Self.token)",
              <% if vip %>"notification": {"title": "<%= title %>"},<% end %>
              "apns": {"payload": {"aps": {"badge": <%= count %>, "sound": 5}}}}}
            """
        let plain = Self.ruleIDs(text, template: false)
        #expect(plain == ["invalid-json"], "\(plain)")
        let findings = TemplateLint.lint(Array(text.utf8), linter: Linter(), jsonLines: false)
        let ids = findings.map(\.ruleID)
        // The members around the tags are linted (a number where aps.sound wants a string), the
        // output tag is noted as a placeholder, and nothing else is said of the tags.
        #expect(ids.contains("apns-sound-invalid"), "\(ids)")
        #expect(ids.contains("template-placeholder-value"), "\(ids)")
        #expect(!ids.contains("invalid-json"), "\(ids)")
        let note = try #require(findings.first { $0.ruleID == "template-placeholder-value" })
        #expect(note.start.line == 3 && note.start.column == 41, "\(note.start)")
        #expect(TemplateSource.hasTemplateName("order.json.erb") && TemplateSource.hasTemplateName("order.json.ejs"))
    }

    @Test(arguments: ["Price: $5", "a $b c", "$1", "$", "<%= a %> and <%= b %>", "<% if x %>", "<%= a %>x"])
    func textThatIsNotOnePlaceholderIsStillJudged(value: String) {
        let text = #"{"message": {"token": "\#(Self.token)", "android": {"notification": {"title": "t", "color": "\#(value)"}}}}"#
        #expect(Self.ruleIDs(text, template: true).contains("android-notification-color"))
        #expect(TemplateText.$isLintingTemplate.withValue(true) { TemplateText.templateOnlyPlaceholder(in: value) } == nil)
    }

    /// A placeholder stands for a value of unknown content, not of unknown type: a string stays a
    /// string once filled, so `"badge": "$BADGE"` is still a string where APNs wants a number.
    @Test func aPlaceholderStringKeepsItsType() {
        let text = #"{"message": {"token": "\#(Self.token)", "apns": {"payload": {"aps": {"alert": "a", "badge": "$BADGE"}}}}}"#
        #expect(Self.ruleIDs(text, template: true).contains("apns-badge-invalid"))
    }

    @Test func jinjaTagsBetweenMembersAreBlanked() {
        let text = """
            {
              "message": {
                "topic": "news",
                "notification": {
                  "title": "{{ title }}",
                  {% if image_url %}
                  "image": "{{ image_url }}",
                  {% endif %}
                  "body": "{{ body }}"
                },
                {# the Android block #}
                "android": {"priority": "high"{%- if kind == "sale" -%}, "collapse_key": "sale"{%- endif -%}, "ttl": "86400"}
              }
            }
            """
        #expect(Self.ruleIDs(text, template: false) == ["invalid-json"])
        let template = Self.ruleIDs(text, template: true)
        #expect(!template.contains("invalid-json"), "\(template)")
        // The members between the tags are linted: "86400" is not a duration ("86400s").
        #expect(template.contains("android-ttl-format"), "\(template)")
        let source = TemplateSource(Array(text.utf8))
        #expect(source.bytes.count == text.utf8.count && source.tags.count == 5 && source.placeholders.isEmpty)
    }

    /// A shell script's heredoc body (the shell substitutes `$TOPIC` before curl sends it), from an
    /// FCM broadcast sender script (code index file 44363780424, "Secure & flexible FCM broadcast
    /// sender", send_broadcast.sh, the --v1 branch's `read -r -d '' V1_PAYLOAD <<EOF`), extracted
    /// verbatim to a template file. Before: routing-topic-malformed error on "$TOPIC"; the topic is
    /// whatever the script's third argument holds (default all_users).
    @Test func realHeredocTopicTemplate() {
        let text = """
            {
              "message": {
                "topic": "$TOPIC",
                "notification": {
                  "title": "$TITLE",
                  "body": "$BODY"
                },
                "data": {
                  "type": "broadcast",
                  "topic": "$TOPIC",
                  "timestamp": "$NOW_TS"
                }
              }
            }
            """
        #expect(Self.ruleIDs(text, template: false) == ["routing-topic-malformed"])
        #expect(Self.ruleIDs(text, template: true) == [])
    }

    /// A Kotlin raw string template (Kotlin substitutes `$token`, `$sound`; `${Json.encodeToString(data)}`
    /// is a `${…}` placeholder where the data object goes), from a Ktor server's
    /// FirebaseNotificationService.sendNotification (code index file 1361943533), extracted
    /// verbatim. The placeholders change nothing about the verdict that is not a format check:
    /// message.notification has no field "sound" in FCM v1 (it belongs in android.notification
    /// or aps), and FCM rejects it whatever fills it (notification-legacy-keys, error, as before).
    @Test func realKotlinTemplateKeepsItsShapeError() {
        let text = """
            {
              "message": {
                "token": "$token",
                "notification": {
                  "title": "$title",
                  "body": "$body",
                  "sound": "$sound"
                },
                "data": ${Json.encodeToString(data)}
              }
            }
            """
        let template = Self.ruleIDs(text, template: true)
        #expect(template == ["notification-legacy-keys", "template-placeholder-value"], "\(template)")
    }

    /// A heredoc body sent to RuStore's FCM-shaped API (code index file 71456212501,
    /// send-test-push.sh, `payload=$(cat <<EOF`), extracted verbatim: `"token": "$TOKEN"`,
    /// `"channel_id": "$CHANNEL_ID"`. The placeholders draw nothing; the RuStore-only field
    /// click_action_type is still reported, as it would be in a plain file.
    @Test func realRuStoreHeredocTemplate() {
        let text = """
            {
              "message": {
                "token": "$TOKEN",
                "notification": { "title": "$TITLE", "body": "$BODY" },
                "data": {
                  "scenario": "qa",
                  "push_scenario": "qa",
                  "deeplink": "$DEEPLINK"
                },
                "android": {
                  "notification": {
                    "title": "$TITLE",
                    "body": "$BODY",
                    "channel_id": "$CHANNEL_ID",
                    "click_action": "$DEEPLINK",
                    "click_action_type": 1
                  }
                }
              }
            }
            """
        #expect(Self.ruleIDs(text, template: true) == Self.ruleIDs(text, template: false))
        #expect(Self.ruleIDs(text, template: true) == ["shape-unknown-field"])
    }

    @Test func aTemplateFileByNameDropsTheFinding() {
        let directory = TemporaryDirectory()
        let text = #"{"message": {"token": "\#(Self.token)", "android": {"ttl": "$TTL"}}}"#
        directory.write("ttl.json.tmpl", text)
        directory.write("ttl.json", text)
        #expect(!CapturedRun(["-f", "concise", "--no-config", "ttl.json.tmpl"], in: directory.path).stdout.contains("android-ttl-format"))
        #expect(CapturedRun(["-f", "concise", "--no-config", "ttl.json"], in: directory.path).stdout.contains("[android-ttl-format]"))
    }
}
