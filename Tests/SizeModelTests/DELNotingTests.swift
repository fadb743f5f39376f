@testable import SizeModel
import Testing

/// The parser's note of whether a string holds DEL (`JSONDocument.mayHoldDEL`), which lets the
/// size screen skip its search: set wherever DEL is, on every way into the parser, and clear
/// for a text without one.
struct DELNotingTests {
    @Test(arguments: [
        "{\"a\":\"x\u{7F}\"}",
        "{\"k\u{7F}ey\":1}",
        "{\"a\":\"\(String(repeating: "long plain text ", count: 4))\u{7F}\"}",
        "{\"a\":\"é\u{7F}日\"}",
        "[\"\u{7F}\"]",
        "\"\u{7F}\"",
    ])
    func delIsNoted(_ text: String) throws {
        for (way, document) in try EveryParse.documents(text) {
            #expect(document.mayHoldDEL, "\(way): \(text)")
        }
    }

    @Test(arguments: [
        "{\"a\":\"plain\",\"b\":\"é日🙂\",\"c\":\"\\u007f written as an escape\",\"d\":[1,true,null]}",
        "{\"a\":\"\(String(repeating: "~}|{", count: 20))\"}",
    ])
    func noDELNoNote(_ text: String) throws {
        for (way, document) in try EveryParse.documents(text) {
            #expect(!document.mayHoldDEL, "\(way): \(text)")
        }
    }
}
