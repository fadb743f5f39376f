/// `android.notification.icon` names a drawable resource of the app.
///
/// Lint: an `icon` that cannot be a resource name (a URL, a path, a file extension, capital
/// letters).
struct AndroidNotificationIconRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-icon",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.notification.icon is not the name of a drawable resource",
        rationale: """
            The notification's small icon is a drawable bundled in the app: "Sets the \
            notification icon to myicon for drawable resource myicon". It cannot be downloaded, \
            so a URL or a file name does not work; when no drawable has the name, the SDK falls \
            back to the default icon from the manifest (or the launcher icon). For a picture \
            from the web, use image. The FCM SDK looks the name up with \
            Resources.getIdentifier(icon, "drawable", package) and then as a mipmap, and \
            Android's resource-name parser drops a leading @ and reads a type and package \
            written in the name, so a reference like @drawable/ic_stat_notify (the form of the \
            manifest's default_notification_icon) or @mipmap/ic_launcher finds the same drawable \
            and is not reported. \
            Severity: warning, because the notification is shown with the default icon instead of \
            the one meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "https://developer.android.com/guide/topics/resources/providing-resources",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (getSmallIcon)",
            "AOSP frameworks/base/libs/androidfw/ResourceUtils.cpp (ExtractResourceName: [@][[package:]type/]name)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"icon": ↓"https://cdn.example.com/logo.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"icon": ↓"ic_stat_news.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"icon": ↓"@color/brand_blue"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"icon": "stock_ticker_update"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"icon": "@drawable/ic_stat_news"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"icon": "@mipmap/ic_launcher"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let icon = message.androidNotificationIcon else { return }
        // The common case, a resource name written without escapes, is settled on its bytes.
        if let bytes = icon.plainStringBytes, AndroidResourceName.isValid(utf8: bytes) { return }
        guard let text = icon.stringValue, !text.isEmpty,
            !TemplateText.passes(text, { AndroidResourceName.isValid($0) || AndroidResourceName.isDrawableReference($0) })
        else { return }
        // Diagnosed only for a finding that is kept (past the per-file limit it is only counted).
        findings.report(
            "android.notification.icon \"\(text)\" \(AndroidResourceName.diagnose(text).why); it must name a drawable bundled in the app", at: icon,
            fix: AndroidResourceName.diagnose(text).suggestion.map { "write the drawable's name, for example \"\($0)\"; use image for pictures from the web" }
                ?? "write the name of a drawable in res/drawable; use image for pictures from the web")
    }
}
