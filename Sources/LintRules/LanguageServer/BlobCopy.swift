import SizeModel

/// One `notifee_options` value in a document, and the message it belongs to.
struct BlobCopy: Sendable, Equatable {
    /// The value's bytes in the file.
    let range: Range<Int>
    /// The JSON Pointer tokens of the message holding it.
    let messageTokens: [String]
    /// `data.notifee_options`, `android.data.notifee_options`, `apns.payload.notifee_options`.
    let displayPath: String

    /// Where the copies sit relative to their message.
    static let placements: [[String]] = [["apns", "payload"], ["android", "data"], ["data"]]

    /// Every copy in the document (none when it does not parse).
    static func all(in bytes: [UInt8]) -> [BlobCopy] {
        var start = 0
        if ByteOrderMark.detect(in: bytes) == .utf8 { start = 3 }
        guard let document = try? JSONParser().parse(bytes, range: start..<bytes.count) else { return [] }
        var copies: [BlobCopy] = []
        document.root.forEachObject { object in
            guard let value = object.member(SchemaNavigator.blobKey) else { return }
            let tokens = object.pointer.tokens
            for placement in placements where tokens.count >= placement.count && Array(tokens.suffix(placement.count)) == placement {
                copies.append(
                    BlobCopy(
                        range: value.sourceStart..<value.sourceEnd, messageTokens: Array(tokens.dropLast(placement.count)),
                        displayPath: (placement + [SchemaNavigator.blobKey]).joined(separator: ".")))
                break
            }
        }
        return copies
    }

    /// The copies of the same message as the copy holding `offset`, other than that copy.
    static func others(of offset: Int, among copies: [BlobCopy]) -> [BlobCopy] {
        guard let own = copies.first(where: { $0.range.contains(offset) }) else { return [] }
        return copies.filter { $0 != own && $0.messageTokens == own.messageTokens }
    }
}
