import Foundation
import Testing

@testable import LintRules

/// The language server's pieces without a process: framing, UTF-16 positions, the blob string's
/// decoding, the cursor scanner, hover and completion lookups, field descriptions, and the
/// code-action seam. Tests/LanguageServer drives the built server end to end.
@Suite struct LanguageServerTests {
    // MARK: - Framing

    @Test func framesSplitAcrossReadsComeOutWhole() {
        var framer = MessageFramer()
        let wire = MessageFramer.frame(#"{"a":"é"}"#) + MessageFramer.frame("[1]")
        framer.append(wire[0..<10])
        #expect(framer.next() == .incomplete)
        framer.append(wire[10...])
        #expect(framer.next() == .message(Array(#"{"a":"é"}"#.utf8)))
        #expect(framer.next() == .message(Array("[1]".utf8)))
        #expect(framer.next() == .incomplete)
        #expect(framer.pendingByteCount == 0)
    }

    @Test func contentLengthCountsBytesAndHeadersAreCaseInsensitive() {
        #expect(MessageFramer.frame("😀").count == "Content-Length: 4\r\n\r\n".utf8.count + 4)
        var framer = MessageFramer()
        framer.append(Array("content-length:  2 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(framer.next() == .message(Array("{}".utf8)))
    }

    @Test func malformedHeadersAreDroppedAndReadingGoesOn() {
        var framer = MessageFramer()
        framer.append(Array("X-Nothing: 1\r\n\r\nContent-Length: -3\r\n\r\nContent-Length: 99999999999\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        guard case .malformed = framer.next() else { Issue.record("no length"); return }
        guard case .malformed = framer.next() else { Issue.record("negative length"); return }
        guard case .malformed = framer.next() else { Issue.record("too long"); return }
        #expect(framer.next() == .message(Array("{}".utf8)))
    }

    @Test func valuesRoundTripThroughTheToolsReaderAndWriter() throws {
        let value = LSPValue.object([
            ("id", .integer(7)), ("text", .string("a\"b\n😀")), ("list", .array([.null, .bool(true), .number("1.5")])),
        ])
        #expect(LSPValue.parse(Array(value.serialized.utf8)) == value)
        #expect(LSPValue.parse(Array(String(repeating: "[", count: 100).utf8) + Array(String(repeating: "]", count: 100).utf8)) == nil)
        #expect(LSPValue.parse(Array("{nope".utf8)) == nil)
    }

    // MARK: - Positions

    @Test func utf16ColumnsCountSurrogatePairsAsTwo() {
        let converter = PositionConverter(bytes: Array("a😀é\"x\"".utf8))
        // a (1 byte), 😀 (4 bytes, 2 units), é (2 bytes, 1 unit).
        #expect(converter.position(ofByte: 1) == LSPPosition(line: 0, character: 1))
        #expect(converter.position(ofByte: 5) == LSPPosition(line: 0, character: 3))
        #expect(converter.position(ofByte: 7) == LSPPosition(line: 0, character: 4))
        #expect(converter.offset(of: LSPPosition(line: 0, character: 3)) == 5)
        // Between the two units of the emoji: the emoji's start.
        #expect(converter.offset(of: LSPPosition(line: 0, character: 2)) == 1)
        // Past the end of the line: its end.
        #expect(converter.offset(of: LSPPosition(line: 0, character: 99)) == 10)
    }

    @Test func lineBreaksAreLFCRLFAndLoneCR() {
        let converter = PositionConverter(bytes: Array("ab\r\ncd\ref\ng".utf8))
        #expect(converter.lineCount == 4)
        #expect(converter.position(ofByte: 4) == LSPPosition(line: 1, character: 0))
        #expect(converter.position(ofByte: 7) == LSPPosition(line: 2, character: 0))
        #expect(converter.position(ofByte: 10) == LSPPosition(line: 3, character: 0))
        // The CR of a CRLF belongs to no column: the end of line 0 is before it.
        #expect(converter.offset(of: LSPPosition(line: 0, character: 5)) == 2)
        #expect(converter.offset(of: LSPPosition(line: 1, character: 1)) == 5)
        #expect(converter.offset(of: LSPPosition(line: 9, character: 0)) == 11)
    }

    @Test func incrementalChangesUseUTF16Ranges() {
        var store = DocumentStore()
        store.open(uri: "file:///p.json", version: 1, text: "{\"t\": \"😀x\"}")
        let range = LSPValue.object([
            ("start", LSPPosition(line: 0, character: 9).json), ("end", LSPPosition(line: 0, character: 10).json),
        ])
        store.change(uri: "file:///p.json", version: 2, changes: [.object([("range", range), ("text", .string("y"))])])
        #expect(String(decoding: store["file:///p.json"]?.bytes ?? [], as: UTF8.self) == "{\"t\": \"😀y\"}")
        #expect(store["file:///p.json"]?.version == 2)
        #expect(store["file:///p.json"]?.path == "/p.json")
    }

    @Test func fileURIsDecodeAndEncodePercentEscapes() {
        #expect(FileURI.path(of: "file:///tmp/a%20b/%C3%A9.json") == "/tmp/a b/é.json")
        #expect(FileURI.path(of: "file://localhost/x.json") == "/x.json")
        #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
        #expect(FileURI.path(of: "file:///a%2") == nil)
        #expect(FileURI.uri(of: "/tmp/a b/é.json") == "file:///tmp/a%20b/%C3%A9.json")
    }

    // MARK: - Blob strings and the cursor

    @Test func blobStringContentMapsDecodedBytesToTheirEscapes() {
        let source = Array(#"{\"t\":\"\ud83d\ude00\"}"#.utf8)
        let content = JSONStringContent.decode(source, from: 0, to: source.count)
        #expect(String(decoding: content.bytes, as: UTF8.self) == #"{"t":"😀"}"#)
        #expect(content.sourceOffset(ofDecoded: 1) == 1)  // the backslash of \"
        #expect(content.sourceOffset(ofDecoded: 6) == 9)  // the emoji's \ud83d
        #expect(content.sourceOffset(ofDecoded: 9) == 9)  // all four of its UTF-8 bytes
        #expect(content.decodedOffset(ofSource: 9) == 6)
        #expect(content.sourceOffset(ofDecoded: content.bytes.count) == source.count)
    }

    @Test func theCursorScannerFindsKeysAndValuesInBrokenText() {
        let text = Array(#"{"message": {"android": {"priority": "HI", "notification": {"ch"#.utf8)
        let atKey = CursorContext.at(text.count, in: text)
        #expect(atKey.path == [.key("message"), .key("android"), .key("notification")])
        guard case .key(let partial, _) = atKey.place else { Issue.record("not at a key"); return }
        #expect(partial == "ch")
        let valueOffset = text.firstIndex(of: UInt8(ascii: "H")) ?? 0
        let atValue = CursorContext.at(valueOffset + 1, in: text)
        guard case .value(let key, _, true) = atValue.place else { Issue.record("not at a value"); return }
        #expect(key == "priority")
    }

    // MARK: - Hover and completion

    @Test func hoverShowsTheFieldFromTheTables() throws {
        let text = Array(#"{"message": {"apns": {"headers": {"apns-push-type": "alert"}}}}"#.utf8)
        let hover = try #require(HoverProvider.hover(at: 40, in: text))
        let markdown = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(markdown.contains("message.apns.headers.apns-push-type"))
        #expect(markdown.contains("`liveactivity`"))
        #expect(markdown.contains("developer.apple.com"))
        #expect(HoverProvider.hover(at: 58, in: text) == nil)  // on the value
    }

    @Test func hoverInsideTheBlobString() throws {
        let text = Array(#"{"data": {"notifee_options": "{\"ios\": {\"interruptionLevel\": \"active\"}}"}}"#.utf8)
        let offset = try #require(String(decoding: text, as: UTF8.self).range(of: "interruptionLevel")).lowerBound.utf16Offset(in: String(decoding: text, as: UTF8.self))
        let hover = try #require(HoverProvider.hover(at: offset + 2, in: text))
        let markdown = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(markdown.contains("notifee_options.ios.interruptionLevel"))
        #expect(markdown.contains("Read by: the iOS Notification Service Extension"))  // a member of ios
    }

    @Test func completionOffersFieldsAndEnumValues() {
        let keys = Array(#"{"message": {"android": {"#.utf8)
        let labels = CompletionProvider.items(at: keys.count, in: keys).compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("collapse_key") && labels.contains("ttl") && !labels.contains("token"))
        let value = Array(#"{"message": {"android": {"notification": {"visibility": "#.utf8)
        let values = CompletionProvider.items(at: value.count, in: value).compactMap { $0["label"]?.stringValue }
        #expect(values == ["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"])
        let root = Array("{".utf8)
        let rootLabels = CompletionProvider.items(at: 1, in: root).compactMap { $0["label"]?.stringValue }
        #expect(rootLabels.contains("message") && rootLabels.contains("token") && !rootLabels.contains("name"))
    }

    @Test func everySchemaFieldHasADescription() {
        var missing: [String] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [ObjectSpec] = [FCMSchema.request, FCMSchema.liveActivityAps]
        while let spec = pending.popLast() {
            guard seen.insert(ObjectIdentifier(spec)).inserted else { continue }
            for field in spec.fields {
                let key = FieldDocumentation.key(levelPath: spec.fcmPath, field: field.name)
                if FieldDocumentation.description(of: field) == nil { missing.append(key) }
                if let nested = field.nestedSpec { pending.append(nested) }
                if case .array(.object(let element), _) = field.value { pending.append(element) }
                if case .headers(let headers) = field.value {
                    for header in headers.headers
                    where FieldDocumentation.description(of: header) == nil {
                        missing.append("message.\(headers.displayPath).\(header.name)")
                    }
                }
            }
        }
        func visitBlob(_ fields: [BlobField], _ path: String) {
            for field in fields {
                let key = FieldDocumentation.key(levelPath: path, field: field.name)
                if FieldDocumentation.blobDescription(forKey: key) == nil { missing.append(key) }
                if let members = field.members { visitBlob(members, key) }
                if let members = field.elementMembers { visitBlob(members, key) }
            }
        }
        visitBlob(NotifeeOptionsSchema.topLevel, "notifee_options")
        #expect(missing == [])
    }

    // MARK: - Code actions

    @Test func safeFixesBecomeQuickFixesAndAFixAllAction() throws {
        let bytes = Array(#"{"message": {"topic": "a", "data": {"n": 1}}}"#.utf8)
        let linter = Linter()
        let findings = linter.lint(bytes)
        #expect(findings.contains { $0.ruleID == "data-value-not-string" })
        let context = DocumentFixContext(planner: FixPlanner(linter: linter), jsonLines: false, lint: { linter.lint($0) })
        let uri = "file:///p.json"
        let value = try #require(bytes.firstIndex(of: UInt8(ascii: "1")))
        let actions = CodeActions.actions(
            for: findings, overlapping: value..<value + 1, bytes: bytes, uri: uri, context: context, only: nil)
        let quickFix = try #require(actions.first { $0["kind"]?.stringValue == "quickfix" })
        #expect(quickFix["diagnostics"]?.arrayValue?.first?["code"]?.stringValue == "data-value-not-string")
        let edit = quickFix["edit"]?["changes"]?[uri]?.arrayValue?.first
        #expect(edit?["newText"]?.stringValue == "\"1\"")
        #expect(edit?["range"]?["start"]?["character"]?.intValue == value)
        let fixAll = try #require(actions.first { $0["kind"]?.stringValue == CodeActions.fixAllKind })
        let whole = fixAll["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"]?.stringValue
        #expect(whole == #"{"message": {"topic": "a", "data": {"n": "1"}}}"#)
        // Only quick fixes when the client asks for them; none away from the findings.
        let onlyQuickFixes = CodeActions.actions(
            for: findings, overlapping: value..<value, bytes: bytes, uri: uri, context: context, only: ["quickfix"])
        #expect(onlyQuickFixes.allSatisfy { $0["kind"]?.stringValue == "quickfix" } && !onlyQuickFixes.isEmpty)
        let elsewhere = CodeActions.actions(for: findings, overlapping: 0..<1, bytes: bytes, uri: uri, context: context, only: ["quickfix"])
        #expect(elsewhere.isEmpty)
    }

    // MARK: - Robustness and configuration

    /// Hover and completion at every offset of a document with a blob, emoji, CRLF and broken
    /// tails, and of each of its prefixes (text being typed), return without trapping.
    @Test func hoverAndCompletionAnywhereInPartialText() {
        let text = Array(
            "{\"message\": {\"data\": {\"notifee_options\": \"{\\\"android\\\": {\\\"ch\\u00e9😀\\\"\"},\r\n \"apns\": {\"payload\": {\"notifee_options\": {\"ios\": {\"\": [\"\\\"".utf8)
        for end in stride(from: 0, through: text.count, by: 3) {
            let prefix = Array(text[0..<end])
            for offset in 0...prefix.count {
                _ = HoverProvider.hover(at: offset, in: prefix)
                _ = CompletionProvider.items(at: offset, in: prefix)
            }
        }
        let converter = PositionConverter(bytes: text)
        for offset in 0...text.count {
            #expect(converter.offset(of: converter.position(ofByte: offset)) <= offset)
        }
    }

    @Test func theConfigurationDecidesWhichDocumentsAreLinted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nkl-lsp-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let payload = Array(#"{"message": {"topic": "a", "data": {"n": 1}}}"#.utf8)
        var workspace = WorkspaceConfiguration()
        func linted(_ name: String, _ bytes: [UInt8] = payload) -> Bool {
            if case .lint = workspace.plan(path: root + "/" + name, bytes: bytes) { return true }
            return false
        }
        #expect(linted("p.json"))
        #expect(!linted("notes.txt"))
        #expect(!linted("package.json", Array(#"{"name": "x", "version": "1"}"#.utf8)))
        // A translation file opened in the editor is skipped as a directory walk skips it.
        let translation = Array(#"{"notification": {"new_message": "You have a new message", "new_follower": "{{name}} followed you"}}"#.utf8)
        if case .skipped(let why) = workspace.plan(path: root + "/locales/en.json", bytes: translation) {
            #expect(why.hasPrefix(#"not a push payload: a translation file: "notification" holds"#), "\(why)")
        } else {
            Issue.record("a translation file was linted")
        }
        if case .lint = workspace.plan(path: nil, bytes: translation) { Issue.record("an unsaved translation file was linted") }
        #expect(linted("welcome.json", Array(#"{"notification": {"title": "Hi", "body": "There"}}"#.utf8)))
        #expect(!linted(".notifykit-lint.json"))
        try #"{"version": 1, "include": ["payloads/**/*.json"], "exclude": ["payloads/old/**"]}"#
            .write(toFile: root + "/.notifykit-lint.json", atomically: true, encoding: .utf8)
        // A new configuration is found at once; its include and exclude apply.
        #expect(!linted("p.json"))
        #expect(linted("payloads/p.json"))
        #expect(!linted("payloads/old/p.json"))
        // An edited one is read again when the client says it changed.
        try #"{"version": 1, "include": ["**/*.json"]}"#.write(toFile: root + "/.notifykit-lint.json", atomically: true, encoding: .utf8)
        #expect(!linted("p.json"))
        #expect(workspace.reload(path: root + "/.notifykit-lint.json") == nil)
        #expect(linted("p.json"))
        try "{".write(toFile: root + "/.notifykit-lint.json", atomically: true, encoding: .utf8)
        #expect(workspace.reload(path: root + "/.notifykit-lint.json") != nil)
        #expect(!linted("payloads/p.json"))
    }
}
