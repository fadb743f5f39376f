@testable import LintRules
import Testing

/// A pasted `xcrun simctl push` command (`SimctlPushCommand`): the payload piped or redirected
/// into it is linted where it stands; one read from a file names the file to lint.
@Suite struct SimctlPushCommandTests {
    @Test func anEchoedPayloadIsLintedInPlace() throws {
        let command = "echo -n '{\"aps\": {\"alert\": \"Hi\", \"badge\": \"3\"}}' | xcrun simctl push booted com.example.app -\n"
        let findings = Linter().lint(command)
        let badge = try #require(findings.first { $0.ruleID == "apns-badge-invalid" })
        #expect(badge.pointer.description == "/aps/badge")
        #expect(badge.start.line == 1)
        #expect(badge.start.column == 43)
        #expect(!findings.contains { $0.ruleID == "invalid-json" })
    }

    @Test func aHereDocumentIsThePayloadOfDash() {
        let command = "xcrun simctl push booted com.example.app - <<'EOF'\n{\"aps\": {\"alert\": {\"title\": \"Hi\"}}}\nEOF\n"
        #expect(Linter().lint(command).map(\.ruleID) == ["shape-detected"])
        let hereString = "xcrun simctl push booted com.example.app - <<< '{\"aps\": {\"alert\": \"Hi\"}}'\n"
        #expect(Linter().lint(hereString).map(\.ruleID) == ["shape-detected"])
    }

    @Test func aShellScriptIsReadThroughItsSimctlLine() {
        let script = "#!/bin/sh\nset -e\necho '{\"aps\": {\"alert\": \"Hi\"}, \"Simulator Target Bundle\": \"com.example.app\"}' | xcrun simctl push booted -\n"
        #expect(Linter().lint(script).map(\.ruleID) == ["shape-detected"])
    }

    @Test func aPayloadFileIsNamedAsTheOneToLint() throws {
        for command in [
            "xcrun simctl push booted com.example.app payload.apns\n",
            "cat payload.apns | xcrun simctl push booted com.example.app -\n",
        ] {
            let findings = Linter().lint(command)
            let finding = try #require(findings.first)
            #expect(findings.count == 1)
            #expect(finding.ruleID == "invalid-json")
            #expect(finding.message.contains("reads its payload from the file payload.apns; lint that file"))
        }
    }

    @Test func aDashWithoutInputOrNoPayloadArgumentSaysWhatToPass() throws {
        let dash = try #require(Linter().lint("xcrun simctl push booted com.example.app -\n").first)
        #expect(dash.message.contains("reads its payload from standard input (-)"))
        let bare = try #require(Linter().lint("xcrun simctl push booted\n").first)
        #expect(bare.message.contains("names no payload file or -"))
    }

    @Test func otherCommandsStayTextsThatAreNotJSON() throws {
        // An echo not piped into simctl, and another simctl subcommand: read as before.
        for text in ["echo '{\"aps\": {}}' > payload.apns\n", "xcrun simctl openurl booted myapp://x\n"] {
            let finding = try #require(Linter().lint(text).first)
            #expect(finding.ruleID == "invalid-json")
            #expect(!finding.message.contains("simctl push"))
        }
    }
}
