#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value computed on first use and kept, safe to read from several threads.
///
/// The value and its mutex live in one object (`ManagedBuffer`: the value as the header, the
/// mutex as the one element, as swift-nio's `LockStorage` keeps them), so pthread has a mutex at
/// a fixed address, which a stored property passed as `&mutex` is not promised to be.
/// (`MessageSizeCache` in LintRules keeps its own non-generic copy of this: on the per-message
/// path a generic box cost a metadata lookup per message, about 500 instructions.)
struct LazyBox<Value>: @unchecked Sendable {
    private let storage = Storage.make()
    private let make: () -> Value

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// The value, computed by the first caller.
    var value: Value { storage.value(orMake: make) }

    /// The value (the header) and its mutex (the one element).
    private final class Storage: ManagedBuffer<Value?, pthread_mutex_t> {
        /// Storage with no value yet.
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in nil }, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_init(mutex, nil) }
            return storage
        }

        deinit {
            withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
        }

        /// The value, computed by `make` for the first caller.
        func value(orMake make: () -> Value) -> Value {
            withUnsafeMutablePointers { stored, mutex in
                pthread_mutex_lock(mutex)
                defer { pthread_mutex_unlock(mutex) }
                if let value = stored.pointee { return value }
                let value = make()
                stored.pointee = value
                return value
            }
        }
    }
}
