import Foundation
import Testing

@testable import LintRules

/// The library example of `Documentation/Library.md` (`Examples/ValidateBeforeSend`, built as an executable by
/// `swift build` and `swift test`) finds the same problems as the command, with the same
/// configuration.
@Suite struct LibraryExampleTests {
    /// The example binary beside the test bundle.
    static var exampleBinary: String? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            var url = directory
            // Inside an .xctest bundle on macOS: climb out of Contents/MacOS.
            for _ in 0..<4 {
                let binary = url.appendingPathComponent("ValidateBeforeSend").path
                if FileManager.default.isExecutableFile(atPath: binary) { return binary }
                url.deleteLastPathComponent()
            }
        }
        return nil
    }

    @Test func exampleFindsTheSameProblemsAsTheCommand() throws {
        let binary = try #require(Self.exampleBinary, "build the example first: swift build --product ValidateBeforeSend")
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "rules": {"android-ttl-zero": "error"}, "ignores": [{"files": "payloads/*.json", "pointer": "/message/data/legacy"}]}"#)
        let payload = """
            {"message": {"topic": "news",
              "data": {"badge": 7, "legacy": 1, "from": "me"},
              "android": {"ttl": "0s"},
              "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}
            """
        directory.write("payloads/p.json", payload)
        let example = try runProcess(binary, ["payloads/p.json"], in: directory.path)
        let command = CapturedRun(["-f", "concise", "payloads/p.json"], in: directory.path)
        #expect(example.status == 1)
        #expect(command.status == 1)
        let exampleLines = example.output.split(separator: "\n").dropLast().map(String.init)
        #expect(exampleLines.last?.hasPrefix("not sending") != true)
        #expect(!exampleLines.isEmpty)
        #expect(exampleLines == command.stdout.split(separator: "\n").map(String.init))
        #expect(example.output.hasSuffix("not sending: \(exampleLines.count) problems\n"))
        #expect(!example.output.contains("legacy"))
        #expect(example.output.contains("error: [android-ttl-zero]"))

        directory.write("payloads/ok.json", #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#)
        let clean = try runProcess(binary, ["payloads/ok.json"], in: directory.path)
        #expect(clean.status == 0)
        #expect(clean.output == "ok to send\n")
    }

    @Test func documentationShowsTheExampleVerbatim() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("Documentation/Library.md"), encoding: .utf8)
        let example = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Examples/ValidateBeforeSend/main.swift"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```\n"), "paste Examples/ValidateBeforeSend/main.swift into Documentation/Library.md")
    }
}
