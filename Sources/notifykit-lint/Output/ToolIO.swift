import Foundation
import LintRules

/// Where the command reads and writes, and the process facts it depends on (environment, working
/// directory, whether standard output is a terminal), so tests can run it in-process.
package struct ToolIO: Sendable {
    /// Writes to standard output; returns false when the reader has gone (closed pipe).
    /// Setting it sends `writeOutputUTF8` through it too, so a redirected output gets reports.
    package var writeOutput: @Sendable (String) -> Bool {
        didSet { writeOutputUTF8 = Self.utf8Writer(through: writeOutput) }
    }
    /// Writes UTF-8 text (a report) to standard output: through `writeOutput`, or straight to the
    /// descriptor for the process's streams (`standard`), with no String made.
    package var writeOutputUTF8: @Sendable ([UInt8]) -> Bool
    /// Writes to standard error.
    package var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    package var readInput: @Sendable () throws -> [UInt8]
    /// Reads the next part of standard input: appends up to the count of bytes asked for to the
    /// buffer and returns how many (0 at its end), for the pipeline format's streaming
    /// (`JSONLinesPipeline`); nil reads it whole with `readInput` instead.
    package var readInputPart: (@Sendable (inout [UInt8], Int) throws -> Int)? = nil
    /// The environment (`NO_COLOR`, `FORCE_COLOR`, `TERM`…).
    package var environment: [String: String]
    /// The absolute directory relative paths are resolved against, and where configuration
    /// discovery starts.
    package var workingDirectory: String
    /// Whether standard output is a terminal (`--color auto`).
    package var outputIsTerminal: Bool

    /// Creates an I/O set.
    package init(
        writeOutput: @escaping @Sendable (String) -> Bool,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () throws -> [UInt8],
        environment: [String: String] = [:],
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        outputIsTerminal: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeOutputUTF8 = Self.utf8Writer(through: writeOutput)
        self.writeError = writeError
        self.readInput = readInput
        self.environment = environment
        self.workingDirectory = PathNames.normalize(workingDirectory)
        self.outputIsTerminal = outputIsTerminal
    }

    /// Writes UTF-8 text through a String writer.
    private static func utf8Writer(through write: @escaping @Sendable (String) -> Bool) -> @Sendable ([UInt8]) -> Bool {
        { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// The process's standard streams. A closed standard output (`| head -1`) makes writes
    /// return false instead of killing the process with SIGPIPE; see `StandardOutput` and
    /// `StandardStreams`.
    package static var standard: ToolIO {
        signal(SIGPIPE, SIG_IGN)
        let closed = StandardStreams.closedAtStart
        var io = ToolIO(
            writeOutput: { StandardOutput.shared.write($0) },
            writeError: { _ = FileDescriptorIO.write($0, to: STDERR_FILENO) },
            readInput: {
                if closed.input { throw FileDescriptorIO.error("<stdin>", EBADF) }
                return try FileDescriptorIO.readAll(STDIN_FILENO, path: "<stdin>")
            },
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        io.writeOutputUTF8 = { StandardOutput.shared.write(utf8: $0) }
        if !closed.input { io.readInputPart = { buffer, count in try LineRunReader.reading(STDIN_FILENO, path: "<stdin>")(&buffer, count) } }
        return io
    }
}
