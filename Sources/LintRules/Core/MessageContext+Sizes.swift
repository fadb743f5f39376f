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
final class MessageSizeCache: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var stored: MessageSizes?

    init() { pthread_mutex_init(&mutex, nil) }

    deinit { pthread_mutex_destroy(&mutex) }

    func sizes(for context: MessageContext) -> MessageSizes {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let stored { return stored }
        let computed = MessageSizes(
            message: context.message, kind: context.shape.sizeKind, options: context.configuration.sizeOptions,
            placeholders: context.sizePlaceholders)
        stored = computed
        return computed
    }
}
