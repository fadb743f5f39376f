@testable import SizeModel
import Testing

/// The parser's note of whether a string holds `{{` or `${` (`JSONDocument.mayHoldBraceOpener`),
/// which lets the template placeholder screen skip its search for them: set wherever a string
/// holds one, on every way into the parser, and clear for a text without one.
struct BraceOpenerNotingTests {
    static let long = String(repeating: "long plain text ", count: 4)

    @Test(arguments: [
        "{\"a\":\"Hi {{name}}\"}",
        "{\"a\":\"Hi ${name}\"}",
        "{\"a\":\"{{name}}\"}",
        "{\"a\":\"${x\"}",
        "{\"{{k}}\":1}",
        "{\"a\":\"\(long){{name}}\(long)\"}",
        "{\"a\":\"\(long)${name}\"}",
        "{\"a\":\"é日 {{name}}\"}",
        "{\"a\":\"{\\\"t\\\":\\\"{{name}}\\\"}\"}",
        "{\"a\":\"line\\n{{name}}\"}",
        "{\"a\":\"x\u{7F}${name}\"}",
        "{\"a\":\"{{{name}}}\"}",
        "{\"a\":\"\(long){\(long)${\"}",
        "[\"{{\"]",
        "\"${\"",
    ])
    func openerIsNoted(_ text: String) throws {
        for (way, document) in try EveryParse.documents(text) {
            #expect(document.mayHoldBraceOpener, "\(way): \(text)")
        }
    }

    @Test(arguments: [
        "{\"a\":{\"b\":{\"c\":[{\"d\":\"plain\"}]}},\"e\":\"é日🙂\"}",
        "{\"a\":\"{\\\"t\\\":{\\\"u\\\":[{\\\"v\\\":1}]}}\"}",
        "{\"a\":\"{ {name} }\",\"b\":\"$ {x}\",\"c\":\"}}{\",\"d\":\"$(name) %(n) #(n) .(n)\"}",
        "{\"a\":\"x{\",\"b\":\"{y\",\"c\":\"$\",\"d\":{\"e\":1}}",
        "[\"$\",{\"a\":\"{\"}]",
        "{\"a\":\"\\u007b{name}}\",\"b\":\"$\\u007bname}\",\"c\":\"\(long){\(long)\"}",
        "{\"a\":\"\(String(repeating: "~}|{", count: 20))\"}",
    ])
    func noOpenerNoNote(_ text: String) throws {
        for (way, document) in try EveryParse.documents(text) {
            #expect(!document.mayHoldBraceOpener, "\(way): \(text)")
        }
    }

    /// Random strings of the bytes that matter, each in an object and an array: the note is set
    /// exactly when a string's text (as written) holds `{{` or `${`.
    @Test func randomStringsNoteExactly() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "{", "{", "$", "}", "(", " ", "é", "日", "\\\"", "\\n", "\\u007b", "\u{7F}", "~", "|", "plain text"]
        for _ in 0..<400 {
            let strings = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }
                    .joined()
            }
            let expected = strings.contains { $0.contains("{{") || $0.contains("${") }
            let members = strings.enumerated().map { "\"k\($0.offset)\":\"\($0.element)\"" }.joined(separator: ",")
            let elements = strings.map { "{\"v\":\"\($0)\"}" }.joined(separator: ",")
            for text in ["{\(members)}", "[\(elements)]"] {
                for (way, document) in try EveryParse.documents(text) where document.mayHoldBraceOpener != expected {
                    Issue.record("\(way): \(text) noted \(document.mayHoldBraceOpener)")
                }
            }
        }
    }
}
