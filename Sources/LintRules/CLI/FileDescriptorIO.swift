import Foundation

/// Why reading an input failed, phrased for the user.
public struct ReadError: Error, Sendable, CustomStringConvertible {
    /// The message, naming the path.
    public let description: String
}

/// Plain POSIX reads and writes: no Foundation file objects on the hot path, and exact errno
/// messages for the user.
enum FileDescriptorIO {
    /// Reads a whole regular file (or FIFO) at `path`; never writes or locks it. A file larger
    /// than `limit` is not read (`InputLimits.maximumInputBytes` by default).
    static func readFile(_ path: String, limit: Int = InputLimits.maximumInputBytes) throws -> [UInt8] {
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
    static func readAll(_ fd: Int32, path: String, sizeHint: Int = 0, limit: Int = InputLimits.maximumInputBytes) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint > 0 ? min(sizeHint, limit) + 1 : 64 * 1024)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
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

    /// Writes all of `text`; false when the descriptor is closed (EPIPE) or fails.
    static func write(_ text: String, to fd: Int32) -> Bool {
        writeAll(text, to: fd) == nil
    }

    /// Writes all of `text`; nil on success, else the errno of the failed write.
    static func writeAll(_ text: String, to fd: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    static func error(_ path: String, _ code: Int32) -> ReadError {
        let reason = String(cString: strerror(code))
        let hint: String
        switch code {
        case ENOENT, ENOTDIR: hint = "check the path"
        case EACCES, EPERM: hint = "check the file's permissions"
        case ELOOP: hint = "a symbolic link on the path points back to itself; fix or remove the link"
        case EISDIR: hint = "pass the directory itself to search it for *.json files"
        case EBADF where path == "<stdin>":
            return ReadError(description: "cannot read standard input: it is closed; pipe a payload in, or leave out '-'")
        default: hint = "check that the path is a readable file"
        }
        let name = path == "<stdin>" ? "standard input" : path
        return ReadError(description: "cannot read \(name): \(reason); \(hint)")
    }

    static func tooLarge(_ path: String, size: Int?, limit: Int) -> ReadError {
        let name = path == "<stdin>" ? "standard input" : path
        let limitText = InputLimits.describe(bytes: limit)
        let what = size.map { "it is \(InputLimits.describe(bytes: $0)), over the \(limitText) input limit" }
            ?? "it holds more than the \(limitText) input limit"
        return ReadError(
            description: "cannot lint \(name): \(what); "
                + "an FCM message is at most 4 KB, so this is not a payload: lint the payload files, or leave this one out")
    }
}
