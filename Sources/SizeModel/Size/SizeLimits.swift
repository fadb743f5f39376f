/// The byte limits and the warning threshold the size model judges figures against.
///
/// Defaults: FCM rejects messages over 4096 bytes (Firebase, "About FCM messages"); APNs rejects
/// payloads over 4096 bytes, 5120 for VoIP pushes (Apple, "Generating a remote notification");
/// Notify Kit's server SDK warns above 3500 bytes. The warning keeps the same headroom below a
/// VoIP push's larger limit: `warningBytes + (apnsVoIPLimitBytes - apnsLimitBytes)`.
public struct SizeLimits: Sendable, Hashable {
    /// A figure above this many bytes is close to its limit.
    public var warningBytes: Int
    /// FCM's limit, for Android and web.
    public var fcmLimitBytes: Int
    /// APNs' limit for regular pushes.
    public var apnsLimitBytes: Int
    /// APNs' limit for VoIP pushes.
    public var apnsVoIPLimitBytes: Int

    /// Creates limits (the defaults are the platforms').
    public init(
        warningBytes: Int = 3500, fcmLimitBytes: Int = 4096, apnsLimitBytes: Int = 4096, apnsVoIPLimitBytes: Int = 5120
    ) {
        self.warningBytes = warningBytes
        self.fcmLimitBytes = fcmLimitBytes
        self.apnsLimitBytes = apnsLimitBytes
        self.apnsVoIPLimitBytes = apnsVoIPLimitBytes
    }

    /// The limit of a platform's figure (nil for the request, which has no limit of its own).
    func limit(for platform: SizePlatform, voip: Bool) -> Int? {
        switch platform {
        case .request: return nil
        case .ios: return voip ? apnsVoIPLimitBytes : apnsLimitBytes
        case .android, .web: return fcmLimitBytes
        }
    }

    /// The warning threshold of a platform's figure.
    func warning(for platform: SizePlatform, voip: Bool) -> Int {
        platform == .ios && voip ? warningBytes + (apnsVoIPLimitBytes - apnsLimitBytes) : warningBytes
    }
}
