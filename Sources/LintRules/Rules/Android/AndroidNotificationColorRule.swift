/// `android.notification.color` is `#rrggbb`.
///
/// Lint: a colour that is not `#` and six hexadecimal digits.
struct AndroidNotificationColorRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-color",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification.color is not a #rrggbb colour",
        rationale: """
            AndroidNotification.color is the icon colour "expressed in #rrggbb format". Colour \
            names, three-digit colours, colours with alpha and numbers are not accepted; every \
            firebase-admin SDK checks the #RRGGBB form before sending. An eight-digit colour is \
            usually copied from an Android colors.xml, where alpha comes first: the Android FCM \
            SDK reads the colour with Color.parseColor, which takes #RRGGBB and #AARRGGBB, so \
            "#FF6200EE" means "#6200EE" and the fix drops the first two digits (the last two only \
            when they alone are FF, a CSS #RRGGBBAA). FCM's own answer to a malformed colour in \
            an HTTP v1 body is not recorded; had it passed, the Android SDK would log "Color is \
            invalid" and use the default colour. The policy puts it at error all the same: every \
            firebase-admin SDK that models the field (Node.js, Python, Java, Go, .NET) throws \
            before sending. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAndroidNotification)",
            "firebase-android-sdk firebase-messaging CommonNotificationBuilder.java (getColor: Color.parseColor of gcm.n.color)",
            "https://developer.android.com/reference/android/graphics/Color#parseColor(java.lang.String) (#RRGGBB and #AARRGGBB)",
        ],
        upstreamErrors: [
            "android.notification.color must be in the form #RRGGBB",
            "AndroidNotification.color must be in the form #RRGGBB.",
            "color must be in the #RRGGBB form",
            "color must be in the form #RRGGBB",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"color": ↓"red"}}}}"#),
            Example(##"{"message": {"topic": "news", "android": {"notification": {"color": ↓"#FFF"}}}}"##),
            // Android's #AARRGGBB (TejAgro's curl, audit40): the fix is "#6200EE".
            Example(##"{"message": {"topic": "news", "android": {"notification": {"color": ↓"#FF6200EE"}}}}"##),
        ],
        nonTriggeringExamples: [
            Example(##"{"message": {"topic": "news", "android": {"notification": {"color": "#1E88E5"}}}}"##),
            Example(##"{"message": {"topic": "news", "android": {"notification": {"color": "$(color)"}}}}"##),
        ])

    /// `#rrggbb`.
    static let value = ValueSpec.string(.hexColor)

    init() {}
}
