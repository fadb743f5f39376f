@testable import LintRules
import SizeModel
import Testing

/// A pasted `curl` command (`CurlCommand`): the JSON of its `-d` argument is linted where it
/// stands in the text; a command whose body cannot be read so gets one finding saying what to
/// pass instead; other text that is not JSON is invalid-json's as before.
@Suite struct CurlCommandTests {
    /// Firebase's "Send a message" example (firebase.google.com/docs/cloud-messaging/send-message),
    /// with the target misspelled.
    static let firebaseExample = """
        curl -X POST -H "Authorization: Bearer ya29.ElqKBGN2Ri_Uz...HnS_uNreA" -H "Content-Type: application/json" -d '{
        "message":{
           "notification":{
             "title":"FCM Message",
             "body":"This is an FCM Message"
           },
           "tokn":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1..."
        }}' https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send
        """

    @Test func aSingleQuotedBodyIsLintedInPlace() throws {
        let findings = Linter().lint(Self.firebaseExample)
        let unknown = try #require(findings.first { $0.ruleID == "shape-unknown-field" })
        #expect(unknown.pointer.description == "/message/tokn")
        #expect(unknown.start.line == 7)
        #expect(unknown.start.column == 4)
        #expect(!findings.contains { $0.ruleID == "invalid-json" })
        // Written right, it is clean.
        #expect(Linter().lint(Self.firebaseExample.replacingOccurrences(of: "\"tokn\"", with: "\"token\"")).isEmpty)
    }

    @Test func aPromptAndLineContinuationsAreRead() {
        let command = "$ curl https://fcm.googleapis.com/v1/projects/p/messages:send \\\n  -H 'Content-Type: application/json' \\\n  --data-raw '{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}'\n"
        #expect(Linter().lint(command).isEmpty)
        let windows = "curl.exe https://fcm.googleapis.com/v1/projects/p/messages:send ^\n  -d \"{\\\"message\\\": {\\\"topic\\\": \\\"news\\\", \\\"notification\\\": {\\\"title\\\": \\\"Hi\\\"}}}\"\n"
        #expect(Linter().lint(windows).isEmpty)
    }

    @Test func aDoubleQuotedBodyKeepsEveryPosition() throws {
        let command = #"curl -d "{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": 1}}}" https://fcm.googleapis.com/v1/projects/p/messages:send"#
        let finding = try #require(Linter().lint(command).first { $0.ruleID == "shape-type-mismatch" })
        #expect(finding.pointer.description == "/message/notification/title")
        let number = try #require(command.range(of: #": 1}"#))
        #expect(finding.start.offset == command[..<number.lowerBound].utf8.count + 2)
    }

    @Test func aJoinedOptionIsRead() {
        #expect(Linter().lint(#"curl -d'{"message": {"topic": "news", "data": {"k": "v"}}}' https://fcm.googleapis.com/v1/projects/p/messages:send"#).isEmpty)
    }

    /// A redirection right after the quoted body (`'{…}'>`, as Moodle's developer documentation
    /// renders its AirNotifier examples) ends the word, as the shell reads it: the body is linted,
    /// where it was called "built from several quoted parts".
    @Test func aRedirectionAfterTheBodyEndsIt() throws {
        // https://github.com/moodle/devdocs/blob/33a12602bb08607a7b2b1e8c6b222860696877c7/docs/moodleapp/development/custom-push-notifications.md
        // (trimmed to the body's first members).
        let command = #"curl AIRNOTIFIER_URL/api/v2/push -X POST --data '{"device": "android-fcm", "token": "DEVICE_TOKEN", "extra": {"processor" : "moodle", "subject": "Title test"}}'>"#
        let findings = Linter().lint(command)
        #expect(findings.map(\.ruleID) == ["shape-other-push-service"])
        // The page's escaped quotes inside the single-quoted body are the JSON's own mistake.
        let escaped = #"curl X --data '{"device": "android-fcm", "extra": {"customdata": "{\\"appurl\\" : 1}"}}'>"#
        let syntax = try #require(Linter().lint(escaped).first)
        #expect(syntax.ruleID == "invalid-json")
        #expect(!syntax.message.contains("several quoted parts"))
        // An operator between the option and its argument leaves no argument.
        #expect(Linter().lint("curl -d > out.txt").first?.message == "the curl command's -d has no argument; pass the JSON body alone")
    }

    @Test func anUnreadableBodySaysWhatToPass() {
        let cases: [(String, String)] = [
            ("curl -d @body.json https://fcm.googleapis.com/v1/projects/p/messages:send", "the curl command reads its body from the file body.json; lint that file"),
            (#"curl -d '{"message": {"topic": "a", "apns": {"payload": {"aps": {"badge": '$COUNT'}}}}}' https://fcm.googleapis.com/v1/projects/p/messages:send"#,
             "the curl command's body puts the shell's $COUNT outside a JSON string, so the value decides the JSON; pass the JSON body with a value in its place"),
            (#"curl -d "{\"message\": {\"topic\": \"a\", \"android\": {\"ttl\": $TTL}}}" https://fcm.googleapis.com/v1/projects/p/messages:send"#,
             "the curl command's body puts the shell's $TTL outside a JSON string, so the value decides the JSON; pass the JSON body with a value in its place"),
            (#"curl -d "{\"message\": {\"topic\": \"a\\nb\"}}" https://fcm.googleapis.com/v1/projects/p/messages:send"#, "the curl command's body is in double quotes with shell escapes the linter does not read; pass the JSON body alone"),
            ("curl -d \"$MESSAGE\" https://fcm.googleapis.com/v1/projects/p/messages:send", "the curl command's body is the shell's $MESSAGE; pass the JSON it holds"),
            ("#!/bin/sh\necho hi\n", "this shell script has no curl command at the start of a line; pass the JSON body alone"),
            ("curl -d @- https://fcm.googleapis.com/v1/projects/p/messages:send", "the curl command reads its body from standard input (-d @-), which the pasted text does not hold; pass the JSON body alone"),
            ("curl -d @- https://fcm.googleapis.com/v1/projects/p/messages:send <<EOF\n{\"message\": {}}\n", "the curl command's here-document has no closing EOF line; pass the JSON body alone"),
            ("curl https://fcm.googleapis.com/v1/projects/p/messages:send", "this is a curl command without a -d or --data body; pass the JSON body alone"),
            ("curl -d 'token=abc&title=Hi' https://fcm.googleapis.com/v1/projects/p/messages:send", "the curl command's body is not a JSON object; pass the JSON body alone"),
            ("curl -d 'curl -d \"{}\"' https://fcm.googleapis.com/v1/projects/p/messages:send", "the curl command's body is not a JSON object; pass the JSON body alone"),
        ]
        for (command, message) in cases {
            let findings = Linter().lint(command)
            #expect(findings.map(\.ruleID) == ["invalid-json"], "\(command)")
            #expect(findings.first?.message == message, "\(command)")
        }
    }

    /// A body the shell pieces together with variables inside JSON strings, as scripts and
    /// tutorials write it: each variable is a placeholder of unknown content, so the rest is linted
    /// where it stands (it was "built from several quoted parts or variables").
    @Test func variablesInsideStringsArePlaceholders() throws {
        // The '"$VAR"' and '$VAR' splices and a command substitution with a blank in it.
        let spliced = """
            curl -X POST "https://fcm.googleapis.com/v1/projects/$PROJECT_ID/messages:send" \\
              -d '{"message": {"token": "'"$FCM_TOKEN"'", "data": {"ts": "'$(date +%s)000'", "n": 1},
                "android": {"priority": "'$PRIORITY'"}}}'
            """
        let findings = Linter().lint(spliced)
        #expect(findings.map(\.ruleID).sorted() == ["data-value-not-string", "size-placeholder-undeclared", "size-placeholder-undeclared"])
        let number = try #require(findings.first { $0.ruleID == "data-value-not-string" })
        #expect(number.start.line == 2)
        #expect(number.start.column == 87)
        // The variables are named as placeholders; a string that is one placeholder passes the enum check.
        #expect(findings.contains { $0.message.contains("{{FCM_TOKEN }}") })
        #expect(findings.contains { $0.message.contains("${PRIORITY}") })
        // In double quotes, a string that is one expansion becomes "${NAME}".
        let doubled = #"curl -d "{\"message\": {\"token\": \"$FCM_TOKEN\", \"notification\": {\"title\": \"Hi $USER\", \"body\": \"$(date)\"}, \"data\": {\"n\": 1}}}" https://fcm.googleapis.com/v1/projects/p/messages:send"#
        let doubledFindings = Linter().lint(doubled)
        #expect(doubledFindings.map(\.ruleID).sorted() == ["data-value-not-string", "size-placeholder-undeclared"])
        #expect(doubledFindings.contains { $0.message.contains("${FCM_TOKEN}") })
        let value = try #require(doubledFindings.first { $0.ruleID == "data-value-not-string" })
        #expect(value.start.offset == doubled.utf8.count - " https://fcm.googleapis.com/v1/projects/p/messages:send".utf8.count - 5)
    }

    /// `-d @-` with a here-document: the document is the body, linted where it stands; with an
    /// unquoted delimiter the shell expands `$` in it, so expansions in strings are placeholders.
    @Test func aHereDocumentIsTheBody() throws {
        let command = """
            curl -X POST "$URL" -H "Content-Type: application/json" -d @- <<EOF
            {"message": {"token": "${FCM_TOKEN}", "notification": {"title": "Build $BUILD_NUMBER done"},
              "android": {"priority": "hgh"}}}
            EOF
            echo done
            """
        let finding = try #require(Linter().lint(command).first { $0.ruleID == "android-priority-invalid" })
        #expect(finding.start.line == 3)
        #expect(finding.start.column == 27)
        let quoted = "curl -d @- https://fcm.googleapis.com/v1/projects/p/messages:send <<-'JSON'\n{\"message\": {\"topic\": \"a\", \"data\": {\"n\": 1}}}\n\tJSON\n"
        #expect(Linter().lint(quoted).map(\.ruleID) == ["data-value-not-string"])
        #expect(Linter().lint("curl -d @- https://fcm.googleapis.com/v1/projects/p/messages:send <<< '{\"message\": {\"topic\": \"a\"}}'").isEmpty)
    }

    /// A shell script (a text starting with `#!`): its first curl command with a JSON body is linted
    /// where it stands; it was "expected a value, found '#'".
    @Test func aScriptsCurlCommandIsRead() throws {
        // mosluce/dark-flame-master send.sh, with "title" misspelled.
        let script = """
            #!/bin/bash

            curl -s https://oauth2.googleapis.com/token -d "grant_type=refresh"
            curl -X POST -H "Authorization: key=YOUR-SERVER-KEY" -H "Content-Type: application/json" -d '{
              "message": {"token": "DEVICE_REGISTRATION_TOKEN", "notification": {"tite": "Portugal vs. Denmark"}}
            }' "https://fcm.googleapis.com/v1/projects/p/messages:send"
            """
        let finding = try #require(Linter().lint(script).first { $0.ruleID == "shape-unknown-field" })
        #expect(finding.pointer.description == "/message/notification/tite")
        #expect(finding.start.line == 5)
        // A command substitution that keeps the response, in a script and pasted alone: the `)`
        // after the body ends its word.
        let kept = script.replacingOccurrences(of: "curl -X POST", with: "RESPONSE=$(curl -X POST")
            .replacingOccurrences(of: "messages:send\"", with: "messages:send\")")
        #expect(Linter().lint(kept).contains { $0.ruleID == "shape-unknown-field" && $0.start.line == 5 })
        #expect(Linter().lint("resp=$(curl -s -d '{\"message\": {\"topic\": \"a\", \"data\": {\"n\": 1}}}' https://fcm.googleapis.com/v1/projects/p/messages:send)").map(\.ruleID) == ["data-value-not-string"])
    }

    /// `size` measures a command's body as `check` lints it: the same bytes as the body alone,
    /// single- or double-quoted; a body it cannot read is the report's `invalid`, saying why.
    @Test func sizeMeasuresTheBody() throws {
        let body = #"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#
        func measured(_ text: String) -> SizeFileReport {
            SizeFileReport(path: "pasted", bytes: Array(text.utf8), configuration: LintConfiguration())
        }
        let alone = try #require(measured(body).messages.first?.sizes?.request.bytes)
        let single = measured("$ curl -X POST -d '\(body)' https://fcm.googleapis.com/v1/projects/p/messages:send")
        #expect(single.invalid == nil)
        #expect(single.messages.map(\.sizes?.request.bytes) == [alone])
        let escaped = body.replacingOccurrences(of: "\"", with: #"\""#)
        #expect(measured("curl -d \"\(escaped)\" https://fcm.googleapis.com/v1/projects/p/messages:send").messages.map(\.sizes?.request.bytes) == [alone])
        let unreadable = measured("curl -d @body.json https://fcm.googleapis.com/v1/projects/p/messages:send")
        #expect(unreadable.messages.isEmpty)
        #expect(unreadable.invalid?.message == "the curl command reads its body from the file body.json; lint that file")
        #expect(measured("wget -d '{}'").invalid?.message.contains("curl") == false)
    }

    @Test func otherTextIsInvalidJSONAsBefore() {
        for text in ["curly braces", "wget -d '{}'", "curl"] {
            let findings = Linter().lint(text)
            #expect(findings.map(\.ruleID) == ["invalid-json"], "\(text)")
            #expect(findings.first?.message.contains("curl command") == (text == "curl"), "\(text)")
        }
        // A line of JSON Lines is a document of its own, never a command.
        let lines = Linter().lint(jsonLines: Array("curl -d '{\"message\": {\"topic\": \"a\"}}' https://fcm.googleapis.com/v1/projects/p/messages:send\n".utf8))
        #expect(lines.map(\.ruleID) == ["invalid-json"])
        #expect(lines.first?.message.contains("curl command") == false)
    }

    /// The command's URL says where its body goes, as a pasted request's does (`RequestDestination`):
    /// a v1 body posted to the legacy fcm/send draws legacy-endpoint on the URL; a body posted
    /// elsewhere than FCM or APNs is passed over with one shape-not-a-payload naming the host; a
    /// URL in a variable, APNs' URL or none leaves the body linted as before.
    @Test func theURLDecidesWhereTheBodyGoes() throws {
        let v1Body = #"'{"message": {"topic": "news", "notification": {"title": "Hi"}}}'"#
        let legacy = "curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H \"Authorization: key=AIza\" \\\n  -d \(v1Body)\n"
        let findings = Linter().lint(legacy)
        #expect(findings.map(\.ruleID) == ["legacy-endpoint"])
        let finding = try #require(findings.first)
        #expect(finding.start.offset == "curl -X POST ".utf8.count)
        #expect(finding.end.offset == "curl -X POST https://fcm.googleapis.com/fcm/send".utf8.count)
        // The URL after the body, quoted, on a continued line.
        let after = Linter().lint("curl -d \(v1Body) \\\n  \"https://fcm.googleapis.com/fcm/send\"")
        #expect(after.map(\.ruleID) == ["legacy-endpoint"])
        // A proxy's URL is not the request's.
        #expect(Linter().lint("curl -x http://proxy.local:3128 https://fcm.googleapis.com/fcm/send -d \(v1Body)").map(\.ruleID) == ["legacy-endpoint"])
        // `--url` names it too.
        #expect(Linter().lint("curl --url https://fcm.googleapis.com/fcm/send -d \(v1Body)").map(\.ruleID) == ["legacy-endpoint"])

        // A body elsewhere that is no push payload is passed over (an HTTP v1 body there goes to
        // the app's relay and is linted: HTTPRequestTextTests.aMessagePostedToARelayIsLinted).
        let appBody = #"'{"userId": "42", "text": "Hi"}'"#
        let elsewhere = Linter().lint("curl -X POST https://api.example.com/notify -d \(appBody)")
        #expect(elsewhere.map(\.ruleID) == ["shape-not-a-payload"])
        #expect(elsewhere.first?.message.contains("api.example.com") == true)
        #expect(elsewhere.first?.start.offset == 0)
        let report = SizeFileReport(path: "send.sh", bytes: Array("curl https://api.example.com/notify -d \(appBody)".utf8), configuration: LintConfiguration())
        #expect(report.invalid == nil)
        #expect(report.messages.isEmpty)
        // Another push service's body there is linted as it is in a file: the body decides.
        let expoBody = #"'{"to": "ExponentPushToken[x]", "title": "Hi"}'"#
        let expo = Linter().lint("curl -X POST https://api.example.com/notify -d \(expoBody)")
        #expect(expo.map(\.ruleID) == ["shape-other-push-service"])

        // Unknown: the URL in a variable, a host in a variable or placeholder, no URL at all.
        let numberInData = #"'{"message": {"topic": "news", "data": {"n": 1}}}'"#
        for unknown in ["\"$FCM_URL\"", "https://${FCM_HOST}/fcm/send", "https://<your-server>/send", "{{url}}", ""] {
            #expect(Linter().lint("curl -X POST \(unknown) -d \(numberInData)").map(\.ruleID) == ["data-value-not-string"], "\(unknown)")
        }
        // A later line is another command: its URL is not this one's.
        #expect(Linter().lint("curl -d \(numberInData)\necho https://example.com").map(\.ruleID) == ["data-value-not-string"])
        // APNs' hosts: a raw APNs payload, linted as one.
        for host in ["api.push.apple.com", "api.sandbox.push.apple.com:443", "api.development.push.apple.com"] {
            let apns = Linter().lint(#"curl --http2 -d '{"aps": {"badge": "3"}}' https://"# + host + "/3/device/abc")
            #expect(apns.map(\.ruleID).contains("shape-detected"), "\(host)")
            #expect(!apns.map(\.ruleID).contains("shape-not-a-payload"), "\(host)")
        }
        // A script's command: its own line's URL.
        let script = "#!/bin/sh\nURL=https://example.com\ncurl -X POST https://fcm.googleapis.com/fcm/send -d \(v1Body)\n"
        #expect(Linter().lint(script).map(\.ruleID) == ["legacy-endpoint"])
    }
}
