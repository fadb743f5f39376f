/// What the URL in one FCM field must be, beyond being `https://` (FCM: "for all URL values,
/// HTTPS is required"): whether a relative reference is resolved by the client, and whether
/// non-ASCII text (an internationalized host, a path in another script) is encoded by the client
/// or must be sent encoded. Each field's policy is in `URLPolicy+Fields.swift` with the platform
/// facts behind it; `URLCheck` applies it.
struct URLPolicy: Sendable {
    /// The field, as findings name it (`apns.fcm_options.image`).
    let field: StaticString
    /// True when a URL without a scheme is resolved against a known origin (a web page's own).
    let allowsRelative: Bool
    /// True when every client that reads the field encodes non-ASCII text itself: an
    /// internationalized host to its `xn--` form (IDNA), other characters to `%XX`.
    let allowsNonASCII: Bool
    /// The platform facts that decide `allowsRelative` and `allowsNonASCII`, for the rule
    /// rationale and `Documentation/URLs.md`.
    let facts: StaticString
}
