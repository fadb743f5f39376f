import Foundation
import Testing

@testable import LintRules
@testable import notifykit_lint

/// Standard input is kept in memory up to the threshold and spooled to an unlinked temporary file
/// past it, byte for byte.
@Suite struct StandardInputSpoolTests {
    /// A reader over `bytes` handing out at most `step` bytes per call, as a pipe does.
    func reader(_ bytes: [UInt8], step: Int = 1000) -> (inout [UInt8], Int) throws -> Int {
        var position = 0
        return { buffer, count in
            let end = min(bytes.count, position + min(count, step))
            buffer.append(contentsOf: bytes[position..<end])
            defer { position = end }
            return end - position
        }
    }

    func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) } }

    @Test(arguments: [0, 1, 4096])
    func anInputUpToTheThresholdStaysInMemory(_ count: Int) throws {
        let input = bytes(count)
        guard case .inMemory(let read) = try StandardInputSpool.read(reader(input), threshold: 4096) else {
            Issue.record("\(count) bytes were spooled")
            return
        }
        #expect(read == input)
    }

    @Test func aLargerInputIsSpooledWhole() throws {
        let input = bytes(4097 + 3 * StandardInputSpool.copyChunk / 2)
        guard case .spooled(let source) = try StandardInputSpool.read(reader(input, step: 70_000), threshold: 4096) else {
            Issue.record("a large input stayed in memory")
            return
        }
        #expect(source.size == input.count)
        var read: [UInt8] = []
        #expect(try source.read(at: 0, count: input.count + 10, into: &read) == input.count)
        #expect(read == input)
    }

    @Test func anInputPastTheLimitIsRefused() throws {
        #expect(throws: StandardInputSpool.OverLimit.self) {
            _ = try StandardInputSpool.read(reader(bytes(10_000)), threshold: 100, limit: 5_000)
        }
    }

    @Test func aFailingReadIsReported() throws {
        struct Broken: Error {}
        var calls = 0
        let failing: (inout [UInt8], Int) throws -> Int = { buffer, count in
            calls += 1
            if calls > 2 { throw Broken() }
            buffer.append(contentsOf: [UInt8](repeating: 0x20, count: count))
            return count
        }
        #expect(throws: Broken.self) { _ = try StandardInputSpool.read(failing, threshold: 10) }
    }

    @Test func theFirstLineDecidesAnUnnamedInputAsSoonAsItHasArrived() {
        let linter = Linter()
        #expect(JSONLinesPipeline.firstLineEnd(in: Array("\n  \n{\"a\":1}\n{".utf8)) == 11)
        #expect(JSONLinesPipeline.firstLineEnd(in: Array(" \n {\"a\":1".utf8)) == nil)
        // JSON Lines: the first line is a value.
        #expect(!JSONLinesPipeline.startsLargeDocument(Array("{\"a\":1}\n{\"b\"".utf8), ended: false, linter))
        // A pretty-printed batch: the first line is not.
        #expect(JSONLinesPipeline.startsLargeDocument(Array("[\n  {\"a\":1},\n".utf8), ended: false, linter))
        // One line with no end yet: a batch array when the input goes on past the head.
        #expect(JSONLinesPipeline.startsLargeDocument(Array("[{\"a\":1},{\"a\"".utf8), ended: false, linter))
        #expect(!JSONLinesPipeline.startsLargeDocument(Array("[{\"a\":1}]".utf8), ended: true, linter))
        #expect(!JSONLinesPipeline.startsLargeDocument(Array("{\"a\":\"".utf8), ended: false, linter))
    }

    @Test func aReadPrependedWithItsHeadGivesTheWholeInput() throws {
        var rest = Array("world".utf8)[...]
        let read = LineRunReader.prepending(Array("hello ".utf8)) { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
            let taken = rest.prefix(count)
            buffer += taken
            rest = rest.dropFirst(taken.count)
            return taken.count
        }
        var all: [UInt8] = []
        while try read(&all, 4) > 0 {}
        #expect(String(decoding: all, as: UTF8.self) == "hello world")
    }
}
