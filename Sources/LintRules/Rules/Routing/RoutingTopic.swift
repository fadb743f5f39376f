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
        if let bad = RoutingTopic.firstDisallowed(in: name) {
            self = .malformed("contains \(TopicName.describe(String(bad))), which topic names cannot hold ([a-zA-Z0-9-_.~%])")
            return
        }
        self = prefixed ? .prefixed : .valid
    }

    private static func firstDisallowed(in name: Substring) -> Character? {
        name.first { character in
            character.utf8.count != 1 || !TopicName.isAllowed(character.utf8.first ?? 0)
        }
    }

    /// The non-empty string `topic` of a routed message.
    static func value(in context: MessageContext) -> JSONValue? {
        guard context.isRoutedShape, let topic = context.message.member("topic"), topic.isString,
            topic.rawBytes.count > 2
        else { return nil }
        return topic
    }
}
