/// How bad a finding is.
///
/// - `error`: FCM or APNs rejects the message, or it certainly misbehaves on a device.
/// - `warning`: it likely misbehaves.
/// - `info`: worth knowing; never fails a run by default.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
