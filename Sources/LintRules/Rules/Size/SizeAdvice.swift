import SizeModel

/// Picks the fix that fits a payload that is too big, from where its bytes go.
///
/// The candidates follow the Notify Kit FCM Mode guide ("Payload too large", "4 KB FCM limit"):
/// trim a dominant `notifee_options` blob, move long text into an Android `BIG_TEXT` style (or
/// shorten the alert text), shorten a field that holds most of the payload, drop data that travels
/// twice, fold many data keys into one JSON string, and as the general answer nudge-then-fetch.
enum SizeAdvice {
    /// A long text field: worth shortening before anything else.
    static let longTextBytes = 160
    /// A data map with this many keys is worth folding into one JSON string.
    static let manyDataKeys = 10
    /// A field holding this share of a payload (percent) is the one to cut.
    static let dominantShare = 40.0

    /// The fix text for `size`, a figure of `message` over its limit or threshold.
    static func fix(for size: PlatformSize, in message: MessageContext) -> String {
        var steps: [String] = []
        if let largest = size.largestContributions(1).first, let key = largest.value?.key, key.stringEquals("notifee_options"),
            size.share(of: largest.size.bytes) >= dominantShare
        {
            steps.append("trim the notifee_options blob (\(largest.size.bytes) B): shorter style text, fewer actions")
        } else if let text = longText(in: size) {
            switch size.platform {
            case .android:
                steps.append("shorten \(text.label) (\(text.size.bytes) B): keep the tray text short and put the long text once, in an Android BIG_TEXT style")
            case .ios:
                steps.append("shorten \(text.label) (\(text.size.bytes) B): keep the alert short and let the Notification Service Extension fetch the rest")
            case .web, .request:
                steps.append("shorten \(text.label) (\(text.size.bytes) B)")
            }
        } else if let largest = size.largestContributions(1).first, !largest.isAddedByFCM,
            size.share(of: largest.size.bytes) >= dominantShare
        {
            steps.append("shorten or drop \(largest.label) (\(largest.size.bytes) B, \(SizeFindingText.percent(size.share(of: largest.size.bytes))) of the payload)")
        }
        if size.platform == .ios, let duplicated = duplicatedUserData(message) {
            steps.append("drop the duplicated user data: move the \(duplicated) data keys from data to android.data so iOS receives them only in notifee_data")
        }
        if size.platform == .request, message.sizes.usesNotifyKit, message.apnsPayload?.member(literal: "notifee_options") != nil,
            (message.effectiveAndroidData ?? message.data)?.member(literal: "notifee_options") != nil
        {
            steps.append("send one message per platform so the notifee_options blob is carried once")
        }
        if let keys = dataKeyCount(for: size, message), keys >= manyDataKeys {
            steps.append("fold the \(keys) data keys into one JSON string value and parse it in the app")
        }
        steps.append("send a small nudge (an id) and let the app fetch the content")
        return steps.joined(separator: "; or ")
    }

    /// The keys of fields that read as text.
    private static let textKeys = ["title", "body", "alert", "text", "message", "description", "subtitle"]

    /// The largest string that reads as text (a title, body, alert or style text) and is long.
    private static func longText(in size: PlatformSize) -> SizeContribution? {
        size.largestContributions(1) { contribution in
            guard contribution.size.bytes >= longTextBytes, let value = contribution.value, value.isString, let key = value.key
            else { return false }
            return textKeys.contains { key.stringEquals($0) }
        }.first
    }

    /// The number of user data keys iOS receives twice (top level and `notifee_data`), or nil.
    static func duplicatedUserData(_ message: MessageContext) -> Int? {
        guard message.apnsPayload?.member(literal: "notifee_data") != nil, let data = message.data, data.isObject else { return nil }
        let count = data.members.filter { !$0.key.stringHasPrefix("notifee_") }.count
        return count > 0 ? count : nil
    }

    private static func dataKeyCount(for size: PlatformSize, _ message: MessageContext) -> Int? {
        switch size.platform {
        case .android: return message.effectiveAndroidData?.count
        case .web: return (message.webpushData ?? message.data)?.count
        case .ios, .request: return message.data?.count
        }
    }
}
