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

    /// The template placeholders of the message, priced with the configured lengths (the same as
    /// `sizes.placeholders`, without measuring the figures).
    public var sizePlaceholders: TemplatePlaceholders { sizeCache.placeholders(for: self) }

    /// False when the message is so far below every size limit and warning threshold that no
    /// figure of `sizes` can be over one (`SizeScreen`): the size rules then skip the exact model.
    public var sizeFiguresMayMatter: Bool { sizeCache.figuresMayMatter(for: self) }
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

/// Holds a message's size model and what leads to it (placeholders, the screen) once computed, so
/// several rules share one computation.
final class MessageSizeCache: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var storedPlaceholders: TemplatePlaceholders?
    private var storedScreen: Bool?
    private var stored: MessageSizes?

    init() { pthread_mutex_init(&mutex, nil) }

    deinit { pthread_mutex_destroy(&mutex) }

    func placeholders(for context: MessageContext) -> TemplatePlaceholders {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return lockedPlaceholders(for: context)
    }

    func figuresMayMatter(for context: MessageContext) -> Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let storedScreen { return storedScreen }
        let screen = SizeScreen.figuresMayMatter(
            for: context.message, placeholders: lockedPlaceholders(for: context),
            limits: context.configuration.sizeOptions.limits)
        storedScreen = screen
        return screen
    }

    func sizes(for context: MessageContext) -> MessageSizes {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let stored { return stored }
        let computed = MessageSizes(
            message: context.message, kind: context.shape.sizeKind, options: context.configuration.sizeOptions,
            placeholders: lockedPlaceholders(for: context))
        stored = computed
        return computed
    }

    /// The placeholders, found on first use; the caller holds the mutex.
    private func lockedPlaceholders(for context: MessageContext) -> TemplatePlaceholders {
        if let storedPlaceholders { return storedPlaceholders }
        let found = TemplatePlaceholders(in: context.message, limits: context.configuration.placeholders)
        storedPlaceholders = found
        return found
    }
}
