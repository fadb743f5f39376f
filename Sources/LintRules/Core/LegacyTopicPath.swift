import SizeModel

/// What a legacy `to` says about a topic: the legacy HTTP API took a topic as `"/topics/<name>"`
/// in `to`, and read every other string there as a registration token or a notification key.
///
/// A `to` meant as a topic path but written otherwise (`"topics/news"` without the leading
/// slash, `" / topics / All"` with spaces, `"/Topics/news"`) named no topic: the legacy API took
/// it for a token and answered `InvalidRegistration` (MicrosoftDocs/xamarin-docs#2003: a data
/// message to `" / topics / All"` never reached the app), and moved into HTTP v1 as a `token` it
/// is rejected. One reading, for `legacy-topic-in-to`, `legacy-top-level-keys` (which leaves such
/// a `to` to it) and the migration of `legacy-mapping-hint` (which moves the name into `topic`).
enum LegacyTopicPath: Equatable {
    /// `"/topics/<name>"`, as the legacy API took it.
    case topic(String)
    /// A topic path written otherwise: the name after the prefix, with whitespace taken out.
    case misspelled(String)

    /// The reading of a `to` value, or nil when it names no topic (a token, a key, a non-string).
    init?(_ to: JSONValue) {
        guard let text = to.stringValue else { return nil }
        self.init(text)
    }

    /// The reading of a `to` text, or nil when it names no topic.
    init?(_ text: String) {
        if text.hasPrefix(TopicName.topicsPrefix) {
            self = .topic(String(text.dropFirst(TopicName.topicsPrefix.count)))
            return
        }
        let squeezed = String(text.unicodeScalars.filter { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r") })
        let lowered = squeezed.lowercased()
        for prefix in ["/topics/", "topics/"] where lowered.hasPrefix(prefix) && squeezed.count > prefix.count {
            self = .misspelled(String(squeezed.dropFirst(prefix.count)))
            return
        }
        return nil
    }

    /// The name a `to` written as code that joins the prefix to a value names: a JavaScript
    /// literal's `to: '/topics/' + topic` is read as the placeholder `${'/topics/' + topic}`
    /// (Apps Script and Node senders write it so, audit72), and names the topic `${topic}`, a
    /// placeholder for the value. Nil for any other text. Only the migration reads it: the value is
    /// code, on which no finding is kept, so `legacy-top-level-keys` still reports its `to`.
    static func concatenatedName(_ text: String) -> String? {
        guard text.hasPrefix("${"), text.hasSuffix("}") else { return nil }
        for quote in ["'", "\""] {
            let head = "${" + quote + TopicName.topicsPrefix + quote
            guard text.hasPrefix(head) else { continue }
            var rest = Substring(text.dropFirst(head.count).dropLast())
            while rest.first == " " { rest = rest.dropFirst() }
            guard rest.first == "+" else { return nil }
            rest = rest.dropFirst()
            while rest.first == " " { rest = rest.dropFirst() }
            while rest.last == " " { rest = rest.dropLast() }
            guard !rest.isEmpty, !rest.contains("+") else { return nil }
            return "${" + rest + "}"
        }
        return nil
    }

    /// The topic name the `to` was meant to address.
    var name: String {
        switch self {
        case .topic(let name), .misspelled(let name): return name
        }
    }
}
