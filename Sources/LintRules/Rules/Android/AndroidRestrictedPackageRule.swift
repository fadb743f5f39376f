/// `restricted_package_name` makes the send fail for tokens of another app.
///
/// Lint: a non-empty `android.restricted_package_name` (or `restrictedPackageName`).
struct AndroidRestrictedPackageRule: Rule {
    static let description = RuleDescription(
        id: "android-restricted-package",
        area: .android,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "android.restricted_package_name limits delivery to one Android package",
        rationale: """
            restricted_package_name delivers the message only to the Android app with that \
            package name. When the registration token belongs to another app of the project (a \
            debug build with an applicationIdSuffix, a flavour, the iOS app), the send fails \
            with INVALID_PACKAGE_NAME instead of being delivered. Check that every build you \
            send to uses this package name. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "firebase-admin-node src/messaging/messaging-errors-internal.ts (INVALID_PACKAGE_NAME)",
        ],
        upstreamErrors: [
            "The message was addressed to a registration token whose package name does not match the provided \"restrictedPackageName\" option."
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"restricted_package_name": ↓"com.example.shop"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": "high"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let name = message.androidRestrictedPackageName, name.isString, !name.isEmptyString,
            let text = name.stringValue
        else { return }
        findings.report(
            "only the Android app \"\(text)\" receives this message; tokens of other builds fail with INVALID_PACKAGE_NAME",
            at: name, fix: "make sure the debug and flavour builds you send to use this package name, or remove the field")
    }
}
