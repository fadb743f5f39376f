@testable import SizeModel
import Testing

/// The parser's note of whether the whitespace between a text's tokens holds a carriage return
/// (`JSONDocument.mayHoldCarriageReturn`), which lets the JSON Lines engine skip its search of a
/// run for one: set wherever whitespace holds one, and clear for a text without one (a string
/// cannot hold one unescaped).
struct CarriageReturnNotingTests {
    @Test(arguments: [
        "{\"a\":\r1}",
        "{\r\"a\":1}",
        "{\"a\":[1,\r2]}",
        "{\"a\" \r: {\"b\":\"c\"}}",
        "{\"a\":{\"b\":[\"c\"\r]}}",
        "[1,\r\n2]",
    ])
    func carriageReturnInsideIsNoted(_ text: String) throws {
        for (way, document) in try EveryParse.documents(text) {
            #expect(document.mayHoldCarriageReturn, "\(way): \(text.debugDescription)")
        }
    }

    /// Before and after the value: what a line of JSON Lines ending in `\r\n` holds (its range
    /// ends at the line feed).
    @Test(arguments: ["\r{\"a\":1}", "{\"a\":1}\r", " \t\r\n{\"a\":1} \r"])
    func carriageReturnAroundTheValueIsNoted(_ text: String) throws {
        let bytes = Array(text.utf8)
        var tables = JSONNodeTablePool()
        let line = try JSONParser().parse(bytes, range: 0..<bytes.count, fileOffset: 0, rootIndex: 0, tables: &tables)
        #expect(line.mayHoldCarriageReturn, "\(text.debugDescription)")
        #expect(try JSONParser().parse(bytes).mayHoldCarriageReturn, "\(text.debugDescription)")
    }

    @Test(arguments: [
        "{\"a\":1}",
        "{\"a\":\"x\\r\\ny\"}",
        "{\n\t\"a\": [1, 2]\n}",
        "{\"a\":\"\\u000d\"}",
        "{\"a\":\"\\\\r\"}",
    ])
    func noCarriageReturnNoNote(_ text: String) throws {
        for (way, document) in try EveryParse.documents(text) {
            #expect(!document.mayHoldCarriageReturn, "\(way): \(text.debugDescription)")
        }
    }

    @Test func aCarriageReturnInAStringIsAnError() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(Array("{\"a\":\"x\ry\"}".utf8)) }
    }
}
