/// `restricted_package_name` makes the send fail for tokens of another app.
///
/// Lint: a non-empty `android.restricted_package_name` (or `restrictedPackageName`); an error when
/// the name cannot be the package name of any Android app (`AndroidPackageName`).
struct AndroidRestrictedPackageRule: Rule {
    static let description = RuleDescription(
        id: "android-restricted-package",
        area: .android,
        needs: .androidRestrictedPackage,
        defaultSeverity: .info,
        clauses: [.advice, .notShownAsMeant],
        summary: "android.restricted_package_name limits delivery to one Android package (error when no app can have the name)",
        rationale: """
            restricted_package_name delivers the message only to the Android app with that \
            package name. When the registration token belongs to another app of the project (a \
            debug build with an applicationIdSuffix, a flavour, the iOS app), the send fails \
            with INVALID_PACKAGE_NAME instead of being delivered. Check that every build you \
            send to uses this package name. \
            A name that no Android app can have matches no token at all: an application ID has \
            at least two segments separated by dots, each starting with a letter and holding \
            only letters, digits and underscores, and the platform's package parser refuses to \
            install an app under any other name. "com.github.go-fcm" (a hyphen) or "myapp" (one \
            segment) restricts the message to an app that cannot exist, so no Android device \
            receives it. \
            Severity: info, because this is advice: nothing is rejected or lost (I); error for a \
            name no Android app can have, because the message then reaches no Android device \
            (E2).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "firebase-admin-node src/messaging/messaging-errors-internal.ts (INVALID_PACKAGE_NAME)",
            "https://developer.android.com/build/configure-app-module#set-application-id (application ID naming rules)",
            "AOSP frameworks/base core/java/android/content/pm/PackageParser.java validateName (\"bad character\", \"must have at least one '.' separator\")",
            "https://github.com/tevjef/go-fcm/blob/3480aa4aba2097843c1d04f789e12cd6fc8363d1/README.md (restricted_package_name \"com.github.go-fcm\")",
        ],
        upstreamErrors: [
            "The message was addressed to a registration token whose package name does not match the provided \"restrictedPackageName\" option."
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"restricted_package_name": ↓"com.example.shop"}}}"#),
            Example(#"{"message": {"token": "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1", "android": {"priority": "HIGH", "restricted_package_name": ↓"com.github.go-fcm"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": "high"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let name = message.androidRestrictedPackageName, name.isString, !name.isEmptyString,
            let text = name.stringValue
        else { return }
        guard TemplateText.passes(text, AndroidPackageName.isValid) else {
            // The key as written: `restrictedPackageName` in a firebase-admin object.
            var field: String { name.key?.stringValue ?? "restricted_package_name" }
            findings.report(
                "android.\(field) \"\(text)\" cannot be an Android package name (segments start with a letter and hold only letters, digits and _, with at least one dot): no Android device receives this message",
                at: name, caseSeverity: .error, configuration: message.configuration,
                fix: "write the app's applicationId from its build.gradle, or remove the field")
            return
        }
        findings.report(
            "only the Android app \"\(text)\" receives this message; tokens of other builds fail with INVALID_PACKAGE_NAME",
            at: name, fix: "make sure the debug and flavour builds you send to use this package name, or remove the field")
    }
}
