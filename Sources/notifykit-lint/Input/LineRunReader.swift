import SizeModel
import Foundation
import LintRules

/// Reads a JSON Lines input (a file, a pipe, standard input) part by part and hands out its
/// whole lines as they arrive: each read's bytes up to its last line feed make one run, the
/// unfinished line waits for the next read. Memory holds one block and one unfinished line, and
/// a run is handed out as soon as a read returns, so a pipe's messages are linted (and their
/// records written) while the writer is still sending more.
struct LineRunReader {
    /// Appends up to `count` bytes of the input to the buffer; returns how many (0 at its end).
    typealias Read = (inout [UInt8], Int) throws(ReadError) -> Int

    /// Whole lines and where they start in the input.
    struct Block {
        let bytes: [UInt8]
        let fileOffset: Int
        let firstLine: Int
    }

    private let read: Read
    /// Bytes asked for per read.
    let blockSize: Int
    /// The longest line accepted: a longer one is refused before it is read further.
    let maximumLineBytes: Int
    private var pending: [UInt8] = []
    private var offset = 0
    private var line = 1
    private var ended = false

    init(blockSize: Int = 256 << 10, maximumLineBytes: Int = InputLimits.maximumInputBytes, read: @escaping Read) {
        self.blockSize = max(1, blockSize)
        self.maximumLineBytes = maximumLineBytes
        self.read = read
    }

    /// The next whole lines (the last line of the input may lack its line feed); nil at the end.
    mutating func next() throws(ReadError) -> Block? {
        while true {
            if ended {
                guard !pending.isEmpty else { return nil }
                return take(pending.count)
            }
            let before = pending.count
            let got = try read(&pending, blockSize)
            if got == 0 {
                ended = true
                continue
            }
            if let cut = pending[before...].lastIndex(of: UInt8(ascii: "\n")) { return take(cut + 1) }
            if pending.count > maximumLineBytes {
                throw RunDriver.messageTooLarge(from: offset, limit: maximumLineBytes, format: .jsonLines)
            }
        }
    }

    /// Hands out the first `count` pending bytes.
    private mutating func take(_ count: Int) -> Block {
        let bytes = Array(pending[..<count])
        pending.removeFirst(count)
        let block = Block(bytes: bytes, fileOffset: offset, firstLine: line)
        offset += count
        line += Self.lineEnds(in: bytes)
        return block
    }

    /// Line ends as `SourceLocator` counts them: LF, CR LF, or a lone CR.
    static func lineEnds(in bytes: [UInt8]) -> Int {
        var count = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                count += 1
            } else if bytes[i] == 0x0D {
                count += 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        return count
    }

    /// Reads from a file descriptor (retrying after a signal).
    static func reading(_ fd: Int32, path: String) -> Read {
        { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
            guard count > 0 else { return 0 }  // nothing asked for
            var chunk = [UInt8](repeating: 0, count: count)
            while true {
                let got = DescriptorIO.read(fd, into: &chunk)
                if got >= 0 {
                    buffer.append(contentsOf: chunk[0..<got])
                    return got
                }
                if errno != EINTR { throw FileDescriptorIO.error(path, errno) }
            }
        }
    }

    /// Reads `source` from its start (standard input spooled to a temporary file).
    static func reading(_ source: FileByteSource) -> Read {
        var position = 0
        return { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
            let got = try source.read(at: position, count: count, into: &buffer)
            position += got
            return got
        }
    }

    /// Reads `head` (bytes already taken from the input), then on through `read`.
    static func prepending(_ head: [UInt8], to read: @escaping Read) -> Read {
        var unread = head[...]
        return { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
            guard unread.isEmpty else {
                let taken = unread.prefix(max(count, 1))
                buffer += taken
                unread = unread.dropFirst(taken.count)
                return taken.count
            }
            return try read(&buffer, count)
        }
    }

    /// Reads from bytes in memory (standard input read whole by a test's `ToolIO`).
    static func reading(_ bytes: [UInt8]) -> Read {
        var position = 0
        return { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
            let end = min(bytes.count, position + count)
            buffer.append(contentsOf: bytes[position..<end])
            defer { position = end }
            return end - position
        }
    }
}
