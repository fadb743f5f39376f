/// The keys FCM adds to every APNs payload it delivers, at realistic lengths.
///
/// FCM writes these next to `aps` (they appear in `userInfo` on the device; the Firebase iOS SDK
/// reads them for analytics and delivery receipts; firebase/firebase-ios-sdk#9151):
///
/// | key | value modelled | bytes added (`,"key":"value"`) |
/// | --- | --- | --- |
/// | `gcm.message_id` | a 16-digit message id (`1712345678901234`) | 36 |
/// | `google.c.a.e` | `"1"` (analytics enabled) | 19 |
/// | `google.c.sender.id` | a 12-digit project number (`123456789012`) | 36 |
/// | `google.c.fid` | the 22-character Firebase installation id; the registration token's part before `:` when the message has a token | 40 |
///
/// 131 bytes in all (the catalog's measurement on a real sample: about 132). Keys FCM adds only in
/// some cases (`google.c.a.c_id`, `google.c.a.ts`, `google.c.a.udt` for console campaigns,
/// `google.c.a.c_l` for analytics labels) are not modelled.
public struct FCMServiceKeys: Sendable {
    /// A realistic `gcm.message_id`.
    public static let messageID = "1712345678901234"
    /// `google.c.a.e`.
    public static let analyticsEnabled = "1"
    /// A realistic project number.
    public static let senderID = "123456789012"
    /// A realistic Firebase installation id (22 characters).
    public static let installationID = "eHtJ8b0cQ2mR1vN7aK3pLz"

    /// The keys and values, in the order FCM writes them.
    public let entries: [(key: String, value: String)]

    /// The keys for a message whose registration token is `token` (its installation id prefix is
    /// used when it has one).
    public init(token: JSONValue?) {
        var fid = Self.installationID
        if let text = token?.stringValue, let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            fid = String(text[..<colon])
        }
        entries = [
            ("gcm.message_id", Self.messageID),
            ("google.c.a.e", Self.analyticsEnabled),
            ("google.c.sender.id", Self.senderID),
            ("google.c.fid", fid),
        ]
    }
}
