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

    /// Classifies a topic string value: a plain ASCII name that is valid, prefixed or private is
    /// decided on its bytes in place (no String); anything else as `init(_:)` decides on its text.
    /// (`topic` is borrowed: an initializer's argument is otherwise passed owned, retained by the
    /// caller for the call.)
    init(_ topic: borrowing JSONValue) {
        if topic.isPlainASCII, let verdict = RoutingTopic.plainVerdict(topic.decodedBytes) {
            self = verdict
        } else {
            self = RoutingTopic(topic.stringValue ?? "")
        }
    }

    /// The verdict for printable ASCII bytes (each byte one character) when it is not `malformed`;
    /// nil leaves the text, and the message, to `init(_:)`.
    private static func plainVerdict(_ bytes: ArraySlice<UInt8>) -> RoutingTopic? {
        var name = bytes
        var prefixed = false
        if startsWith(name, TopicName.topicsPrefix) {
            name = name.dropFirst(TopicName.topicsPrefix.utf8.count)
            prefixed = true
            if name.isEmpty { return nil }
        }
        let privateCount = TopicName.privatePrefix.utf8.count
        if startsWith(name, TopicName.privatePrefix), name.count > privateCount,
            name.dropFirst(privateCount).allSatisfy(TopicName.isAllowed)
        {
            return .privatePrefix
        }
        guard name.allSatisfy(TopicName.isAllowed) else { return nil }
        return prefixed ? .prefixed : .valid
    }

    /// True when `bytes` start with the ASCII text `prefix`. (A plain loop: `zip` over these two
    /// sequence types is not specialized and looks its type up at run time on every call.)
    private static func startsWith(_ bytes: ArraySlice<UInt8>, _ prefix: String) -> Bool {
        var index = bytes.startIndex
        for byte in prefix.utf8 {
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
        }
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
