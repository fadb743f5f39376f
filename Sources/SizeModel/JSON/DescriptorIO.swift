#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls, named apart from `DescriptorIO`'s own methods.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }

/// POSIX `read` and `write` on byte arrays, behind a safe API: the one place the command line's
/// file I/O hands a buffer's address to the system. The caller keeps errno handling (`EINTR`,
/// the message for the user).
public enum DescriptorIO {
    /// Reads at most `chunk.count` bytes from `fd` into the start of `chunk`; the count read, 0 at
    /// end of file, or -1 with `errno` set.
    public static func read(_ fd: Int32, into chunk: inout [UInt8]) -> Int {
        chunk.withUnsafeMutableBytes { raw in
            systemRead(fd, raw.baseAddress, raw.count)
        }
    }

    /// Reads `count` bytes of `fd` from file offset `offset` (`pread`, retried after a signal and
    /// until end of file) and appends them to `buffer`, read straight into the new array's
    /// uninitialized tail (no zero-filling of a block about to be read); the count appended, and
    /// `errno` of a failed read (0 when none failed).
    public static func read(
        _ fd: Int32, at offset: Int, count: Int, appendingTo buffer: inout [UInt8]
    ) -> (filled: Int, failure: Int32) {
        guard count > 0 else { return (0, 0) }
        let old = buffer.count
        var filled = 0
        var failure: Int32 = 0
        let grown = [UInt8](unsafeUninitializedCapacity: old + count) { raw, initialized in
            guard let base = raw.baseAddress else { return }
            buffer.withUnsafeBufferPointer { held in
                if let from = held.baseAddress { base.initialize(from: from, count: old) }
            }
            while filled < count {
                let got = pread(fd, base + old + filled, count - filled, off_t(offset + filled))
                if got > 0 {
                    filled += got
                } else if got == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
            initialized = old + filled
        }
        buffer = grown
        return (filled, failure)
    }

    /// Writes `bytes` to `fd` (one `write` call); the count written, or -1 with `errno` set.
    public static func write(_ fd: Int32, bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress, raw.count) }
    }

    /// Creates and opens a new file from `template`, whose name ends in six capital X (`mkstemp` replaces them): its
    /// descriptor and path, or nil with `errno` set.
    public static func makeTemporaryFile(template: String) -> (fd: Int32, path: String)? {
        var name = Array(template.utf8CString)
        let fd = name.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { return nil }
        return (fd, String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Writes the UTF-8 of `text` from byte `offset` to `fd` (one `write` call, straight from the
    /// String's storage); the count written, or -1 with `errno` set.
    public static func write(_ fd: Int32, utf8 text: String, from offset: Int) -> Int {
        var text = text
        return text.withUTF8 { buffer in
            precondition(offset >= 0 && offset <= buffer.count, "DescriptorIO.write: offset out of bounds")
            return systemWrite(fd, buffer.baseAddress.map { UnsafeRawPointer($0 + offset) }, buffer.count - offset)
        }
    }
}
