import SizeModel

/// A template placeholder has no declared maximum length, so sizes count it as written.
///
/// Lint: the first occurrence of each `{{name}}`, `${name}` or Azure `$(name)` placeholder whose
/// name has no `--placeholder name=N` declaration, once per name and message. An Azure expression
/// with a clip length (`$(name, 20)`) or a value cut by Liquid's or Jinja's truncate filter
/// (`{{ name | truncate: 40 }}`) has its own maximum; a block keyword (`{{else}}`, Go's
/// `{{end}}`) is no value to declare. Neither is reported.
struct SizePlaceholderUndeclaredRule: Rule {
    static let description = RuleDescription(
        id: "size-placeholder-undeclared",
        area: .size,
        needs: .placeholders,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a template placeholder has no declared maximum length, so sizes count it as written",
        rationale: """
            Payload templates carry placeholders ({{name}}, ${name}, Azure Notification Hubs' \
            $(name)) that grow when they are \
            filled, and "payload too large" then appears in production on one user's long name \
            or one locale's longer text. With a declared maximum (--placeholder name=64 for 64 \
            characters, name=200b for 200 UTF-8 bytes) the size rules judge the worst case: 4 \
            bytes per character, an emoji. Without one the placeholder is counted as written, \
            which under-estimates the filled payload. An Azure expression with a length, \
            $(name, 20) or .(name, 20), is clipped to that many characters by Notification Hubs and \
            is counted at that length. So is a value cut by a template filter whose length the \
            engine guarantees: Liquid's {{ name | truncate: 150 }} (the ellipsis counts in the \
            length) and Jinja's {{ name | truncate(150) }} (5 more: its default leeway leaves a \
            text that much longer uncut). Stream's Handlebars helper {{ truncate message.text 150 }} \
            names message.text, which is reported until it is declared: Stream documents neither \
            an ellipsis past the length nor how it shortens a message too large for the push. \
            The keywords of block tags, {{else}} \
            (Handlebars, Mustache, Go) and {{end}}, {{break}}, {{continue}} (Go text/template), \
            render no value of their own and are not reported. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
            "https://github.com/Expensify/App/issues/14715",
            "https://handlebarsjs.com/guide/block-helpers.html (else)",
            "https://pkg.go.dev/text/template#hdr-Actions (else, end, break, continue)",
            "https://learn.microsoft.com/en-us/azure/notification-hubs/notification-hubs-templates-cross-platform-push-messages#template-expression-language",
            "https://getstream.io/chat/docs/node/push_template/ (default templates: {{ truncate message.text 150 }}; the message text, \"or a preview of it if the message is too large\")",
            "https://shopify.github.io/liquid/filters/truncate/",
            "https://jinja.palletsprojects.com/en/stable/templates/#jinja-filters.truncate (leeway 5)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi ↓{{firstName}}", "body": "Order ↓${orderId} shipped to {{ firstName }}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi ↓{{name}}\",\"body\":\"x\"}"}}}"#),
            Example(#"{"aps": {"alert": {"title": "$(title, 40)", "body": "↓$(message)"}}}"#),
            Example(#"{"aps": {"alert": {"title": "New message", "body": "↓{{ truncate message.text 150 }}"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi {there}", "body": "costs ${} or $5 {{ }}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"{{key}}": "value"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "{{#if vip}}Welcome back{{else}}Hello{{/if}}"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "{{if .VIP}}Welcome back{{end}}"}}}"#),
            Example(#"{"aps": {"alert": {"title": "$(title, 40)", "body": ".(message, 120)"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "{{ title | truncate: 40 }}", "body": "{{ body | truncate(120) }}"}}}"#),
        ])

    /// Template keywords that look like a `{{name}}` placeholder but close or split a block.
    private static let blockKeywords: Set<String> = ["else", "end", "break", "continue"]

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for name in message.placeholderNames where !name.isBounded && !Self.blockKeywords.contains(name.name) {
            // An Azure expression with a clip length, or a value a truncate filter cuts, is bounded by it.
            let unbounded = name.occurrences.filter { $0.clip == nil }
            guard let first = unbounded.first else { continue }
            let count = unbounded.count
            findings.report(
                "placeholder \(first.text) has no declared maximum length; sizes count it as written (\(first.length) bytes\(count > 1 ? " each, \(count) occurrences" : ""))",
                offset: first.offset, end: first.offset + first.length, pointer: first.host.pointer,
                fix: "declare its longest fill: --placeholder \(name.name)=<characters> (worst case 4 bytes per character) or \(name.name)=<bytes>b")
        }
    }
}
