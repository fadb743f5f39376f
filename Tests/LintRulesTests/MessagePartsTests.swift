import Foundation
@testable import LintRules
import SizeModel
import Testing

/// The rule loop skips a rule on a message that has none of the parts the rule needs
/// (`RuleDescription.needs`, `MessageParts`). That is sound only when the rule, run anyway, would
/// report nothing there: checked for every rule that declares parts, on every message of every
/// rule example and fixture.
@Suite struct MessagePartsTests {
    /// The messages of `text`: the root object, or each object of a root array.
    static func envelopes(_ text: String) -> [JSONValue] {
        guard let root = try? JSONParser().parse(Array(text.utf8)).root else { return [] }
        if root.isArray { return root.elements.filter(\.isObject) }
        return root.isObject ? [root] : []
    }

    /// Every rule example (with the configuration it is linted with) and every JSON fixture.
    static func documents() throws -> [(text: String, configuration: LintConfiguration)] {
        var documents: [(String, LintConfiguration)] = []
        for rule in RuleRegistry.all {
            let description = type(of: rule).description
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                documents.append((example.json, example.configuration(enabling: description.id)))
            }
        }
        let fixtures = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let files = try #require(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "json" {
            documents.append((try String(contentsOf: file, encoding: .utf8), LintConfiguration()))
        }
        return documents
    }

    @Test func aRuleReportsNothingOnAMessageWithoutThePartsItNeeds() throws {
        let gated = RuleRegistry.all.filter { !type(of: $0).description.needs.isEmpty }
        #expect(gated.count > 100)
        var skipped = 0
        for (text, configuration) in try Self.documents() {
            for envelope in Self.envelopes(text) {
                let context = MessageContext(envelope: envelope, configuration: configuration)
                let parts = MessageParts.of(context)
                for rule in gated where parts.isDisjoint(with: type(of: rule).description.needs) {
                    var collector = FindingCollector()
                    collector.ruleID = rule.id
                    rule.check(context, into: &collector)
                    #expect(collector.pending.isEmpty, "\(rule.id) reports on a message without \(type(of: rule).description.needs): \(text)")
                    skipped += 1
                }
            }
        }
        // The examples exercise the skip itself, not only messages that have every part.
        #expect(skipped > 1000)
    }

    @Test func thePartsAreTheFieldsTheyName() throws {
        let text = #"""
            {"message": {"topic": "news", "data": {"from": "x", "google.a": "1", "aps": "2", "collapse_key": "c",
              "message_id": "m", "notifee_data": "{}", "": "e", "notification": "n", "googleId": "g", "fcmRegion": "r"},
              "android": {"ttl": "3s", "notification": {"title": "T"}},
              "webpush": {"headers": {"TTL": "60"}},
              "apns": {"headers": {"APNS-Push-Type": "alert", "apns-priority": "10", "apns-expiration": "0", "apns-topic": "t"},
                "payload": {"aps": {"alert": "A", "sound": "s", "badge": 1, "mutable-content": 1, "content-available": 1}}}}}
            """#
        let context = try #require(Self.envelopes(text).first.map { MessageContext(envelope: $0, configuration: LintConfiguration()) })
        let parts = MessageParts.of(context)
        let expected: MessageParts = [
            .dataKeyReservedWord, .dataKeyReservedPrefix, .dataKeyAps, .dataKeyStrippedBySDK, .dataKeyClientFiltered,
            .dataKeyNotifeeData, .dataKeyEmpty, .dataKeyReservedNotification, .dataKeyReservedPrefixNoDot,
            .dataKeyFCMPrefixNoDot, .apnsPushType, .apnsPriority, .apnsExpiration, .apnsTopic, .apsAlert, .apsSound,
            .apsBadge, .apsMutableContent, .apsContentAvailable, .androidNotification, .webpush, .androidTTL, .topic,
        ]
        #expect(parts.isSuperset(of: expected))
        #expect(!parts.contains(.condition))
        #expect(!parts.contains(.notification))
        #expect(!parts.contains(.androidBlob))
        #expect(!parts.contains(.iosBlob))
        #expect(!parts.contains(.androidNotificationLoc))
        for absent: MessageParts in [
            .shapeNote, .targetsToCount, .androidCollapseKey, .androidRestrictedPackage, .androidData, .apnsImageSyntaxProblem,
            .longerThanSizeWarning,
        ] {
            #expect(!parts.contains(absent))
        }

        let localized = try #require(
            Self.envelopes(#"{"message": {"token": "t", "android": {"notification": {"bodyLocKey": "k"}}}}"#).first)
        let localizedParts = MessageParts.of(MessageContext(envelope: localized, configuration: LintConfiguration()))
        #expect(localizedParts.isSuperset(of: [.androidNotification, .androidNotificationLoc]))
        // The schema walk notes the localization members (a null one too: the rules ask again);
        // an object with all four, which the walk leaves without noting, is read by a pass.
        let localizations: [(String, Bool)] = [
            (#"{"message": {"token": "t", "android": {"notification": {"title": "T", "body_loc_args": ["a"]}}}}"#, true),
            (#"{"message": {"token": "t", "android": {"notification": {"title_loc_key": null}}}}"#, true),
            (#"{"message": {"token": "t", "android": {"notification": {"title": "T", "tag": "x"}}}}"#, false),
            (#"{"message": {"token": "t", "android": {"notification": "text"}}}"#, false),
            (
                #"{"message": {"token": "t", "android": {"notification": {"titleLocKey": "a", "title_loc_args": [], "body_loc_key": "b", "bodyLocArgs": []}}}}"#,
                true
            ),
            (#"{"to": "t", "notification": {"title_loc_key": "k"}}"#, false),
        ]
        for (text, noted) in localizations {
            let envelope = try #require(Self.envelopes(text).first)
            let parts = MessageParts.of(MessageContext(envelope: envelope, configuration: LintConfiguration()))
            #expect(parts.contains(.androidNotificationLoc) == noted, "\(text)")
        }

        // The parts that tell a Live Activity push, a multicast list or fid, a legacy `to`,
        // firebase-admin's mutableContent, a placeholder and the others below, each from the
        // member alone (a blank token and an empty list are reported too).
        let liveActivity: [(String, MessageParts)] = [
            (#"{"message": {"token": "t", "apns": {"payload": {"aps": {"event": "update"}}}}}"#, .liveActivity),
            (#"{"message": {"token": "t", "apns": {"live_activity_token": ""}}}"#, .liveActivity),
            (#"{"message": {"token": "t", "apns": {"liveActivityToken": "x"}}}"#, .liveActivity),
            (#"{"tokens": [], "notification": {"title": "T"}}"#, .targetListOrFID),
            (#"{"message": {"fid": "f"}}"#, .targetListOrFID),
            (#"{"to": "/topics/news", "notification": {"title": "T"}}"#, .legacyTo),
            // firebase-admin's mutableContent, and a template placeholder anywhere in the message.
            (#"{"token": "t", "apns": {"payload": {"aps": {"mutableContent": true}}}}"#, .apsMutableContentAdmin),
            (#"{"message": {"token": "t", "notification": {"title": "Hi {{name}}"}}}"#, .placeholders),
            // The Android fields, each spelling.
            (#"{"message": {"token": "t", "android": {"collapse_key": ""}}}"#, .androidCollapseKey),
            (#"{"token": "t", "android": {"collapseKey": "c"}}"#, .androidCollapseKey),
            (#"{"message": {"token": "t", "android": {"restricted_package_name": "x"}}}"#, .androidRestrictedPackage),
            (#"{"token": "t", "android": {"restrictedPackageName": ""}}"#, .androidRestrictedPackage),
            (#"{"message": {"token": "t", "android": {"data": {}}}}"#, .androidData),
            // An APNs image that is no well-formed URL, in either spelling.
            (#"{"message": {"token": "t", "apns": {"fcm_options": {"image": "https://cdn.example.com/a b.png"}}}}"#, .apnsImageSyntaxProblem),
            (#"{"token": "t", "apns": {"fcmOptions": {"imageUrl": "https:///a.png"}}}"#, .apnsImageSyntaxProblem),
            // What the shape detection notes: another shape, a conflict, another push service.
            (#"{"aps": {"alert": "Hi"}}"#, .shapeNote),
            (#"{"to": "abc", "message": {"token": "abc", "notification": {"title": "Hi"}}}"#, .shapeNote),
            (#"{"app_id": "5eb5a37e-b458-11e3-ac11-000c2940e62c", "included_segments": ["All"], "contents": {"en": "Hi"}}"#, .shapeNote),
            // A routed message without exactly one non-empty target.
            (#"{"message": {"notification": {"title": "T"}}}"#, .targetsToCount),
            (#"{"message": {"token": ""}}"#, .targetsToCount),
            (#"{"message": {"token": "t", "topic": "news"}}"#, .targetsToCount),
            // A source longer than the size warning.
            (#"{"message": {"token": "t", "data": {"blob": ""# + String(repeating: "x", count: 3600) + #""}}}"#, .longerThanSizeWarning),
        ]
        for (text, part) in liveActivity {
            let envelope = try #require(Self.envelopes(text).first)
            #expect(MessageParts.of(MessageContext(envelope: envelope, configuration: LintConfiguration())).contains(part), "\(text)")
        }
        // `noMessage` is set on no message: the rules that need it report outside the rule loop.
        #expect(!parts.contains(.noMessage))

        let bare = try #require(Self.envelopes(#"{"message": {"token": "t", "data": {"orderId": "1"}}}"#).first)
        #expect(MessageParts.of(MessageContext(envelope: bare, configuration: LintConfiguration())) == .always)
    }
}
