#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value computed by its first reader and kept, safe to read from several threads: a
/// platform's byte breakdown (`LazyBox`) and a message's size model (`MessageContext.sizes`).
///
/// It sits in the JSON folder with SizeModel's other unsafe primitives because its mutex is a
/// pthread mutex reached through a pointer: `Synchronization.Mutex` needs macOS 15 (the package
/// supports macOS 13), and Foundation's `NSLock` would link all of Foundation and ICU into a
/// module that does not import Foundation (Install.md).
///
/// The value and its mutex live in one object (`ManagedBuffer`: the value as the header, the
/// mutex as the one element, as swift-nio's `LockStorage` keeps them), so pthread has a mutex
/// at a fixed address, which a stored property passed as `&mutex` is not promised to be, for
/// one allocation. The maker is given at the read, so a value may be computed from its owner
/// without the box holding the owner (no reference cycle).
package struct LazyValue<Value>: @unchecked Sendable {
    private let storage = Storage.make()

    package init() {}

    /// The value, computed by `make` for the first reader; later readers get that value.
    package func value(orMake make: () -> Value) -> Value {
        storage.value(orMake: make)
    }

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

        /// The value, computed by `make` for the first reader.
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

/// A `LazyValue` that holds its maker.
struct LazyBox<Value>: @unchecked Sendable {
    private let lazy = LazyValue<Value>()
    private let make: () -> Value

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// The value, computed by the first reader.
    var value: Value { lazy.value(orMake: make) }
}
