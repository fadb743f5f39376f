import SizeModel

/// A topic is addressed with `topic`, not with `to: "/topics/…"`.
///
/// Lint: a `to` whose value starts with `/topics/`, or is a topic path written otherwise
/// (`LegacyTopicPath`: `topics/news`, ` / topics / All`); the text also says when the name after
/// the prefix is no topic name (`RoutingTopic`), so the fix does not carry it into `topic`.
struct LegacyTopicInToRule: Rule {
    static let description = RuleDescription(
        id: "legacy-topic-in-to",
        area: .legacy,
        needs: .legacyTo,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a topic is addressed with the legacy to: \"/topics/…\"",
        rationale: """
            The legacy HTTP API addressed a topic as "to": "/topics/news". HTTP v1 has a topic \
            field that takes the bare name ("topic": "news"; the reference says the /topics/ \
            prefix should not be given), and no to field at all. Both APIs take topic names of \
            [a-zA-Z0-9-_.~%] only: a name outside it (Apprise's legacy mode writes "/topics/" \
            before the "#alerts" its URLs use to mark a topic, "/topics/#alerts") named no topic \
            in the legacy API either, and moved into "topic" as it is, FCM and the firebase-admin \
            SDKs reject it as malformed, so the finding names the character and the fix says to \
            rename the topic instead of copying it. A to meant as a topic but written otherwise \
            ("topics/news" without the leading slash, " / topics / All" with spaces) named no \
            topic: the legacy reference takes a topic in to only "prefixed with /topics/", so \
            the legacy API read it as a registration token and answered InvalidRegistration \
            (MicrosoftDocs/xamarin-docs#2003: a data message to " / topics / All" never reached \
            the app), and as an HTTP v1 token FCM rejects it; the finding gives the topic it was \
            meant to name. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "https://firebase.google.com/docs/cloud-messaging/send-topic-messages (topic names [a-zA-Z0-9-_.~%]+)",
            "caronc/apprise apprise/plugins/fcm/__init__.py (legacy mode: payload[\"to\"] = f\"/topics/{recipient}\", recipient keeping its #)",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy: to is a registration token, a notification key, or a single topic prefixed with /topics/; InvalidRegistration)",
            "https://github.com/MicrosoftDocs/xamarin-docs/issues/2003",
        ],
        triggeringExamples: [
            Example(#"{"to": ↓"/topics/news", "notification": {"title": "Hi"}}"#),
            Example(#"{"message": {"to": ↓"/topics/weather", "data": {"k": "v"}}}"#),
            // Apprise's legacy mode keeps the # that marks a topic in its URLs.
            Example(#"{"notification": {"title": "Backup finished"}, "to": ↓"/topics/#alerts", "priority": "high"}"#),
            // MicrosoftDocs/xamarin-docs#2003: spaces around the slashes, and no slash at all.
            Example(#"{"to": ↓" / topics / All", "priority": "high", "data": {"license_status": "5"}}"#),
            Example(#"{"to": ↓"topics/testing", "notification": {"title": "", "body": "This is a test"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"to": "fcm-token", "notification": {"title": "Hi"}}"#),
            // A registration token that happens to hold "topics" is no topic path.
            Example(#"{"to": "dtopics9:APA91bHun4MxP5egoKMwt2KZFBaFUH", "notification": {"title": "Hi"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let to = message.legacyTo, let path = LegacyTopicPath(to) else { return }
        let topic = path.name
        var text = "\"to\": \"/topics/\(topic)\" is the legacy way to address a topic; HTTP v1 uses \"topic\" without the prefix"
        if case .misspelled = path {
            text = "\"to\": \"\(to.stringValue ?? "")\" is meant as a topic but is no topic path (the legacy API took only \"/topics/<name>\" as one, read this as a registration token and answered InvalidRegistration); HTTP v1 uses \"topic\" with the bare name"
        }
        // A name no topic can have is rejected as "topic" too: say so rather than copy it there.
        if !topic.isEmpty, case .malformed(let why) = RoutingTopic(topic) {
            findings.report(
                text + ", and \"\(topic)\" is no topic name: it \(why)", at: to,
                fix: "write \"topic\" with a name of letters, digits and - _ . ~ % only (the subscribed topic's name) instead of \"to\"")
            return
        }
        findings.report(text, at: to, fix: "write \"topic\": \"\(topic)\" instead of \"to\"")
    }
}
