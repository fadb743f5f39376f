import SizeModel

extension FindingText.Builder {
    /// Appends `describeValue(value)`: a string of at most 60 bytes as its decoded bytes between
    /// quotes, straight into the message (no String is made for it: about 600 instructions a kept
    /// finding of notifykit-ios-sound-bundle, measured on corpus (e)); any other value as
    /// `describeValue` writes it.
    mutating func appendInterpolation(described value: JSONValue) {
        // A literal's content is at least as long as its decoded text: 60 bytes of source or
        // fewer decode to 60 bytes or fewer, which `describeValue` writes whole.
        guard value.isString, value.endOffset - value.startOffset <= 62 else {
            bytes.appendUTF8(of: describeValue(value))
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: value.decodedBytes)
        bytes.append(UInt8(ascii: "\""))
    }
}
