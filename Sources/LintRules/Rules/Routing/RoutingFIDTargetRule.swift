/// Targeting a Firebase installation ID is new.
///
/// Lint: a routed message with a `fid` target.
struct RoutingFIDTargetRule: Rule {
    static let description = RuleDescription(
        id: "routing-fid-target",
        area: .routing,
        needs: .targetListOrFID,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the message targets a Firebase installation ID (fid)",
        rationale: """
            The HTTP v1 send reference addresses a message "to specified target (a Firebase \
            Installation ID (FID), registration token, topic, or condition)", and the newest \
            firebase-admin SDKs take fid and mark token as deprecated in their typings. Only \
            older typed Admin SDKs lack the field, so check that every sender on the path \
            supports it. \
            Severity: info, because this is advice: FCM accepts fid (I).
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-api.ts (FidMessage)",
            "firebase-admin-go messaging/messaging.go (Fid json tag)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
        ],
        triggeringExamples: [
            Example(#"{"message": {↓"fid": "cYp0Rh4nQnO7GkzI5Jd8Lm", "notification": {"title": "Hi"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape, let fid = message.messageFID else { return }
        findings.report(
            "the message targets a Firebase installation ID; older typed firebase-admin SDKs do not know fid",
            at: fid, anchor: .key, fix: "make sure every sender on the path knows fid, or target the registration token")
    }
}
