import Foundation
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
    private let lock = NSLock()
    private var stored: MessageSizes?

    func sizes(for context: MessageContext) -> MessageSizes {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let computed = MessageSizes(
            message: context.message, kind: context.shape.sizeKind, options: context.configuration.sizeOptions)
        stored = computed
        return computed
    }
}
