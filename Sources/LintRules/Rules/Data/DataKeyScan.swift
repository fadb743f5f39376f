import SizeModel

/// Cheap looks at a string value's text: its first byte and whether it is empty, read without
/// decoding it (data-key classification, and rules that skip empty strings), and whether it may
/// hold a template placeholder.
extension JSONValue {
    /// The first byte of a string's source text after the opening quote (a backslash when the
    /// text starts with an escape); nil for an empty string or a value that is not a string.
    var firstTextByte: UInt8? {
        guard isString, endOffset - startOffset > 2 else { return nil }
        return document.bytes[startOffset + 1]
    }

    /// True for a string whose text is empty (`""`).
    var isEmptyString: Bool { isString && endOffset - startOffset == 2 }

    /// True when the string's decoded text holds `{`, `$` or `%`, the bytes every template
    /// placeholder starts with (`TemplateText.placeholders(in:)`): without one, a template check
    /// judges the text as written.
    var mayHoldPlaceholder: Bool {
        decodedBytes.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "%") }
    }

    /// True for a string whose text is not empty (`stringValue?.isEmpty == false`, without
    /// decoding: an escape always stands for at least one character).
    var isNonEmptyString: Bool { isString && endOffset - startOffset > 2 }
}
