@testable import LintRules
import Testing

/// `echo '{…}' | curl … -d @-` (`ShellPipe`, the reader `xcrun simctl push` pipes share): curl's
/// standard input is the echoed text, linted where it stands, with the command's URL.
@Suite struct EchoPipeIntoCurlTests {
    @Test func theEchoedBodyIsLintedWithTheURL() throws {
        let text = #"""
            echo '{"to": "/topics/news", "notification": {"title": "Hi"}}' | curl -s -H 'Content-Type: application/json' https://fcm.googleapis.com/fcm/send -d @-
            """#
        let findings = Linter().lint(text)
        #expect(!findings.contains { $0.ruleID == "invalid-json" })
        let topic = try #require(findings.first { $0.ruleID == "legacy-topic-in-to" })
        #expect(topic.start.column == 14)
    }

    @Test func aV1BodyPipedToTheLegacyURLGetsLegacyEndpoint() {
        let text = #"""
            echo -n '{"message": {"topic": "news", "notification": {"title": "Hi"}}}' | curl -X POST https://fcm.googleapis.com/fcm/send --data-binary @-
            """#
        #expect(Linter().lint(text).map(\.ruleID) == ["legacy-endpoint"])
    }

    @Test func aFilePipedIntoCurlNamesTheFile() throws {
        let findings = Linter().lint("cat body.json | curl -X POST https://fcm.googleapis.com/v1/projects/p/messages:send -d @-")
        let problem = try #require(findings.first)
        #expect(problem.ruleID == "invalid-json")
        #expect(problem.message.contains("body.json"))
    }

    @Test func aScriptLineThatPipesIntoCurlIsRead() {
        let script = #"""
            #!/bin/sh
            echo "sending"
            echo '{"message": {"token": "t", "notificaton": {"title": "x"}}}' | curl https://fcm.googleapis.com/v1/projects/p/messages:send --data-binary @-
            """#
        #expect(Linter().lint(script).map(\.ruleID).contains("shape-unknown-field"))
    }

    @Test func anEchoIntoAnotherProgramStaysText() {
        #expect(Linter().lint(#"echo '{"message": {"topic": "x"}}' | jq ."#).map(\.ruleID) == ["invalid-json"])
    }
}
