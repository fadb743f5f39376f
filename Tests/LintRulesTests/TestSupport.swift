import Foundation
import Testing

// Shared by both test targets: Tests/CommandLineTests/TestSupport.swift is a link to this file.

/// The repository root (tests run on a fresh clone, so everything they need is in it).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Tests/LintRulesTests/Resources`: the goldens and samples both test targets read.
let resourcesDirectory = repositoryRoot.appendingPathComponent("Tests/LintRulesTests/Resources")

/// The repository's `Fixtures/` folder.
let fixturesDirectory = repositoryRoot.appendingPathComponent("Fixtures")

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init() {
        let template = NSTemporaryDirectory() + "notifykit-lint-test-XXXXXX"
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        path = made ?? template
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (creating directories) and returns the absolute path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        let directory = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    func mkdir(_ name: String) {
        try? FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
    }
}

/// The result of running an outside program.
struct ProcessResult {
    let status: Int32
    let output: String
    let error: String
}

/// Runs a program (looked up on PATH unless it is a path) and waits for it.
func runProcess(
    _ program: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
    input: String? = nil
) throws -> ProcessResult {
    let process = Process()
    if program.contains("/") {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var env = environment ?? ProcessInfo.processInfo.environment
    for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_PREFIX"] { env[name] = nil }
    process.environment = env
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try? inputPipe.fileHandleForWriting.close()
    // Read both pipes concurrently so a chatty child cannot fill one and block.
    let errorData = LockedData()
    let reader = Thread { errorData.set(errorPipe.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return ProcessResult(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData.value, as: UTF8.self))
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var done = false
    func set(_ value: Data) { lock.withLock { data = value; done = true } }
    var isSet: Bool { lock.withLock { done } }
    var value: Data { lock.withLock { data } }
}

/// Whether `program` can be run from PATH with `arguments` (exit 0).
func programWorks(_ program: String, _ arguments: [String]) -> Bool {
    (try? runProcess(program, arguments))?.status == 0
}

/// Parses JSON text for semantic comparisons.
func jsonObject(_ text: String) -> NSObject? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) as? NSObject
}

extension Tag {
    /// Tests that take minutes or hundreds of megabytes (a release build inside pre-commit, the
    /// worst-case value table). `swift test` skips them; `.ci/run` runs them in their own step, against the
    /// release build (`NOTIFYKIT_SLOW_TESTS=1 NOTIFYKIT_TOOL=<release binary>`).
    @Tag static var slow: Self
}

/// Whether this run includes the `.slow` tests (`NOTIFYKIT_SLOW_TESTS=1`).
let slowTestsEnabled = ProcessInfo.processInfo.environment["NOTIFYKIT_SLOW_TESTS"] == "1"

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `NOTIFYKIT_SLOW_TESTS=1` (pair it with `.tags(.slow)`).
    static var onlyWhenSlowTestsRun: Self {
        .enabled(if: slowTestsEnabled, "slow: runs with NOTIFYKIT_SLOW_TESTS=1 (.ci/run's slow-test step)")
    }
}
