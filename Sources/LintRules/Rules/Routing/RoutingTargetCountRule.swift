import SizeModel

/// A message needs exactly one target.
///
/// Lint: a routed message (HTTP v1 or firebase-admin) whose non-empty targets among `token`,
/// `topic`, `condition`, `fid` (and firebase-admin's multicast `tokens`/`fids`) are not exactly
/// one. No target is reported at the message; several at the second target's key. A target that
/// is an empty string is left to `routing-target-empty`, and a message whose only target is a
/// legacy one (`to`, `registration_ids`, `notification_key`) to `legacy-top-level-keys`, which
/// names its HTTP v1 equivalent. A template (a message whose strings hold placeholders) without a
/// target is a warning: the service that fills it often adds the target itself; in a JavaScript
/// object literal or a string literal in code (`ConfigurationReference.code`) the text speaks of
/// the code instead, which fills the values.
struct RoutingTargetCountRule: Rule {
    static let description = RuleDescription(
        id: "routing-target-count",
        area: .routing,
        needs: .targetsToCount,
        defaultSeverity: .error,
        clauses: [.rejected, .decidedElsewhere],
        summary: "the message does not have exactly one of token, topic, condition or fid (a warning for a template without one)",
        rationale: """
            The target of an FCM message is a one-of: exactly one of token (a registration \
            token), topic, condition (a topic expression) or, in the newest firebase-admin SDKs, \
            fid (a Firebase installation ID). FCM rejects a message with none or with two, and \
            every firebase-admin SDK throws before sending. A multicast object \
            (sendEachForMulticast) takes its targets from tokens and fids instead, and then must \
            not carry another target. A message addressed only with a legacy target (to, \
            registration_ids, notification_key) is legacy-top-level-keys' finding: one problem, \
            one finding, the one that says which HTTP v1 target to use. A payload template (its \
            strings hold placeholders such as {{name}} or $(name)) is often addressed by the \
            service that fills it: an Azure Notification Hubs installation template has no \
            target (the hub sends to the installation's push channel), nor has a Stream push \
            template (Stream sends to the receiver's devices). A firebase-admin object literal \
            bound to a name that the code after it spreads into the message it sends \
            (const message = {…}; send({...message, token: t}), a limousine driver app's \
            documented pattern) gets its target there, out of the pasted object, as does one \
            whose target the code after it assigns (message.token = t) or passes beside it to a \
            wrapper package (fcm-notification's sendToMultipleToken(message, tokens, cb), which sets \
            payload.token per token; @kazion/fcm-node-http's send(token, message); \
            fcm-cloudflare-workers' sendMulticast(message, tokens), which sets token on a copy \
            per device); \
            firebase-admin's own send(message) still needs it in the object. Such an object \
            whose strings hold the code's own values (`${name}`) and that names no target is \
            reported as a template is, at warning, with advice for code rather than for a \
            filling service: a Cloud Function's new-follower payload (iva9/lpow) and a copied \
            tutorial whose target key was misnamed (firebase_token) are built so. The same holds \
            for a JSON text held in a string literal (a Java String.format body, a concatenation, \
            a JavaScript template literal): the code fills in its holes and sends the text, so the \
            finding says the code fills only the text's holes and the target must come from the \
            code that sends it or from a service in between (a Spring service hands such a text \
            to Azure Notification Hubs' sendFcmNativeNotification with the device's token), not \
            that a service fills the template. A string literal handed to a Notification Hubs \
            native send in the pasted code (await hub.SendFcmV1NativeNotificationAsync("{\"message\": \
            …}", tags), SendGcmNativeNotificationAsync) is not reported: the hub sends the text to \
            the devices registered with it (all of them, or those a tag expression selects) and \
            adds each device's address (NotificationHubClient.SendFcmV1NativeNotificationAsync). \
            Severity: error, because the firebase-admin SDKs throw before sending (E1); a warning \
            for a template without a target, because whether the sender adds one is decided by \
            something the linter cannot see (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateMessage)",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
            "react-native-notify-kit server/src/validation.ts",
            "https://learn.microsoft.com/azure/notification-hubs/notification-hubs-templates-cross-platform-push-messages",
            "https://getstream.io/chat/docs/node/push_template/",
            "https://learn.microsoft.com/dotnet/api/microsoft.azure.notificationhubs.notificationhubclient.sendfcmv1nativenotificationasync",
        ],
        upstreamErrors: [
            "Exactly one of fid, topic, token or condition is required",
            "Exactly one of fid, token, topic or condition must be specified.",
            "exactly one of fid, token, topic or condition must be specified",
            "Exactly one of token, fid, topic or condition must be specified",
            "Routing: exactly one of 'token', 'topic', or 'condition' must be provided. Got: <n>",
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", ↓"topic": "news", "data": {"a": "1"}}}"#),
            Example(#"[{"topic": "news"}, ↓{"data": {"a": "1"}}]"#),
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju"], ↓"topic": "news"}"#),
            Example(#"{↓"message": {"notification": {"title": "$(title)", "body": "$(message)"}}}"#),
            // iva9/lpow functions/src/index.ts (audit66): a new-follower payload built in a Cloud
            // Function; the code may still add the target, so a warning with advice for code.
            Example("const payload = ↓{notification: {title: 'NOVO SEGUIDOR', body: `${subscriber} está te seguindo`}};"),
            // A Java String.format body without a target: the code fills the %s holes, no service.
            Example(##"String json = String.format("{↓\"message\":{\"notification\":{\"title\":\"%s\",\"body\":\"%s\"}}}", title, body);"##),
            // A response that takes the literal second adds no target: only an assignment to a
            // target field or a sender call (send…) with the target beside it does (audit71's note).
            Example("const message = ↓{notification: {title: 'Hi'}};\nres.json(200, message);\nawait admin.messaging().send(message);"),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"condition": "'a' in topics || 'b' in topics"}}"#),
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju", "eYx1:APA91b"], "data": {"a": "1"}}"#),
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju"], "fids": ["cYp0Rh4nQnO7GkzI5Jd8Lm"], "data": {"a": "1"}}"#),
            Example(#"{"message": {"token": "", "topic": "news"}}"#),
            Example(#"{"aps": {"alert": "Hi"}}"#),
            Example(#"{"message": {"topic": "news", "topic": "sport"}}"#),
            Example(#"{"message": {"to": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}}"#),
            Example(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "android": {"priority": "high"}}"#),
            // The literal is spread into the sent message, which carries the target (audit56).
            Example("const message = {notification: {title: 'New Ride Assigned'}, data: {jobId: '64f5a8c9'}};\nawait admin.messaging().send({...message, token: 'fGw0qy4TGgk:APA91bGtWGju'});"),
            // fcm-notification's README: the wrapper sets payload.token per token (audit71).
            Example("var message = {notification: {title: 'Navish', body: 'Test message'}};\nFCM.sendToMultipleToken(message, Tokens, function(err, response) {});"),
            Example("const message = {notification: {title: 'Hi'}};\nmessage.token = registrationToken;\nawait admin.messaging().send(message);"),
            // @kazion/fcm-node-http's README: send(token, message), the token beside the literal.
            Example("const message = {notification: {title: 'Hi'}};\nawait fcm.send(fcmToken, message);"),
            // An Express route's response is no message (audit81).
            Example("router.get('/health', (req, res) => {\n  res.send({ message: 'ok' });\n});"),
            // A native notification handed to Azure Notification Hubs, which addresses it (audit81).
            Example(##"var result = await hub.SendFcmV1NativeNotificationAsync("{ \"message\":{\"data\":{\"message\":\"Nowy plan!\"}}}");"##),
            // fcm-cloudflare-workers' sendMulticast(message, tokens) on a Worker (audit81).
            Example("const message = {notification: {title: 'Test'}, data: {notification: 'true'}};\nawait c.var.fcm.sendMulticast(message, [deviceToken]);"),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape else { return }
        // One non-empty target (most messages): nothing to count, and no list is made.
        if message.targetCount == 1 && !message.targetValueIsEmptyString(at: 0) { return }
        let members = message.targetMembers
        var targets: [JSONMember] = []
        var sawEmpty = false
        for member in members {
            if member.value.isEmptyString {
                sawEmpty = true
            } else if !targets.contains(where: { Self.sameTarget($0.key, member.key) }) {
                targets.append(member)  // a repeated key is json-duplicate-key's finding
            }
        }
        if targets.isEmpty {
            // Handed to a Notification Hubs native send: the hub adds each device's address.
            guard !sawEmpty, !Self.hasLegacyTarget(message.message), message.settings.code != .notificationHubsNative else { return }
            if Self.holdsPlaceholder(message.message) {
                let advice = Self.placeholderAdvice(message.settings)
                findings.report(
                    advice.message, at: message.message, anchor: .key, caseSeverity: .warning, configuration: message.configuration,
                    fix: advice.fix)
                return
            }
            findings.report(
                "the message has no target; FCM needs exactly one of token, topic, condition or fid",
                at: message.message, anchor: .key,
                fix: "add a target, for example \"token\": \"<registration token>\" or \"topic\": \"news\"")
        } else if targets.count > 1 {
            let names = targets.map { $0.key.stringValue ?? "" }
            findings.report(
                "the message has \(targets.count) targets (\(names.joined(separator: ", "))); FCM needs exactly one",
                at: targets[1].value, anchor: .key,
                fix: "keep one target; send one message per target, or use a condition to reach several topics")
        }
    }

    /// What a message without a target whose values are placeholders is told, by who fills
    /// them: the code around a JavaScript object literal, which may still add the target; the
    /// code that fills a string literal's holes, which sends the text as it stands; or the
    /// service that fills a template.
    private static func placeholderAdvice(_ settings: ConfigurationReference) -> (message: String, fix: String) {
        switch settings.code {
        case .objectLiteral?:
            return (
                "the object has no target; FCM needs exactly one of token, topic, condition or fid, unless the code adds one before it sends the object",
                "add the target to the object (token: registrationToken), or check that the code adds it before sending (message.token = …, send({...message, token}))"
            )
        case .stringLiteral?, .notificationHubsNative?:
            return (
                "the JSON text has no target; FCM needs exactly one of token, topic, condition or fid, and the code fills in only the values the text leaves open: the target must come from the code that sends the text or from the service it sends it through (Azure Notification Hubs addresses a native notification itself)",
                "add a \"token\" member to the text whose value the code fills in as it fills the others; when a service addresses the text (Azure Notification Hubs, Amazon SNS), turn routing-target-count off for these files"
            )
        case nil:
            return (
                "the template has no target; FCM needs exactly one of token, topic, condition or fid, unless the service that fills the template adds it",
                "add a target (\"token\": \"{{token}}\"), or, when the sending service adds it (Azure Notification Hubs, Stream), turn routing-target-count off for these files"
            )
        }
    }

    /// True when the message is addressed with a target of the legacy HTTP API, which
    /// `legacy-top-level-keys` reports with its HTTP v1 equivalent.
    private static func hasLegacyTarget(_ message: JSONValue) -> Bool {
        message.member(literal: "to") != nil || message.member(literal: "registration_ids") != nil
            || message.member(literal: "notification_key") != nil
    }

    /// True when a string under `value` holds a template placeholder (`TemplateText`); nesting
    /// beyond 32 levels is not searched.
    private static func holdsPlaceholder(_ value: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        if let text = value.stringValue { return TemplateText.hasPlaceholder(text) }
        if value.isObject { return value.members.contains { holdsPlaceholder($0.value, depth: depth + 1) } }
        if value.isArray { return value.elements.contains { holdsPlaceholder($0, depth: depth + 1) } }
        return false
    }

    /// True when both keys name the same target; `tokens` and `fids` together are one multicast
    /// target (firebase-admin sends to their union).
    private static func sameTarget(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if a.stringEquals(b) { return true }
        let multicast = { (key: JSONValue) in key.stringEquals("tokens") || key.stringEquals("fids") }
        return multicast(a) && multicast(b)
    }
}
