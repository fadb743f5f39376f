/// Member lookups by protobuf JSON field name: the snake_case name or its lowerCamelCase
/// spelling (`fcm_options`, `fcmOptions`), both accepted by the FCM HTTP v1 API, compared as bytes
/// in the source without building a String.
extension JSONValue {
    /// The member named `name`, a literal whose UTF-8 bytes are compared in place (no String).
    @inlinable
    public func member(literal name: StaticString) -> JSONValue? {
        name.withUTF8Buffer { member(utf8: $0) }
    }

    /// `field(_:)` for a literal name: both spellings compared as bytes, the lowerCamelCase one
    /// written into a buffer on the stack (no String, no heap allocation).
    public func field(literal snakeName: StaticString) -> JSONValue? {
        snakeName.withUTF8Buffer { utf8 -> JSONValue? in
            if let value = member(utf8: utf8) { return value }
            guard utf8.contains(UInt8(ascii: "_")) else { return nil }
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return field(snakeName.description) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { camel -> JSONValue? in
                let count = writeLowerCamelCase(utf8, into: camel)
                return member(utf8: UnsafeBufferPointer(rebasing: camel[0..<count]))
            }
        }
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
    /// `collapse_key` → `collapseKey` (any text: the non-ASCII fallback of `field(_:)`).
    static func lowerCamelCase(_ snake: String) -> String {
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
