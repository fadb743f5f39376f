/// Member lookups by protobuf JSON field name: the snake_case name or its lowerCamelCase
/// spelling (`fcm_options`, `fcmOptions`), both accepted by the FCM HTTP v1 API, compared as bytes
/// in the source without building a String.
extension JSONValue {
    /// The member named `name`, a literal whose UTF-8 bytes are compared in place (no String).
    @inlinable
    public func member(literal name: StaticString) -> JSONValue? {
        name.withUTF8Buffer { member(utf8: $0) }
    }

    /// `field(_:)` for a literal name: both spellings compared as bytes in one pass over the
    /// members (no String, no buffer for the lowerCamelCase spelling).
    public func field(literal snakeName: StaticString) -> JSONValue? {
        snakeName.withUTF8Buffer { utf8 -> JSONValue? in
            guard utf8.contains(UInt8(ascii: "_")) else { return member(utf8: utf8) }
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return field(snakeName.description) }
            let found = fieldIndex(snakeASCII: utf8)
            return found < 0 ? nil : JSONValue(document: document, index: found)
        }
    }

    /// The node index of the value of the first member named `snake` (ASCII, with a `_`) that is
    /// not `null`, or else of the first named its lowerCamelCase spelling; -1 when neither is
    /// there. What `member(utf8:)` for each spelling in turn gives, in one pass.
    private func fieldIndex(snakeASCII snake: UnsafeBufferPointer<UInt8>) -> Int {
        var underscores = 0
        for byte in snake where byte == UInt8(ascii: "_") { underscores += 1 }
        let camelCount = snake.count - underscores
        let document = self.document
        return document.nodes.withUnsafeBufferPointer { nodes -> Int in
            let object = nodes[index]
            guard object.kind == .object else { return -1 }
            return document.bytes.withUnsafeBufferPointer { bytes -> Int in
                var camelFound = -1
                var i = index + 1
                let end = Int(object.subtreeEnd)
                while i < end {
                    let key = nodes[i]
                    // null is an absent member (protobuf JSON): its key never matches.
                    if key.hasEscapes {
                        if nodes[i + 1].kind != .null {
                            let decoded = JSONValue(document: document, index: i).decodedStringBytes()
                            if decoded.elementsEqual(snake) { return i + 1 }
                            if camelFound < 0 && decoded.count == camelCount
                                && decoded.withUnsafeBufferPointer({ Self.isLowerCamelCase($0, 0, of: snake) })
                            {
                                camelFound = i + 1
                            }
                        }
                    } else {
                        let length = key.end - key.start - 2
                        if length == snake.count {
                            if snake.elementsEqual(bytes[(key.start + 1)..<(key.end - 1)]) && nodes[i + 1].kind != .null { return i + 1 }
                        } else if camelFound < 0 && length == camelCount && Self.isLowerCamelCase(bytes, key.start + 1, of: snake)
                            && nodes[i + 1].kind != .null
                        {
                            camelFound = i + 1
                        }
                    }
                    i = Int(nodes[i + 1].subtreeEnd)
                }
                return camelFound
            }
        }
    }

    /// True when `text[start...]` begins with the lowerCamelCase spelling of the ASCII name
    /// `snake` (`collapse_key` → `collapseKey`), which the caller checked fits in `text`.
    private static func isLowerCamelCase(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, of snake: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = start
        var upperNext = false
        for byte in snake {
            if byte == UInt8(ascii: "_") {
                upperNext = true
                continue
            }
            let expected = upperNext && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            upperNext = false
            if text[position] != expected { return false }
            position += 1
        }
        return true
    }

    /// The member named `snakeName` or its lowerCamelCase spelling (`fcm_options`, `fcmOptions`),
    /// as protobuf JSON accepts both. The second spelling is compared without building it.
    public func field(_ snakeName: String) -> JSONValue? {
        var snake = snakeName
        return snake.withUTF8 { utf8 -> JSONValue? in
            if let value = member(utf8: utf8) { return value }
            guard utf8.contains(UInt8(ascii: "_")) else { return nil }
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return member(Self.lowerCamelCase(snakeName)) }
            // The lowerCamelCase spelling, built in one pass on the stack.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { camel -> JSONValue? in
                let count = writeLowerCamelCase(utf8, into: camel)
                return member(utf8: UnsafeBufferPointer(rebasing: camel[0..<count]))
            }
        }
    }
}

/// Writes the lowerCamelCase spelling of the ASCII name `snake` (`collapse_key` → `collapseKey`)
/// into `out`, which has room for `snake.count` bytes; returns the number of bytes written.
private func writeLowerCamelCase(_ snake: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var count = 0
    var upperNext = false
    for byte in snake {
        if byte == UInt8(ascii: "_") {
            upperNext = true
            continue
        }
        out[count] = upperNext && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
        upperNext = false
        count += 1
    }
    return count
}

extension JSONValue {
    /// `collapse_key` → `collapseKey` (any text: the non-ASCII fallback of `field(_:)`, and the
    /// schema tables' camelCase spellings).
    package static func lowerCamelCase(_ snake: String) -> String {
        var result = ""
        var upperNext = false
        for character in snake {
            if character == "_" {
                upperNext = true
            } else if upperNext {
                result.append(contentsOf: character.uppercased())
                upperNext = false
            } else {
                result.append(character)
            }
        }
        return result
    }
}
