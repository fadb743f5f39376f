/// The size model of one message: the request, Notify Kit's measure, and what iOS, Android and
/// the web receive, each with a per-field breakdown, templates at their worst case.
///
/// Everything is computed from the located document (byte ranges and the node table); no part of
/// the message is re-serialized into a `String`.
///
/// A class: the size rules share one measurement per message without copying it.
public final class MessageSizes: Sendable {
    /// What the document is.
    public enum Kind: Sendable {
        /// An FCM `Message` (HTTP v1, firebase-admin or legacy shape).
        case fcmMessage
        /// A raw APNs payload (`{"aps": …}`): measured as the iOS figure as written, without
        /// FCM's additions.
        case apnsPayload
    }

    /// What the size model needs besides the message.
    public struct Options: Sendable {
        /// Limits and warning threshold.
        public var limits: SizeLimits
        /// Declared maximum lengths of template placeholders, by name.
        public var placeholders: [String: PlaceholderLimit]

        /// Creates options.
        public init(limits: SizeLimits = SizeLimits(), placeholders: [String: PlaceholderLimit] = [:]) {
            self.limits = limits
            self.placeholders = placeholders
        }
    }

    /// The `Message` object as sent: its compact serialization (a firebase-admin multicast with
    /// one token, the longest). Also the conservative bound for FCM's limit (the whole message, as
    /// ntfy and Notify Kit measure).
    public let request: PlatformSize
    /// Notify Kit's `sizeBytes` for the message (nil for a raw APNs payload).
    public let notifyKit: NotifyKitSizeBytes?
    /// The APNs payload iOS receives.
    public let ios: PlatformSize?
    /// The estimate of what Android receives (nil for a raw APNs payload).
    public let android: PlatformSize?
    /// The estimate of what a browser receives; only for messages with a `webpush` block.
    public let web: PlatformSize?
    /// The template placeholders found and how they were counted.
    public let placeholders: TemplatePlaceholders
    /// True when the message carries a Notify Kit `notifee_options` blob.
    public let usesNotifyKit: Bool
    /// The limits the figures were judged against.
    public let limits: SizeLimits

    /// Measures `message`.
    public convenience init(message: JSONValue, kind: Kind = .fcmMessage, options: Options = Options()) {
        self.init(
            message: message, kind: kind, options: options,
            placeholders: TemplatePlaceholders(in: message, limits: options.placeholders))
    }

    /// Measures `message` whose placeholders, found with `options.placeholders`, are `placeholders`.
    package init(message: JSONValue, kind: Kind, options: Options, placeholders: TemplatePlaceholders) {
        self.placeholders = placeholders
        let growth = placeholders.growthByNode
        let limits = options.limits
        self.limits = limits
        // Every value of the message measured once, with and without placeholder growth.
        let subtrees = SubtreeSizes(root: message, growth: growth)
        let plainSubtrees = growth.isEmpty ? subtrees : SubtreeSizes(root: message, growth: [:])
        // Each figure is added up without building its payload; the payload is built again only
        // when a report itemizes it.
        let writer = SizeWriter(subtrees: subtrees, growth: growth)
        let plainWriter = SizeWriter(subtrees: plainSubtrees, growth: [:])
        func measure(
            _ platform: SizePlatform, voip: Bool = false, _ payload: @escaping @Sendable () -> PayloadNode,
            _ sized: (SizeWriter) -> SizeWriter.Measured
        ) -> PlatformSize {
            let measured = sized(writer)
            let asWritten = growth.isEmpty ? measured.size : sized(plainWriter).size
            return PlatformSize(
                platform: platform, payload: payload, growth: growth, measured: measured, growthFree: asWritten,
                limits: limits, voip: voip)
        }
        if kind == .fcmMessage {
            request = measure(.request, { RequestModel.payload(message) }, { RequestModel.payload(message, $0) })
        } else {
            request = measure(.request, { .source(message) }, { $0.source(message) })
        }
        guard kind == .fcmMessage, message.isObject else {
            ios = kind == .apnsPayload ? measure(.ios, { .source(message) }, { $0.source(message) }) : nil
            android = nil
            web = nil
            notifyKit = nil
            usesNotifyKit = false
            return
        }
        let parts = FCMMessageParts(message: message)
        usesNotifyKit = parts.usesNotifyKit
        notifyKit = NotifyKitSizeBytes(parts, growth: growth, subtrees: subtrees)
        ios = measure(.ios, voip: parts.isVoIP, { APNsPayloadModel.payload(parts) }, { APNsPayloadModel.payload(parts, $0) })
        android = measure(.android, { AndroidPayloadModel.payload(parts) }, { AndroidPayloadModel.payload(parts, $0) })
        web = parts.webpush == nil ? nil : measure(.web, { WebPayloadModel.payload(parts) }, { WebPayloadModel.payload(parts, $0) })
    }

    /// The platform figures present, in report order: iOS, Android, web.
    public var platforms: [PlatformSize] { [ios, android, web].compactMap { $0 } }

    /// True when some platform figure is over its limit.
    public var isOverAnyLimit: Bool { platforms.contains { $0.isOverLimit } }
}
