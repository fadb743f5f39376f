import Foundation
import Testing

@testable import LintRules
@testable import SizeModel

/// The byte-level fast paths added for speed give exactly what the String code they replace gives.
@Suite struct FastPathTests {
    /// A JSON string value holding `text` (escaped by JSONSerialization, so quotes and controls work).
    static func value(_ text: String, escapeAll: Bool = false) -> JSONValue? {
        var literal: String
        if escapeAll {
            literal = "\"" + text.unicodeScalars.map { scalar -> String in
                scalar.value < 0x10000 ? String(format: "\\u%04x", scalar.value) : String(scalar)
            }.joined() + "\""
        } else {
            guard let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]),
                let array = String(data: data, encoding: .utf8)
            else { return nil }
            literal = String(array.dropFirst().dropLast())
        }
        return try? JSONParser().parse(Array(literal.utf8)).root
    }

    static let texts = [
        "", "s", "3600s", "0.5s", "1.s", ".5s", "1.1234567891s", "12345678901234s", "007s", "3600", "1e3s", "-5s",
        "3600s\u{301}", "36\u{661}0s", "1.0s", "1.500s", "1.000000001s",
        // Fractions read as digits over a power of ten (up to 15 digits) and longer ones parsed.
        "90.5s", "3600.25s", "0.1s", "0.3s", "2.675s", "123456.123456789s", "999999.999999999s", "1234567.123456789s",
        "0.000000001s", "4503599627.370497s",
        "https://cdn.example.com/a/b.PNG?x=1#y", "?q/a.png", "#a.png", "a.png?", "/", "//x//", "https://x/a.", "http://a/b.c.d",
        "HTTP://x/y", "Https://", "ftp://x", "https:/x", "<device token>", "{{token}}", "a${x}", "x{y}", "<a", "a>",
        "abc:APA91bdef", ":APA91b", "no-colon", "apns-push-type", "APNS-Push-Type", "apns-push-typ", "ÄPNS",
    ]

    @Test func durationsParseLikeTheRegularExpression() throws {
        let pattern = try NSRegularExpression(pattern: #"^[0-9]+(\.[0-9]{1,9})?s$"#)
        for text in Self.texts {
            let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            let parsed = AndroidTTL.parseDuration(text)
            #expect((parsed != nil) == matches, "\(text)")
            if matches { #expect(parsed == Double(text.dropLast()), "\(text)") }
        }
    }

    @Test func topicVerdictsFromBytesMatchTheStringCode() {
        let topics = [
            "news", "/topics/news", "/topics/", "private/news", "/topics/private/news", "private/", "private/a b",
            "a b", "news%20x~y_z-1.2", "/topics//x", "topics/news", "/Topics/news", "ne\\ws", "café", "a\\u0301",
            "private/ü", "x\u{301}", "\t", "/topics/private/", "private",
        ] + Self.texts
        for topic in topics {
            for escapeAll in [false, true] {
                guard let value = Self.value(topic, escapeAll: escapeAll) else { continue }
                #expect(
                    String(describing: RoutingTopic(value)) == String(describing: RoutingTopic(topic)), "\(topic)")
            }
        }
    }

    /// The byte reading of a topic compares with literals that must be `TopicName`'s prefixes.
    @Test func topicPrefixLiteralsAreTheTopicNamePrefixes() {
        #expect(RoutingTopic.topicsPrefixLiteral.description == TopicName.topicsPrefix)
        #expect(RoutingTopic.privatePrefixLiteral.description == TopicName.privatePrefix)
    }

    @Test func plainHTTPSPrefixMatchesTheStringCode() {
        let urls = ["https://x/a.png", "HTTPS://x", "hTTps://", "https:/", "http://x", "https", "", "https://é", "ｈttps://x"]
            + Self.texts
        for url in urls {
            for escapeAll in [false, true] {
                guard let value = Self.value(url, escapeAll: escapeAll) else { continue }
                if MediaURLNotHTTPSRule.isPlainHTTPS(value) {
                    #expect(MediaURLNotHTTPSRule.lowercasedHasPrefix(url, "https://"), "\(url)")
                } else if value.isPlainASCII {
                    #expect(!MediaURLNotHTTPSRule.lowercasedHasPrefix(url, "https://"), "\(url)")
                }
            }
        }
    }

    @Test func attachmentExtensionsMatchTheStringCode() {
        for text in Self.texts {
            guard let value = Self.value(text) else { continue }
            let expected = NotifyKitIOSAttachmentSizeRule.pathExtension(text).map(URLPathExtension.code) ?? 0
            #expect(NotifyKitIOSAttachmentSizeRule.extensionCode(value) == expected, "\(text)")
        }
    }

    @Test func placeholdersMatchTheStringCode() {
        for text in Self.texts {
            guard let value = Self.value(text) else { continue }
            #expect(RoutingTokenShapeRule.isPlaceholder(value) == RoutingTokenShapeRule.isPlaceholder(text), "\(text)")
        }
    }

    static let urls = [
        "https://cdn.example.com/a.png", "https://user@cdn.example.com:8443/path/to/a.png?w=100&h=50#frag",
        "HTTPS://CDN.EXAMPLE.COM/A.PNG", "https://foo.bar.pizza-monster.png", "cdn.example.com/a.png", "https://",
        "https://:443/a.png", "https://cdn.example.com:44x/a.png", "https://cdn.example.com:/a", "https://-cdn.example.com/a.png",
        "https://.x/a", "https://a..b/c", "https://a.b./c", "https://[2001:db8::1/a.png", "https://[2001:db8::1]:443/a.gif",
        "https://[]/a", "https://[", "http://cdn.example.com/a|b.png", "https://cdn.example.com/a b.png",
        "https://x/a.png\r\n", "https://x/a\r\n.png", "https://a@b@c/x.JPG", "https://a_b/x.tar.GZ?y=1.png",
        "https://h/x/", "https://h/x.png//", "https://h//", "https://h/.png", "https://h/a.", "https://h?x=/a.png",
        "https://h#/a.png", "ftp://h/a.webp", "x://y://z/a.png", "https://ex.com/a.png?x#y", "https://é.com/a.png",
        "https://h/grüße.PNG", "https://h/a\u{7F}b", "https://h/a^b", "https://h/a`b", "https://h:0/a", "https://h:/a",
        "https://1.2.3.4/a.png", "https://a-b_c.d/e.f.g.HEIC",
    ]

    /// The byte comparison that `stringEqualsIgnoringASCIICase` used for every string before it
    /// read unescaped strings in place.
    static func referenceEqualsIgnoringASCIICase(_ value: JSONValue, _ text: StaticString) -> Bool {
        guard value.isString else { return false }
        let raw = value.rawBytes
        if raw.count == text.utf8CodeUnitCount + 2 {
            if value.stringHasPrefixIgnoringASCIICase(text) { return true }
            if !raw.contains(UInt8(ascii: "\\")) { return false }
        } else if !raw.contains(UInt8(ascii: "\\")) {
            return false
        }
        return value.stringValue?.lowercased() == text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    @Test func caseInsensitiveEqualityMatchesTheSliceCode() {
        let names: [StaticString] = ["apns-push-type", "apns-expiration", "apns-priority", "xy", ""]
        for text in Self.texts + ["apns-expiration", "APNS-EXPIRATION", "Apns-Expiration ", "apns-expiratioN", "apns\u{2D}push-type"] {
            for escapeAll in [false, true] {
                guard let value = Self.value(text, escapeAll: escapeAll) else { continue }
                for name in names {
                    #expect(
                        value.stringEqualsIgnoringASCIICase(name) == Self.referenceEqualsIgnoringASCIICase(value, name),
                        "\(text) \(name)")
                }
            }
        }
    }

    @Test func httpsPrefixMatchesLowercasedHasPrefix() {
        let extra = [
            "https://", "HTTPS://x", "https:/", "http://x", "https://\u{301}x", "https:/\u{301}/x", "https://é",
            "éhttps://", "\u{212A}ttps://", "HTTPS://\r\n", "http://\u{301}", "h\u{301}ttps://", "",
        ]
        for text in Self.texts + Self.urls + extra {
            for prefix: StaticString in ["https://", "http://"] {
                #expect(
                    MediaURLNotHTTPSRule.lowercasedHasPrefix(text, prefix) == text.lowercased().hasPrefix(prefix.description),
                    "\(text.debugDescription) \(prefix)")
            }
        }
    }

    @Test func millisecondLexemesMatchOnPlainAndEscapedText() {
        for text in Self.texts {
            guard let plain = Self.value(text), let escaped = Self.value(text, escapeAll: true), !text.isEmpty else { continue }
            #expect(NotifyKitSizeBytes.millisecondsLexeme(plain) == NotifyKitSizeBytes.millisecondsLexeme(escaped), "\(text)")
        }
    }

    @Test func installationIDsMatchOnPlainAndEscapedTokens() {
        for text in Self.texts {
            guard let plain = Self.value(text), let escaped = Self.value(text, escapeAll: true), !text.isEmpty else { continue }
            let a = FCMServiceKeys(token: plain).entries.map(\.value)
            let b = FCMServiceKeys(token: escaped).entries.map(\.value)
            #expect(a == b, "\(text)")
        }
    }

    @Test func lowercasedComparisonsMatchTheStringCode() {
        for text in Self.texts {
            guard let value = Self.value(text) else { continue }
            for name in ["apns-push-type", "s", ""] {
                #expect(value.stringEqualsLowercased(name) == (value.stringValue?.lowercased() == name), "\(text) \(name)")
            }
        }
    }

    @Test func camelCaseFieldsMatchTheBuiltName() throws {
        let root = try JSONParser().parse(Array(#"{"collapseKey": 1, "fcm_options": 2, "dryRun": 3, "x_y_": 4, "xY": 5}"#.utf8)).root
        for name in ["collapse_key", "fcm_options", "dry_run", "x_y_", "missing_name", "plain"] {
            let expected = root.member(name) ?? (name.contains("_") ? root.member(JSONValue.lowerCamelCase(name)) : nil)
            #expect(root.field(name)?.index == expected?.index, "\(name)")
        }
        // The literal form, with the names the rules use.
        #expect(root.field(literal: "collapse_key")?.index == root.member("collapseKey")?.index)
        #expect(root.field(literal: "fcm_options")?.index == root.member("fcm_options")?.index)
        #expect(root.field(literal: "dry_run")?.index == root.member("dryRun")?.index)
        #expect(root.field(literal: "x_y_")?.index == root.member("x_y_")?.index)
        #expect(root.field(literal: "live_activity_token") == nil)
        #expect(root.field(literal: "plain") == nil)
        let camel = try JSONParser().parse(Array(#"{"xY": 5, "liveActivityToken": 6}"#.utf8)).root
        #expect(camel.field(literal: "x__y")?.index == camel.field("x__y")?.index)
        #expect(camel.field(literal: "live_activity_token")?.index == camel.member("liveActivityToken")?.index)
        // One pass over the members: the snake_case spelling wins wherever it is, a null member is
        // absent, and an escaped key is compared decoded.
        let both = try JSONParser().parse(Array(#"{"fcmOptions": 1, "fcm_options": 2, "liveActivityToken": null, "live_activity_token": null, "live\u0041ctivityToken": 3, "collapse\u005fkey": 4, "collapseKey": 5}"#.utf8)).root
        for name in ["fcm_options", "live_activity_token", "collapse_key"] {
            let expected = both.member(name) ?? both.member(JSONValue.lowerCamelCase(name))
            #expect(both.field(name)?.index == expected?.index, "\(name)")
        }
        #expect(both.field(literal: "fcm_options")?.index == both.member("fcm_options")?.index)
        #expect(both.field(literal: "live_activity_token")?.index == both.member("live\u{41}ctivityToken")?.index)
        #expect(both.field(literal: "live_activity_token") != nil)
        #expect(both.field(literal: "collapse_key")?.index == both.member("collapse_key")?.index)
        #expect(both.field(literal: "collapse_key") != nil)
    }

    @Test func repeatedKeysMatchTheSimpleScan() throws {
        // The first four have the same length, first and last byte ("kxz" twice, once escaped).
        var keys = ["kxz", "kyz", "k\\u0078z", "kxz"] + (0..<20).map { "k\($0 % 7)" }
        keys.append("k\\u0031")  // "k1", escaped
        // Past 64 keys the filter gives way to a set.
        keys += (0..<60).map { "m\($0 % 37)" }
        for count in [2, 3, 4, 5, 16, 17, 21, 25, 40, 64, 65, 85] {
            let members = keys.prefix(count).enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ")
            let root = try JSONParser().parse(Array("{\"o\": {\(members)}, \"p\": {\"a\": 1, \"a\": 2}}".utf8)).root
            var fast: [Int] = []
            root.forEachRepeatedKey { fast.append($0.key.index) }
            var slow: [Int] = []
            root.forEachObject { object in
                var seen: [JSONValue] = []
                for member in object.members {
                    if seen.contains(where: { $0.stringEquals(member.key) }) { slow.append(member.key.index) }
                    seen.append(member.key)
                }
            }
            #expect(fast == slow, "\(count) keys")
        }
    }

    static let soundNames = [
        "", "/", "//", "chime", "Chime", "chime.mp3", "Chime.MP3", "a.", ".caf", "a/b/", "a//b.wav", "sounds/Order-Chime.WAV",
        "https://cdn.example.com/chime.mp3", "a:b://c", "x:/y", "order chime", "order_chime2", "9lives.ogg", "a.b.c",
        "Écho.mp3", "sons/écho", "ÇA", "chime.CAF", "déjà/vu.AIFF",
    ]

    /// The String code the byte-level sound name diagnoses replaced, kept here as their oracle.
    static func stringDiagnosis(_ text: String) -> (why: String, suggestion: String?) {
        func suggestion(for base: String) -> String? {
            let lowered = base.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            return AndroidResourceName.isValid(lowered) ? lowered : nil
        }
        if text.contains("://") { return ("is a URL", nil) }
        if text.contains("/") { return ("is a path", suggestion(for: text.split(separator: "/").last.map(String.init) ?? "")) }
        if let dot = text.lastIndex(of: "."), text.index(after: dot) < text.endIndex {
            return ("has a file extension", suggestion(for: String(text[..<dot])))
        }
        return ("has characters resource names cannot have (they are lower-case letters, digits and _)", suggestion(for: text))
    }

    static func stringExplanation(_ name: String) -> (problem: String, suggestion: String) {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        let dot = file.lastIndex(of: ".")
        let ext = dot.map { file[file.index(after: $0)...].lowercased() }
        let stem = dot.map { String(file[..<$0]) } ?? file
        let problem =
            ext.map { "is a .\($0) file; iOS plays only aiff, wav and caf notification sounds" }
            ?? "has no file extension; iOS looks sounds up by their full file name"
        return (problem, "\(stem.isEmpty ? "sound" : stem).caf")
    }

    @Test func soundNameDiagnosesMatchTheStringCode() {
        for name in Self.soundNames {
            let android = AndroidResourceName.diagnose(name)
            let expected = Self.stringDiagnosis(name)
            #expect(android.why == expected.why, "\(name)")
            #expect(android.suggestion == expected.suggestion, "\(name)")
            let ios = IOSSoundFile.explanation(of: name)
            let expectedIOS = Self.stringExplanation(name)
            #expect(ios.problem == expectedIOS.problem, "\(name)")
            #expect(ios.suggestion == expectedIOS.suggestion, "\(name)")
        }
    }

    @Test func resourceNameWordScanAgreesWithTheByteTestAtEveryPlace() {
        func byteByByte(_ bytes: [UInt8]) -> Bool {
            guard let first = bytes.first, first == UInt8(ascii: "_") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
            else { return false }
            return bytes.allSatisfy { $0 == UInt8(ascii: "_") || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        }
        for length in [1, 7, 8, 9, 12, 16, 17, 31] {
            for place in 0..<length {
                for byte in UInt8(0)...UInt8(255) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "b"), count: length)
                    bytes[place] = byte
                    #expect(AndroidResourceName.isValid(utf8: bytes[...]) == byteByByte(bytes), "\(length) \(place) \(byte)")
                }
            }
        }
    }

    @Test func placeholderWordScanFindsEveryPlaceholderByteAtEveryPlace() {
        for length in [1, 7, 8, 9, 16, 23, 40] {
            for place in 0..<length {
                for byte in UInt8(0)...UInt8(255) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "h"), count: length)
                    bytes[place] = byte
                    let expected = bytes.contains(where: MediaURLNotHTTPSRule.mayStartPlaceholder)
                    #expect(MediaURLNotHTTPSRule.containsPlaceholderStart(bytes[...]) == expected, "\(length) \(place) \(byte)")
                }
            }
        }
    }

    @Test func tokenWordScanFindsEveryReportedByteAtEveryPlace() {
        for length in [0, 1, 7, 8, 9, 16, 23, 152] {
            for place in 0..<max(length, 1) {
                for byte in [UInt8(0x20), UInt8(ascii: "'"), UInt8(ascii: "{"), UInt8(ascii: "z"), 0xA0, 0x7C, 0x3B] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[place] = byte }
                    let slice = ([UInt8(ascii: "x")] + bytes)[1...]  // a slice that does not start at 0
                    let expected = !slice.contains { $0 == 0x20 || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "{") }
                    #expect(RoutingTokenShapeRule.isPlainWord(slice) == expected, "\(length) \(place) \(byte)")
                }
            }
        }
    }

    /// A registration token that `RoutingTokenShapeRule.isOrdinaryToken` settles in place is one
    /// its long check does not report: not an Expo push token, and a placeholder or without a
    /// problem. Tokens of every length up to 72 and real-looking ones, with each byte at each
    /// place, and the prefixes the check reads.
    @Test func ordinaryTokensReadInPlaceAreNotReported() {
        let real = "fGw0qy4TGgk:APA91bGtWGju-xo8zgIU_ge1Urec9axm1nprx7qOulB88piN3qRQ1lbtJAkiauGjXS"
        var texts = Self.texts + [real, "<device token>", "<x>", "mock-token", "/topics/news", "https://x/y", "httpx", "eyJ.a.b", "eyJa.b.c",
            "AAAAN6_J6mc:APA91bHKDh4w2SEO0EG", "AAAB", "ExpoPushToken[x]", "E", "e", "A", "h", String(repeating: "a", count: 64),
            String(repeating: "g", count: 64), String(repeating: "a", count: 63) + "g"]
        let bytes: [UInt8] = Array(" !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~".utf8) + [0x09, 0x7F, 0xC3]
        for length in [1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 63, 64, 65, 72] {
            for place in 0..<length {
                for byte in bytes {
                    var text = [UInt8](repeating: UInt8(ascii: "c"), count: length)
                    text[place] = byte
                    if let string = String(bytes: text, encoding: .utf8) { texts.append(string) }
                }
            }
        }
        for index in stride(from: 0, to: real.utf8.count, by: 5) {
            for replacement in bytes {
                var text = Array(real.utf8)
                text[index] = replacement
                if let string = String(bytes: text, encoding: .utf8) { texts.append(string) }
            }
        }
        var settled = 0
        for text in texts {
            guard let value = Self.value(text), RoutingTokenShapeRule.isOrdinaryToken(at: value.index, in: value.document) else { continue }
            settled += 1
            #expect(!RoutingTokenShapeRule.isExpoPushToken(value), "\(text)")
            #expect(RoutingTokenShapeRule.isPlaceholder(value) || RoutingTokenShapeRule.problem(value) == nil, "\(text)")
        }
        #expect(settled > 100)
    }
}

/// The size figures the rules use, added up without building payloads, equal the figures of the
/// itemized breakdown, for every fixture and real-world shape.
@Suite struct SizeTotalsTests {
    @Test func totalsEqualTheItemizedMeasure() throws {
        var checked = 0
        for folder in ["good", "bad", "size"] {
            let directory = FixtureTests.fixturesDirectory.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".json") {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                    let document = try? JSONParser().parse([UInt8](data))
                else { continue }
                var units = [document.root]
                if document.root.isArray { units = Array(document.root.elements) }
                for unit in units where unit.isObject {
                    let message = unit.member("message").flatMap { $0.isObject ? $0 : nil } ?? unit
                    for options in [MessageSizes.Options(), MessageSizes.Options(placeholders: ["name": PlaceholderLimit(maximum: 12)])] {
                        for kind in [MessageSizes.Kind.fcmMessage, .apnsPayload] {
                            let sizes = MessageSizes(message: message, kind: kind, options: options)
                            for figure in [sizes.request] + sizes.platforms {
                                let itemized = figure.itemizedTotals
                                #expect(figure.size == itemized.size, "\(folder)/\(name) \(figure.platform)")
                                #expect(figure.addedByFCM == itemized.addedByFCM, "\(folder)/\(name) \(figure.platform)")
                                #expect(figure.addedKeys == itemized.addedKeys, "\(folder)/\(name) \(figure.platform)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 200)
    }
}

/// The per-message lookups of `MessageContext` give what the scans they replace give.
@Suite struct ContextFastPathTests {
    /// A data key classified from its first byte gets the verdict of the full classification.
    @Test func dataKeysClassifyLikeTheStringCode() {
        let keys = FastPathTests.texts + [
            "aps", "APS", "from", "FROM", "message_type", "Message_Type", "collapse_key", "notifee_options", "notifee_data",
            "google.x", "Google.x", "gcm.x", "GCM.x", "message_id", "fcm_options", "android.x", "fcm.x", "notifeeX",
            "notification", "googleX", "gcmX", "fcmX", "orderId", "chatId", "campaign", "deepLink", "type", "payload",
            "senderId", "_x", "1", "é", "\u{212A}ey", "Ω", "x y", "\"quoted\"", "notif", "Notification", "MESSAGE_ID",
            "collapse_\u{212A}ey", "Collapse_Key", "GcmX", "fcmfoo", "Fcm_options", "android", "android.x", "Android.x", "apsx",
            "Aps", "from_x", "fromage", "message", "Message_typo", "notifee", "NOTIFEE_data", "googl", "gc",
        ]
        for key in keys {
            for value in [FastPathTests.value(key), FastPathTests.value(key, escapeAll: true)].compactMap({ $0 }) {
                #expect(DataKey.classify(value) == DataKeyClassification(key), "\(key)")
            }
        }
    }

    /// The APNs headers looked up once per message are the ones a scan of `apns.headers` finds.
    @Test func apnsHeadersLookedUpOnceMatchTheScan() throws {
        let headerObjects = [
            #"{"apns-push-type": "alert", "apns-priority": "10"}"#,
            #"{"APNS-Push-Type": "voip", "apns-push-type": "alert", "Apns-Expiration": "0", "apns-topic": "t"}"#,
            #"{"apns\u002dpush-type": "background", "apns-collapse-id": "c", "apns-id": "i", "apns-priority": 5}"#,
            #"{"apns-push-typ": "x", "apns-push-types": "y", "apns-idx": "z", "äpns-id": "w", "apns-İd": "v"}"#,
            #"{"apns-expiration": "1", "APNS-EXPIRATION": "2", "apns-\u0049D": "3"}"#,
            #"[]"#, #"{}"#,
        ]
        for headers in headerObjects {
            let json = #"{"message": {"topic": "t", "apns": {"headers": "# + headers + "}}}"
            let document = try JSONParser().parse(Array(json.utf8))
            let context = MessageContext(envelope: document.root, configuration: LintConfiguration())
            for name in APNsHeaderLookup.Name.allCases {
                #expect(APNsHeaderLookup.Name.named(length: name.text.utf8CodeUnitCount) == name)
                let text = name.text.description
                var scanned: JSONValue? = nil
                if let object = context.apnsHeaders, object.isObject {
                    scanned = object.members.first { $0.key.stringEqualsLowercased(text) }?.value
                }
                #expect(context.apnsHeader(text)?.sourceStart == scanned?.sourceStart, "\(text) in \(headers)")
                #expect(context.apnsHeader(name)?.sourceStart == scanned?.sourceStart, "\(text) in \(headers)")
            }
        }
    }
}

/// The rule loop runs a stateless rule through its type (`Rule.run`), but a rule a library user
/// configured through stored properties is checked through the instance given to the `Linter`.
@Suite struct RuleLoopTests {
    /// A rule with a setting, as a library user might write one.
    struct TopicPrefixRule: Rule {
        static let description = RuleDescription(
            id: "test-topic-prefix", area: .routing, defaultSeverity: .warning, clauses: [.decidedElsewhere], summary: "a topic starts with a reserved prefix",
            rationale: "A test rule.", sources: [], triggeringExamples: [], nonTriggeringExamples: [])
        var prefix = "unset"

        init() {}
        init(prefix: String) { self.prefix = prefix }

        func check(_ message: MessageContext, into findings: inout FindingCollector) {
            guard let topic = message.message.member("topic"), topic.stringValue?.hasPrefix(prefix) == true else { return }
            findings.report("the topic starts with \(prefix)", at: topic)
        }
    }

    @Test func aRuleWithStoredSettingsIsCheckedThroughItsInstance() {
        let payload = Array(#"{"message": {"topic": "internal-alerts", "data": {"k": "v"}}}"#.utf8)
        let findings = Linter(rules: [TopicPrefixRule(prefix: "internal-")]).lint(payload)
        #expect(findings.map(\.message) == ["the topic starts with internal-"])
        #expect(Linter(rules: [TopicPrefixRule()]).lint(payload).isEmpty)
        #expect(Linter.storageSize(of: TopicPrefixRule()) > 0)
        #expect(RuleRegistry.all.allSatisfy { Linter.storageSize(of: $0) == 0 }, "built-in rules run through their type")
    }
}
