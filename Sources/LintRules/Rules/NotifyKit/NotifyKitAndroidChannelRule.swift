import SizeModel

/// The Android copy of the blob should name its notification channel, unless the app sets a
/// default one.
///
/// Lint, on the Android copy: no `android` object (at the blob's root), an `android` object without
/// `channelId` (at its key; unless a misspelt key such as `channelID` is there, which
/// `notifykit-options-unknown-field` reports with the rename), or a `channelId` that is not a
/// non-empty string (at the value).
///
/// The verdict depends on the app's `setFcmConfig({ defaultChannelId })`, which the configuration
/// declares as `app.defaultChannelId`: declared set, a missing channel is fine and an unusable one
/// falls back to the default (warning: not the channel meant); declared unset, either is not shown
/// (error); undeclared, a missing channel is information naming the setting, an unusable one a
/// warning (at best the default channel).
struct NotifyKitAndroidChannelRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-android-channel",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .info,
        clauses: [.advice, .notShownAsMeant, .degraded],
        summary: "the Android copy of notifee_options has no usable android.channelId and the app may set no default",
        rationale: """
            On Android 8 and later every notification must be posted to a channel the app has \
            created. handleFcmMessage takes notifee_options.android.channelId (only when it is \
            a string) and otherwise the defaultChannelId from setFcmConfig; with neither, \
            displayNotification throws and the OS never shows the push. The server SDK writes \
            no channelId unless asked, and the guide's recommended setup sets \
            defaultChannelId, so a missing channelId is right for most apps: declare \
            app.defaultChannelId in .notifykit-lint.json and the rule is exact (quiet when the \
            app sets one, an error when it sets none); undeclared, it is information. A \
            channelId that is not a non-empty string is ignored by the client, so the push goes \
            to the default channel at best. \
            Severity: info when the app's default channel is undeclared, because the linter cannot \
            see setFcmConfig and most apps set one (I); error when app.defaultChannelId is declared \
            false, because displayNotification throws and the notification is not shown (E2); \
            warning for a channelId of the wrong type, which sends the push to the default channel \
            at best (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Channels are your responsibility\", setFcmConfig (defaultChannelId) and console warnings",
            "react-native-notify-kit src/fcm/types.ts (FcmConfig.defaultChannelId); src/fcm/reconstructNotification.ts",
        ],
        upstreamErrors: [
            "[react-native-notify-kit] handleFcmMessage: Android fallback path has no channelId (no payload channelId, no defaultChannelId configured). Notification may be dropped by the OS.",
            "'notification.android.channelId' expected a string value.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",↓\"android\":{\"smallIcon\":\"ic_notification\"}}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "↓{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":↓\"\"}}"}}}"#),
            // Declared: the app sets no default channel, so displayNotification throws (error).
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "↓{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#,
                    app: AppDeclaration(defaultChannelID: .unset)),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"orders\"}}"}}}"#),
            // Declared: setFcmConfig({ defaultChannelId }) supplies the channel.
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#,
                    app: AppDeclaration(defaultChannelID: .set("default"))),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let blobs = message.blobCopies
        guard let root = blobs.android else { return }
        let declared = message.configuration.app.defaultChannelID
        let fix = "add \"channelId\": the id of a channel the app creates at startup, to notifee_options.android"
        guard let android = blobs.androidOptions else {
            reportMissing(.androidOptions, at: root, anchor: .value, declared, message, &findings, fix)
            return
        }
        // A non-object android is notifykit-options-type's: one problem, one finding.
        guard android.isObject else { return }
        guard let channel = blobs.androidField(.channelId) else {
            // A misspelt channelId ("channelID") is notifykit-options-unknown-field's, with the rename.
            guard !Self.hasMisspeltChannelID(android) else { return }
            reportMissing(.channelId, at: android, anchor: .key, declared, message, &findings, fix)
            return
        }
        if channel.isNonEmptyString { return }
        let what = channel.isString ? "empty" : channel.kind.description
        let fallback: String
        let severity: Severity
        switch declared {
        case .set(let id)?:
            fallback = "the push goes to the default channel\(id.map { " \"\($0)\"" } ?? "") instead"
            severity = .warning
        case .unset?:
            fallback = "with no defaultChannelId (app.defaultChannelId is false) the push is not shown"
            severity = .error
        case nil:
            fallback = "the push goes to setFcmConfig's defaultChannelId, or is not shown without one"
            severity = .warning
        }
        findings.report(
            "notifee_options.android.channelId is \(what); the client ignores it: \(fallback)",
            at: channel, caseSeverity: severity, configuration: message.configuration,
            fix: "use the id of a channel the app creates, as a string")
    }

    /// True when a key of `android` (an object with no channelId that is not null) is
    /// `channelId` misspelt: an unknown key whose closest known name is channelId, or channelId
    /// itself set to null. Known keys are told by their bytes; only unknown ones are spelt out
    /// and compared (`NotifeeOptionsSchema.suggestion`), as each known key's closest name is itself.
    static func hasMisspeltChannelID(_ android: JSONValue) -> Bool {
        let level = NotifeeOptionsSchema.androidLevel
        var misspelt = false
        android.forEachMember(classifiedBy: level.names) { field, keyIndex, _ in
            guard !misspelt else { return }
            if field >= 0 {
                misspelt = field == BlobAndroidField.channelId.rawValue
                return
            }
            let name = android.document.value(at: keyIndex)
            // A suggestion is at most two edits away: an ASCII key whose length is further from
            // "channelId"'s cannot mean it (its lower case has as many characters as bytes), nor
            // one sharing too few letters with it (`sharesLettersWithChannelID`).
            if name.isPlainASCII, let bytes = name.plainStringBytes,
                abs(bytes.count - 9) > 2 || !Self.sharesLettersWithChannelID(bytes)
            {
                return
            }
            // `channelID` and other letter cases of channelId, told in place: the suggestion is
            // the first known name in another letter case, channelId (no other name of the level
            // lower-cases to `channelid`), without a String made and the shared memo's lock and
            // hash (about 80 instructions a message on corpus (e), whose blobs spell `channelID`).
            if name.isPlainASCII, name.stringEqualsIgnoringASCIICase("channelid") {
                misspelt = true
                return
            }
            let key = name.stringValue
            misspelt = key.flatMap { NotifeeOptionsSchema.suggestion(for: $0, in: level) } == "channelId"
        }
        return misspelt
    }

    /// False when the ASCII key `bytes` cannot be within two edits of "channelId" (letter case
    /// folded), so its suggestion is not channelId: told by the letters they share, counted as
    /// multisets, without a String made and the shared suggestion memo's lock and hash (a kept
    /// finding of corpus (e) spells `largeIcn`, `colour`… beside its missing channelId).
    ///
    /// An alignment of two names with `s` substitutions, `i` insertions and `d` deletions keeps
    /// `max(a, b) - s - max(i, d)` or more letters in both (a swap of neighbours keeps both of its
    /// letters), so names within two edits share at least `max(a, b) - 2` letters.
    static func sharesLettersWithChannelID(_ bytes: ArraySlice<UInt8>) -> Bool {
        // The letters of "channelid" not matched yet (n twice).
        var c = 1, h = 1, a = 1, n = 2, e = 1, l = 1, i = 1, d = 1
        var shared = 0
        /// Matches one more of a letter when `left` has one.
        func match(_ left: inout Int) {
            if left > 0 {
                left -= 1
                shared += 1
            }
        }
        for byte in bytes {
            // `| 0x20` folds an ASCII capital to its small letter and maps no other byte to one.
            switch byte | 0x20 {
            case UInt8(ascii: "c"): match(&c)
            case UInt8(ascii: "h"): match(&h)
            case UInt8(ascii: "a"): match(&a)
            case UInt8(ascii: "n"): match(&n)
            case UInt8(ascii: "e"): match(&e)
            case UInt8(ascii: "l"): match(&l)
            case UInt8(ascii: "i"): match(&i)
            case UInt8(ascii: "d"): match(&d)
            default: break
            }
        }
        return shared >= max(bytes.count, 9) - 2
    }

    /// What a blob without a channel lacks.
    private enum Missing {
        /// No `android` object.
        case androidOptions
        /// An `android` object without `channelId`.
        case channelId
    }

    /// Reports a blob without a channel at the severity the declared `defaultChannelId` gives.
    /// Each message is one whole literal, not the missing part interpolated: a literal is the
    /// String itself, where an interpolated message appended its parts to an array made a String
    /// (about 1,450 instructions a kept finding, 114 a message on corpus (e)).
    private func reportMissing(
        _ missing: Missing, at value: JSONValue, anchor: FindingAnchor, _ declared: AppDeclaration.Default?,
        _ message: MessageContext, _ findings: inout FindingCollector, _ fix: String
    ) {
        switch declared {
        case .set?:
            return  // handleFcmMessage uses the app's defaultChannelId.
        case .unset?:
            switch missing {
            case .androidOptions:
                findings.report(
                    "notifee_options has no android.channelId and the app sets no defaultChannelId (app.defaultChannelId is false): displayNotification throws and the push is not shown",
                    at: value, anchor: anchor, caseSeverity: .error, configuration: message.configuration, fix: fix)
            case .channelId:
                findings.report(
                    "notifee_options.android has no channelId and the app sets no defaultChannelId (app.defaultChannelId is false): displayNotification throws and the push is not shown",
                    at: value, anchor: anchor, caseSeverity: .error, configuration: message.configuration, fix: fix)
            }
        case nil:
            switch missing {
            case .androidOptions:
                findings.report(
                    "notifee_options has no android.channelId; handleFcmMessage then uses setFcmConfig's defaultChannelId, and without one the push is not shown (declare app.defaultChannelId in .notifykit-lint.json to make this exact)",
                    at: value, anchor: anchor, fix: fix)
            case .channelId:
                findings.report(
                    "notifee_options.android has no channelId; handleFcmMessage then uses setFcmConfig's defaultChannelId, and without one the push is not shown (declare app.defaultChannelId in .notifykit-lint.json to make this exact)",
                    at: value, anchor: anchor, fix: fix)
            }
        }
    }
}
