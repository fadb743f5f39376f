import Foundation
import Testing

/// Whether the real pre-commit (PyPI) and git are installed, and this checkout is a git
/// repository pre-commit can clone (`.ci/run` installs pre-commit).
let preCommitAvailable =
    programWorks("pre-commit", ["--version"]) && programWorks("git", ["--version"])
    && programWorks("git", ["-C", repositoryRoot.path, "rev-parse", "HEAD"])

/// The shipped `.pre-commit-hooks.yaml`, run by the real pre-commit: a throwaway backend
/// repository (a package.json, a tsconfig.json, editor settings, an i18n file, a JSON Schema,
/// the tool's own configuration from `init` and a baseline, and payloads as JSON and JSON Lines)
/// whose `.pre-commit-config.yaml` points at this repository (at its HEAD commit) refuses a commit
/// with a bad payload, showing the finding and nothing about the other JSON files, and accepts it
/// once fixed. The command itself, run in the same repository, reports on the payloads only. pre-commit clones
/// this repository and builds it with `swift build -c release`, so this takes minutes. It tests
/// the committed HEAD, not uncommitted changes.
@Suite(.enabled(if: preCommitAvailable, "needs pre-commit (pip install pre-commit), git, and a git checkout"))
struct PreCommitTests {
    @Test(.tags(.slow), .onlyWhenSlowTestsRun, .timeLimit(.minutes(30)))
    func commitIsRefusedWithTheFindingThenAcceptedOnceFixed() throws {
        let sandbox = TemporaryDirectory()
        let repository = sandbox.path + "/repo"
        sandbox.mkdir("repo")
        var environment = ProcessInfo.processInfo.environment
        environment["PRE_COMMIT_HOME"] = sandbox.path + "/pre-commit-home"
        environment["PRE_COMMIT_COLOR"] = "never"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        func git(_ arguments: String...) throws -> ProcessResult {
            try runProcess("git", Array(arguments), in: repository, environment: environment)
        }

        let head = try runProcess("git", ["-C", repositoryRoot.path, "rev-parse", "HEAD"], environment: environment)
            .output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try git("init", "-q").status == 0)
        sandbox.write(
            "repo/.pre-commit-config.yaml",
            """
            repos:
              - repo: \(repositoryRoot.path)
                rev: \(head)
                hooks:
                  - id: notifykit-lint

            """)
        // What a backend repository holds besides its payloads, and the tool's own files.
        sandbox.write("repo/package.json", #"{"name": "push-backend", "version": "1.4.0", "private": true, "scripts": {"test": "jest"}}"#)
        sandbox.write("repo/tsconfig.json", #"{"compilerOptions": {"strict": true, "target": "es2022"}, "include": ["src"]}"#)
        sandbox.write("repo/.vscode/settings.json", #"{"editor.formatOnSave": true, "files.exclude": {"dist": true}}"#)
        sandbox.write("repo/locales/en.json", #"{"title": "Hello", "body": "Welcome back", "message": "You have mail"}"#)
        sandbox.write("repo/schemas/order.schema.json", #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"data": {"type": "object"}}}"#)
        sandbox.write("repo/payloads/good.json", #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#)
        sandbox.write("repo/payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": 7}}}"#)
        sandbox.write("repo/payloads/batch.jsonl", "{\"message\": {\"topic\": \"news\", \"data\": {\"a\": \"1\"}}}\n{\"message\": {\"topic\": \"news\", \"android\": {\"ttl\": 3600}}}\n")
        #expect(CapturedRun(["init"], in: repository).status == 0)
        #expect(sandbox.read("repo/.notifykit-lint.json") != nil)

        // The command in the repository: payloads only, the rest counted as skipped.
        let lint = CapturedRun(["."], in: repository)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("payloads/bad.json:1:49: error[data-value-not-string]"), "\(lint.stdout)")
        #expect(lint.stdout.contains("payloads/batch.jsonl:2:"), "\(lint.stdout)")
        for other in ["package.json", "tsconfig.json", "settings.json", "en.json", "order.schema.json", ".notifykit-lint.json"] {
            #expect(!lint.stdout.contains(other), "\(other) was linted:\n\(lint.stdout)")
        }
        #expect(lint.stdout.contains("3 files checked"), "\(lint.stdout)")
        #expect(lint.stdout.contains("6 files skipped: not push payloads"), "\(lint.stdout)")
        // A baseline written there records the payloads' findings only, and is never linted itself.
        let written = CapturedRun(["--write-baseline", "notifykit-lint.baseline.json", "."], in: repository)
        #expect(written.status == 0, "\(written.stderr)")
        let baseline = sandbox.read("repo/notifykit-lint.baseline.json") ?? ""
        #expect(baseline.contains("payloads/bad.json") && !baseline.contains("package.json"), "\(baseline)")
        let withBaseline = CapturedRun(["--baseline", "notifykit-lint.baseline.json", "."], in: repository)
        #expect(withBaseline.status == 0, "\(withBaseline.stdout)\(withBaseline.stderr)")
        #expect(!withBaseline.stdout.contains("notifykit-lint.baseline.json"), "\(withBaseline.stdout)")
        try? FileManager.default.removeItem(atPath: repository + "/notifykit-lint.baseline.json")

        let install = try runProcess("pre-commit", ["install"], in: repository, environment: environment)
        #expect(install.status == 0, "\(install.output)\(install.error)")
        #expect(try git("add", ".").status == 0)

        let refused = try git("commit", "-q", "-m", "add payloads")
        let refusedLog = refused.output + refused.error
        #expect(refused.status != 0, "the commit with a bad payload went through:\n\(refusedLog)")
        #expect(refusedLog.contains("notifykit-lint (FCM payloads)"), "\(refusedLog)")
        #expect(refusedLog.contains("Failed"), "\(refusedLog)")
        #expect(refusedLog.contains("payloads/bad.json:1:49: error[data-value-not-string]"), "\(refusedLog)")
        // The hook gets .jsonl files too, and skips the JSON files that are not payloads.
        #expect(refusedLog.contains("payloads/batch.jsonl:2:"), "\(refusedLog)")
        for other in ["package.json", "tsconfig.json", "settings.json", "en.json", "order.schema.json", ".notifykit-lint.json"] {
            #expect(!refusedLog.contains(other + ":"), "\(other) was linted:\n\(refusedLog)")
        }
        #expect(try git("rev-parse", "--verify", "-q", "HEAD").status != 0, "a commit was created")

        sandbox.write("repo/payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": "7"}}}"#)
        sandbox.write("repo/payloads/batch.jsonl", "{\"message\": {\"topic\": \"news\", \"data\": {\"a\": \"1\"}}}\n{\"message\": {\"topic\": \"news\", \"android\": {\"ttl\": \"3600s\"}}}\n")
        #expect(try git("add", ".").status == 0)
        let accepted = try git("commit", "-q", "-m", "add payloads")
        #expect(accepted.status == 0, "the fixed commit was refused:\n\(accepted.output)\(accepted.error)")
        #expect(try git("rev-parse", "--verify", "-q", "HEAD").status == 0)
    }
}
