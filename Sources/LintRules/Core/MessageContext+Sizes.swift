import SizeModel

// MARK: - The size model of a message

extension MessageContext {
    /// The size model of this message (request, Notify Kit's measure, iOS, Android, web). When
    /// its figures may matter (`sizeFiguresMayMatter`, which the size rules check first) it is
    /// computed on first use and shared; for a message far below every limit it is computed on
    /// each use, so that such a message, most of them, holds no cache.
    public var sizes: MessageSizes {
        guard let sizeCache else { return makeSizes() }
        return sizeCache.value(orMake: makeSizes)
    }

    private func makeSizes() -> MessageSizes {
        MessageSizes(
            message: message, kind: shape.sizeKind, options: configuration.sizeOptions, placeholders: sizePlaceholders)
    }
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
