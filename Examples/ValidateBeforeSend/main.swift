// A Swift backend's check before it sends an FCM message: lint the body with the project's
// .notifykit-lint.json (the same rules and configuration as the notifykit-lint command) and
// refuse to send when there is an error. Run: swift run ValidateBeforeSend payload.json
import Foundation
import LintRules

guard CommandLine.arguments.count == 2 else {
    print("usage: ValidateBeforeSend <payload.json>")
    exit(2)
}
let path = CommandLine.arguments[1]
guard let body = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(2)
}

let linter: Linter
do {
    linter = Linter(configuration: try LintConfiguration.discovered())
} catch {
    print("configuration error: \(error)")
    exit(2)
}

let findings = linter.lint(body, path: path)
for finding in findings {
    print("\(path):\(finding.start.line):\(finding.start.column): \(finding.severity): [\(finding.ruleID)] \(finding.message)")
}
if findings.contains(where: { $0.severity == .error }) {
    print("not sending: \(findings.count) problems")
    exit(1)
}
print("ok to send")
