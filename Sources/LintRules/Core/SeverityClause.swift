/// The clause of the severity policy that puts a rule (or one case of it) at its severity.
///
/// The policy, for every rule:
/// - **error**: FCM or APNs rejects the request (`rejected`), or the notification the sender
///   meant is not shown, or is shown twice (`notShownAsMeant`);
/// - **warning**: it is shown, but degraded or not as meant (`degraded`), it breaks on some
///   clients or SDKs (`someClients`), or something the linter cannot see decides it
///   (`decidedElsewhere`);
/// - **info**: advice, style, migration hints (`advice`).
///
/// `Documentation/SeverityPolicy.md` states the policy; `rules --format json` gives each rule's
/// clauses and `explain` shows them.
public enum SeverityClause: String, Sendable, CaseIterable, Codable {
    /// E1: FCM or APNs rejects the request (or every firebase-admin SDK that models the field
    /// throws before sending).
    case rejected = "E1"
    /// E2: the notification the sender meant is not shown, or is shown twice.
    case notShownAsMeant = "E2"
    /// W1: shown, but degraded or not as meant (no image, default sound, wrong channel, delayed,
    /// data lost).
    case degraded = "W1"
    /// W2: breaks on some clients or SDKs.
    case someClients = "W2"
    /// W3: decided by something the linter cannot see (app code or configuration, device state,
    /// the sending SDK).
    case decidedElsewhere = "W3"
    /// I: advice, style, migration hints.
    case advice = "I"

    /// The severity this clause puts a finding at.
    public var severity: Severity {
        switch self {
        case .rejected, .notShownAsMeant: return .error
        case .degraded, .someClients, .decidedElsewhere: return .warning
        case .advice: return .info
        }
    }

    /// The clause's wording in the policy, for `explain` and the rules reference.
    public var wording: String {
        switch self {
        case .rejected: return "FCM or APNs rejects the request"
        case .notShownAsMeant: return "the notification meant is not shown, or is shown twice"
        case .degraded: return "shown, but degraded or not as meant"
        case .someClients: return "breaks on some clients or SDKs"
        case .decidedElsewhere: return "decided by something the linter cannot see"
        case .advice: return "advice, style or a migration hint"
        }
    }
}
