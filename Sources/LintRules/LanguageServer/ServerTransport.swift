import SizeModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's stdio: reads standard input (waiting at most until a deadline, so debounced work
/// runs on time) and writes framed messages to standard output. Standard error is for logs only.
struct ServerTransport: Sendable {
    let input: Int32
    let output: Int32

    /// What a read gave.
    enum ReadResult: Equatable {
        case bytes([UInt8])
        case timedOut
        case endOfInput
    }

    /// Waits up to `timeoutMilliseconds` (-1: no limit) for input and reads what is there.
    func read(timeoutMilliseconds: Int32) -> ReadResult {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeoutMilliseconds)
        if ready == 0 { return .timedOut }
        if ready < 0 { return errno == EINTR ? .timedOut : .endOfInput }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        let count = DescriptorIO.read(input, into: &buffer)
        if count < 0 { return errno == EINTR || errno == EAGAIN ? .timedOut : .endOfInput }
        if count == 0 { return .endOfInput }
        return .bytes(Array(buffer[0..<count]))
    }

    /// Writes one message; false when the client has gone.
    @discardableResult
    func send(_ message: LSPValue) -> Bool {
        FileDescriptorIO.writeAll(MessageFramer.frame(message.serialized), to: output) == nil
    }
}
