/// A Unicode byte-order mark at the start of a file, and the encoding it announces.
///
/// RFC 8259 §8.1: JSON exchanged between systems is UTF-8 and must not start with a byte-order
/// mark; parsers may ignore one. FCM reads request bodies as UTF-8, so a UTF-8 mark is reported
/// and skipped, and a UTF-16 or UTF-32 mark (or NUL-interleaved text without one) means the file
/// is not UTF-8 at all.
public enum ByteOrderMark: String, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case utf16BigEndian = "UTF-16 big-endian"
    case utf16LittleEndian = "UTF-16 little-endian"
    case utf32BigEndian = "UTF-32 big-endian"
    case utf32LittleEndian = "UTF-32 little-endian"

    /// The mark's bytes.
    public var bytes: [UInt8] {
        switch self {
        case .utf8: return [0xEF, 0xBB, 0xBF]
        case .utf16BigEndian: return [0xFE, 0xFF]
        case .utf16LittleEndian: return [0xFF, 0xFE]
        case .utf32BigEndian: return [0x00, 0x00, 0xFE, 0xFF]
        case .utf32LittleEndian: return [0xFF, 0xFE, 0x00, 0x00]
        }
    }

    /// The mark at the start of `bytes`, if any (UTF-32 is checked before UTF-16).
    public static func detect(in bytes: [UInt8]) -> ByteOrderMark? {
        for mark in [ByteOrderMark.utf32LittleEndian, .utf32BigEndian, .utf8, .utf16BigEndian, .utf16LittleEndian]
        where bytes.starts(with: mark.bytes) {
            return mark
        }
        return nil
    }

    /// The encoding of a file without a mark whose first characters are ASCII padded with NUL
    /// bytes (RFC 4627 §3 detection), or nil when it does not look like UTF-16 or UTF-32.
    public static func unmarkedWideEncoding(of bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else {
            if bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0) {
                return bytes[0] == 0 ? "UTF-16 big-endian" : "UTF-16 little-endian"
            }
            return nil
        }
        switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
        case (true, true, true, false): return "UTF-32 big-endian"
        case (false, true, true, true): return "UTF-32 little-endian"
        case (true, false, true, false): return "UTF-16 big-endian"
        case (false, true, false, true): return "UTF-16 little-endian"
        default: return nil
        }
    }
}
