import Foundation
@testable import LintRules
import SizeModel
import Testing

/// The `notifee_options` blob linted in place: Notify Kit's own output is clean, the bad fixtures
/// give their expected findings, and a finding inside the blob lands on the exact character of
/// the escaped string in the file.
@Suite struct NotifyKitBlobTests {
    static let goodNames = fixtureNames("good")

    /// A blob its client cannot read falls back to the client's own text (Notify Kit FCM Mode
    /// guide, handleFcmMessage behaviour matrix: a minimal notification from data.title and
    /// data.body; the iOS extension leaves the delivered aps.alert): an error when there is none
    /// (an empty notification on Android, nothing on iOS), a warning when there is one (shown
    /// without the blob's options). A non-string data copy stays an error: FCM rejects it.
    @Test(arguments: [
        (#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\""}}}"#, Severity.error),
        (#"{"message": {"topic": "news", "data": {"title": "Hi", "notifee_options": "{\"_v\":1,\"title\":\"Hi\""}}}"#, .warning),
        (#"{"message": {"topic": "news", "data": {"body": "B", "notifee_options": "[1]"}}}"#, .warning),
        (#"{"message": {"topic": "news", "data": {"title": "Hi", "notifee_options": 5}}}"#, .error),
        (#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "[1]"}}}}"#, .warning),
        (#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"mutable-content": 1}, "notifee_options": "{"}}}}"#, .warning),
        (#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1, "mutable-content": 1}, "notifee_options": "[1]"}}}}"#, .error),
    ])
    func unreadableBlobFallsBackToTheClientsText(_ json: String, _ severity: Severity) throws {
        let found = Linter().lint(json).filter { $0.ruleID == "notifykit-options-json" }
        try #require(found.count == 1, "\(json)")
        #expect(found[0].severity == severity, "\(json): \(found[0].message)")
    }
    static let badNames = fixtureNames("bad")

    /// The `notifykit-blob-*.json` files of a fixture folder, sorted.
    static func fixtureNames(_ folder: String) -> [String] {
        let path = fixturesDirectory.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasPrefix("notifykit-blob-") && $0.hasSuffix(".json") }.sorted()
    }

    static func text(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: fixturesDirectory.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    /// `line:col severity rule-id pointer message`, the `.expected` format.
    static func render(_ finding: Finding) -> String {
        "\(finding.start.line):\(finding.start.column) \(finding.severity.rawValue) \(finding.ruleID) \(finding.pointer) \(finding.message)"
    }

    /// The 1-based line and Unicode-scalar column of `index` in `text`, and its UTF-8 offset.
    static func position(of index: String.Index, in text: String) -> (line: Int, column: Int, offset: Int) {
        let before = text[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<index].unicodeScalars.count + 1, before.utf8.count)
    }

    // MARK: - Fixtures

    @Test func fixturesArePresent() {
        #expect(Self.goodNames.count >= 4)
        #expect(Self.badNames.count >= 4)
    }

    @Test(arguments: goodNames)
    func notifyKitOutputGetsNoFinding(_ name: String) throws {
        let findings = Linter().lint(try Self.text("good", name))
        #expect(findings.isEmpty, "\(name): \(findings.map(Self.render))")
    }

    @Test(arguments: badNames)
    func badFixtureGivesExpectedFindings(_ name: String) throws {
        let expectedName = String(name.dropLast(".json".count)) + ".expected"
        let expected = try Self.text("bad", expectedName).split(separator: "\n").map(String.init)
        let actual = Linter().lint(try Self.text("bad", name)).map(Self.render)
        #expect(actual == expected, "\(name)")
    }

    // MARK: - Exact positions inside the blob

    @Test func findingInsideTheAndroidCopyLandsOnTheExactCharacter() throws {
        let text = try Self.text("bad", "notifykit-blob-channel-typo.json")
        // The Android copy comes first in the file; its key is written with escaped quotes.
        let range = try #require(text.range(of: #"\"channelID\""#))
        let (line, column, offset) = Self.position(of: range.lowerBound, in: text)
        let findings = Linter().lint(text).filter { $0.ruleID == "notifykit-options-unknown-field" }
        #expect(findings.count == 1, "byte-identical copies give one finding")
        let finding = try #require(findings.first)
        #expect(finding.start.offset == offset)
        #expect(finding.start.line == line)
        #expect(finding.start.column == column)
        #expect(finding.pointer.description == "/message/data/notifee_options/android/channelID")
        #expect(finding.fix == #"rename it to "channelId""#)
        // The line has an emoji and a doubly escaped quote (\\\" in the file, \" in the blob, " in
        // the title) before the key: bytes, scalars and the blob's decoded offsets all differ, so
        // only an exact mapping finds this column.
        let lineStart = try #require(text[..<range.lowerBound].lastIndex(of: "\n"))
        let prefix = text[text.index(after: lineStart)..<range.lowerBound]
        #expect(prefix.utf8.count != prefix.unicodeScalars.count)
        #expect(prefix.contains("🚚") && prefix.contains(#"\\\"unterwegs\\\""#))
    }

    @Test func findingInsideTheIOSCopyLandsOnTheExactCharacter() throws {
        let text = try Self.text("bad", "notifykit-blob-ios-options.json")
        // The iOS copy is the later of the two blobs; aps spells the level without escapes.
        let range = try #require(text.range(of: #"\"time-sensitive\""#, options: .backwards))
        let (line, column, offset) = Self.position(of: range.lowerBound, in: text)
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "notifykit-ios-interruption-level" })
        #expect((finding.start.line, finding.start.column, finding.start.offset) == (line, column, offset))
        #expect(finding.pointer.description == "/message/apns/payload/notifee_options/ios/interruptionLevel")
        #expect(finding.fix == #"write "timeSensitive""#)
    }

    @Test func copyMismatchPointsAtTheFirstDifferingCharacter() throws {
        let text = try Self.text("bad", "notifykit-blob-copies-differ.json")
        // Android: "Tap to see live tracking."; iOS: "Tap to see the live map." They part at "t".
        let body = try #require(text.range(of: #"\"Tap to see the live map.\""#))
        let differing = text.index(body.lowerBound, offsetBy: #"\"Tap to see "#.count)
        let (line, column, offset) = Self.position(of: differing, in: text)
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "notifykit-options-mismatch" })
        #expect((finding.start.line, finding.start.column, finding.start.offset) == (line, column, offset))
        #expect(finding.pointer.description == "/message/apns/payload/notifee_options/body")
    }

    // MARK: - Rule behaviour beyond the examples

    @Test func ttlMismatchComparesTheEpochOnlyWithAnInjectedClock() throws {
        let text = try Self.text("good", "notifykit-blob-quickstart.json")
        let expiration = 1_893_456_000  // the fixture's apns-expiration; android.ttl is 3600s
        #expect(Linter(rules: [NotifyKitTTLMismatchRule()]).lint(text).isEmpty)
        #expect(Linter(configuration: .at(expiration - 3_600), rules: [NotifyKitTTLMismatchRule()]).lint(text).isEmpty)
        #expect(Linter(configuration: .at(expiration - 3_630), rules: [NotifyKitTTLMismatchRule()]).lint(text).isEmpty)
        let late = Linter(configuration: .at(expiration - 7_200), rules: [NotifyKitTTLMismatchRule()]).lint(text)
        #expect(late.map(\.pointer.description) == ["/message/apns/headers/apns-expiration"])
        #expect(late.first?.message == "apns-expiration is 7200 s from now but android.ttl is 3600 s")
    }

    @Test func unknownFieldSuggestsTheNearestKnownName() {
        let json = #"{"message": {"topic": "t", "data": {"notifee_options": "{\"_v\":1,\"titel\":\"Hi\",\"body\":\"B\",\"android\":{\"chanelId\":\"a\",\"pressAction\":{\"id\":\"x\",\"launchActivty\":\"default\"}}}"}}}"#
        let fixes = Linter().lint(json).filter { $0.ruleID == "notifykit-options-unknown-field" }.compactMap(\.fix)
        #expect(fixes == [#"rename it to "title""#, #"rename it to "channelId""#, #"rename it to "launchActivity""#])
    }

    @Test func differingCopiesAreCheckedOnEachCopy() {
        // Only the iOS copy has a bad id: it is reported there, and once.
        let json = #"{"message": {"topic": "t", "data": {"notifee_options": "{\"title\":\"Hi\",\"body\":\"B\",\"id\":\"n1\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"title\":\"Hi\",\"body\":\"B\",\"id\":\"\"}"}}}}"#
        let ids = Linter().lint(json).filter { $0.ruleID == "notifykit-id" }
        #expect(ids.map(\.pointer.description) == ["/message/apns/payload/notifee_options/id"])
    }

    @Test func hugeTimesDoNotTrap() {
        // Whole numbers beyond Int print in exponent form instead of trapping in Int(_:).
        let bare = #"{"token": "t", "data": {"notifee_options": "{}"}, "android": {"ttl": "999999999999999999999999s"}}"#
        let wrapped = #"{"message": {"topic": "t", "data": {"notifee_options": "{}"}, "android": {"ttl": "999999999999999999999999s"}, "apns": {"headers": {"apns-expiration": "0"}, "payload": {"aps": {"alert": "x"}, "notifee_options": "{}"}}}}"#
        let rules: [any Rule] = [NotifyKitAdminTTLShapeRule(), NotifyKitTTLMismatchRule()]
        #expect(Linter(configuration: .at(Int.min / 2), rules: rules).lint(bare).count == 1)
        #expect(Linter(configuration: .at(Int.min / 2), rules: rules).lint(wrapped).count == 1)
        let late = #"{"message": {"topic": "t", "data": {"notifee_options": "{}"}, "android": {"ttl": "1s"}, "apns": {"headers": {"apns-expiration": "9223372036854775807"}, "payload": {"aps": {"alert": "x"}, "notifee_options": "{}"}}}}"#
        #expect(Linter(configuration: .at(-9_000_000_000_000_000_000), rules: [NotifyKitTTLMismatchRule()]).lint(late).count == 1)
    }
}

extension LintConfiguration {
    /// The default configuration with the lint time set to `time` (epoch seconds).
    static func at(_ time: Int) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.lintTime = time
        return configuration
    }
}
