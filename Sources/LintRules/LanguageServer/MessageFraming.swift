/// The base protocol's framing: each JSON-RPC message is a header part (`Content-Length: N`,
/// optionally `Content-Type`, each line ended by CRLF), an empty line, and N bytes of UTF-8 JSON.
///
/// `MessageFramer` collects bytes as they arrive and hands out complete message bodies. A header
/// without a usable `Content-Length` cannot be resynchronized by length, so the framer drops it
/// and looks for the next header; a declared length above `maximumBodyBytes` is refused.
struct MessageFramer: Sendable {
    /// The largest body accepted (a payload file as large as the linter reads, with JSON-RPC
    /// escaping room).
    static let maximumBodyBytes = 64 << 20
    /// The longest header part accepted before the framer gives up on it.
    static let maximumHeaderBytes = 8 << 10

    /// What reading the next message gave.
    enum Next: Equatable {
        /// A complete body.
        case message([UInt8])
        /// A malformed header was dropped (with why); reading goes on.
        case malformed(String)
        /// More bytes are needed.
        case incomplete
    }

    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already consumed (compacted away from time to time).
    private var start = 0

    /// Adds bytes read from the stream.
    mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        buffer.append(contentsOf: bytes)
    }

    /// Unconsumed bytes held.
    var pendingByteCount: Int { buffer.count - start }

    /// The next complete message, a dropped malformed header, or `.incomplete`.
    mutating func next() -> Next {
        defer { compact() }
        guard let headerEnd = findHeaderEnd() else {
            if pendingByteCount > Self.maximumHeaderBytes {
                start = buffer.count
                return .malformed("a header part longer than \(Self.maximumHeaderBytes) bytes without an empty line")
            }
            return .incomplete
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            start = bodyStart
            return .malformed("a header without a valid Content-Length")
        }
        guard length <= Self.maximumBodyBytes else {
            start = bodyStart
            return .malformed("a Content-Length of \(length) bytes, above the limit of \(Self.maximumBodyBytes)")
        }
        guard buffer.count - bodyStart >= length else { return .incomplete }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// The offset of the CRLFCRLF ending the header part, searched from `start`.
    private func findHeaderEnd() -> Int? {
        var index = start
        let limit = min(buffer.count, start + Self.maximumHeaderBytes + 4) - 3
        while index < limit {
            if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The value of the `Content-Length` header (names are case-insensitive), or nil.
    static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingASCIISpaces().lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingASCIISpaces()
            guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(value)
        }
        return nil
    }

    private mutating func compact() {
        if start > 0 && (start == buffer.count || start > 1 << 16) {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The bytes on the wire for a message body.
    static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingASCIISpaces() -> String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
