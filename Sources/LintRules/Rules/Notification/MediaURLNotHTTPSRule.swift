import SizeModel

/// Images and attachments must be downloaded over `https://`.
///
/// Lint: `notification.image`, `android.notification.image`, `apns.fcm_options.image`, and in the
/// `notifee_options` blob the iOS `attachments[].url` and `image` (iOS copy) and the Android
/// `style.picture` and `largeIcon` (Android copy), when they are not `https://` URLs. Also, at
/// warning, a plain `http://` URL under a custom key that an extension or the app evidently
/// downloads (`attachment`, `attachment-url`, `image`, `media-url`, …, and any `*_url` key when
/// `mutable-content` is set) beside `aps` in `apns.payload` or a raw APNs payload, or in `data`:
/// the app may have an App
/// Transport Security exception for its host, which the linter cannot see. In a firebase-admin
/// object, an `imageUrl` that is no http(s) URL at all (`""`, `"image.jpg"`) is an error:
/// firebase-admin-node throws before sending.
struct MediaURLNotHTTPSRule: Rule {
    static let description = RuleDescription(
        id: "media-url-not-https",
        area: .notification,
        defaultSeverity: .warning,
        clauses: [.degraded, .rejected],
        summary: "an image or attachment URL is not https",
        rationale: """
            Notification images and attachments are downloaded on the device: on iOS by the \
            Notification Service Extension through URLSession, where App Transport Security \
            blocks plain http by default; on Android 9 and later, where cleartext traffic is \
            blocked by default. The download fails and the notification shows without its \
            image, with no error anywhere. Notify Kit's server SDK rejects non-https \
            attachments outright. Custom keys that carry a media URL for the app's own \
            extension (attachment, attachment-url, image, media-url, or any *_url key beside \
            mutable-content) are downloaded the same way, whether FCM delivers them \
            (apns.payload, data) or the sender writes the APNs payload itself (the keys beside \
            aps in a raw APNs payload, the userInfo the extension reads), and so are the \
            engagement platforms' own media keys (Adobe Campaign's media-attachment-url, Adobe \
            Journey Optimizer's adb_media and adb_image); only plain http is \
            reported there, since another scheme may be the app's own convention. \
            Severity: warning, because nothing rejects the URL (FCM forwards it and \
            firebase-admin-node's isURL accepts http): the notification is shown without its \
            image, unless the app's ATS exceptions or network security configuration allow \
            cleartext (W1). Notify Kit's server SDK refusing it is input validation, not a \
            property of the message. In a firebase-admin object, an imageUrl \
            (notification, android.notification, apns.fcmOptions) that is no http or https URL \
            at all, such as "" from an unset variable or a bare file name, makes \
            firebase-admin-node throw ("notification.imageUrl must be a valid URL string") and \
            send nothing: error, because the request is rejected (E1). An empty image in an \
            HTTP v1 message ("image": "") is no image and is not reported: proto3's JSON mapping \
            reads "" as the field's default, unset, and the Android SDK's ImageDownload.create \
            returns null for an empty URL, so nothing is downloaded or blocked. An http URL \
            whose host is localhost (or 127.x.x.x, [::1], 0.0.0.0) names the device itself, not \
            the sender's development server, so its fix is a public https host, not the same \
            URL with https.
            """,
        sources: [
            "https://developer.apple.com/documentation/security/preventing-insecure-network-connections",
            "https://developer.apple.com/documentation/bundleresources/information-property-list/nsapptransportsecurity/nsexceptiondomains",
            "https://developer.android.com/privacy-and-security/security-config#CleartextTrafficPermitted",
            "https://protobuf.dev/programming-guides/json/ (a field set to its default value is the same as unset)",
            "https://github.com/firebase/firebase-android-sdk/blob/main/firebase-messaging/src/main/java/com/google/firebase/messaging/ImageDownload.java (create: TextUtils.isEmpty(imageUrl) returns null)",
            "https://experienceleague.adobe.com/docs/campaign-standard/using/administration/configuring-channels/push-payload.html (media-attachment-url: the rich media URL of an Adobe Campaign push, iOS and Android)",
            "https://github.com/adobe/aepsdk-messaging-android MessagingPushPayload (adb_image, the notification's image URL); AEP Messaging iOS payload keys (adb_media, the rich media downloaded before the notification is shown)",
            "Notify Kit FCM Mode guide, \"Validation rules\" (iOS attachment https-only)",
        ],
        upstreamErrors: [
            "iOS: iOS attachments require https:// URLs. Got: <url>",
            "notification.imageUrl must be a valid URL string",
            "android.notification.imageUrl must be a valid URL string",
            "imageUrl must be a valid URL string",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"image": ↓"http://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "{\"ios\":{\"attachments\":[{\"url\":↓\"http://cdn.example.com/a.png\"}]}}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "attachment-url": ↓"http://cdn.example.com/a.jpg"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"media_url": ↓"http://cdn.example.com/v.mp4", "cover_url": ↓"http://cdn.example.com/c.png"}, "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}}}}"#),
            // Adobe Campaign's documented Android payload: its media-attachment-url is plain http
            // (AdobeDocs campaign-standard push-payload.md).
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"_dId": "d57fd6", "title": "adobe title 123", "media-attachment-url": ↓"http://adobegiphy.com?test=123"}}}"#),
            // A raw APNs payload (Pushwoosh/pushwoosh-ios-sdk#50: the image showed only after the
            // app allowed non-secure attachment URLs).
            Example(#"{"aps": {"alert": "Hi", "mutable-content": 1}, "attachment": ↓"http://cdn.example.com/a.jpg"}"#),
            // An Express server's vehicle image on its development host (sendMulticast).
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju"], "notification": {"title": "New vehicle", "imageUrl": ↓"http://localhost:8000/public/images/a.png"}}"#),
            // A Cloud Function's product image left unset: firebase-admin-node throws.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "New product", "imageUrl": ↓""}, "android": {"notification": {"imageUrl": ↓"product.jpg"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"image": "https://cdn.example.com/a.png"}, "android": {"notification": {"icon": "ic_stat"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"android\":{\"largeIcon\":\"ic_large\"}}"}}}"#),
            // A *_url key without mutable-content is not evidently downloaded by an extension.
            Example(#"{"message": {"topic": "news", "data": {"profile_url": "http://example.com/u/7", "image": "https://cdn.example.com/a.png"}}}"#),
            // A raw APNs payload whose attachment is https, and a *_url key without mutable-content.
            Example(#"{"aps": {"alert": "Hi", "mutable-content": 1}, "attachment-url": "https://cdn.example.com/a.jpg"}"#),
            Example(#"{"aps": {"alert": "Hi"}, "profile_url": "http://example.com/u/7"}"#),
            // A template placeholder standing for the whole URL: filled in by the server.
            Example(#"{"message": {"token": "{{token}}", "notification": {"title": "Sale", "image": "{{image_url}}"}, "apns": {"payload": {"aps": {"mutable-content": 1}}, "fcm_options": {"image": "${img}"}}}}"#),
            // firebase/functions-samples' follower notification: image "" for a user without a photo.
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "You have a new follower!", "image": ""}, "android": {"notification": {"image": ""}}}}"#),
            // firebase-admin's imageUrl with an https URL is sent as image.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "New product", "imageUrl": "https://cdn.example.com/p.jpg"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The URLs in document order of the checks below, each reported as it is found.
        // The text and fix are written only for a finding that is kept (past the limit it is
        // counted).
        func reportNotHTTPS(_ url: JSONValue, _ text: @autoclosure () -> String) {
            findings.report(
                "\"\(Self.shortened(text()))\" is not an https URL; the device blocks the download and shows no image",
                at: url,
                fix: Self.namesTheDeviceItself(text())
                    ? "serve the file from a public https:// host: localhost on a phone is the phone itself, not the server"
                    : Self.lowercasedHasPrefix(text(), "http://")
                    ? "use \"\(Self.shortened("https://" + text().dropFirst(7)))\"" : "serve the file from an https:// URL")
        }
        // (`knownNotPlainHTTPS`: the URL facts already told it is no plain https URL, which
        // `isPlainHTTPS` would read again: about 50 instructions a message on corpus (e), whose
        // images are often http.)
        func consider(_ url: JSONValue?, adminError: StaticString? = nil, knownNotPlainHTTPS: Bool = false) {
            guard let url, url.isString, knownNotPlainHTTPS || !Self.isPlainHTTPS(url) else { return }
            if let adminError, message.shape == .admin, url.key?.stringEquals("imageUrl") == true, Self.adminRejects(url) {
                findings.report(
                    "\"\(Self.shortened(url.stringValue ?? ""))\" is no URL: firebase-admin throws \"\(adminError)\" and sends nothing",
                    at: url, caseSeverity: .error, configuration: message.configuration,
                    fix: "leave imageUrl out when there is no image, or give an https:// URL")
                return
            }
            // An empty FCM image field is no image: "" is the protobuf default, which FCM reads
            // as unset (and Android's ImageDownload.create skips), so nothing is downloaded.
            if adminError != nil, url.isEmptyString { return }
            // Plain ASCII without a byte a placeholder starts with (most URLs): the bytes decided
            // (`isPlainHTTPS` read the prefix), and it is not https.
            if url.isPlainASCII, let bytes = url.plainStringBytes, !Self.containsPlaceholderStart(bytes) {
                reportNotHTTPS(url, url.stringValue ?? "")
                return
            }
            let text = url.stringValue ?? ""
            guard !Self.lowercasedHasPrefix(text, "https://") else { return }
            if TemplateText.schemeIsPlaceholder(text) {
                Self.reportPlaceholderScheme(of: url, text: text, named: nil, into: &findings)
                return
            }
            // A template's "{{image_url}}" is a value of unknown content (TemplateText): the
            // server fills in the URL, which the linter cannot see.
            guard !TemplateText.passes(text, { Self.lowercasedHasPrefix($0, "https://") }) else { return }
            reportNotHTTPS(url, text)
        }
        // The image fields, judged once per message (`MessageURLFacts`): most are plain https,
        // settled without making the value.
        func considerImage(_ facts: URLFacts, adminError: StaticString) {
            guard facts.isString, !facts.isPlainHTTPS else { return }
            consider(facts.value(in: message.message), adminError: adminError, knownNotPlainHTTPS: true)
        }
        let urls = message.urlFacts
        considerImage(urls.notificationImage, adminError: "notification.imageUrl must be a valid URL string")
        considerImage(urls.androidNotificationImage, adminError: "android.notification.imageUrl must be a valid URL string")
        considerImage(urls.apnsImage.isPresent ? urls.apnsImage : urls.apnsImageURL, adminError: "imageUrl must be a valid URL string")
        // The blobs' fields from the slots of their one walk (`NotifyKitBlobs`): what a lookup by
        // name gives, without looking them up again.
        let blobs = message.blobCopies
        if let ios = blobs.iosCopy {
            consider(ios[.image])
            if let attachments = blobs.iosField(.attachments) {
                for attachment in attachments.elements { consider(attachment.member(literal: "url")) }
            }
        }
        if blobs.android != nil {
            consider(blobs.androidField(.style)?.member(literal: "picture"))
            if let icon = blobs.androidField(.largeIcon), icon.stringValue?.contains("://") == true {
                consider(icon)
            }
        }
        // Custom keys the app's extension or the app downloads: only plain http is reported (any
        // other scheme may be the app's own convention).
        let extensionRuns = message.hasMutableContent
        // The maps by node index (-1 for none) in the message's document, which holds both: the
        // map values were each retained and released for the call.
        let document = message.message.document
        func considerCustom(_ map: Int, _ place: String?) {
            // The value's bytes are checked in place first: most values are not plain http URLs,
            // and their keys are never decoded. (`forEachMemberKey` visits nothing but an object's.)
            // By node index: a member is made (retaining the document) only when it may be
            // reported.
            document.forEachMemberKey(ofObjectAt: map) { key in
                // A value whose text starts with neither `h` nor `H` nor an escape is not an
                // `http://` URL: its first byte settles most values. (The rest is out of line, so
                // this loop stays small and a member is passed on only when it may be reported.)
                guard let first = document.firstTextByte(at: key &+ 1),
                    first | 0x20 == UInt8(ascii: "h") || first == UInt8(ascii: "\\")
                else { return }
                considerCustomMember(document.member(atKey: key), place)
            }
        }
        @inline(never)
        func considerCustomMember(_ member: JSONMember, _ place: String?) {
            guard member.value.stringHasPrefixIgnoringASCIICase("http://"),
                let name = member.key.stringValue, name != "aps", name != "notifee_options",
                MediaURLKeys.isMediaKey(name) || (extensionRuns && MediaURLKeys.isURLKey(name)),
                let text = member.value.stringValue
            else { return }
            findings.report(
                "\(place.map { "\($0)." } ?? "")\(name) \"\(Self.shortened(text))\" is a plain http URL: App Transport Security blocks its download by the Notification Service Extension or the app unless the app declares an exception for this host",
                at: member.value,
                fix: "use \"\(Self.shortened("https://" + text.dropFirst(7)))\"")
        }
        // A raw APNs payload is the extension's userInfo itself: its keys are named as they stand.
        considerCustom(message.apnsPayload?.index ?? -1, message.shape == .apnsPayload ? nil : "apns.payload")
        considerCustom(message.dataNode, "data")
    }

    /// True when the URL's host is the loopback address (`localhost`, `127.x.x.x`, `[::1]`) or
    /// `0.0.0.0`: a sender's development server, which the device resolves to itself, so the
    /// download fails whatever the scheme (an Express server's `http://localhost:8000/…` image).
    static func namesTheDeviceItself(_ url: String) -> Bool {
        let bytes = Array(url.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return namesTheDeviceItself(unicode: url) }
        // ASCII (most URLs): the same parts read from the bytes, whose characters they are (the
        // Character reading below costs about 30,000 instructions a URL).
        let slash = UInt8(ascii: "/")
        guard let first = bytes.firstIndex(of: slash), first > 0, bytes[first - 1] == UInt8(ascii: ":"),
            first + 1 < bytes.count, bytes[first + 1] == slash
        else { return false }
        // The authority: up to the next "/", "?" or "#".
        let authorityStart = first + 2
        var authorityEnd = authorityStart
        while authorityEnd < bytes.count, bytes[authorityEnd] != slash, bytes[authorityEnd] != UInt8(ascii: "?"),
            bytes[authorityEnd] != UInt8(ascii: "#")
        {
            authorityEnd += 1
        }
        // Host and port: the last non-empty part between "@"s.
        var end = authorityEnd
        while end > authorityStart && bytes[end - 1] == UInt8(ascii: "@") { end -= 1 }
        var start = end
        while start > authorityStart && bytes[start - 1] != UInt8(ascii: "@") { start -= 1 }
        var host: [UInt8] = []
        if start < end && bytes[start] == UInt8(ascii: "[") {
            host = Array(bytes[start..<end].prefix { $0 != UInt8(ascii: "]") }) + [UInt8(ascii: "]")]
        } else {
            host = Array(bytes[start..<end].prefix { $0 != UInt8(ascii: ":") })
        }
        let lowered = String(decoding: host.map { $0 &- UInt8(ascii: "A") < 26 ? $0 + 0x20 : $0 }, as: UTF8.self)
        return isLoopback(lowercasedHost: lowered)
    }

    /// `namesTheDeviceItself(_:)` read by Characters, for a URL that is not ASCII.
    private static func namesTheDeviceItself(unicode url: String) -> Bool {
        let parts = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty else { return false }
        let authority = parts[2].prefix { $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@").last.map(String.init) ?? ""
        let host: String
        if hostAndPort.hasPrefix("[") {
            host = String(hostAndPort.prefix { $0 != "]" }) + "]"
        } else {
            host = String(hostAndPort.prefix { $0 != ":" })
        }
        return isLoopback(lowercasedHost: host.lowercased())
    }

    /// True for a lower-cased host that is the loopback address or `0.0.0.0`.
    private static func isLoopback(lowercasedHost lowered: String) -> Bool {
        lowered == "localhost" || lowered.hasSuffix(".localhost") || lowered == "[::1]" || lowered == "0.0.0.0"
            || (lowered.hasPrefix("127.") && lowered.split(separator: ".").count == 4)
    }

    /// True when firebase-admin-node's `validator.isURL` refuses `url` for want of an http or https
    /// scheme and a host ("" or a bare file name); a template placeholder is left alone.
    static func adminRejects(_ url: JSONValue) -> Bool {
        guard let text = url.stringValue, !text.utf8.contains(where: mayStartPlaceholder) else { return false }
        for scheme: StaticString in ["http://", "https://"] where lowercasedHasPrefix(text, scheme) {
            return text.utf8.count == scheme.utf8CodeUnitCount
        }
        return true
    }

    /// True for `{`, `$` and `%`, the bytes a template placeholder starts with (`TemplateText`).
    /// True when `bytes` hold a byte `mayStartPlaceholder` accepts: eight bytes a step
    /// (`ByteWords.flags`), the rest one by one (a test per byte cost about 60 instructions a
    /// message on corpus (e), whose http image URLs are about 40 bytes).
    static func containsPlaceholderStart(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index &+ 8 <= bytes.endIndex {
            let word = ByteWords.word(bytes, at: index)
            let flags =
                ByteWords.flags(of: UInt8(ascii: "{"), in: word) | ByteWords.flags(of: UInt8(ascii: "$"), in: word)
                | ByteWords.flags(of: UInt8(ascii: "%"), in: word)
            if flags != 0 { return true }
            index &+= 8
        }
        return bytes[index...].contains(where: mayStartPlaceholder)
    }

    static func mayStartPlaceholder(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%")
    }

    /// True for a plain ASCII string starting with `https://` in any letter case, read in place
    /// (no String): `lowercasedHasPrefix(stringValue, "https://")` for the common case.
    static func isPlainHTTPS(_ url: JSONValue) -> Bool {
        url.isPlainASCII && url.stringHasPrefixIgnoringASCIICase("https://")
    }

    /// `text.lowercased().hasPrefix(prefix)` for a lower-case ASCII `prefix`, comparing the first
    /// bytes when they are ASCII (a mismatch there decides; a match needs an ASCII byte or the end
    /// after it, so no combining mark joins the prefix's last character). Anything else is
    /// lower-cased and compared as characters.
    static func lowercasedHasPrefix(_ text: String, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        var index = 0
        for byte in text.utf8 {
            if byte >= 0x80 { break }
            if index == count { return true }
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if lowered != prefix.utf8Byte(at: index) { return false }
            index += 1
        }
        if index < count && index == text.utf8.count { return false }
        if index == count && index == text.utf8.count { return true }
        return text.lowercased().hasPrefix(prefix.description)
    }

    /// `{{scheme}}://…` or `{{base_url}}/…`: only the filled-in value can say whether the URL is
    /// https, so the finding says the check cannot know (at the rule's severity, a warning).
    static func reportPlaceholderScheme(of value: JSONValue, text: String, named field: String?, into findings: inout FindingCollector) {
        findings.report(
            "\(field.map { $0 + " " } ?? "")\"\(shortened(text))\" starts with a template placeholder, so the check cannot know whether it is an https URL",
            at: value, fix: "write the https:// scheme (and host) literally, and leave placeholders to the path")
    }

    /// `text`, cut to 77 characters and an ellipsis when it is over 80, for a finding's message.
    static func shortened(_ text: String) -> String {
        // No more bytes than the limit: no more characters either, without counting them.
        text.utf8.count <= 80 || text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }
}
