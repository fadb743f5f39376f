import SizeModel

/// FCM keeps the time to live in whole seconds.
///
/// Lint: an `android.ttl` duration string with a non-zero fraction (`"1.5s"`), or a firebase-admin
/// millisecond number that is not a whole number of seconds (neither already a units suspect).
struct AndroidTTLFractionRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-fraction",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .info,
        clauses: [.advice, .decidedElsewhere],
        summary: "android.ttl has a fraction of a second, which FCM rounds down",
        rationale: """
            The HTTP v1 reference allows nanoseconds in the ttl Duration ("3.000000001s") but \
            says the ttl is rounded down to the nearest second. A fraction therefore buys \
            nothing, and a ttl below one second becomes 0: delivered now or never, as \
            android-ttl-zero reports. firebase-admin takes the ttl in milliseconds (Node, Java) \
            or seconds (Python) and writes a fraction with nine digits ("21599.500000000s" for \
            21599500 ms or 21599.5 s): such a string is fixed in the code that wrote it, and a \
            firebase-admin object's number is fixed in milliseconds. \
            Severity: info, because a fraction above one second is advice: nothing is rejected \
            or lost (I); warning for a ttl below one second, which FCM treats as 0, because \
            whether a device is reachable at that moment decides if the message arrives (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "firebase-admin-node src/utils/index.ts transformMillisecondsToSecondsString (nine fraction digits)",
            "firebase-admin-python firebase_admin/_messaging_encoder.py encode_ttl (seconds or timedelta, nine fraction digits)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"90.5s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": ↓90500}}"#),
            // firebase-admin Python's rendering of a ttl of 21599.5 seconds (Vremenar, audit63):
            // the fix speaks of the code that wrote it.
            Example(#"{"message": {"condition": "'alerts_si' in topics", "android": {"ttl": ↓"21599.500000000s"}}}"#),
            // Below one second: FCM rounds it down to 0, now or never (a warning).
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"0.5s"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "90.000s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 90000}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .seconds(let seconds)? = message.androidTTLMeaning, seconds != seconds.rounded(.down),
            let ttl = message.androidTTLValue
        else { return }
        if ttl.kind == .number && AndroidTTL.looksLikeSeconds(ttl) { return }
        // A Java or Node SDK's rendering of such a number is the units rule's too.
        if message.shape != .admin && AndroidTTL.serializedMillisecondsLookingLikeSeconds(ttl) != nil { return }
        let whole = Int(seconds.rounded(.down))
        let consequence = whole == 0 ? ", which means now or never" : ""
        // The value as written is spelt out only for a finding that is kept (past the limit it is
        // counted): made before the report, its String cost every counted finding too.
        var written: String { ttl.stringValue.map { "\"\($0)\"" } ?? "\(ttl.numberLexeme ?? "") (milliseconds)" }
        findings.report(
            "android.ttl \(written) has a fraction of a second; FCM rounds it down to \(whole)s\(consequence)",
            at: ttl, caseSeverity: whole == 0 ? .warning : .info, configuration: message.configuration,
            fix: Self.fix(ttl, whole: max(whole, 1)))
    }

    /// The fix in the form the value is written in: a duration string in an HTTP v1 body, or the
    /// code that wrote it when it has firebase-admin's nine fraction digits; milliseconds in a
    /// firebase-admin object.
    static func fix(_ ttl: JSONValue, whole: Int) -> FindingText {
        guard ttl.isString else { return FindingText("write a whole number of seconds in milliseconds, such as \(whole * 1000)") }
        // Printable ASCII written without escapes (each byte a character) is read in place: the
        // String reading cost about 2,600 instructions a kept finding.
        let isSDKRendering =
            if ttl.isPlainASCII, let bytes = ttl.plainStringBytes { Self.isSDKRendering(printableASCII: bytes) } else {
                ttl.stringValue.map(Self.isSDKRendering) ?? false
            }
        guard isSDKRendering else { return FindingText("write \"\(whole)s\"") }
        return FindingText(
            "this is how firebase-admin writes a ttl that is no whole number of seconds: pass whole seconds in the code (Node and Java: milliseconds that are a multiple of 1000, such as \(whole * 1000); Python: ttl=\(whole) or a timedelta of whole seconds), or write \"\(whole)s\"")
    }

    /// True when `text` has exactly nine fraction digits (`"21599.500000000s"`): what
    /// firebase-admin for Node, Java and Python write for a ttl with a fraction of a second.
    static func isSDKRendering(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: "."), text.hasSuffix("s") else { return false }
        return text[text.index(after: dot)...].dropLast().count == 9
    }

    /// `isSDKRendering(_:)` for printable ASCII bytes (one character each).
    static func isSDKRendering(printableASCII text: ArraySlice<UInt8>) -> Bool {
        guard let dot = text.firstIndex(of: UInt8(ascii: ".")), text.last == UInt8(ascii: "s") else { return false }
        return text.endIndex - 1 - (dot + 1) == 9
    }
}
