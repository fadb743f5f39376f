import Foundation
@testable import LintRules
import SizeModel
import Testing

/// Issue 15 §3 and §4: iOS sound names, the extension beside content-available, web push headers
/// used as notification fields, display text under plugin names, plain-http media keys, and
/// messages that say what to do (aps custom keys, legacy bodies, the legacy mapping hint).
@Suite struct IssueFifteenChecksTests {
    static func findings(_ json: String, _ id: String) -> [Finding] {
        Linter().lint(json).filter { $0.ruleID == id }
    }

    // MARK: - legacy-mapping-hint

    /// The `message` object of the hint's HTTP v1 request, parsed back.
    static func hintedMessage(_ json: String) throws -> [String: Any] {
        let hint = try #require(findings(json, "legacy-mapping-hint").first?.message)
        let prefix = "as an HTTP v1 request this is: "
        #expect(hint.hasPrefix(prefix))
        // The request is the JSON object after the prefix, up to its closing brace.
        var depth = 0
        var end = hint.startIndex
        var inString = false
        var escaped = false
        for index in hint.indices[hint.index(hint.startIndex, offsetBy: prefix.count)...] {
            let character = hint[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true }
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth == 0 {
                    end = hint.index(after: index)
                    break
                }
            }
        }
        let text = String(hint[hint.index(hint.startIndex, offsetBy: prefix.count)..<end])
        let request = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(request["message"] as? [String: Any])
    }

    @Test func hintNeverPrintsAMessageWithoutATarget() throws {
        let json = #"{"priority": "high", "time_to_live": 60, "notification": {"title": "Hi", "body": "B"}}"#
        let message = try Self.hintedMessage(json)
        let targets = ["token", "topic", "condition", "fid"].filter { message[$0] != nil }
        #expect(targets.count == 1, "\(message.keys.sorted())")
        let hint = try #require(Self.findings(json, "legacy-mapping-hint").first)
        #expect(hint.message.contains("names no target"))
        #expect(hint.fix?.contains("fill in the target") == true)
    }

    @Test func hintKeepsATargetItWasGiven() throws {
        #expect(try Self.hintedMessage(#"{"to": "/topics/news", "priority": "high"}"#)["topic"] as? String == "news")
        #expect(try Self.hintedMessage(#"{"condition": "'a' in topics", "priority": "high"}"#)["condition"] as? String == "'a' in topics")
        let hint = Self.findings(#"{"to": "tok", "priority": "high"}"#, "legacy-mapping-hint").first?.message ?? ""
        #expect(!hint.contains("names no target"))
    }

    @Test func hintDropsNoFieldSilently() throws {
        let json = #"""
            {"to": "tok", "delay_while_idle": true, "sender": "web", "data": {"id": "7"},
             "notification": {"title": "Hi", "click_action": "OPEN_CHAT", "body_loc_key": "MSG", "colour": "#ff0000"}}
            """#
        let message = try Self.hintedMessage(json)
        let android = try #require((message["android"] as? [String: Any])?["notification"] as? [String: Any])
        #expect(android["click_action"] as? String == "OPEN_CHAT")
        #expect(android["body_loc_key"] as? String == "MSG")
        #expect(android["colour"] == nil, "an unknown key is not invented into the v1 body")
        let aps = try #require(((message["apns"] as? [String: Any])?["payload"] as? [String: Any])?["aps"] as? [String: Any])
        #expect(aps["category"] as? String == "OPEN_CHAT")
        #expect((aps["alert"] as? [String: Any])?["loc-key"] as? String == "MSG")
        #expect((message["data"] as? [String: Any])?["id"] as? String == "7")
        let hint = try #require(Self.findings(json, "legacy-mapping-hint").first?.message)
        for name in ["delay_while_idle", "sender", "notification.colour"] {
            #expect(hint.contains("left out:") && hint.contains(name), "\(name) is named")
        }
    }

    /// invertase/react-native-firebase#4845: the legacy API took `"score": 1.4` in data; HTTP v1
    /// rejects it (TYPE_STRING), so the request the hint proposes carries strings only.
    @Test func hintWritesNonStringDataAsStrings() throws {
        let json = #"{"to": "tok", "data": {"score": 1.4, "ok": true, "meta": {"a": [1, 2]}, "gone": null, "id": "7"}, "content_available": true}"#
        let data = try #require(try Self.hintedMessage(json)["data"] as? [String: Any])
        #expect(data["score"] as? String == "1.4")
        #expect(data["ok"] as? String == "true")
        #expect(data["meta"] as? String == #"{"a":[1,2]}"#)
        #expect(data["id"] as? String == "7")
        #expect(data["gone"] == nil)
        let hint = try #require(Self.findings(json, "legacy-mapping-hint").first?.message)
        #expect(hint.contains("written as strings, as HTTP v1 data requires: data.score, data.ok, data.meta"))
        #expect(hint.contains("left out: data.gone (null"))
    }

    /// audit55: factisresearch/fcm-client (Haskell) writes legacy loc args as a JSON array in a
    /// string holding a number and a boolean; PyFCM#140's sender wrote one plain string. HTTP v1's
    /// body_loc_args and title_loc_args are repeated strings (FCM rejects a number there), so the
    /// request the hint proposes, on Android and in the aps alert, holds strings only.
    @Test func hintWritesLocArgsAsArraysOfStrings() throws {
        let json = #"{"to": "/topics/news", "notification": {"title_loc_key": "T", "title_loc_args": "[\"locStr\",1,true]", "body_loc_key": "B", "body_loc_args": "Demo (@demo)"}}"#
        let message = try Self.hintedMessage(json)
        let android = try #require((message["android"] as? [String: Any])?["notification"] as? [String: Any])
        #expect(android["title_loc_args"] as? [String] == ["locStr", "1", "true"])
        #expect(android["body_loc_args"] as? [String] == ["Demo (@demo)"])
        let alert = try #require(((message["apns"] as? [String: Any])?["payload"] as? [String: Any]).flatMap { ($0["aps"] as? [String: Any])?["alert"] as? [String: Any] })
        #expect(alert["title-loc-args"] as? [String] == ["locStr", "1", "true"])
        #expect(alert["loc-args"] as? [String] == ["Demo (@demo)"])
        // An array of strings is copied as written.
        let plain = try Self.hintedMessage(#"{"to": "tok", "notification": {"body_loc_key": "B", "body_loc_args": ["Ana", "Bo"]}}"#)
        #expect(((plain["android"] as? [String: Any])?["notification"] as? [String: Any])?["body_loc_args"] as? [String] == ["Ana", "Bo"])
    }

    /// audit40, TejAgro's curl to fcm/send (a comment in its push service): "color": "#FF6200EE",
    /// the Material purple of an Android colors.xml, alpha first. The Android SDK read it with
    /// Color.parseColor as #AARRGGBB; HTTP v1 takes #rrggbb, so the request writes "#6200EE"
    /// (it copied "#FF6200EE", which android-notification-color then reported). An alpha other
    /// than FF is named as left out; a CSS colour whose last two digits alone are FF keeps its first six.
    @Test func hintWritesAnEightDigitColourAsAndroidReadIt() throws {
        func color(_ json: String) throws -> String? {
            let android = try #require(try Self.hintedMessage(json)["android"] as? [String: Any])
            return (android["notification"] as? [String: Any])?["color"] as? String
        }
        #expect(try color(##"{"to": "tok", "notification": {"title": "Test", "icon": "ic_notification", "color": "#FF6200EE"}}"##) == "#6200EE")
        #expect(try color(##"{"to": "tok", "notification": {"title": "Test", "color": "#1E88E5FF"}}"##) == "#1E88E5")
        #expect(try color(##"{"to": "tok", "notification": {"title": "Test", "color": "#1e88e5"}}"##) == "#1e88e5")
        let translucent = ##"{"to": "tok", "notification": {"title": "Test", "color": "#806200EE"}}"##
        #expect(try color(translucent) == "#6200EE")
        let hint = try #require(Self.findings(translucent, "legacy-mapping-hint").first?.message)
        #expect(hint.contains("left out: notification.color's alpha 80 (HTTP v1 takes #rrggbb, without alpha)"))
        #expect(!(try #require(Self.findings(##"{"to": "tok", "notification": {"color": "#FF6200EE"}}"##, "legacy-mapping-hint").first?.message)).contains("left out"))
    }

    /// invertase/notifee#813: a legacy body with an HTTP v1 apns alert and content_available. The
    /// request keeps the alert visible: no background push type, no priority 5 for it.
    @Test func hintKeepsAKeptApnsAlertVisible() throws {
        let json = #"{"to": "tok", "content_available": true, "priority": "high", "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}"#
        let apns = try #require(try Self.hintedMessage(json)["apns"] as? [String: Any])
        let headers = apns["headers"] as? [String: Any] ?? [:]
        #expect(headers["apns-push-type"] == nil)
        #expect(headers["apns-priority"] as? String == "10")
        let aps = try #require((apns["payload"] as? [String: Any])?["aps"] as? [String: Any])
        #expect(aps["content-available"] as? Int == 1)
        // Without anything to show, content_available is still a background push.
        let silent = try #require(try Self.hintedMessage(#"{"to": "tok", "content_available": true, "data": {"k": "v"}}"#)["apns"] as? [String: Any])
        #expect((silent["headers"] as? [String: Any])?["apns-push-type"] as? String == "background")
    }

    /// audit27: a Postman test of {"notification": {…, "content_available": true, "priority":
    /// "high"}} printed a userInfo with "content-available" = 1 in aps and
    /// gcm.notification.priority = high beside it (stackoverflow.com/questions/71584665 recommends
    /// the same body). content_available inside notification is carried over to aps; priority
    /// there is named as passed on to the device as gcm.notification.priority, not as ignored.
    @Test func hintCarriesContentAvailableWrittenInsideNotification() throws {
        let json = #"{"to": "tok", "notification": {"title": "T", "body": "B", "content_available": true, "priority": "high"}}"#
        let apns = try #require(try Self.hintedMessage(json)["apns"] as? [String: Any])
        let aps = try #require((apns["payload"] as? [String: Any])?["aps"] as? [String: Any])
        #expect(aps["content-available"] as? Int == 1)
        #expect(apns["headers"] == nil)
        let hint = try #require(Self.findings(json, "legacy-mapping-hint").first?.message)
        #expect(hint.hasSuffix("left out: notification.priority (not a legacy notification field: the legacy API passed it on to the device as gcm.notification.priority, undocumented)"))
    }

    /// audit45: humhub/fcm-push driver/FcmLegacy.php
    /// (https://github.com/humhub/fcm-push/blob/9dac1fbc5258fa39228ea4091f48c6e6499ad373/driver/FcmLegacy.php)
    /// sent the site logo URL as notification.icon and the entry URL as click_action to its PWA's
    /// web tokens. The legacy reference gives icon on the web as "The URL to use for the
    /// notification's icon"; HTTP v1 writes it as webpush.notification.icon. The hint put it in
    /// android.notification.icon, where a URL names no drawable, and the web lost its icon.
    @Test func hintSendsAnIconURLToTheWeb() throws {
        let json = #"""
            {"notification":{"title":"HumHub","body":"Sara Tester commented on your post \"Quarterly report\".","icon":"https://community.example.org/uploads/logo_image/icon.png?square=180","click_action":"https://community.example.org/notification/entry?id=4711"},"data":{"url":"https://community.example.org/notification/entry?id=4711"},"registration_ids":["cHumHubW3bT0ken:APA91bFhumhubPwaDevice0123456789abcdefghijklmnopqrstuvw"]}
            """#
        let message = try Self.hintedMessage(json)
        let webpush = try #require(message["webpush"] as? [String: Any])
        #expect((webpush["notification"] as? [String: Any])?["icon"] as? String == "https://community.example.org/uploads/logo_image/icon.png?square=180")
        #expect((webpush["fcm_options"] as? [String: Any])?["link"] as? String == "https://community.example.org/notification/entry?id=4711")
        #expect(message["android"] == nil, "a URL names no Android drawable")
        // A drawable name stays Android's.
        let android = try #require(try Self.hintedMessage(#"{"to": "tok", "notification": {"title": "T", "icon": "ic_stat_bell"}}"#)["android"] as? [String: Any])
        #expect((android["notification"] as? [String: Any])?["icon"] as? String == "ic_stat_bell")
    }

    // MARK: - Texts

    @Test func customKeyInApsIsDescribedAsDeliveredButMisplaced() throws {
        let json = #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "orderId": "42"}}}}}"#
        let finding = try #require(Self.findings(json, "apns-aps-unknown-key").first)
        #expect(!finding.message.contains("iOS ignores"))
        #expect(finding.message.contains("Apple reserves aps"))
        #expect(finding.message.contains("userInfo[\"aps\"]"))
        #expect(finding.fix?.contains("next to aps") == true)
    }

    @Test func legacyBodySchemaTextsSpeakOfHTTPv1() throws {
        let json = #"{"to": "tok", "foo": 1, "data": {"a": "b"}}"#
        let finding = try #require(Self.findings(json, "shape-unknown-field").first)
        #expect(finding.message.hasPrefix("in HTTP v1, "))
        #expect(finding.message.contains("the legacy API ignored unknown fields"))
        // An unknown notification key was not ignored: the legacy API passed it on (audit64,
        // Domoticz's iOS body with notification.subject), as legacy-mapping-hint says.
        let subject = try #require(Self.findings(#"{"to": "tok", "notification": {"subject": "Garage door", "body": "On"}}"#, "shape-unknown-field").first)
        #expect(subject.message.contains("the legacy API passed it on to the device as gcm.notification.subject"))
        #expect(!subject.message.contains("ignored"))
        // The legacy API accepted non-string data values; its v1 translation does not.
        let data = try #require(Self.findings(json.replacingOccurrences(of: #""b""#, with: "1"), "data-value-not-string").first)
        #expect(data.message.contains("in HTTP v1, FCM data values must be strings"))
        // An HTTP v1 message keeps the plain text.
        let v1 = try #require(Self.findings(#"{"message": {"topic": "t", "foo": 1}}"#, "shape-unknown-field").first)
        #expect(!v1.message.contains("HTTP v1,"))
    }

    // MARK: - Detection

    @Test func firebaseSendImageSampleIsReportedForItsWebpushHeader() throws {
        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform
        let json = #"{"message":{"topic":"industry-tech","notification":{"title":"Sparky says hello!"},"android":{"notification":{"image":"https://foo.bar/pizza-monster.png"}},"apns":{"payload":{"aps":{"mutable-content":1}},"fcm_options":{"image":"https://foo.bar/pizza-monster.png"}},"webpush":{"headers":{"image":"https://foo.bar/pizza-monster.png"}}}}"#
        let loud = Linter().lint(json).filter { $0.severity > .info }
        #expect(loud.map(\.ruleID) == ["webpush-header-notification-field"])
        #expect(loud.first?.severity == .warning)
        #expect(loud.first?.fix?.contains("webpush.notification.image") == true)
    }

    @Test func plainHTTPMediaKeysAreWarningsNotErrors() throws {
        let json = #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "attachment": "http://cdn.example.com/a.jpg"}}, "notification": {"image": "http://cdn.example.com/b.jpg"}}}"#
        let found = Self.findings(json, "media-url-not-https")
        #expect(found.count == 2)
        #expect(found.first { $0.pointer.description.hasSuffix("/attachment") }?.severity == .warning)
    }

    /// An Express server's sendMulticast image on its development host (code index, find_string id
    /// 17630876787): https on localhost would fail too, so the fix names a public host (audit28).
    @Test func aLocalhostImageIsFixedWithAPublicHost() throws {
        let json = #"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju"], "notification": {"title": "New vehicle", "body": "Check it out", "imageUrl": "http://localhost:8000/public/images/vehicle-category/as-1669550580504-417054102.png"}}"#
        let found = Self.findings(json, "media-url-not-https")
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.fix == "serve the file from a public https:// host: localhost on a phone is the phone itself, not the server")
        for url in ["http://LOCALHOST/a.png", "http://127.0.0.1:3000/a.png", "http://[::1]:8080/a.png", "http://user@0.0.0.0/a", "http://app.localhost/a"] {
            #expect(MediaURLNotHTTPSRule.namesTheDeviceItself(url), "\(url)")
        }
        for url in ["http://cdn.example.com/a.png", "http://localhost.example.com/a.png", "http://127.0.0.1.nip.io/a", "localhost/a.png", "http://10.0.2.2/a.png"] {
            #expect(!MediaURLNotHTTPSRule.namesTheDeviceItself(url), "\(url)")
        }
        #expect(Self.findings(#"{"message": {"topic": "n", "notification": {"image": "http://cdn.example.com/a.png"}}}"#, "media-url-not-https").first?.fix == "use \"https://cdn.example.com/a.png\"")
    }

    @Test func mutableContentBesideContentAvailableNamesWhatIsLost() throws {
        let json = #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1, "mutable-content": 1, "sound": "ping.caf"}, "media-url": "https://cdn.example.com/a.jpg"}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#
        // A sound makes the push user-visible (Apple: a background notification's aps holds only
        // content-available): iOS plays it itself; the extension's image and attachment are lost.
        let finding = try #require(Self.findings(json, "apns-mutable-content-without-alert").first)
        #expect(finding.message.contains("iOS plays the sound or sets the badge itself"))
        #expect(finding.message.contains("the image and the attachment are never applied"))
        // Without the sound it is a background push, and nothing the extension was to do happens.
        let background = json.replacingOccurrences(of: #", "sound": "ping.caf""#, with: "")
        let silent = try #require(Self.findings(background, "apns-mutable-content-without-alert").first)
        #expect(silent.message.contains("background push"))
        #expect(silent.message.contains("the image and the attachment are never applied"))
        // An empty sound plays nothing (the silent-push idiom): the push stays a background push.
        let emptySound = json.replacingOccurrences(of: #""sound": "ping.caf""#, with: #""sound": """#)
        let idiom = try #require(Self.findings(emptySound, "apns-mutable-content-without-alert").first)
        #expect(idiom.message.contains("background push"))
    }

    @Test func soundNamesAreCheckedOnEveryIOSField() {
        #expect(Self.findings(#"{"message": {"topic": "t", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "ping"}}}}}"#, "apns-sound-file-name").count == 1)
        #expect(Self.findings(#"{"message": {"topic": "t", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "ping.wav"}}}}}"#, "apns-sound-file-name").isEmpty)
        #expect(Self.findings(#"{"to": "t", "content_available": true, "notification": {"sound": "ping"}}"#, "legacy-sound-file-name").count == 1)
        #expect(IOSSoundFile.problem(with: "default") == nil)
        #expect(IOSSoundFile.problem(with: "a/b/chime.AIFF") == nil)
        #expect(IOSSoundFile.problem(with: "chime.mp3")?.suggestion == "chime.caf")
        #expect(IOSSoundFile.problem(with: ".hidden")?.suggestion == "sound.caf")
    }

    @Test func soundNamesReadAsBytesAgreeWithTheCharacterReading() {
        let names = [
            "", "default", "Default", "ping", "ping.caf", "ping.CAF", "ping.Aiff", "ping.aif", "ping.wav", "ping.mp3",
            "ping.", ".caf", ".", "/", "///", "a/b/", "a/b/chime.wav/", "a/b.wav/c", "dir.caf/file", "x.caff", "x.ca",
            "x.wav.mp3", "x.mp3.wav", "sounds/ping.WAV", "ping\r\n.caf", "ping.cäf", "pïng.caf", "ping.caf\u{301}",
        ]
        for name in names {
            #expect(IOSSoundFile.hasProblem(utf8: Array(name.utf8)[...]) == IOSSoundFile.nameHasProblem(name), "\(name)")
            #expect(IOSSoundFile.hasProblem(utf8: Array(("x" + name).utf8).dropFirst()) == IOSSoundFile.nameHasProblem(name), "\(name)")
            // Read in place (`JSONTextBytes`), as a sound written without escapes is.
            #expect(
                JSONTextBytes.withBytes(of: Array(name.utf8)[...]) { IOSSoundFile.hasProblem(utf8: $0) } == IOSSoundFile.nameHasProblem(name),
                "\(name)")
            #expect((IOSSoundFile.problem(with: name) != nil) == IOSSoundFile.nameHasProblem(name), "\(name)")
        }
    }

    @Test func duplicateDisplayUnderPluginNames() {
        let json = #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "message": "B"}}}"#
        let finding = Self.findings(json, "android-duplicate-display").first
        #expect(finding?.message.contains("title and message") == true)
        // Undeclared app.drawsDataNotification: information that names the setting.
        #expect(finding?.severity == .info)
    }
}
