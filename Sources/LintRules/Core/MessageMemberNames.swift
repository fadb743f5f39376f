/// The members of one FCM message as code writes it: firebase-admin's `Message` (and
/// `MulticastMessage`'s `tokens`) and the HTTP v1 `Message` (its `fcm_options` spelling). The
/// code readings tell a pasted literal or statement to be a message, or one of its blocks, by
/// these names (`UnparsedReading`, `CodeStatementFragment`).
enum MessageMemberNames {
    static let all: Set<String> = [
        "token", "tokens", "topic", "condition", "notification", "data", "android", "apns", "webpush", "fcmOptions",
        "fcm_options",
    ]
}
