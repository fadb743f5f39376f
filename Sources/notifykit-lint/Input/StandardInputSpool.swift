import Foundation
import LintRules
import SizeModel

/// Standard input, read so that a large one costs no more memory than a large file.
///
/// Up to `threshold` bytes are kept in memory and linted whole, as a small file is. A larger
/// input is copied, as it arrives, to a temporary file that is unlinked at once (in `TMPDIR`,
/// else `/tmp`), and the engine reads that file in blocks as it reads a large file: peak memory
/// stays that of a file, whatever arrives on the pipe.
enum StandardInputSpool {
    /// What was read.
    enum Contents {
        /// All of standard input, no larger than the threshold.
        case inMemory([UInt8])
        /// Standard input in an unlinked temporary file.
        case spooled(FileByteSource)
    }

    /// Standard input went on past the limit; nothing is linted.
    struct OverLimit: Error {
        /// The limit, in bytes.
        let limit: Int
    }

    /// The bytes asked of standard input per read while copying.
    static let copyChunk = 1 << 20

    /// Reads standard input through `readPart` (appends up to the count asked for, 0 at the end),
    /// keeping it in memory when it is at most `threshold` bytes. Past `limit` bytes it stops and
    /// throws `OverLimit`.
    static func read(
        _ readPart: (inout [UInt8], Int) throws -> Int, threshold: Int, limit: Int = InputLimits.maximumStreamedInputBytes
    ) throws -> Contents {
        var head: [UInt8] = []
        head.reserveCapacity(min(threshold + 1, 1 << 16))
        while head.count <= threshold {
            if try readPart(&head, threshold + 1 - head.count) == 0 { return .inMemory(head) }
        }
        return .spooled(try spool(head, then: readPart, limit: limit))
    }

    /// Writes `head` (what was read of standard input so far) and the rest of it to an unlinked
    /// temporary file.
    static func spool(
        _ head: [UInt8], then readPart: (inout [UInt8], Int) throws -> Int, limit: Int = InputLimits.maximumStreamedInputBytes
    ) throws -> FileByteSource {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        // mkstemp replaces the six trailing capital X with a unique name.
        let template = (directory.hasSuffix("/") ? directory : directory + "/") + "notifykit-lint-stdin." + String(repeating: "X", count: 6)
        guard let (fd, path) = DescriptorIO.makeTemporaryFile(template: template) else {
            throw ReadError(path: "<stdin>", reason: "cannot create a temporary file in \(directory) for standard input: \(String(cString: strerror(errno)))")
        }
        // Unlinked now, the file goes when the descriptor closes, however the run ends.
        unlink(path)
        func fail(_ reason: String) -> ReadError {
            close(fd)
            return ReadError(path: "<stdin>", reason: reason)
        }
        var chunk = head
        var total = 0
        repeat {
            total += chunk.count
            if total > limit {
                close(fd)
                throw OverLimit(limit: limit)
            }
            if let code = FileDescriptorIO.writeAll(chunk, to: fd) {
                throw fail("cannot copy standard input to a temporary file in \(directory): \(String(cString: strerror(code)))")
            }
            chunk.removeAll(keepingCapacity: true)
            do {
                _ = try readPart(&chunk, copyChunk)
            } catch {
                close(fd)
                throw error
            }
        } while !chunk.isEmpty
        return try FileByteSource(descriptor: fd, path: "<stdin>")
    }
}
