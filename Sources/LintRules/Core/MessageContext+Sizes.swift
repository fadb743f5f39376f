#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SizeModel

// MARK: - The size model of a message

extension MessageContext {
    /// The size model of this message (request, Notify Kit's measure, iOS, Android, web), computed
    /// on first use and shared by the size rules.
    public var sizes: MessageSizes { sizeCache.sizes(for: self) }
}

extension LintConfiguration {
    /// The size model's options: limits, warning threshold and declared placeholders.
    public var sizeOptions: MessageSizes.Options {
        MessageSizes.Options(
            limits: SizeLimits(
                warningBytes: sizeWarningBytes, fcmLimitBytes: sizeLimitBytes, apnsLimitBytes: apnsSizeLimitBytes,
                apnsVoIPLimitBytes: apnsVoIPSizeLimitBytes),
            placeholders: placeholders)
    }
}

extension MessageShape {
    /// How the size model reads a message of this shape: a raw APNs payload or a device capture
    /// is measured as written (as the iOS figure); everything else as an FCM message.
    var sizeKind: MessageSizes.Kind {
        switch self {
        case .apnsPayload, .deviceCapture: return .apnsPayload
        case .v1Request, .v1Message, .admin, .legacy: return .fcmMessage
        }
    }
}

/// Holds a message's size model once computed, so several rules share one computation.
///
/// The model is computed under a lock, as a context may be read from several threads. The lock
/// lives in the storage object's own tail-allocated memory (`ManagedBuffer`, as swift-nio's
/// `LockStorage` keeps it): pthread needs a mutex at a fixed address, which a stored property
/// passed as `&mutex` is not promised to have, and this keeps one allocation per message. It is
/// SizeModel's `LazyBox` made non-generic: a generic box on this per-message path cost a type
/// metadata lookup per message (measured: 1.05 M more instructions per 2,000 messages).
struct MessageSizeCache: @unchecked Sendable {
    private let storage = Storage.make()

    /// The size model of `context`, computed on the first call.
    func sizes(for context: MessageContext) -> MessageSizes {
        storage.sizes(for: context)
    }

    /// The stored model (the header) and its mutex (the one element).
    final class Storage: ManagedBuffer<MessageSizes?, pthread_mutex_t> {
        /// Storage with nothing computed yet.
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in nil }, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_init(mutex, nil) }
            return storage
        }

        deinit {
            withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
        }

        /// The size model of `context`, computed on the first call.
        func sizes(for context: MessageContext) -> MessageSizes {
            withUnsafeMutablePointers { stored, mutex in
                pthread_mutex_lock(mutex)
                defer { pthread_mutex_unlock(mutex) }
                if let sizes = stored.pointee { return sizes }
                let computed = MessageSizes(
                    message: context.message, kind: context.shape.sizeKind, options: context.configuration.sizeOptions,
                    placeholders: context.sizePlaceholders)
                stored.pointee = computed
                return computed
            }
        }
    }
}
