/// Template placeholders in a message's string values and what they add at their worst case.
///
/// The placeholders are those of `PlaceholderSyntax` that name the value filling them:
/// `{{name}}` (also `{{ name }}`, `{{{name}}}` and `{{ name | filter }}`), `{{.Name}}` (Go
/// templates; the name is `Name`), `${name}`, and Azure Notification Hubs' `$(name)`,
/// `$(name, 50)`, `.(name, 50)`, `%(name)` and `#(name)`. Only string values are searched (not
/// keys), including the text of a `notifee_options` blob, where the placeholder appears
/// literally. Each occurrence is replaced by its declared worst case (`PlaceholderLimit`), or by
/// the length an Azure expression clips it to (`$(name, 20)`: 20 characters), whichever is less;
/// a placeholder with neither is counted as written.
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
        /// The characters an Azure Notification Hubs expression clips its value to (`20` in
        /// `$(name, 20)` and `.(name, 20)`), or nil.
        public let clip: Int?

        /// The size of the longest fill of this occurrence: its declared limit or its clip,
        /// whichever is less; nil when it has neither (counted as written).
        func worstCase(declared: PlaceholderLimit?) -> SerializedSize? {
            let clipped = clip.map { PlaceholderLimit(maximum: $0).worstCase }
            guard let declared = declared?.worstCase else { return clipped }
            guard let clipped else { return declared }
            return SerializedSize(
                bytes: min(declared.bytes, clipped.bytes), asciiEscapedBytes: min(declared.asciiEscapedBytes, clipped.asciiEscapedBytes),
                characters: min(declared.characters, clipped.characters))
        }
    }

    /// A placeholder name and what the model did with it.
    public struct Name: Sendable {
        /// The name.
        public let name: String
        /// Its declared maximum, or nil.
        public let limit: PlaceholderLimit?
        /// Every occurrence, in document order.
        public let occurrences: [Occurrence]
        /// What filling every occurrence at the worst case adds to a serialization that holds
        /// each occurrence once (the request); zero when undeclared and never clipped.
        public let growth: SerializedSize

        /// True when every occurrence has a longest fill: the name is declared, or each
        /// occurrence is an Azure expression with a clip length. Otherwise the occurrences without
        /// one are counted as written.
        public var isBounded: Bool { limit != nil || occurrences.allSatisfy { $0.clip != nil } }
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

    /// The placeholders in the string values under `root`, priced with `limits`, or nil when
    /// there are none: for a holder that keeps them per message (`MessageContext`), which then
    /// holds, and releases, no empty collections for the many messages without any.
    /// `limits` is read only for a message that may hold one: read from a configuration held by
    /// a class, the dictionary was retained and released for every message.
    public static func found(in root: JSONValue, limits: @autoclosure () -> [String: PlaceholderLimit]) -> TemplatePlaceholders? {
        let document = root.document
        let node = document.nodes[root.index]
        guard mayContainPlaceholder(document.bytes, node.start, node.end, mayHoldBraceOpener: document.mayHoldBraceOpener) else {
            return nil
        }
        let placeholders = TemplatePlaceholders(in: root, limits: limits())
        return placeholders.occurrences.isEmpty ? nil : placeholders
    }

    /// Finds the placeholders in the string values under `root` and prices them with `limits`.
    public init(in root: JSONValue, limits: [String: PlaceholderLimit]) {
        let document = root.document
        let bytes = document.bytes
        let end = Int(document.nodes[root.index].subtreeEnd)
        guard
            Self.mayContainPlaceholder(
                bytes, document.nodes[root.index].start, document.nodes[root.index].end,
                mayHoldBraceOpener: document.mayHoldBraceOpener)
        else {
            // Made here rather than copied from `none`: no lazy global to check and no
            // references to count on the path of nearly every message.
            self = TemplatePlaceholders(occurrences: [], names: [], growthByNode: [:])
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
                if let worstCase = occurrence.worstCase(declared: limits[occurrence.name]) {
                    growth[index, default: .zero] += worstCase - .ascii(occurrence.length)
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
        // Containers are visited in document order, but a container's strings before its nested
        // containers' strings: put the occurrences in document order.
        found.sort { $0.offset < $1.offset }
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
            for occurrence in list {
                if let worstCase = occurrence.worstCase(declared: limit) { total += worstCase - .ascii(occurrence.length) }
            }
            return Name(name: name, limit: limit, occurrences: list, growth: total)
        }
        occurrences = found
        growthByNode = growth
    }

    /// True when the message has a placeholder counted as written (`Name.isBounded`).
    public var hasUndeclared: Bool { names.contains { !$0.isBounded } }

    /// True when `name` can be a placeholder name.
    public static func isValidName(_ name: String) -> Bool {
        PlaceholderSyntax.isName(name.utf8)
    }

    // MARK: - Scanning

    /// A fast check of the raw source: any `{{`, `${`, or `(` after `$`, `.`, `%` or `#` at all.
    /// The braces are searched for only when the parser did not rule them out
    /// (`mayHoldBraceOpener`: every object's opening brace would stop the search); `(` is found
    /// in strings only, and rarely.
    private static func mayContainPlaceholder(_ bytes: [UInt8], _ start: Int, _ end: Int, mayHoldBraceOpener: Bool) -> Bool {
        guard start >= 0, end <= bytes.count else { return false }
        if mayHoldBraceOpener {
            let brace = ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: start + 1, to: end) { position in
                let before = bytes[position - 1]
                return before == UInt8(ascii: "{") || before == UInt8(ascii: "$")
            }
            if brace != nil { return true }
        }
        let parenthesis = ByteSearch.firstIndex(of: UInt8(ascii: "("), in: bytes, from: start + 1, to: end) { position in
            let before = bytes[position - 1]
            return before == UInt8(ascii: "$") || before == UInt8(ascii: ".") || before == UInt8(ascii: "%")
                || before == UInt8(ascii: "#")
        }
        return parenthesis != nil
    }

    /// The placeholders that name a value in the string whose text is `bytes[start..<end]`.
    private static func scan(_ bytes: [UInt8], _ start: Int, _ end: Int, host: JSONValue) -> [Occurrence] {
        PlaceholderSyntax.spans(in: bytes, from: start, to: end).compactMap { span in
            guard let name = span.name else { return nil }
            return Occurrence(
                name: String(decoding: bytes[name], as: UTF8.self), host: host,
                offset: host.document.sourceOffset(ofLocal: span.range.lowerBound), length: span.range.count,
                text: String(decoding: bytes[span.range], as: UTF8.self), clip: span.clip)
        }
    }
}
