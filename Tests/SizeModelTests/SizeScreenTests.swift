import Foundation
import Testing

@testable import SizeModel

/// The size screen (the lint's fast path) never hides a figure the exact model would put over a
/// threshold: its bound is at least every exact figure, on random messages and on the fixtures.
@Suite struct SizeScreenTests {
    static let placeholderLimits = ["name": PlaceholderLimit(maximum: 40)]

    /// The messages of every fixture (a batch gives each element).
    static func fixtureMessages() throws -> [JSONValue] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        var messages: [JSONValue] = []
        for folder in ["good", "bad", "size"] {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
                guard let document = try? JSONParser().parse(bytes) else { continue }
                let units = document.root.isArray ? Array(document.root.elements) : [document.root]
                messages += units.map { $0.member("message") ?? $0 }
            }
        }
        return messages
    }

    /// Checks the screen against the exact model for one message under limits placed just below
    /// its largest figure, just below its Python size, and far above both.
    func checkScreen(_ message: JSONValue, kind: MessageSizes.Kind, _ label: String) {
        let options = MessageSizes.Options(placeholders: Self.placeholderLimits)
        let sizes = MessageSizes(message: message, kind: kind, options: options)
        let placeholders = TemplatePlaceholders(in: message, limits: Self.placeholderLimits)
        let figures = [sizes.request.bytes, sizes.notifyKit?.sizeBytes ?? 0] + sizes.platforms.map(\.bytes)
        let largest = figures.max() ?? 0
        func screen(_ limits: SizeLimits) -> Bool {
            SizeScreen.figuresMayMatter(for: message, placeholders: placeholders, limits: limits)
        }
        let belowLargest = largest - 1
        #expect(
            screen(SizeLimits(warningBytes: belowLargest, fcmLimitBytes: belowLargest, apnsLimitBytes: belowLargest, apnsVoIPLimitBytes: belowLargest)),
            "largest figure \(largest) of \(label)")
        let huge = 10_000_000
        let python = sizes.request.size.pythonDefaultBytes
        #expect(
            screen(SizeLimits(warningBytes: huge, fcmLimitBytes: python - 1, apnsLimitBytes: huge, apnsVoIPLimitBytes: huge)),
            "Python size \(python) of \(label)")
        #expect(!screen(SizeLimits(warningBytes: huge, fcmLimitBytes: huge, apnsLimitBytes: huge, apnsVoIPLimitBytes: huge)))
    }

    @Test func theBoundCoversEveryFigureOfRandomMessages() throws {
        var random = SeededRandom(seed: 0x5C4EE7)
        for iteration in 0..<300 {
            let value = iteration % 3 == 0 ? RandomMessages.value(&random, depth: 0) : RandomMessages.message(&random)
            let source = value.noisy(&random)
            let document = try JSONParser().parse(Array(source.utf8))
            checkScreen(document.root, kind: iteration % 5 == 0 ? .apnsPayload : .fcmMessage, source)
        }
    }

    @Test func theBoundCoversEveryFigureOfTheFixtures() throws {
        let messages = try Self.fixtureMessages()
        #expect(messages.count > 50)
        for message in messages { checkScreen(message, kind: .fcmMessage, message.pointer.description) }
    }

    /// Three bytes per source byte settle a message without DEL; DEL (six bytes ASCII-escaped)
    /// keeps the screen reading, at the message's length and above it.
    @Test func delDefeatsTheThreeBytesPerByteShortcut() throws {
        for (text, count) in [("\u{7F}", 800), ("é", 400), ("\u{7F}", 1000), ("é", 600)] {
            let source = #"{"data": {"k": ""# + String(repeating: text, count: count) + #""}}"#
            let message = try JSONParser().parse(Array(source.utf8)).root
            let sizes = MessageSizes(message: message, kind: .fcmMessage, options: MessageSizes.Options(placeholders: [:]))
            let python = sizes.request.size.pythonDefaultBytes
            let screened = SizeScreen.figuresMayMatter(for: message, placeholders: .none, limits: SizeLimits())
            #expect(screened == (text != "é"), "\(count) \(text.unicodeScalars.first?.value ?? 0)")
            #expect((python > SizeLimits().fcmLimitBytes) == (text != "é"), "Python size \(python)")
        }
    }

    /// The eight-bytes-at-a-time bound is at least the exact ASCII-escaped size, and equal to it
    /// for text written without escapes.
    @Test func theEscapedBoundCoversTheExactSize() throws {
        var random = SeededRandom(seed: 0xE5CA9E)
        for _ in 0..<600 {
            let value = RefJSON.string(RandomMessages.string(&random) + RandomMessages.string(&random))
            for source in [value.compact(), value.noisy(&random)] {
                let bytes = Array(source.utf8)
                guard (try? JSONParser().parse(bytes)) != nil else { continue }
                let exact = JSONStringCost.literal(bytes, from: 0, to: bytes.count).asciiEscapedBytes
                let bound = JSONStringCost.asciiEscapedBound(bytes, from: 0, to: bytes.count)
                #expect(bound >= exact, "\(source)")
                if !bytes.contains(UInt8(ascii: "\\")) { #expect(bound == exact, "\(source)") }
            }
        }
    }
}
