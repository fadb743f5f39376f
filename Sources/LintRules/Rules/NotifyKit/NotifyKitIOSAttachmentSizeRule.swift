import SizeModel

/// Audio and video attachments may be too large for the extension's download budget.
///
/// Lint, on the iOS copy: an attachment `url` whose path ends in a video or audio extension
/// (`.mp4`, `.mov`, `.m4v`, `.avi`, `.mpg`, `.mpeg`, `.mp3`, `.m4a`, `.wav`, `.aif`, `.aiff`,
/// `.caf`). Images are not reported: the guide's examples attach PNGs, and an image fits both
/// the 10 MB limit and the download time in practice.
struct NotifyKitIOSAttachmentSizeRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-attachment-size",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "an iOS attachment is audio or video, which may exceed the size or download budget",
        rationale: """
            iOS accepts attachments up to 10 MB for images, 5 MB for audio and 50 MB for \
            video, and Notify Kit's extension gives the download 25 seconds (the system kills \
            the extension after about 30). A video or audio clip is easily over the limit or \
            too slow on a cellular network, and the notification then shows without it. The \
            linter sees only the URL, so it reports media types by file extension. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/unnotificationattachment",
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m (loadAttachment, 25 s timeout)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":[{\"url\":↓\"https://cdn.example.com/goal.mp4?v=2\"}]}}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":[{\"url\":\"https://cdn.example.com/orders/42.png\"}]}}"}}}}"#)
        ])

    /// Extensions iOS treats as video, with its limit.
    static let video = ["mp4", "mov", "m4v", "avi", "mpg", "mpeg"]
    /// Extensions iOS treats as audio.
    static let audio = ["mp3", "m4a", "wav", "aif", "aiff", "caf"]

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let attachments = message.blobCopies.iosField(.attachments), attachments.isArray
        else { return }
        for entry in attachments.elements {
            guard let url = entry.member(literal: "url") else { continue }
            let code = Self.extensionCode(url)
            guard code != 0 else { continue }
            let kind: String
            if Self.videoCodes.contains(code) {
                kind = "a video (iOS limit 50 MB)"
            } else if Self.audioCodes.contains(code) {
                kind = "audio (iOS limit 5 MB)"
            } else {
                continue
            }
            findings.report(
                "\(blobPath(url)) is \(kind); the extension gives the download 25 s, so a large file may show as a notification without it",
                at: url, fix: "keep the file small, or attach a still image and open the media in the app")
        }
    }

    /// `video` and `audio` as `URLPathExtension.code(_:)` numbers them (each is one to four
    /// bytes long).
    static let videoCodes = video.map(URLPathExtension.code)
    static let audioCodes = audio.map(URLPathExtension.code)

    /// `pathExtension(_:)` of a string value as `URLPathExtension.code(_:)` numbers it (0 for
    /// none, or one over four bytes, which no listed extension is), read in place when it is
    /// plain ASCII: no String is made and none compared. Making the extension's String and
    /// finding it in `video` and `audio` cost about 300 instructions a blob with an attachment
    /// on corpus (a).
    static func extensionCode(_ url: JSONValue) -> UInt64 {
        guard url.isString else { return 0 }
        guard url.isPlainASCII else { return url.stringValue.flatMap(pathExtension).map(URLPathExtension.code) ?? 0 }
        var code: UInt64 = 0
        _ = url.document.plainString(at: url.index) { bytes in
            code = extensionCode(ofPlainASCII: bytes)
            return true
        }
        return code
    }

    /// `extensionCode(_:)` of printable ASCII text `bytes`, as `pathExtension(_:)` finds the
    /// extension.
    private static func extensionCode(ofPlainASCII bytes: JSONTextBytes) -> UInt64 {
        // As `split(separator:maxSplits: 1)` (empty pieces omitted) then `.first`.
        func before(_ separator: UInt8, in range: Range<Int>) -> Range<Int> {
            var found = range.lowerBound
            while found < range.upperBound && bytes[found] != separator { found &+= 1 }
            guard found < range.upperBound else { return range }
            if found > range.lowerBound { return range.lowerBound..<found }
            return range.count == 1 ? range : (found + 1)..<range.upperBound
        }
        let path = before(UInt8(ascii: "#"), in: before(UInt8(ascii: "?"), in: 0..<bytes.count))
        // The last non-empty segment between slashes.
        var segmentEnd = path.upperBound
        while segmentEnd > path.lowerBound && bytes[segmentEnd - 1] == UInt8(ascii: "/") { segmentEnd -= 1 }
        guard segmentEnd > path.lowerBound else { return 0 }
        // The segment's last dot, if any, before a slash.
        var dot = segmentEnd - 1
        while dot >= path.lowerBound && bytes[dot] != UInt8(ascii: "/") {
            if bytes[dot] == UInt8(ascii: ".") {
                let length = segmentEnd - dot - 1
                guard length <= 4 else { return 0 }
                var code = UInt64(length)
                for index in (dot + 1)..<segmentEnd {
                    let byte = bytes[index]
                    code = code << 8 | UInt64(byte &- UInt8(ascii: "A") < 26 ? byte + 0x20 : byte)
                }
                return code
            }
            dot -= 1
        }
        return 0
    }

    /// The lower-cased extension of the URL's path (before any query or fragment).
    static func pathExtension(_ url: String) -> String? {
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        let clean = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
        guard let last = clean.split(separator: "/").last, let dot = last.lastIndex(of: ".") else { return nil }
        return last[last.index(after: dot)...].lowercased()
    }
}
