import Foundation

/// The built `notifykit-lint` run as a separate process, for the few library tests that compare
/// the engine's results with the command's. The command's own tests run it in-process
/// (`Tests/CommandLineTests`).
struct ToolRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The executable: `NOTIFYKIT_TOOL` when set, else the one built beside the test bundle
    /// (`.build/<config>/notifykit-lint`).
    static let executable: String? = {
        if let given = ProcessInfo.processInfo.environment["NOTIFYKIT_TOOL"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        var candidates: [String] = []
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent().appendingPathComponent("notifykit-lint").path)
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/notifykit-lint").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs the tool with `arguments` in `directory`, with an empty environment (as the in-process
    /// runs have) and empty standard input. A missing executable is a failed run (status -1).
    init(_ arguments: [String], in directory: String? = nil) {
        guard let executable = Self.executable,
            let result = try? runProcess(executable, arguments, in: directory, environment: [:], input: "")
        else {
            status = -1
            stdout = ""
            stderr = "the notifykit-lint executable was not built beside the tests; run `swift build` first"
            return
        }
        status = result.status
        stdout = result.output
        stderr = result.error
    }
}
