@testable import LintRules
import SizeModel
import Testing

/// Leftovers of earlier audits settled by verdict-left3: messages pasted as string literals of
/// C, Java, C# and Arduino code, Handlebars block tags in templates, `.jsonc` files, placeholders
/// inside fixed-length formats, the comment findings' cap and android-ttl-fraction's fix text.
@Suite struct VerdictLeft3Tests {
    /// "line:column rule" of each finding.
    static func places(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    /// An Android app's sender (find_string id 4710908655, SendNotification.java): a Java
    /// String.format literal whose text has a closing brace too many, which FCM rejects as
    /// invalid JSON. It was one invalid-json error at `String` ("a bare word"); now the literal is
    /// read and the stray brace named where it stands in the literal.
    @Test func aJavaFormatLiteralWithABraceTooManyIsNamedOnTheLiteral() throws {
        let text = #"""
            String jsonPayload = String.format("{\"message\":{\"token\":\"%s\",\"notification\":\"%s\",\"body\":\"%s\"}}}",
                    fcmToken, notificationTitle, notificationBody);
            """#
        let findings = Linter().lint(text)
        #expect(Self.places(findings) == ["1:1 json-code-literal", "1:109 invalid-json"], "\(Self.places(findings))")
        #expect(findings[0].message.contains("string literal"))
        #expect(findings[1].message.contains("'}'"), "\(findings[1].message)")
        // Without the stray brace, the message is linted: "body" beside the message's members is
        // unknown to FCM, and is found on the literal's `\"body\"`.
        let fixed = text.replacingOccurrences(of: #"\"%s\"}}}""#, with: #"\"%s\"}}""#)
        let linted = Linter().lint(fixed)
        let unknown = try #require(linted.first { $0.ruleID == "shape-unknown-field" }, "\(Self.places(linted))")
        let key = try #require(fixed.range(of: #"\"body\""#))
        #expect(unknown.start.line == 1 && unknown.start.column == key.lowerBound.utf16Offset(in: fixed) + 1, "\(unknown.start)")
    }

    /// An ESP32 sender's snprintf format over two lines (find_string id 71102552006): read, its
    /// `%s` holes printf placeholders, nothing else reported.
    @Test func aCSnprintfFormatIsRead() {
        let text = #"""
                snprintf(payload, sizeof(payload),
                         "{\"message\":{\"token\":\"%s\",\"notification\":{\"title\":\"%s\",\"body\":\"%s\"}}}",
                         fcm_token, title, body);
            """#
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["json-code-literal"], "\(Self.places(findings))")
        #expect(findings.first?.message.contains("format holes") == true)
    }

    /// A Java concatenation with code between the literals (find_string id 57982170658, a push
    /// relay's FCM sender) and an Arduino sketch's legacy body (lucascorreialobo/SCMU
    /// sketches/worker_node/App_Communicator.ino): code inside a string is a `${…}` placeholder,
    /// the legacy target is reported on the literal.
    @Test func concatenatedCodeIsAPlaceholder() throws {
        let java = #"""
                    String reqBody = "{\"message\":{\"token\":\"" + esc(clientId) + "\""
                            + ",\"notification\":{\"title\":\"" + esc(title) + "\",\"body\":\"" + esc(body) + "\"}"
                            + ",\"data\":{\"link\":\"" + esc(link) + "\"}"
                            + ",\"android\":{\"priority\":\"" + (ring ? "high" : "normal") + "\"}}}";
            """#
        #expect(Linter().lint(java).map(\.ruleID) == ["json-code-literal"], "\(Self.places(Linter().lint(java)))")
        let literal = try #require(CodeStringLiteral(Array(java.utf8), range: 0..<java.utf8.count))
        let decoded = String(decoding: literal.text, as: UTF8.self)
        #expect(decoded.hasPrefix(#"{"message":{"token":"${esc(clientId)}","notification""#), "\(decoded)")
        #expect(decoded.contains(#""priority":"${(ring ? _high_ : _normal_)}""#), "\(decoded)")

        let arduino = #"    String payload = "{\"to\":\"/topics/sensor_alerts\",\"notification\":{\"title\":\"" + String(title) + "\",\"body\":\"" + String(body) + "\"}}";"#
        let findings = Linter().lint(arduino)
        let legacy = try #require(findings.first { $0.ruleID == "legacy-topic-in-to" }, "\(Self.places(findings))")
        // `\"/topics/sensor_alerts\"` starts at its backslash, column 31.
        #expect(legacy.start.line == 1 && legacy.start.column == 31, "\(legacy.start)")
    }

    /// A printf hole where a value goes is a value of unknown content: no finding on it; a C#
    /// Azure Notification Hubs template constant (sinancsoysal/Parxlab PushTemplates.cs) is read
    /// with its `$(…)` placeholders.
    @Test func holesAndTemplateConstants() {
        let badge = #"char body[] = "{\"message\":{\"topic\":\"news\",\"apns\":{\"payload\":{\"aps\":{\"badge\":%d}}}}}";"#
        #expect(Linter().lint(badge).map(\.ruleID) == ["json-code-literal"], "\(Self.places(Linter().lint(badge)))")
        let azure = #"public const string Android = "{ \"notification\": { \"title\" : \"PushDemo\", \"body\" : \"$(alertMessage)\"}, \"data\" : { \"action\" : \"$(alertAction)\" } }";"#
        let ids = Linter().lint(azure).map(\.ruleID)
        #expect(ids.first == "json-code-literal" && !ids.contains("invalid-json"), "\(ids)")
    }

    /// PHP: a CURLOPT_POSTFIELDS member (`=>`), double-quoted with `\n` escapes and a quote too
    /// many after the token (knotfish/Huh heyya2.php), and single-quoted over several lines
    /// (bijancot/tomboati application/views/notif.php, a legacy registration_ids body).
    @Test func phpPostFieldsLiterals() throws {
        let double = #"  CURLOPT_POSTFIELDS => "{\n  \"data\" : {\n    \"name\" : \"Goku\"\n  },\n  \"to\" : \"e3xqFEJIREE:APA91bGkT9lPMy0hmUxm0\"\"\n}","#
        let findings = Linter().lint(double)
        #expect(findings.map(\.ruleID) == ["json-code-literal", "invalid-json"], "\(Self.places(findings))")
        // The stray quote is the second of `\"\"`: its backslash.
        let stray = try #require(double.range(of: #"\"\n}""#))
        #expect(findings.last?.start.column == stray.lowerBound.utf16Offset(in: double) + 1, "\(Self.places(findings))")
        let single = """
              CURLOPT_POSTFIELDS =>'{
              "registration_ids":["e63ubxK2R2yT49u24Ud8LC:APA91bFw_FDExq"],
              "notification": {"title":"Title of your notification", "body":"content of your notification"}
            }',
            """
        let ids = Linter().lint(single).map(\.ruleID)
        #expect(ids.contains("json-code-literal") && ids.contains("legacy-top-level-keys") && !ids.contains("invalid-json"), "\(ids)")
    }

    /// A fragment the code completes later (find_string id 7772752057 appends `}}}` after it):
    /// read, and its end named as where the text stops being JSON.
    @Test func aFragmentIsReadAndItsEndNamed() {
        let text = #"String data = "{\"message\":{\"token\":\"" + token + "\",\"data\":{\"imei\":\"" + imei + "\"";"#
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal", "invalid-json"])
    }

    /// What is not read so: a statement that goes on after the literal, an unclosed literal, and
    /// a JSON file with a typo.
    @Test(arguments: [
        #"String data = "{\"message\":{\"token\":\"" + token + "\"}}"; data += "}";"#,
        #"String data = "{\"message\":{\"token\":\"" + token + "\"}}"; send(data);"#,
        #"String s = "{\"message\": {\"topic\": \"news\"}"#,
        #"{"message": {"topic": "news"} "x"}"#,
    ])
    func textsThatAreNotReadStayInvalidJSON(text: String) {
        let ids = Linter().lint(text).map(\.ruleID)
        #expect(ids.contains("invalid-json") && !ids.contains("json-code-literal"), "\(ids)")
    }

    /// The size report measures the message the literal holds.
    @Test func sizeMeasuresTheDecodedMessage() {
        let text = #"String p = "{\"message\":{\"topic\":\"news\",\"notification\":{\"title\":\"Hi\"}}}";"#
        let report = SizeFileReport(path: "p.java", bytes: Array(text.utf8), configuration: LintConfiguration())
        #expect(report.messages.count == 1)
    }

    /// Handlebars block tags outside strings are blanked (the shape of a real Handlebars JSON
    /// template: find_string id 15416477483, `{{#if has_engines}}` … `{{#each engines}}` …
    /// `{{#unless @last}},{{/unless}}`), positions kept; the badge inside `{{#if}}` is linted.
    @Test func handlebarsBlockTagsAreBlanked() throws {
        let text = """
            {"message": {"token": "{{token}}",
              "apns": {"payload": {"aps": {"sound": "default"{{#if badge}}, "badge": "{{badge}}"{{/if}}}}},
              "data": {
                {{#each extra}}
                "{{@key}}": "{{this}}"{{#unless @last}},{{/unless}}
                {{/each}}
              }}}
            """
        let findings = TemplateLint.lint(Array(text.utf8), linter: Linter(), jsonLines: false)
        let ids = findings.map(\.ruleID)
        #expect(!ids.contains("invalid-json") && !ids.contains("json-trailing-comma"), "\(Self.places(findings))")
        // A string badge inside the block is still APNs' error, at its own place.
        let badge = try #require(findings.first { $0.pointer.description == "/message/apns/payload/aps/badge" }, "\(Self.places(findings))")
        #expect(badge.start.line == 2 && badge.start.column == 74, "\(badge.start)")
        let template = TemplateSource(Array(text.utf8))
        #expect(template.bytes.count == text.utf8.count)
    }

    /// A comment tag may hold `}}`; an output tag and a partial stay placeholders.
    @Test func handlebarsCommentsAndPartials() {
        let text = #"{"message": {"topic": "news", {{!-- a }} b --}} "data": {{> data}}, "notification": {"title": "{{t}}"}{{~/if~}}}}"#
        let template = TemplateSource(Array(text.utf8))
        #expect(template.tags.count == 2 && template.placeholders.count == 1, "\(template.tags) \(template.placeholders)")
    }

    /// Placeholders in fixed-length formats: `#{{hex}}` can be a colour (the pattern of a real
    /// JSON template, find_string id 18013703897: `"color": "#{{titleColor}}"`); a fixed
    /// `http://` stays wrong whatever the placeholder holds.
    @Test func fixedLengthFormatsAcceptPlaceholders() {
        let colour = ##"{"message": {"topic": "news", "android": {"notification": {"title": "t", "color": "#{{hex}}"}}}}"##
        #expect(!Linter().lint(colour).map(\.ruleID).contains("android-notification-color"))
        let parts = ##"{"message": {"topic": "news", "android": {"notification": {"title": "t", "color": "#{{r}}{{g}}{{b}}"}}}}"##
        #expect(!Linter().lint(parts).map(\.ruleID).contains("android-notification-color"))
        let short = ##"{"message": {"topic": "news", "android": {"notification": {"title": "t", "color": "#{{r}}{{g}}{{b}}{{a}}zz"}}}}"##
        #expect(Linter().lint(short).map(\.ruleID).contains("android-notification-color"))
        let http = #"{"message": {"topic": "news", "notification": {"title": "t", "image": "http://cdn.example.com/{{id}}.png"}}}"#
        #expect(Linter().lint(http).map(\.ruleID).contains("media-url-not-https"))
    }

    /// A `.jsonc` file: its comments are not findings (maidanhcongtu/fcm-notify
    /// public/reference-file.md, the simple message with a commented-out token), its trailing
    /// comma still is; a `.json` file with the same text keeps its comment errors.
    @Test func jsoncCommentsAreBlanked() {
        let text = """
            {
              "message":{
                //"token" : "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                // or
                "topic" : "news",
                "notification" : {
                  "body" : "This is an FCM notification message!",
                  "title" : "FCM Message",
                  }
               }
            }
            """
        let bytes = Array(text.utf8)
        let linted = PayloadFiles.linted(bytes, path: "/tmp/simple.jsonc")
        #expect(linted.count == bytes.count)
        #expect(Linter().lint(input: linted).map(\.ruleID) == ["json-trailing-comma"])
        #expect(PayloadFiles.linted(bytes, path: "/tmp/simple.json") == bytes)
        #expect(Linter().lint(input: bytes).map(\.ruleID) == ["invalid-json", "invalid-json", "json-trailing-comma"])
        #expect(PayloadFiles.isJSONWithComments("a/B.JSONC") && !PayloadFiles.isJSONWithComments("a.jsonc/b.json"))
    }

    /// 5,000 comments: the comment findings are capped by the per-rule limit as every rule's are
    /// (1,000 kept and one summary), so they never flood the output.
    @Test func commentFindingsAreCapped() {
        var text = "{\"message\": {\n"
        for index in 0..<5000 { text += "  // comment \(index)\n" }
        text += "  \"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}\n"
        let findings = Linter().lint(text)
        let comments = findings.filter { $0.ruleID == "invalid-json" }
        #expect(comments.count == 1001, "\(comments.count)")
        #expect(comments.last?.message.contains("4000 more invalid-json findings") == true, "\(comments.last?.message ?? "")")
    }

    /// firebase-admin Python's rendering of a 21599.5-second ttl (ntadej/Vremenar-Utils, audit63):
    /// the fix speaks of the code that wrote it; a firebase-admin number is named as milliseconds.
    @Test func ttlFractionFixFollowsTheForm() throws {
        let rendered = #"{"message": {"condition": "'alerts_si' in topics", "notification": {"title": "t"}, "android": {"ttl": "21599.500000000s"}}}"#
        let finding = try #require(Linter().lint(rendered).first { $0.ruleID == "android-ttl-fraction" })
        #expect(finding.fix?.contains("firebase-admin") == true, "\(finding.fix ?? "")")
        #expect(finding.fix?.contains("21599000") == true && finding.fix?.contains("ttl=21599") == true)
        let plain = #"{"message": {"topic": "news", "android": {"ttl": "90.5s"}}}"#
        #expect(Linter().lint(plain).first { $0.ruleID == "android-ttl-fraction" }?.fix == #"write "90s""#)
        let admin = #"{"topic": "news", "android": {"ttl": 90500}}"#
        let number = try #require(Linter().lint(admin).first { $0.ruleID == "android-ttl-fraction" })
        #expect(number.message.hasPrefix("android.ttl 90500 (milliseconds)"), "\(number.message)")
    }
}
