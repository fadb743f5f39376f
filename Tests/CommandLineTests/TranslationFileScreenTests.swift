import Foundation
import LintRules
import SizeModel
import Testing

@testable import notifykit_lint

/// Translation files whose `notification` or `message` section holds none of a push message's
/// fields are skipped in a directory walk (`TranslationFileScreen`); payloads, even without a
/// target, and ambiguous files are linted.
@Suite struct TranslationFileScreenTests {
    static let english = #"{"notification": {"new_message": "You have a new message", "new_follower": "{{name}} followed you"}, "settings": {"title": "Settings"}}"#
    static let french = #"{"message": {"hello": "Bonjour", "welcome": "Bienvenue {name}"}, "data": {"loading": "Chargement"}}"#

    @Test func translationSectionsAreRecognised() {
        #expect(
            TranslationFileScreen.translationReason(Array(Self.english.utf8))
                == #"a translation file: "notification" holds "new_message", "new_follower", none of them a field of a push notification"#)
        #expect(TranslationFileScreen.translationReason(Array(Self.french.utf8))?.hasPrefix(#"a translation file: "message""#) == true)
        // Through the byte screen's verdict, as a directory walk calls it.
        let bytes = Array(Self.english.utf8)
        #expect(TranslationFileScreen.translationReason(bytes, verdict: PayloadScreen.screen(bytes)) != nil)
    }

    @Test func payloadsAndAmbiguousFilesAreNotTranslations() {
        for json in [
            // Payload templates without a target.
            #"{"notification": {"title": "Hi", "body": "There"}, "data": {"k": "v"}}"#,
            #"{"message": {"notification": {"title": "Hi"}, "data": {"k": "v"}}}"#,
            // Legacy and admin spellings, any letter case.
            #"{"notification": {"Title": "Hi", "click_action": "OPEN"}}"#,
            #"{"notification": {"body_loc_key": "k", "android_channel_id": "c"}}"#,
            // A section with a title is read as a notification (still linted).
            #"{"notification": {"title": "Notifications", "empty": "No notifications"}, "topic": "Topics"}"#,
            // One misspelled key is a broken payload, not a translation section.
            #"{"notification": {"titel": "Hi"}}"#,
            // A target or a platform block makes a message.
            #"{"token": "abc", "notification": {"new_message": "a", "other": "b"}}"#,
            #"{"android": {"priority": "high"}, "message": {"hello": "a", "bye": "b"}}"#,
            // Not JSON: linted, so the parser says why.
            #"{"notification": {"a": "b", "c": "d",}}"#,
        ] {
            #expect(TranslationFileScreen.translationReason(Array(json.utf8)) == nil, "\(json)")
        }
    }

    @Test func aDirectoryWalkSkipsTranslationFilesButANamedOneIsLinted() throws {
        let sandbox = TemporaryDirectory()
        _ = sandbox.write("locales/en.json", Self.english)
        _ = sandbox.write("locales/fr.json", Self.french)
        _ = sandbox.write("push/welcome.json", #"{"notification": {"title": "Hi", "body": "There"}, "data": {"k": "v"}}"#)
        let run = CapturedRun(["check", "--no-config", "--verbose", "."], in: sandbox.path)
        #expect(run.stdout.contains("push/welcome.json"), "\(run.stdout)")
        #expect(!run.stdout.contains("locales/"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 file checked: 1 error, 0 warnings, 0 infos; 2 files skipped: not push payloads (--verbose lists them)\n"), "\(run.stdout)")
        #expect(run.stderr.contains(#"note: skipped locales/en.json: not a push payload: a translation file: "notification" holds"#), "\(run.stderr)")
        let named = CapturedRun(["check", "--no-config", "locales/en.json"], in: sandbox.path)
        #expect(named.stdout.contains("error[shape-unknown-field]"), "\(named.stdout)")
        // The JSON Lines pipeline screens the same way.
        let pipeline = CapturedRun(["check", "--no-config", "-f", "jsonl", "."], in: sandbox.path)
        #expect(pipeline.stdout.contains(#""path":"push/welcome.json""#), "\(pipeline.stdout)")
        #expect(!pipeline.stdout.contains(#""path":"locales/"#), "\(pipeline.stdout)")
    }
}
