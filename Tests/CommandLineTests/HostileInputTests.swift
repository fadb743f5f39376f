import Foundation
import SizeModel
import Testing

@testable import LintRules
@testable import notifykit_lint

/// The "Hostile input" table of Documentation/Usage.md, row by row: what each input gets
/// (finding, message, exit code), and that it gets it without crashing, hanging or using memory
/// beyond the documented bound. Rows about the process itself (standard streams, peak memory) run the built executable
/// (`ProcessLevelTests`); the rest run in-process.
@Suite struct HostileInputTests {
    /// The findings of `bytes` as `line:column rule-id message`.
    static func lint(_ bytes: [UInt8]) -> [String] {
        Linter().lint(bytes).map { "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)" }
    }

    static func lint(_ text: String) -> [String] { lint(Array(text.utf8)) }

    static func time<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (result, clock.now - start)
    }

    // MARK: - Structure

    @Test func nestingAMillionLevelsDeepIsOneFindingAtTheLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000) + [UInt8](repeating: UInt8(ascii: "]"), count: 1_000_000)
        let (findings, elapsed) = Self.time { Self.lint(bytes) }
        #expect(findings == ["1:513 invalid-json nesting deeper than 512 levels"])
        #expect(elapsed < .seconds(5), "took \(elapsed)")
        // Objects too, and the same limit inside a notifee_options blob.
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(Self.lint(objects) == ["1:2561 invalid-json nesting deeper than 512 levels"])
        let blob = #"{"message":{"topic":"t","data":{"notifee_options":""# + String(repeating: "[", count: 600) + #""}}}"#
        #expect(Linter().lint(blob).contains { $0.ruleID == "notifykit-options-json" && $0.message.contains("nesting deeper than 512 levels") })
    }

    @Test func nestingAtTheLimitLintsOnWorkerThreads() throws {
        // 512 levels is accepted; the CLI lints files on Dispatch worker threads, whose stacks
        // are smaller than the main thread's: the parser's bounded recursion must fit there.
        let scratch = try ScratchDirectory()
        let deep = #"{"message":{"topic":"t","data":{"x":"# + String(repeating: "[", count: 509) + String(repeating: "]", count: 509) + "}}}"
        for index in 0..<4 { try scratch.write("deep\(index).json", deep) }
        let run = CapturedRun([scratch.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error[data-value-not-string]: data value \"x\" is an array"))
        #expect(!run.stdout.contains("invalid-json"))
    }

    @Test func moreThanFourMillionValuesIsOneFinding() {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(8_000_010)
        for _ in 0..<4_000_000 { bytes.append(UInt8(ascii: "0")); bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: "]"))
        let findings = Self.lint(bytes)
        #expect(findings == ["1:8000000 invalid-json more than 4000000 keys and values in one document; notifykit-lint stops reading there"])
    }

    @Test func aFieldRepeatedAHundredThousandTimesStaysLinear() {
        // The schema walk names the other spelling of a repeated field (`topic` beside
        // `condition`…); a field given again and again must not rescan the members before it.
        let members = Array(repeating: #""token":"a""#, count: 100_000).joined(separator: ",")
        let bytes = Array(#"{"message":{"#.utf8) + Array(members.utf8) + Array(#","data":{"k":"v"}}}"#.utf8)
        let (findings, elapsed) = Self.time { Linter().lint(bytes) }
        #expect(findings.filter { $0.ruleID == "json-duplicate-key" }.count == 1001)
        #expect(elapsed < .seconds(30), "took \(elapsed)")
    }

    @Test func aHundredThousandDuplicateKeysStayFastAndBounded() {
        let members = Array(repeating: #""k":"v""#, count: 100_000).joined(separator: ",")
        let bytes = Array(#"{"message":{"topic":"t","data":{"#.utf8) + Array(members.utf8) + Array("}}}".utf8)
        let (findings, elapsed) = Self.time { Linter().lint(bytes) }
        let duplicates = findings.filter { $0.ruleID == "json-duplicate-key" }
        // 99,999 repeats: 1,000 reported, then one finding that counts the other 98,999.
        #expect(duplicates.count == 1001)
        #expect(duplicates.last?.message == "98999 more json-duplicate-key findings in this file not shown (at most 1000 per rule and file); this is the first of them")
        #expect(duplicates.first?.message == #"key "k" appears more than once in this object; a conforming protobuf JSON parser rejects the request, and parsers that accept it disagree on which value wins"#)
        #expect(findings.contains { $0.ruleID == "size-fcm-limit" })
        // The rule keeps a hash set for large objects: linear, well under a second in release.
        #expect(elapsed < .seconds(30), "took \(elapsed)")
        // A large object with distinct keys is just as fast, and clean of duplicates.
        let distinct = (0..<100_000).map { #""k\#($0)":"v""# }.joined(separator: ",")
        let (clean, distinctElapsed) = Self.time { Linter().lint(Array((#"{"message":{"topic":"t","data":{"# + distinct + "}}}").utf8)) }
        #expect(!clean.contains { $0.ruleID == "json-duplicate-key" })
        #expect(distinctElapsed < .seconds(30), "took \(distinctElapsed)")
    }

    @Test func aBatchWithAFindingPerElementIsLinear() {
        // JSON Pointers of array elements are O(depth): 100,000 elements with a finding each.
        let bytes = Array(("[" + Array(repeating: "null", count: 100_000).joined(separator: ",") + "]").utf8)
        let (findings, elapsed) = Self.time { Linter().lint(bytes) }
        #expect(findings.count == 1001)
        #expect(findings[999].pointer.description == "/999")
        #expect(findings[1000].message.hasPrefix("99000 more shape-not-object findings"))
        #expect(elapsed < .seconds(30), "took \(elapsed)")
    }

    // MARK: - Bytes and encodings

    static let invalidUTF8: [(name: String, bytes: [UInt8], message: String)] = [
        ("overlong", [0xC0, 0xAF], "invalid UTF-8: overlong encoding (lead byte 0xC0)"),
        ("overlong 3-byte", [0xE0, 0x80, 0xAF], "invalid UTF-8: overlong encoding"),
        ("encoded surrogate", [0xED, 0xA0, 0x80], "invalid UTF-8: encoded surrogate (U+D800–U+DFFF)"),
        ("truncated", [0xE2, 0x82], "invalid UTF-8: truncated 3-byte sequence"),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], "invalid UTF-8: code point above U+10FFFF"),
        ("lone continuation", [0x80], "invalid UTF-8: unexpected continuation byte 0x80"),
    ] + (0xF8...0xFF).map { byte in
        ("byte 0x\(String(byte, radix: 16, uppercase: true))", [UInt8(byte)], "invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) never appears in UTF-8")
    }

    @Test func invalidUTF8IsAFindingAtTheByte() {
        for (name, bytes, message) in Self.invalidUTF8 {
            let document = Array(#"{"message":{"topic":"é","data":{"a":""#.utf8) + bytes + Array(#""}}}"#.utf8)
            #expect(Self.lint(document) == ["1:38 invalid-json \(message)"], "\(name)")
            // Outside a string it is named as what was found instead of a value.
            let bare = Self.lint(bytes)
            #expect(bare.count == 1 && bare[0].hasPrefix("1:1 invalid-json expected a value, found byte 0x"), "\(name): \(bare)")
        }
    }

    @Test func byteOrderMarks() {
        let body = Array(#"{"message":{"topic":"t"}}"#.utf8)
        #expect(Self.lint([0xEF, 0xBB, 0xBF] + body) == ["1:1 json-byte-order-mark the file starts with a UTF-8 byte-order mark"])
        let wide: [(ByteOrderMark, [UInt8])] = [
            (.utf16LittleEndian, [0xFF, 0xFE, 0x7B, 0x00]), (.utf16BigEndian, [0xFE, 0xFF, 0x00, 0x7B]),
            (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0, 0, 0]), (.utf32BigEndian, [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x7B]),
        ]
        for (mark, bytes) in wide {
            #expect(Self.lint(bytes) == ["1:1 invalid-json the file is \(mark.rawValue) (it starts with a byte-order mark); JSON for FCM must be UTF-8"])
        }
        // UTF-16 without a mark is recognized by its NUL bytes.
        let utf16 = Array(#"{"a":1}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(Self.lint(utf16) == ["1:1 invalid-json the file looks like UTF-16 little-endian text (NUL bytes between characters); JSON for FCM must be UTF-8"])
    }

    @Test func nulBytes() {
        #expect(Self.lint(Array(#"{"a":""#.utf8) + [0] + Array(#""}"#.utf8))
            == [#"1:7 invalid-json raw control character U+0000 in a string: write it as an escape such as \n or \u0000"#])
        #expect(Self.lint(Array(#"{"message":{"topic":"a"}}"#.utf8) + [0])
            == ["1:26 invalid-json unexpected control character U+0000 after the end of the JSON value"])
        #expect(Self.lint([0, 0, 0, 0]) == ["1:1 invalid-json expected a value, found control character U+0000"])
        // An escaped NUL is valid JSON (a data value holding one is a rule's business).
        #expect(!Self.lint(#"{"message":{"topic":"t","data":{"a":"\u0000"}}}"#).contains { $0.contains("invalid-json") })
    }

    @Test func crlfAndLoneCRLineEndsKeepColumnsRight() {
        for end in ["\r\n", "\r", "\n"] {
            let text = "{" + end + #" "message": {"# + end + #"  "topic": "t", "data": {"n": 1}}}"#
            #expect(Self.lint(text) == [#"3:31 data-value-not-string data value "n" is a number; FCM data values must be strings"#], "\(end.debugDescription)")
        }
        // Mixed, with multi-byte characters before the finding on its line.
        let mixed = "{\r\n\"message\":{\r\"topic\":\"t\",\n\"data\":{\"é😀\":\"x\",\"é\":1}}}"
        #expect(Self.lint(mixed) == [#"4:22 data-value-not-string data value "é" is a number; FCM data values must be strings"#])
    }

    @Test func extremeNumbersAreKeptAsWritten() throws {
        let text = #"{"message":{"topic":"t","data":{"a":1e400,"b":-0,"c":123456789012345678901234567890}}}"#
        let findings = Linter().lint(text)
        #expect(findings.map(\.fix) == [#"write it as a string: "1e400""#, #"write it as a string: "-0""#, #"write it as a string: "123456789012345678901234567890""#])
        #expect(findings.map(\.start.column) == [37, 47, 54])
        let root = try JSONParser().parse(Array(text.utf8)).root
        let data = try #require(root.member(path: "message", "data"))
        #expect(data.member("a")?.doubleValue == .infinity)
        #expect(data.member("b")?.doubleValue?.sign == .minus)
        #expect(data.member("c")?.integerValue == nil)
        #expect(data.member("c")?.numberLexeme == "123456789012345678901234567890")
        // Sizes count numbers as written.
        #expect(CompactJSONSize.of(data) == 53)
        // As a TTL, a huge number is a format finding, not an overflow.
        #expect(Self.lint(#"{"message":{"topic":"t","android":{"ttl":1e400}}}"#).first?.contains("android-ttl-format") == true)
    }

    @Test func emptyAndWhitespaceOnly() {
        #expect(Self.lint("") == ["1:1 invalid-json empty input: expected a JSON value"])
        #expect(Self.lint(" \t\r\n \n") == ["3:1 invalid-json empty input: expected a JSON value"])
    }

    @Test func aPNGNamedJSON() throws {
        // The first bytes of a real PNG (signature and IHDR chunk).
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        #expect(Self.lint(png) == ["1:1 invalid-json expected a value, found byte 0x89 (invalid UTF-8: unexpected continuation byte 0x89)"])
        let scratch = try ScratchDirectory()
        try scratch.write("icon.json", png)
        let run = CapturedRun([scratch.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("icon.json:1:1: error[invalid-json]"))
        #expect(run.stdout.contains("1 | �PNG\n"))  // the stray byte is shown as one replacement character
    }

    // MARK: - Long lines and big values

    @Test func aVeryLongLineIsWindowedInTextOutput() throws {
        // A 10 MB line with a finding at its end: the excerpt shows 60 characters around it.
        let padding = String(repeating: "a", count: 10_000_000)
        let text = #"{"message":{"topic":"t","data":{"pad":""# + padding + #"","n":1}}}"#
        let scratch = try ScratchDirectory()
        try scratch.write("long.json", text)
        let (run, elapsed) = Self.time { CapturedRun(["--format", "text", scratch.url.appendingPathComponent("long.json").path]) }
        let column = text.utf8.count - "}}}".utf8.count
        #expect(run.stdout.contains(":1:\(column): error[data-value-not-string]"))
        let excerpt = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("1 | …") && $0.contains("\"n\":1") })
        #expect(excerpt.count < 200, "excerpt line is \(excerpt.count) characters")
        #expect(run.stdout.utf8.count < 5_000, "text output is \(run.stdout.utf8.count) bytes")
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }

    @Test func aHugeBlobKeepsExactPositionsInsideIt() throws {
        // A notifee_options blob of 2 million escaped characters, then an http URL: the finding is
        // located at the exact character inside the string without an 8-bytes-per-byte map.
        let filler = String(repeating: #"\\n"#, count: 2_000_000)
        let text = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"a","mutable-content":1},"notifee_options":"{\"pad\":\""#
            + filler + #"\",\"ios\":{\"attachments\":[{\"url\":\"http://x.example/a.png\"}]}}"}}}}"#
        let bytes = Array(text.utf8)
        let findings = Linter().lint(bytes)
        let https = try #require(findings.first { $0.ruleID == "media-url-not-https" })
        let expected = try #require(text.range(of: #"\"http://"#)).lowerBound
        #expect(https.start.offset == text.utf8.distance(from: text.utf8.startIndex, to: expected))
        #expect(https.pointer.description == "/message/apns/payload/notifee_options/ios/attachments/0/url")
    }

    // MARK: - Files and directories

    @Test func aDirectorySymlinkLoopIsWalkedOnce() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("loop/sub/a.json", #"{"message":{"topic":"t"}}"#)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/loop/sub/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/loop/sub/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/loop/a-link.json", withDestinationPath: "a-link.json")
        let (run, elapsed) = Self.time { CapturedRun([scratch.path + "/loop"]) }
        #expect(run.status == 0)
        #expect(run.stdout == "1 file checked, no problems\n")
        #expect(elapsed < .seconds(10))
        // A file link pointing at itself, named directly, is a tool error naming it.
        let direct = CapturedRun([scratch.path + "/loop/a-link.json"])
        #expect(direct.status == 2)
        #expect(direct.stderr.contains("a-link.json: Too many levels of symbolic links; a symbolic link on the path points back to itself"))
    }

    @Test func aPathThatDoesNotExist() {
        let run = CapturedRun(["/nonexistent/payload.json"])
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read /nonexistent/payload.json: No such file or directory; check the path\n")
    }

    @Test func aFileThatDisappearsBetweenListingAndReading() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("a.json", #"{"message":{"topic":"t"}}"#)
        try scratch.write("b.json", #"{"message":{"topic":"t","data":{"n":1}}}"#)
        let inputs = InputCollector.collect([scratch.path], workingDirectory: "/", configuration: nil).inputs
        #expect(inputs.count == 2)
        try FileManager.default.removeItem(atPath: scratch.path + "/a.json")
        let reports = CheckCommand.lintAll(inputs, linter: Linter(), baseline: nil, io: CapturedRun.silentIO).map(\.report)
        #expect(reports[0].toolError == "cannot read \(scratch.path)/a.json: No such file or directory; check the path")
        #expect(reports[1].findings.map(\.ruleID) == ["data-value-not-string"])
    }

    @Test func aFIFOInASearchedDirectoryIsSkippedNotWaitedOn() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("ok.json", #"{"message":{"topic":"t"}}"#)
        #expect(mkfifo(scratch.path + "/pipe.json", 0o600) == 0)
        let (run, elapsed) = Self.time { CapturedRun([scratch.path]) }
        #expect(run.stdout == "1 file checked, no problems\n")
        #expect(elapsed < .seconds(10))
    }

    @Test func anEndlessDeviceStopsAtTheInputLimit() {
        let run = CapturedRun(["/dev/zero"])
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read /dev/zero: it holds more than the 128 MiB input limit; an FCM message is at most 4 KB, so this is not a payload: lint the payload files, or leave this one out\n")
    }

    @Test func aFileOverTheInputLimitIsNotRead() throws {
        // A sparse 1 GiB file: created instantly, never read (the size is checked first).
        let scratch = try ScratchDirectory()
        let path = try scratch.write("export.json", [])
        #expect(truncate(path, 1 << 30) == 0)
        let (run, elapsed) = Self.time { CapturedRun([path]) }
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read \(path): it is 1 GiB, over the 128 MiB input limit; an FCM message is at most 4 KB, so this is not a payload: lint the payload files, or leave this one out\n")
        #expect(elapsed < .seconds(5))
        // Exactly at the limit is read (and here, is not JSON).
        let limit = try scratch.write("limit.json", [])
        #expect(truncate(limit, off_t(InputLimits.maximumInputBytes)) == 0)
        #expect(CapturedRun([limit]).stdout.contains("limit.json:1:1: error[invalid-json]"))
    }

    @Test func controlCharactersFromTheInputNeverReachTheTerminal() throws {
        // A key and a file name holding ESC and a line break: the human formats and standard
        // error escape them as JSON does, so they cannot recolor the terminal or forge a line.
        let payload = #"{"message": {"topic": "t", "data": {"a\u001b[31mRED\u009b": 1}}}"#
        for format in ["text", "concise"] {
            let run = CapturedRun(["-f", format, "--color", "always", "-"], stdin: payload)
            #expect(run.stdout.contains(#"data value "a\u001B[31mRED\u009B" is a number"#), "\(format)")
            #expect(!run.stdout.contains("\u{1B}[31mRED"), "\(format)")
        }
        let scratch = try ScratchDirectory()
        let path = try scratch.write("bad\u{1B}[2Jname\nforged.json", Array(#"{"message": {"topic": "t", "data": {"n": 1}}}"#.utf8))
        let concise = CapturedRun(["-f", "concise", path])
        #expect(concise.stdout.hasPrefix(scratch.path + "/bad\\u001B[2Jname\\nforged.json:1:"))
        #expect(concise.stdout.split(separator: "\n").count == 1)
        let size = CapturedRun(["size", path])
        #expect(size.stdout.hasPrefix(scratch.path + "/bad\\u001B[2Jname\\nforged.json"))
        let missing = CapturedRun([scratch.path + "/gone\u{1B}]0;title\u{07}.json"])
        #expect(missing.stderr.hasPrefix("error: cannot read \(scratch.path)/gone\\u001B]0;title\\u0007.json: No such file"))
        // A raw C1 control (CSI, U+009B) in the source line of an excerpt is not written either.
        let c1 = CapturedRun(["-f", "text", "--color", "always", "-"], stdin: "{\"message\": {\"topic\": \"t\", \"data\": {\"a\u{9B}2J\": 1}}}")
        #expect(c1.stdout.contains("data value"))
        #expect(!c1.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        // Machine formats keep the real name, escaped by JSON itself.
        let json = CapturedRun(["-f", "json", path])
        #expect(json.stdout.contains(#"bad\u001b[2Jname\nforged.json"#))
    }

    @Test func standardInputNamedTwiceIsAUsageError() {
        // Read twice, concurrently, it would be split between the two at random.
        let run = CapturedRun(["-", "-"], stdin: #"{"message":{"topic":"t","data":{"n":1}}}"#)
        #expect(run.status == 2)
        #expect(run.stderr.contains("'-' (standard input) is given more than once"))
    }

    @Test func anUnreadableFile() throws {
        // As root, permissions do not stop reads: /proc/self/mem opens but fails to read (EIO),
        // which takes the same path as EACCES. The chmod 000 row runs as a non-root user in
        // ProcessLevelTests.unreadableFileAsAnotherUser.
        let run = CapturedRun(["/proc/self/mem"])
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read /proc/self/mem: Input/output error; check that the path is a readable file\n")
        guard geteuid() != 0 else { return }
        let scratch = try ScratchDirectory()
        let path = try scratch.write("secret.json", "{}")
        chmod(path, 0)
        let denied = CapturedRun([path])
        #expect(denied.status == 2)
        #expect(denied.stderr == "error: cannot read \(path): Permission denied; check the file's permissions\n")
    }

    @Test func closedAndEmptyStandardInputInProcess() {
        let empty = CapturedRun(["-"], stdin: "")
        #expect(empty.status == 1)
        #expect(empty.stdout.hasPrefix("<stdin>:1:1: error[invalid-json]: empty input: expected a JSON value"))
    }
}

extension CapturedRun {
    /// An I/O set that swallows everything (for calling the internals directly).
    static let silentIO = ToolIO(writeOutput: { _ in true }, writeError: { _ in }, readInput: { [] })
}
