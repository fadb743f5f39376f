import Dispatch
import LintRules
import SizeModel
import Testing

/// `MessageContext.sizes`: computed once and shared when the message's figures may matter, also
/// when several threads ask for it first at the same time (the context is `Sendable`); computed
/// on each use, to the same figures, for a message far below every limit.
@Suite struct MessageSizesSharingTests {
    static let large = #"{"message": {"token": "t", "notification": {"title": "Hi 🎉", "body": "\#(String(repeating: "こんにちは", count: 300))"}}}"#
    static let small = #"{"message": {"token": "t", "notification": {"title": "Hi 🎉", "body": "こんにちは"}, "data": {"k": "v"}}}"#

    static func context(_ text: String) throws -> MessageContext {
        MessageContext(envelope: try JSONParser().parse(Array(text.utf8)).root, configuration: LintConfiguration())
    }

    @Test func sizesAreComputedOnceWhateverTheThreads() throws {
        let sequential = try Self.context(Self.large).sizes
        for _ in 0..<20 {
            let context = try Self.context(Self.large)
            #expect(context.sizeFiguresMayMatter)
            let seen = IdentityRecorder()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in seen.record(context.sizes.request) }
            #expect(seen.identities.count == 1)
            #expect(seen.identities.first == ObjectIdentifier(context.sizes.request))
            #expect(context.sizes.request.bytes == sequential.request.bytes)
            #expect(context.sizes.ios?.bytes == sequential.ios?.bytes)
        }
    }

    @Test func aSmallMessageHasTheSameFiguresOnEachUse() throws {
        let context = try Self.context(Self.small)
        #expect(!context.sizeFiguresMayMatter)
        #expect(context.sizes.request !== context.sizes.request)
        #expect(context.sizes.request.bytes == context.sizes.request.bytes)
        #expect(context.sizes.ios?.bytes == context.sizes.ios?.bytes)
    }
}

/// The distinct objects recorded from several threads.
private final class IdentityRecorder: @unchecked Sendable {
    private let queue = DispatchQueue(label: "IdentityRecorder")
    private var recorded: Set<ObjectIdentifier> = []

    func record(_ object: AnyObject) { queue.sync { _ = recorded.insert(ObjectIdentifier(object)) } }

    var identities: Set<ObjectIdentifier> { queue.sync { recorded } }
}
