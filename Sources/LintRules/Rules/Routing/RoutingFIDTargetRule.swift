/// Targeting a Firebase installation ID is new.
///
/// Lint: a routed message with a `fid` target.
public struct RoutingFIDTargetRule: Rule {
    public static let description = RuleDescription(
        id: "routing-fid-target",
        area: .routing,
        defaultSeverity: .info,
        summary: "the message targets a Firebase installation ID (fid)",
        rationale: """
            The newest firebase-admin SDKs can address a message to a Firebase installation ID \
            (fid) instead of a registration token, and mark token as deprecated in their \
            typings. Older SDKs, the HTTP v1 discovery document they were generated from, and \
            hand-written REST clients do not know fid and reject it as an unknown field, so \
            check that every sender on the path supports it.
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-api.ts (FidMessage)",
            "firebase-admin-go messaging/messaging.go (Fid json tag)",
        ],
        triggeringExamples: [
            Example(#"{"message": {↓"fid": "cYp0Rh4nQnO7GkzI5Jd8Lm", "notification": {"title": "Hi"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape, let fid = message.message.member(literal: "fid") else { return }
        findings.report(
            "the message targets a Firebase installation ID; only the newest firebase-admin SDKs support fid",
            at: fid, anchor: .key, fix: "make sure every sender on the path knows fid, or target the registration token")
    }
}
