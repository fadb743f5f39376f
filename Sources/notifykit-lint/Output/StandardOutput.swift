import Foundation
import LintRules

/// Standard output for the command, with the documented behaviour when it cannot be written.
///
/// - The reader went away (`notifykit-lint . | head -1`: EPIPE, with SIGPIPE ignored): the rest of
///   the report is dropped quietly, later writes are skipped, and the exit code is still the lint
///   result (0, 1 or 2), so `set -o pipefail` pipelines keep failing on findings.
/// - Any other write error (`>&-`, a full disk as with `> /dev/full`, an I/O error): one message on
///   standard error naming the cause and what to do, and the process exits with 2 at once: the
///   report is lost, so the run cannot have done its job.
final class StandardOutput: @unchecked Sendable {
    /// The process's standard output.
    static let shared = StandardOutput(
        fd: STDOUT_FILENO, errorFD: STDERR_FILENO, closedAtStart: StandardStreams.closedAtStart.output,
        exitOnError: { exit($0) })

    private enum State { case open, closedByReader }

    private let fd: Int32
    private let errorFD: Int32
    private let exitOnError: (Int32) -> Void
    private let lock = NSLock()
    private var state = State.open

    private let closedAtStart: Bool

    init(fd: Int32, errorFD: Int32, closedAtStart: Bool = false, exitOnError: @escaping (Int32) -> Void) {
        self.closedAtStart = closedAtStart
        self.fd = fd
        self.errorFD = errorFD
        self.exitOnError = exitOnError
    }

    /// Writes `text`; false once the reader has gone.
    func write(_ text: String) -> Bool {
        write { FileDescriptorIO.writeAll(text, to: $0) }
    }

    /// Writes `bytes` (UTF-8 text); false once the reader has gone.
    func write(utf8 bytes: [UInt8]) -> Bool {
        write { FileDescriptorIO.writeAll(bytes, to: $0) }
    }

    /// Writes with `writeAll`, which returns the errno of a failed write, as described above.
    private func write(_ writeAll: (Int32) -> Int32?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard state == .open else { return false }
        // A descriptor closed at start now holds /dev/null (see `StandardStreams`): still closed.
        switch closedAtStart ? EBADF : writeAll(fd) {
        case nil:
            return true
        case EPIPE?:
            state = .closedByReader
            return false
        case let code?:
            let reason = String(cString: strerror(code))
            _ = FileDescriptorIO.write(
                "error: cannot write the report to standard output: \(reason); "
                    + "the report is incomplete: check where the output goes (a closed descriptor, a full disk)\n",
                to: errorFD)
            exitOnError(ExitStatus.toolError.rawValue)
            state = .closedByReader
            return false
        }
    }
}
