import Foundation
import SizeModel

/// Why reading an input failed, phrased for the user.
package struct ReadError: Error, Sendable, CustomStringConvertible {
    /// The path that could not be read.
    let path: String
    /// The system's reason, with a hint (`No such file or directory; check the path`).
    package let reason: String

    /// Creates the error of reading `path`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The message, naming the path.
    package var description: String { "cannot read \(path): \(reason)" }
}

/// Why writing an output file failed.
package struct WriteError: Error, Sendable, CustomStringConvertible {
    let path: String
    let reason: String

    /// Creates the error of writing `path`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "cannot write \(path): \(reason)" }
}

/// Plain POSIX reads and writes: no Foundation file objects on the hot path, and exact errno
/// messages for the user.
package enum FileDescriptorIO {
    /// Reads a whole regular file (or FIFO) at `path`; never writes or locks it. A file larger
    /// than `limit` is not read (`InputLimits.maximumInputBytes` by default).
    package static func readFile(_ path: String, limit: Int = InputLimits.maximumInputBytes) throws(ReadError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw error(path, errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(path, errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw error(path, EISDIR) }
        let size = Int(info.st_size)
        if (info.st_mode & S_IFMT) == S_IFREG && size > limit { throw tooLarge(path, size: size, limit: limit) }
        return try readAll(fd, path: path, sizeHint: size, limit: limit)
    }

    /// Reads until end of file; stops with an error past `limit` bytes (a device such as
    /// /dev/zero, or a pipe that never ends, cannot exhaust memory).
    package static func readAll(
        _ fd: Int32, path: String, sizeHint: Int = 0, limit: Int = InputLimits.maximumInputBytes
    ) throws(ReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint > 0 ? min(sizeHint, limit) + 1 : 64 * 1024)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = DescriptorIO.read(fd, into: &chunk)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path, errno)
            }
            if bytes.count + count > limit { throw tooLarge(path, size: nil, limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes all of `text`; false when the descriptor is closed (EPIPE) or fails (`errno` says why).
    package static func write(_ text: String, to fd: Int32) -> Bool {
        guard let code = writeAll(text, to: fd) else { return true }
        errno = code
        return false
    }

    /// Writes all of `text`; nil on success, else the errno of the failed write.
    package static func writeAll(_ text: String, to fd: Int32) -> Int32? {
        let count = text.utf8.count
        var offset = 0
        while offset < count {
            let written = DescriptorIO.write(fd, utf8: text, from: offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Writes all of `bytes`; nil on success, else the errno of the failed write.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = DescriptorIO.write(fd, bytes: bytes[offset...])
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Creates or truncates the file at `path` and writes `text` to it.
    package static func writeFile(_ text: String, to path: String) throws(WriteError) {
        try writeFile(to: path) { fd in writeAll(text, to: fd) }
    }

    /// Creates or truncates the file at `path` and writes `bytes` to it.
    package static func writeFile(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try writeFile(to: path) { fd in writeAll(bytes, to: fd) }
    }

    /// Creates or truncates the file at `path` and writes to it with `writeAll`, which returns
    /// the errno of a failed write.
    private static func writeFile(to path: String, _ writeAll: (Int32) -> Int32?) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        if let code = writeAll(fd) { throw WriteError(path: path, reason: String(cString: strerror(code))) }
    }

    /// The error for `errno` `code` on `path`, with what to do about it.
    package static func error(_ path: String, _ code: Int32) -> ReadError {
        let reason = String(cString: strerror(code))
        let hint: String
        switch code {
        case ENOENT, ENOTDIR: hint = "check the path"
        case EACCES, EPERM: hint = "check the file's permissions"
        case ELOOP: hint = "a symbolic link on the path points back to itself; fix or remove the link"
        case EISDIR: hint = "pass the directory itself to search it for *.json files"
        case EBADF where path == "<stdin>": return ReadError(path: path, reason: "it is closed; pipe a payload in, or leave out '-'")
        default: hint = "check that the path is a readable file"
        }
        return ReadError(path: path, reason: "\(reason); \(hint)")
    }

    /// The error for an input over the size limit (`size` when known before reading).
    package static func tooLarge(_ path: String, size: Int?, limit: Int) -> ReadError {
        let limitText = InputLimits.describe(bytes: limit)
        let what = size.map { "it is \(InputLimits.describe(bytes: $0)), over the \(limitText) input limit" }
            ?? "it holds more than the \(limitText) input limit"
        return ReadError(
            path: path,
            reason: "\(what); an FCM message is at most 4 KB, so this is not a payload: lint the payload files, or leave this one out")
    }
}
