@testable import LintRules
import SizeModel
import Testing

/// The data-key lists a queue's pool reuses (`DataKeys.EntryPool`, `LentListPool`): a context made from a
/// recycled list reads its own keys, and a context that outlives the queue that made it keeps
/// its keys when the pool fills that list again (the list is copied on write).
@Suite struct DataKeysEntryPoolTests {
    static let settings = ConfigurationReference(LintConfiguration())

    static func context(_ text: String, _ storage: inout ContextStoragePool) throws -> MessageContext {
        let envelope = try JSONParser().parse(Array(text.utf8)).root
        return MessageContext(envelope: envelope, settings: settings, precedingShape: nil, storage: &storage)
    }

    static func names(_ context: MessageContext) -> [String] { context.dataKeys.map { "\($0.mapName):\($0.name)" } }

    @Test func aRecycledListHoldsTheNextMessagesKeys() throws {
        var storage = ContextStoragePool()
        var first: MessageContext? = try Self.context(#"{"token":"t","data":{"a":"1","b":"2","c":"3"}}"#, &storage)
        #expect(first.map(Self.names) == ["data:a", "data:b", "data:c"])
        first = nil
        storage.dataKeyEntries.recycle()
        let next = try Self.context(#"{"token":"t","android":{"data":{"x":"1"}},"webpush":{"data":{"y":"2"}}}"#, &storage)
        #expect(Self.names(next) == ["android.data:x", "webpush.data:y"])
    }

    @Test func aContextThatOutlivesItsQueueKeepsItsKeys() throws {
        var storage = ContextStoragePool()
        let kept = try Self.context(#"{"token":"t","data":{"a":"1","b":"2"}}"#, &storage)
        storage.dataKeyEntries.recycle()
        let next = try Self.context(#"{"token":"t","data":{"z":"9"}}"#, &storage)
        #expect(Self.names(kept) == ["data:a", "data:b"])
        #expect(Self.names(next) == ["data:z"])
    }

    @Test func aMessageWithoutDataKeysTakesNoList() throws {
        var storage = ContextStoragePool()
        let context = try Self.context(#"{"token":"t","notification":{"title":"hi"}}"#, &storage)
        #expect(context.dataKeys.isEmpty)
        let next = try Self.context(#"{"token":"t","data":{"k":"v"}}"#, &storage)
        #expect(Self.names(next) == ["data:k"])
    }
}
