import SizeModel

/// The verdict on a `topic` value, shared by the topic rules so each topic gets one finding.
enum RoutingTopic {
    /// A valid bare name (`news`).
    case valid
    /// A valid name written with the `/topics/` prefix.
    case prefixed
    /// A valid name after `private/` (optionally after `/topics/`).
    case privatePrefix
    /// Not a topic name: why.
    case malformed(String)

    /// Classifies the decoded topic text (not empty: `routing-target-empty` reports that).
    init(_ text: String) {
        var name = Substring(text)
        var prefixed = false
        if name.hasPrefix(TopicName.topicsPrefix) {
            name = name.dropFirst(TopicName.topicsPrefix.count)
            prefixed = true
            if name.isEmpty {
                self = .malformed("has nothing after the /topics/ prefix")
                return
            }
        }
        if name.hasPrefix(TopicName.privatePrefix), RoutingTopic.firstDisallowed(in: name.dropFirst(TopicName.privatePrefix.count)) == nil,
            name.count > TopicName.privatePrefix.count
        {
            self = .privatePrefix
            return
        }
        if let bad = RoutingTopic.firstDisallowed(in: name),
            !TemplateText.passes(String(name), { RoutingTopic.firstDisallowed(in: Substring($0)) == nil }),
            !RoutingTopic.isDocumentationPlaceholder(name)
        {
            self = .malformed("contains \(TopicName.describe(String(bad))), which topic names cannot hold ([a-zA-Z0-9-_.~%])")
            return
        }
        self = prefixed ? .prefixed : .valid
    }

    /// Classifies a topic string value: a name written without escapes that is valid, prefixed or
    /// private is decided on its bytes in place (no String, no slice of the document's bytes);
    /// anything else as `init(_:)` decides on its text. (`topic` is borrowed: an initializer's
    /// argument is otherwise passed owned, retained by the caller for the call.)
    init(_ topic: borrowing JSONValue) {
        var verdict: RoutingTopic?
        // Read in place (`plainString(at:satisfies:)`, inlined): `decodedBytes` made a slice of
        // the document's bytes (a retain and a release), and the prefixes were read from their
        // Strings' UTF-8 views, about 100 instructions a topic on corpus (e) (perf-rules6).
        _ = topic.document.plainString(at: topic.index) { bytes in
            verdict = RoutingTopic.plainVerdict(bytes)
            return true
        }
        self = verdict ?? RoutingTopic(topic.stringValue ?? "")
    }

    /// The verdict for the bytes of a string written without escapes when they are all allowed
    /// topic bytes (so ASCII, each byte one character) and it is not `malformed`; nil leaves the
    /// text, and the message, to `init(_:)`.
    private static func plainVerdict(_ bytes: JSONTextBytes) -> RoutingTopic? {
        // The literals are `TopicName.topicsPrefix` and `TopicName.privatePrefix`, read as bytes
        // (`FastPathTests.topicPrefixLiteralsAreTheTopicNamePrefixes` checks that they agree).
        var start = 0
        var prefixed = false
        if hasPrefix(bytes, at: 0, Self.topicsPrefixLiteral) {
            start = Self.topicsPrefixLiteral.utf8CodeUnitCount
            prefixed = true
            if start == bytes.count { return nil }
        }
        let privateCount = Self.privatePrefixLiteral.utf8CodeUnitCount
        if hasPrefix(bytes, at: start, Self.privatePrefixLiteral), bytes.count &- start > privateCount,
            allAllowed(bytes, from: start &+ privateCount)
        {
            return .privatePrefix
        }
        guard allAllowed(bytes, from: start) else { return nil }
        return prefixed ? .prefixed : .valid
    }

    /// `TopicName.topicsPrefix` as a literal, read byte by byte by `plainVerdict(_:)` (computed:
    /// a stored global is read through its lazy initialiser).
    static var topicsPrefixLiteral: StaticString { "/topics/" }
    /// `TopicName.privatePrefix` as a literal (as `topicsPrefix`).
    static var privatePrefixLiteral: StaticString { "private/" }

    /// True when `bytes` hold the ASCII literal `prefix` from `start` on.
    private static func hasPrefix(_ bytes: JSONTextBytes, at start: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count &- start >= count else { return false }
        for offset in 0..<count where bytes[start &+ offset] != prefix.utf8Byte(at: offset) { return false }
        return true
    }

    /// True when every byte of `bytes` from `start` on is one a topic name may hold.
    private static func allAllowed(_ bytes: JSONTextBytes, from start: Int) -> Bool {
        for index in start..<bytes.count where !TopicName.isAllowed(bytes[index]) { return false }
        return true
    }

    /// `<Your topic>`, `<TOPIC-NAME>`: the placeholder of documentation and API-client
    /// walkthroughs (Postman, `.http` files), a name to fill in, as `<device token>` is for a
    /// token (`RoutingTokenShapeRule.isPlaceholder`): not judged as a name.
    private static func isDocumentationPlaceholder(_ name: Substring) -> Bool {
        name.count > 2 && name.hasPrefix("<") && name.hasSuffix(">")
    }

    private static func firstDisallowed(in name: Substring) -> Character? {
        name.first { character in
            character.utf8.count != 1 || !TopicName.isAllowed(character.utf8.first ?? 0)
        }
    }

    /// The message's `topic` (`message.member(literal: "topic")`) when it is a non-empty string and
    /// the message is routed (`MessageContext.topicVerdict`).
    static func value(_ topic: JSONValue?, routed: Bool) -> JSONValue? {
        guard routed, let topic, topic.isString, topic.endOffset - topic.startOffset > 2
        else { return nil }
        return topic
    }
}
