import SizeModel

/// A `notifee_options` blob written for a newer client than any released one.
///
/// Lint: a numeric `_v` greater than 1, reported at the value inside the blob.
struct NotifyKitOptionsVersionRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-options-version",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "notifee_options declares a _v newer than version 1",
        rationale: """
            The server SDK always writes "_v": 1. A client meeting a larger version parses \
            what it understands, logs a warning and displays the notification possibly \
            incomplete: fields of the newer format are lost on every app that has not been \
            updated. A missing _v is read as version 1 and is not reported; a _v that is not a \
            number is reported by notifykit-options-type. \
            Severity: warning, because it breaks on some clients or SDKs only (W2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"_v version field\"",
            "react-native-notify-kit server/src/serialize.ts; src/fcm/parseFcmPayload.ts (Rule C5)",
        ],
        upstreamErrors: [
            "[react-native-notify-kit] notifee_options version <N> is newer than supported version 1. Display may be incomplete."
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":↓2,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        Self.check(message.blobCopies, into: &findings)
    }

    /// Checks the copies of `blobs.shared` (the Android copy, then the iOS copy when it differs)
    /// by their roots and node indices, `blobs` borrowed: iterating `shared` made each copy,
    /// retaining its root. Not inlined, so `blobs` is borrowed from the context for the call.
    @inline(never)
    private static func check(_ blobs: NotifyKitBlobs, into findings: inout FindingCollector) {
        check(blobs.android, version: blobs.androidTopNode(.version), into: &findings)
        if blobs.iosIsShared { check(blobs.ios, version: blobs.iosTopNode(.version), into: &findings) }
    }

    /// Reports the version at node `node` (-1 for none) of the document of the copy `root`.
    private static func check(_ root: JSONValue?, version node: Int, into findings: inout FindingCollector) {
        // `1`, what every blob is written with, is read without making a number of its text.
        guard let version = root?.value(atNode: node), !isOneOrZero(version), let number = version.doubleValue, number > 1
        else { return }
        let text = version.numberLexeme ?? ""
        findings.report(
            "notifee_options version \(text) is newer than version 1, the only one released clients understand; they display it incompletely",
            at: version, fix: "write \"_v\": 1 unless every app version in use understands version \(text)")
    }

    /// True for the number `0` or `1` written as one digit.
    private static func isOneOrZero(_ value: JSONValue) -> Bool {
        guard value.kind == .number, value.endOffset - value.startOffset == 1 else { return false }
        let digit = value.integerValue
        return digit == 0 || digit == 1
    }
}
