import SizeModel

/// Cheap looks at data keys, so the data-key rules build a `String` and classify a key only when
/// it can be one of theirs.
extension JSONValue {
    /// The first byte of a string's source text after the opening quote (a backslash when the
    /// text starts with an escape); nil for an empty string or a value that is not a string.
    var firstTextByte: UInt8? {
        guard isString, endOffset - startOffset > 2 else { return nil }
        return document.bytes[startOffset + 1]
    }

    /// True for a string whose text is empty (`""`).
    var isEmptyString: Bool { isString && endOffset - startOffset == 2 }
}

extension MessageContext {
    /// The members of every data map whose key's first byte is one of `firstBytes` (or an
    /// escape), with the map's FCM name and the key's classification.
    func dataKeys(startingWith firstBytes: [UInt8]) -> [(map: String, member: JSONMember, key: String, verdict: DataKeyClassification)] {
        var found: [(String, JSONMember, String, DataKeyClassification)] = []
        for (name, map) in dataMaps where map.isObject {
            for member in map.members {
                guard let first = member.key.firstTextByte,
                    first == UInt8(ascii: "\\") || firstBytes.contains(first),
                    let key = member.key.stringValue
                else { continue }
                found.append((name, member, key, DataKeyClassification(key)))
            }
        }
        return found
    }
}
