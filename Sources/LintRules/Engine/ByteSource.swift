import Foundation
import SizeModel

/// Where the bytes of an input read part by part come from: a file (read with `pread`, so a
/// part can be read again) or bytes already in memory.
package protocol ByteSource: Sendable {
    /// Appends up to `count` bytes from file offset `offset` to `buffer`; returns how many were
    /// appended, fewer than `count` only at the end of the input.
    func read(at offset: Int, count: Int, into buffer: inout [UInt8]) throws(ReadError) -> Int
    /// The whole input, when it is already in memory: the engine then lints it without copying
    /// it into blocks.
    var bytesInMemory: [UInt8]? { get }
}

extension ByteSource {
    package var bytesInMemory: [UInt8]? { nil }
}

/// Bytes already in memory (a document given to the library, a small file read whole,
/// standard input, tests).
struct MemoryByteSource: ByteSource {
    let bytes: [UInt8]

    var bytesInMemory: [UInt8]? { bytes }

    func read(at offset: Int, count: Int, into buffer: inout [UInt8]) throws(ReadError) -> Int {
        let start = min(max(offset, 0), bytes.count)
        let end = min(start + max(count, 0), bytes.count)
        buffer.append(contentsOf: bytes[start..<end])
        return end - start
    }
}

/// A regular file, open for reading until the source goes away.
package final class FileByteSource: ByteSource {
    package let path: String
    private let descriptor: Int32
    /// The file's size when it was opened; reads stop there.
    package let size: Int

    /// Opens `path`; throws for a missing, unreadable or non-regular file.
    package convenience init(path: String) throws(ReadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw FileDescriptorIO.error(path, errno) }
        try self.init(descriptor: descriptor, path: path)
    }

    /// Reads the file open as `descriptor` (a spooled standard input), named `path` in errors;
    /// takes the descriptor over, closing it when done or when this throws (a non-regular file).
    package init(descriptor: Int32, path: String) throws(ReadError) {
        self.path = path
        self.descriptor = descriptor
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw FileDescriptorIO.error(path, code)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw FileDescriptorIO.error(path, (info.st_mode & S_IFMT) == S_IFDIR ? EISDIR : ESPIPE)
        }
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// Appends the rest of the file, from offset `buffer.count`, to `buffer`.
    package func readToEnd(into buffer: inout [UInt8]) throws(ReadError) {
        _ = try read(at: buffer.count, count: size - buffer.count, into: &buffer)
    }

    package func read(at offset: Int, count requested: Int, into buffer: inout [UInt8]) throws(ReadError) -> Int {
        let count = min(max(requested, 0), max(size - offset, 0))
        guard count > 0 else { return 0 }
        let (filled, failure) = DescriptorIO.read(descriptor, at: offset, count: count, appendingTo: &buffer)
        if failure != 0 { throw FileDescriptorIO.error(path, failure) }
        return filled
    }
}

