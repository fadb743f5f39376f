#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value computed on first use and kept, safe to read from several threads.
final class LazyBox<Value>: @unchecked Sendable {
    private var stored: Value?
    private let make: () -> Value
    private var mutex = pthread_mutex_t()

    init(_ make: @escaping () -> Value) {
        self.make = make
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    /// The value, computed by the first caller.
    var value: Value {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let stored { return stored }
        let computed = make()
        stored = computed
        return computed
    }
}
