import Dispatch
import LintRules
import SizeModel
import Testing

/// A message's size model is computed once and shared, also when several threads ask for it
/// first at the same time (the context is `Sendable`).
@Suite struct MessageSizeCacheTests {
    @Test func sizesAreComputedOnceWhateverTheThreads() throws {
        let text = #"{"message": {"token": "t", "notification": {"title": "Hi 🎉", "body": "こんにちは"}, "data": {"k": "v"}}}"#
        let sequential = try Self.context(text).sizes
        for _ in 0..<20 {
            let context = try Self.context(text)
            let seen = IdentityRecorder()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in seen.record(context.sizes.request) }
            #expect(seen.identities.count == 1)
            #expect(seen.identities.first == ObjectIdentifier(context.sizes.request))
            #expect(context.sizes.request.bytes == sequential.request.bytes)
            #expect(context.sizes.ios?.bytes == sequential.ios?.bytes)
        }
    }

    static func context(_ text: String) throws -> MessageContext {
        MessageContext(envelope: try JSONParser().parse(Array(text.utf8)).root, configuration: LintConfiguration())
    }
}

/// The distinct objects recorded from several threads.
private final class IdentityRecorder: @unchecked Sendable {
    private let queue = DispatchQueue(label: "IdentityRecorder")
    private var recorded: Set<ObjectIdentifier> = []

    func record(_ object: AnyObject) { queue.sync { _ = recorded.insert(ObjectIdentifier(object)) } }

    var identities: Set<ObjectIdentifier> { queue.sync { recorded } }
}
