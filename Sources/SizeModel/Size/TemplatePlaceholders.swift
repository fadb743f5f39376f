/// Template placeholders in a message's string values and what they add at their worst case.
///
/// Recognized forms: `{{name}}` (Mustache, Handlebars, Liquid; spaces inside the braces allowed:
/// `{{ name }}`), `{{.Name}}` (Go templates; the name is `Name`) and `${name}` (JavaScript template literals, shell, many i18n libraries). A name
/// starts with a letter or `_` and continues with letters, digits, `_`, `.` and `-`. Only string
/// values are searched (not keys), including the text of a `notifee_options` blob, where the
/// placeholder appears literally. Each occurrence is replaced by its declared worst case
/// (`PlaceholderLimit`); a placeholder without a declared length is counted as written.
public struct TemplatePlaceholders: Sendable {
    /// One placeholder in a string value.
    public struct Occurrence: Sendable {
        /// The name inside the braces.
        public let name: String
        /// The string value holding it.
        public let host: JSONValue
        /// Byte offset of the opening `{` or `$` in the outermost file.
        public let offset: Int
        /// Byte length of the placeholder text (`{{ name }}`).
        public let length: Int
        /// The placeholder as written.
        public let text: String
    }

    /// A placeholder name and what the model did with it.
    public struct Name: Sendable {
        /// The name.
        public let name: String
        /// Its declared maximum, or nil (counted as written).
        public let limit: PlaceholderLimit?
        /// Every occurrence, in document order.
        public let occurrences: [Occurrence]
        /// What filling every occurrence at the worst case adds to a serialization that holds
        /// each occurrence once (the request); zero when undeclared.
        public let growth: SerializedSize
    }

    /// Every occurrence in document order.
    public let occurrences: [Occurrence]
    /// The names, in order of first occurrence.
    public let names: [Name]
    /// Extra size per string node (document node index) at the worst case.
    let growthByNode: [Int: SerializedSize]

    /// No placeholders.
    public static let none = TemplatePlaceholders(occurrences: [], names: [], growthByNode: [:])

    init(occurrences: [Occurrence], names: [Name], growthByNode: [Int: SerializedSize]) {
        self.occurrences = occurrences
        self.names = names
        self.growthByNode = growthByNode
    }

    /// Finds the placeholders in the string values under `root` and prices them with `limits`.
    public init(in root: JSONValue, limits: [String: PlaceholderLimit]) {
        let document = root.document
        let bytes = document.bytes
        let end = Int(document.nodes[root.index].subtreeEnd)
        guard Self.mayContainPlaceholder(bytes, document.nodes[root.index].start, document.nodes[root.index].end) else {
            self = .none
            return
        }
        var found: [Occurrence] = []
        var growth: [Int: SerializedSize] = [:]
        func visit(_ index: Int) {
            let node = document.nodes[index]
            guard node.kind == .string else { return }
            let host = JSONValue(document: document, index: index)
            for occurrence in Self.scan(bytes, node.start + 1, node.end - 1, host: host) {
                found.append(occurrence)
                if let limit = limits[occurrence.name] {
                    growth[index, default: .zero] += limit.worstCase - .ascii(occurrence.length)
                }
            }
        }
        // String values are visited through their containers, so keys are skipped; one pass.
        visit(root.index)
        var i = root.index
        while i < end {
            let value = JSONValue(document: document, index: i)
            if value.isObject {
                for member in value.members { visit(member.value.index) }
            } else if value.isArray {
                for element in value.elements { visit(element.index) }
            }
            i += 1
        }
        var order: [String] = []
        var byName: [String: [Occurrence]] = [:]
        for occurrence in found {
            if byName[occurrence.name] == nil { order.append(occurrence.name) }
            byName[occurrence.name, default: []].append(occurrence)
        }
        names = order.map { name in
            let list = byName[name] ?? []
            let limit = limits[name]
            var total = SerializedSize.zero
            if let limit {
                for occurrence in list { total += limit.worstCase - .ascii(occurrence.length) }
            }
            return Name(name: name, limit: limit, occurrences: list, growth: total)
        }
        occurrences = found
        growthByNode = growth
    }

    /// True when the message has a placeholder without a declared length.
    public var hasUndeclared: Bool { names.contains { $0.limit == nil } }

    /// True when `name` can be a placeholder name.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isNameStart(first) else { return false }
        return name.utf8.allSatisfy(isNameByte)
    }

    // MARK: - Scanning

    /// A fast check of the raw source: any `{{` or `${` at all.
    private static func mayContainPlaceholder(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard start >= 0, end <= bytes.count else { return false }
        // A `{` with a `{` or `$` before it.
        let found = ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: start + 1, to: end) { position in
            let before = bytes[position - 1]
            return before == UInt8(ascii: "{") || before == UInt8(ascii: "$")
        }
        return found != nil
    }

    private static func scan(_ bytes: [UInt8], _ start: Int, _ end: Int, host: JSONValue) -> [Occurrence] {
        var result: [Occurrence] = []
        var i = start
        while i + 1 < end {
            let byte = bytes[i]
            guard bytes[i + 1] == UInt8(ascii: "{"), byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") else {
                i += 1
                continue
            }
            let mustache = byte == UInt8(ascii: "{")
            var j = i + 2
            if mustache { while j < end, bytes[j] == UInt8(ascii: " ") { j += 1 } }
            // Go templates write a field as `{{.Name}}`: the name is `Name`.
            if mustache, j + 1 < end, bytes[j] == UInt8(ascii: "."), isNameStart(bytes[j + 1]) { j += 1 }
            let nameStart = j
            guard j < end, isNameStart(bytes[j]) else {
                i += 1
                continue
            }
            while j < end, isNameByte(bytes[j]) { j += 1 }
            let nameEnd = j
            if mustache { while j < end, bytes[j] == UInt8(ascii: " ") { j += 1 } }
            let closing = mustache ? 2 : 1
            guard j + closing <= end, bytes[j] == UInt8(ascii: "}"), !mustache || bytes[j + 1] == UInt8(ascii: "}") else {
                i += 1
                continue
            }
            let stop = j + closing
            result.append(
                Occurrence(
                    name: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), host: host,
                    offset: host.document.sourceOffset(ofLocal: i), length: stop - i,
                    text: String(decoding: bytes[i..<stop], as: UTF8.self)))
            i = stop
        }
        return result
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
