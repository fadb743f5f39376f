@testable import LintRules
import SizeModel
import Testing

/// The URL fact lists a queue's pool reuses (`MessageURLFacts.Pool`, a `LentListPool` lending one-element lists): a context made from a
/// recycled list reads its own facts, a context that outlives the queue that made it keeps its
/// facts when the pool fills that list again (the list is copied on write), and a message
/// without URL fields takes no list.
@Suite struct MessageURLFactsPoolTests {
    static let settings = ConfigurationReference(LintConfiguration())

    static func context(_ text: String, _ storage: inout ContextStoragePool) throws -> MessageContext {
        let envelope = try JSONParser().parse(Array(text.utf8)).root
        return MessageContext(envelope: envelope, settings: settings, precedingShape: nil, storage: &storage)
    }

    /// The scheme and path extension of `notification.image` and `webpush.fcm_options.link`.
    static func summary(_ context: MessageContext) -> [String] {
        let urls = context.urlFacts
        return [
            "\(urls.notificationImage.scheme) \(urls.notificationImage.pathExtensionCode != 0)",
            "\(urls.webpushLink.scheme) \(urls.webpushLink.isPresent)",
        ]
    }

    @Test func aRecycledListHoldsTheNextMessagesFacts() throws {
        var storage = ContextStoragePool()
        var first: MessageContext? = try Self.context(
            #"{"token":"t","notification":{"image":"https://cdn.example.com/a.png"}}"#, &storage)
        #expect(first.map(Self.summary) == ["https true", "none false"])
        first = nil
        storage.recycleLent()
        let next = try Self.context(#"{"token":"t","webpush":{"fcm_options":{"link":"http://example.com/news"}}}"#, &storage)
        #expect(Self.summary(next) == ["none false", "http true"])
    }

    @Test func aContextThatOutlivesItsQueueKeepsItsFacts() throws {
        var storage = ContextStoragePool()
        let kept = try Self.context(#"{"token":"t","notification":{"image":"https://cdn.example.com/a.png"}}"#, &storage)
        storage.recycleLent()
        let next = try Self.context(#"{"token":"t","notification":{"image":"ftp://x/y"}}"#, &storage)
        #expect(Self.summary(kept) == ["https true", "none false"])
        #expect(Self.summary(next) == ["other false", "none false"])
    }

    @Test func aMessageWithoutURLFieldsTakesNoList() throws {
        var storage = ContextStoragePool()
        let plain = try Self.context(#"{"token":"t","notification":{"title":"hi"}}"#, &storage)
        #expect(Self.summary(plain) == ["none false", "none false"])
        storage.recycleLent()
        let next = try Self.context(#"{"token":"t","notification":{"image":"http://x/a.jpg"}}"#, &storage)
        #expect(Self.summary(next) == ["http true", "none false"])
        #expect(Self.summary(plain) == ["none false", "none false"])
    }
}
