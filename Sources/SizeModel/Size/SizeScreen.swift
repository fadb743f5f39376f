/// A cheap test that a message is so far below every size limit and warning threshold that no
/// figure of the size model can matter, so the lint skips the exact model for it.
///
/// Every figure (the request, Notify Kit's `sizeBytes`, and what iOS, Android and the web receive)
/// is made of parts of the message, each counted at most once, plus keys and values the models
/// write themselves. So none is larger than the whole message's compact size, plus what the
/// placeholders add, plus `fixedAdditions`:
/// - iOS: FCM's own keys (`FCMServiceKeys`, 131 bytes with the default installation id; an id taken
///   from the registration token is no longer than the token, which the iOS payload does not
///   otherwise hold), `"aps":{"alert":{}}`, `"fcm_options":{"image":}` and their commas: under 200.
/// - Android and the web: `{"data":,"notification":{}}` and a comma where two notifications merge.
/// - The request and Notify Kit's measure: a subset of the message (a multicast's `tokens` array
///   becomes one shorter `"token"` member; `android` keys lose their underscores; a `ttl` in
///   milliseconds is no longer than the duration string it replaces).
///
/// A message of up to about 680 bytes is decided from its source length alone, one of up to about
/// 1,360 bytes from its length and one search for DEL (see `figuresMayMatter`); one without DEL,
/// below the thresholds by its length, from its length, its node count and the lengths of its
/// strings that are not plain. Otherwise the
/// compact size is bounded without reading strings where it can: containers, numbers and plain
/// strings are exact from the node table, and a string with escapes or non-ASCII text is no
/// longer compact than in the source. Only when Python's size of the request could be over FCM's
/// limit are those strings read (`JSONStringCost.asciiEscapedBound`), and not even then when three
/// bytes per source byte of them keep it under and the message holds no DEL (the one character
/// that costs more when escaped).
public enum SizeScreen {
    /// More than the bytes any model writes beside the message's own parts (see above).
    static let fixedAdditions = 512

    /// True when some figure of the size model for `message`, with `placeholders` at their worst
    /// case, may be over a limit or a warning threshold of `limits`, or the request as Python's
    /// `json.dumps` writes it over FCM's limit; false when none can be. (`placeholders` is nil
    /// for a message without any: `TemplatePlaceholders.found(in:limits:)`.)
    public static func figuresMayMatter(
        for message: JSONValue, placeholders: TemplatePlaceholders?, limits: SizeLimits
    ) -> Bool {
        var growthBytes = 0
        var growthPython = 0
        if let placeholders {
            for growth in placeholders.growthByNode.values {
                growthBytes += max(0, growth.bytes)
                growthPython += max(0, growth.pythonDefaultBytes)
            }
        }
        let document = message.document
        let nodes = document.nodes
        let root = message.index
        guard root >= 0, root < nodes.count else { return true }
        let subtreeEnd = min(Int(nodes[root].subtreeEnd), nodes.count)
        // A small message is decided from its source length alone: no count below exceeds it
        // (each part is no longer compact than in the source, where the separators are too), and
        // Python's is at most six bytes per source byte (a separator two, a character of a
        // non-plain string six per byte, anything else one).
        // Without DEL in the message, three per source byte (see below): one search for it
        // decides messages of up to about 1,360 bytes the same way.
        let length = nodes[root].end - nodes[root].start
        let subtree = nodes[root..<subtreeEnd]
        if length >= 0, length + growthBytes + fixedAdditions <= limits.lowestThreshold {
            if 6 * length + growthPython <= limits.fcmLimitBytes { return false }
            if !holdsDEL(message) {
                if 3 * length + growthPython <= limits.fcmLimitBytes { return false }
                // Python's count below is `fixed + 2 * separators + 3 * otherStrings` at most,
                // and `fixed + separators + otherStrings` is no more than the source length; so
                // it is at most the length, plus one for every node but the root (no fewer than
                // the separators), plus two for each byte of a string that is not plain. Only
                // those strings are summed here, a lighter pass than the full count's.
                var otherStrings = 0
                for node in subtree where node.kind == .string && !node.isPlain { otherStrings &+= node.end &- node.start }
                // At least `fixed + 2 * separators + growthPython` below.
                let rest = length - otherStrings + (subtree.count - 1) + growthPython
                if rest + 3 * otherStrings <= limits.fcmLimitBytes { return false }
                // Those strings as Python writes them at most (as below): what the full count
                // would go on to read, without that count (nearly every message left here).
                var escaped = 0
                for node in subtree where node.kind == .string && !node.isPlain {
                    escaped += JSONStringCost.asciiEscapedBound(document.bytes, from: node.start, to: node.end)
                }
                if rest + escaped <= limits.fcmLimitBytes { return false }
            }
        }
        // Bytes that cost the same in every count (brackets, numbers, literals, plain strings),
        // and the source length of the other strings.
        var fixed = 0
        var otherStrings = 0
        var nonEmptyContainers = 0
        for node in subtree {
            switch node.kind {
            case .object, .array:
                fixed &+= 2
                if node.count > 0 { nonEmptyContainers &+= 1 }
            case .string where !node.isPlain:
                otherStrings &+= node.end &- node.start
            default:
                fixed &+= node.end &- node.start
            }
        }
        // The separators (`,` and `:`): one before each member's key and value and each element
        // but a container's first (an object of n members has 2n - 1, an array of n elements
        // n - 1), so one for every node but the root, less one for each non-empty container.
        // Counted from the nodes instead of per container in the loop above (measured in the
        // commit that made it).
        let separators = max(0, subtree.count - 1 - nonEmptyContainers)
        let bytes = fixed + separators + otherStrings + growthBytes + fixedAdditions
        guard bytes <= limits.lowestThreshold else { return true }
        // Python's default: every separator one byte longer, and a character outside ASCII at
        // most 6 bytes per source byte (DEL: 1 byte, `\u007f`).
        let python = fixed + 2 * separators + growthPython
        guard python + 6 * otherStrings > limits.fcmLimitBytes else { return false }
        // Without DEL, a character outside ASCII costs at most 3 bytes per source byte (2 bytes
        // to `\u00e9`, 4 to a surrogate pair), an escape no more than it is long: one search
        // for DEL in the whole message (where it can only be inside a string) settles most.
        let source = document.bytes
        if python + 3 * otherStrings <= limits.fcmLimitBytes, !holdsDEL(message) {
            return false
        }
        var escaped = 0
        for node in subtree where node.kind == .string && !node.isPlain {
            escaped += JSONStringCost.asciiEscapedBound(source, from: node.start, to: node.end)
        }
        return python + escaped > limits.fcmLimitBytes
    }

    /// True when `message` holds DEL (0x7F), which can only be inside a string: false at once
    /// when the parser saw none in the document, else one search of the message's bytes.
    static func holdsDEL(_ message: JSONValue) -> Bool {
        let document = message.document
        guard document.mayHoldDEL else { return false }
        let node = document.nodes[message.index]
        return ByteSearch.firstIndex(of: 0x7F, in: document.bytes, from: node.start, to: node.end) != nil
    }
}

extension SizeLimits {
    /// The lowest byte count a figure must exceed for any limit or warning threshold to matter.
    var lowestThreshold: Int {
        min(
            warningBytes, warningBytes + (apnsVoIPLimitBytes - apnsLimitBytes), fcmLimitBytes, apnsLimitBytes,
            apnsVoIPLimitBytes)
    }
}
