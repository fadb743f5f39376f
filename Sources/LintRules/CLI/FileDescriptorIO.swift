import Foundation

/// Why reading an input failed, phrased for the user.
struct ReadError: Error, Sendable, CustomStringConvertible {
    /// The path that could not be read.
    let path: String
    /// The system's reason, with a hint (`No such file or directory; check the path`).
    let reason: String

    /// The message, naming the path.
    var description: String { "cannot read \(path): \(reason)" }
}

/// Why writing an output file failed.
struct WriteError: Error, Sendable, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write \(path): \(reason)" }
}

/// Plain POSIX reads and writes: no Foundation file objects on the hot path, and exact errno
/// messages for the user.
enum FileDescriptorIO {
    /// Reads a whole regular file (or FIFO) at `path`; never writes or locks it.
    static func readFile(_ path: String) throws(ReadError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw error(path, errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(path, errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw error(path, EISDIR) }
        return try readAll(fd, path: path, sizeHint: Int(info.st_size))
    }

    /// Reads until end of file.
    static func readAll(_ fd: Int32, path: String, sizeHint: Int = 0) throws(ReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint > 0 ? sizeHint + 1 : 64 * 1024)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path, errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes all of `text`; false when the descriptor is closed (EPIPE) or fails.
    static func write(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Creates or truncates the file at `path` and writes `text` to it.
    static func writeFile(_ text: String, to path: String) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard write(text, to: fd) else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    }

    static func error(_ path: String, _ code: Int32) -> ReadError {
        let reason = String(cString: strerror(code))
        var hint = ""
        switch code {
        case ENOENT: hint = "; check the path"
        case EACCES: hint = "; check the file's permissions"
        case EISDIR: hint = ""
        default: break
        }
        return ReadError(path: path, reason: reason + hint)
    }
}
