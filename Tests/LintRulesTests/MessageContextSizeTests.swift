@testable import LintRules
import Testing

#if canImport(Glibc)
import Glibc

/// A context is allocated for every message and freed sixteen at a time (`MessageQueue`): it
/// stays within glibc's per-thread cache (chunks up to 1,032 bytes, 1,024 usable), which
/// allocates and frees it in a few instructions; a larger one takes malloc's slow paths
/// (measured: 360 instructions a message more).
@Suite struct MessageContextSizeTests {
    /// glibc's `malloc_usable_size` (declared in `malloc.h`, which the Glibc module leaves out).
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int

    @Test func aContextFitsTheAllocatorsPerThreadCache() throws {
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size"))
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        for text in MessageContextFieldsTests.messages {
            let context = try MessageContextFieldsTests.context(text)
            let usable = withExtendedLifetime(context) { usableSize(Unmanaged.passUnretained(context).toOpaque()) }
            #expect(usable <= 1024, "a context takes \(usable) bytes")
        }
    }
}
#endif
