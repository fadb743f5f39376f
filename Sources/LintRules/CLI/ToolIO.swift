import Foundation

/// Where the command reads and writes, so tests can run it in-process.
public struct ToolIO: Sendable {
    /// Writes to standard output; returns false when the reader has gone (closed pipe).
    public var writeOutput: @Sendable (String) -> Bool
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readInput: @Sendable () throws -> [UInt8]

    /// Creates an I/O set.
    public init(
        writeOutput: @escaping @Sendable (String) -> Bool,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () throws -> [UInt8]
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's standard streams. A closed standard output (`| head -1`) makes writes
    /// return false instead of killing the process with SIGPIPE; see `StandardOutput`.
    public static var standard: ToolIO {
        signal(SIGPIPE, SIG_IGN)
        let closed = StandardStreams.closedAtStart
        return ToolIO(
            writeOutput: { StandardOutput.shared.write($0) },
            writeError: { _ = FileDescriptorIO.write($0, to: STDERR_FILENO) },
            readInput: {
                if closed.input { throw FileDescriptorIO.error("<stdin>", EBADF) }
                return try FileDescriptorIO.readAll(STDIN_FILENO, path: "<stdin>")
            })
    }
}
