import Foundation
import Testing

/// Whether the real pre-commit (PyPI) and git are installed, and this checkout is a git
/// repository pre-commit can clone (`.ci/run` installs pre-commit).
let preCommitAvailable =
    programWorks("pre-commit", ["--version"]) && programWorks("git", ["--version"])
    && programWorks("git", ["-C", repositoryRoot.path, "rev-parse", "HEAD"])

/// The shipped `.pre-commit-hooks.yaml`, run by the real pre-commit: a throwaway repository
/// whose `.pre-commit-config.yaml` points at this repository (at its HEAD commit) refuses a
/// commit with a bad payload, showing the finding, and accepts it once fixed. pre-commit clones
/// this repository and builds it with `swift build -c release`, so this takes minutes. It tests
/// the committed HEAD, not uncommitted changes.
@Suite(.enabled(if: preCommitAvailable, "needs pre-commit (pip install pre-commit), git, and a git checkout"))
struct PreCommitTests {
    @Test(.timeLimit(.minutes(30)))
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
        sandbox.write("repo/payloads/good.json", #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#)
        sandbox.write("repo/payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": 7}}}"#)
        let install = try runProcess("pre-commit", ["install"], in: repository, environment: environment)
        #expect(install.status == 0, "\(install.output)\(install.error)")
        #expect(try git("add", ".").status == 0)

        let refused = try git("commit", "-q", "-m", "add payloads")
        let refusedLog = refused.output + refused.error
        #expect(refused.status != 0, "the commit with a bad payload went through:\n\(refusedLog)")
        #expect(refusedLog.contains("notifykit-lint (FCM payloads)"), "\(refusedLog)")
        #expect(refusedLog.contains("Failed"), "\(refusedLog)")
        #expect(refusedLog.contains("payloads/bad.json:1:49: error[data-value-not-string]"), "\(refusedLog)")
        #expect(try git("rev-parse", "--verify", "-q", "HEAD").status != 0, "a commit was created")

        sandbox.write("repo/payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": "7"}}}"#)
        #expect(try git("add", ".").status == 0)
        let accepted = try git("commit", "-q", "-m", "add payloads")
        #expect(accepted.status == 0, "the fixed commit was refused:\n\(accepted.output)\(accepted.error)")
        #expect(try git("rev-parse", "--verify", "-q", "HEAD").status == 0)
    }
}
