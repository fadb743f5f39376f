import Foundation
import SizeModel
import Testing

/// The request figure is the byte length of the message's compact serialization, checked against
/// serializations computed independently of the size model.
@Suite struct CompactSizeTests {
    static let realistic: [String] = [
        #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#,
        #"{"token": "eHtJ8b0cQ2mR1vN7aK3pLz:APA91bHq3x0v1Wm9", "data": {"orderId": "4217", "note": "Leave it at the door \"please\""}}"#,
        #"{"notification": {"title": "Your order is on the way 🚚", "body": "Grüße aus Köln — 東京から 🇯🇵"}}"#,
        #"{"data": {"path": "a\/b\/c", "tab": "x\ty", "ctl": "\u0001\u001f", "del": "\u007f", "esc": "\u00e9\ud83d\ude00\u0041"}}"#,
        #"{"apns": {"payload": {"aps": {"alert": {"title": "日本語のタイトル", "body": "본문 텍스트"}, "badge": 3, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi \\\"you\\\"\",\"body\":\"😀\"}"}}}"#,
        #"{"a": [], "b": {}, "c": [[], [{}], true, false, null, 0, -12, 1234567], "d": ""}"#,
        "{\r\n  \"data\" :\t{ \"k\" : \"v\" } ,\n \"topic\":\"t\"\n}",
    ]

    /// Foundation's `JSONSerialization` (with `.withoutEscapingSlashes`: it otherwise writes `/`
    /// as `\/`, which `JSON.stringify` does not) writes the same number of bytes.
    @Test(arguments: realistic)
    func requestBytesMatchJSONSerialization(_ text: String) throws {
        let document = try JSONParser().parse(Array(text.utf8))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let serialized = try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])
        #expect(CompactJSONSize.size(of: document.root).bytes == serialized.count)
        #expect(CompactJSONSize.of(document.root) == serialized.count)
    }

    /// Random messages, written with noisy whitespace and escapes, measure exactly as the
    /// reference serializer writes them: raw, ASCII-escaped, characters and Python's default
    /// separators.
    @Test func randomMessagesMatchTheReferenceSerializer() throws {
        var random = SeededRandom(seed: 0x5EED)
        for iteration in 0..<400 {
            let value = iteration % 2 == 0 ? RandomMessages.message(&random) : RandomMessages.value(&random, depth: 0)
            let source = value.noisy(&random)
            let document = try JSONParser().parse(Array(source.utf8))
            let size = CompactJSONSize.size(of: document.root)
            let compact = value.compact()
            let ascii = value.compact(asciiOnly: true)
            #expect(size.bytes == compact.utf8.count, "raw bytes of \(source)")
            #expect(size.asciiEscapedBytes == ascii.utf8.count, "escaped bytes of \(source)")
            #expect(size.characters == compact.unicodeScalars.count, "characters of \(source)")
            #expect(size.pythonDefaultBytes == value.compact(asciiOnly: true, pythonSeparators: true).utf8.count)
            let serialized = try JSONSerialization.data(
                withJSONObject: value.foundation, options: [.withoutEscapingSlashes, .fragmentsAllowed])
            #expect(size.bytes == serialized.count, "JSONSerialization of \(source)")
        }
    }

    /// Characters cost what the table in `JSONStringCost` says.
    @Test(arguments: [
        (#""""#, 2, 2, 2),
        (#""abc""#, 5, 5, 5),
        (#""é""#, 4, 8, 3),
        (#""\u00e9""#, 4, 8, 3),
        (#""日本""#, 8, 14, 4),
        (#""😀""#, 6, 14, 3),
        (#""\ud83d\ude00""#, 6, 14, 3),
        (#""\/""#, 3, 3, 3),
        (#""\"\\""#, 6, 6, 6),
        (#""\n\t\b\f\r""#, 12, 12, 12),
        (#""\u0001""#, 8, 8, 8),
        ("\"\u{7F}\"", 3, 8, 3),
        (#""\u007f""#, 3, 8, 3),
        (#""\u0041""#, 3, 3, 3),
    ])
    func stringCosts(_ literal: String, _ raw: Int, _ escaped: Int, _ characters: Int) throws {
        let document = try JSONParser().parse(Array(literal.utf8))
        let size = CompactJSONSize.size(of: document.root)
        #expect(size.bytes == raw)
        #expect(size.asciiEscapedBytes == escaped)
        #expect(size.characters == characters)
        #expect(JSONStringCost.text(document.root.decodedStringBytes()) == size)
    }

    @Test func whitespaceAndEscapesInTheSourceDoNotCount() throws {
        let spaced = try JSONParser().parse(Array("{ \"a\" : [ 1 , \"\\u0062\" ] }".utf8))
        let compact = try JSONParser().parse(Array(#"{"a":[1,"b"]}"#.utf8))
        #expect(CompactJSONSize.size(of: spaced.root) == CompactJSONSize.size(of: compact.root))
        #expect(CompactJSONSize.size(of: compact.root).bytes == 13)
        #expect(CompactJSONSize.size(of: compact.root).separators == 2)
    }
}
