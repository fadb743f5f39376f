/// A figure of the size model: the request, or what one platform receives.
public enum SizePlatform: String, Sendable, CaseIterable {
    /// The `Message` object as sent (compact); also the conservative bound for FCM's limit.
    case request
    /// The APNs payload FCM delivers to iOS.
    case ios
    /// The data and display fields FCM delivers to Android (an estimate).
    case android
    /// The web push payload FCM delivers to a browser (an estimate).
    case web

    /// The name used in messages: "iOS", "Android", "web", "the request".
    public var displayName: String {
        switch self {
        case .request: return "request"
        case .ios: return "iOS"
        case .android: return "Android"
        case .web: return "web"
        }
    }

    /// What the figure is, in a few words.
    public var figureDescription: String {
        switch self {
        case .request: return "the Message as sent, compact JSON"
        case .ios: return "the APNs payload FCM delivers"
        case .android: return "data and display fields, estimate"
        case .web: return "web push data and notification, estimate"
        }
    }
}
