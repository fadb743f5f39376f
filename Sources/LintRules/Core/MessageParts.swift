/// Parts of an FCM message a rule can report on, as a set of bits: a rule declares the parts it
/// needs beside its area (`RuleDescription.needs`), and the engine runs it only on messages that
/// have at least one of them.
///
/// Each part is found when the message's context is made (a member's slot, a data key's
/// classification), so telling which parts a message has costs a few loads and no lookup. A part
/// is present whenever the rule could report: a rule whose check begins with
/// `guard let alert = message.apsAlert` needs `.apsAlert`, and on a message without `aps.alert`
/// it is not called at all. A rule that declares no part runs on every message of its area.
public struct MessageParts: OptionSet, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // MARK: Data keys, by their classification (`DataKeyClassification`)

    /// A data key FCM reserves as a word (`from`, `message_type`).
    public static let dataKeyReservedWord = MessageParts(rawValue: 1 << 0)
    /// A data key with FCM's reserved `google.` or `gcm.` prefix.
    public static let dataKeyReservedPrefix = MessageParts(rawValue: 1 << 1)
    /// A data key `aps`.
    public static let dataKeyAps = MessageParts(rawValue: 1 << 2)
    /// A data key the Android SDK strips (`collapse_key`).
    public static let dataKeyStrippedBySDK = MessageParts(rawValue: 1 << 3)
    /// A data key the Notify Kit client filters out (`message_id`, `fcm_options`, `android.`,
    /// `fcm.`, `notifee…`).
    public static let dataKeyClientFiltered = MessageParts(rawValue: 1 << 4)
    /// A data key `notifee_data`.
    public static let dataKeyNotifeeData = MessageParts(rawValue: 1 << 5)
    /// An empty data key.
    public static let dataKeyEmpty = MessageParts(rawValue: 1 << 6)
    /// A data key `notification`.
    public static let dataKeyReservedNotification = MessageParts(rawValue: 1 << 7)
    /// A data key starting with `google` or `gcm` without the dot.
    public static let dataKeyReservedPrefixNoDot = MessageParts(rawValue: 1 << 8)
    /// A data key starting with `fcm` without the dot.
    public static let dataKeyFCMPrefixNoDot = MessageParts(rawValue: 1 << 9)

    // MARK: APNs headers (`apns.headers`, any letter case)

    /// The `apns-push-type` header.
    public static let apnsPushType = MessageParts(rawValue: 1 << 10)
    /// The `apns-priority` header.
    public static let apnsPriority = MessageParts(rawValue: 1 << 11)
    /// The `apns-expiration` header.
    public static let apnsExpiration = MessageParts(rawValue: 1 << 12)

    // MARK: `aps` members

    /// `aps.alert`.
    public static let apsAlert = MessageParts(rawValue: 1 << 13)
    /// `aps.sound`.
    public static let apsSound = MessageParts(rawValue: 1 << 14)
    /// `aps.badge`.
    public static let apsBadge = MessageParts(rawValue: 1 << 15)
    /// `aps.mutable-content` (that spelling).
    public static let apsMutableContent = MessageParts(rawValue: 1 << 16)
    /// `aps.content-available` under any spelling: firebase-admin's `contentAvailable`, the
    /// legacy `content_available`.
    public static let apsContentAvailable = MessageParts(rawValue: 1 << 17)

    // MARK: Blocks

    /// `android.notification`.
    public static let androidNotification = MessageParts(rawValue: 1 << 18)
    /// The `notifee_options` blob the Android client reads.
    public static let androidBlob = MessageParts(rawValue: 1 << 19)
    /// The `notifee_options` blob the iOS extension reads.
    public static let iosBlob = MessageParts(rawValue: 1 << 20)

    // MARK: Verdicts and fields the context holds

    /// A problem the schema walk recorded (`MessageContext.schema`): what the schema rules
    /// report.
    public static let schemaIssues = MessageParts(rawValue: 1 << 21)
    /// Size figures that may be over a limit or threshold (`MessageContext.sizeFiguresMayMatter`).
    public static let sizeFigures = MessageParts(rawValue: 1 << 22)
    /// `webpush`.
    public static let webpush = MessageParts(rawValue: 1 << 23)
    /// `android.ttl`.
    public static let androidTTL = MessageParts(rawValue: 1 << 24)
    /// A non-empty string `topic` on a routed message (`MessageContext.topicVerdict`).
    public static let topic = MessageParts(rawValue: 1 << 25)
    /// A `condition` on a routed message (`MessageContext.condition`).
    public static let condition = MessageParts(rawValue: 1 << 26)
    /// The `apns-topic` header.
    public static let apnsTopic = MessageParts(rawValue: 1 << 27)

    /// The common `notification`.
    public static let notification = MessageParts(rawValue: 1 << 28)

    /// A data key spelled like an APNs flag (`mutable-content`, `content_available`…).
    public static let dataKeyAPNsFlag = MessageParts(rawValue: 1 << 29)

    /// A localization member of `android.notification` (`AndroidNotificationLocMembers`), looked
    /// for once for the rules that read them instead of once by each (measured: about 120
    /// instructions a pass, two rules, on most messages of corpus (e)); noted by the schema walk
    /// (`MessageContext.androidNotificationMayHaveLocalization`).
    public static let androidNotificationLoc = MessageParts(rawValue: 1 << 30)

    /// Set on every message: what a rule that declares no part needs (the rule loop tests one
    /// mask for every rule).
    static let always = MessageParts(rawValue: 1 << 31)

    /// Set on no message: what a rule needs whose findings the engine reports outside the rule
    /// loop (a text that does not parse, a document that is no message, a legacy endpoint in a
    /// command), so that its `check` is empty. Such a rule is never called per message (measured:
    /// about 20 instructions a rule and message, eight rules).
    public static let noMessage = MessageParts(rawValue: 1 << 32)

    /// A Live Activity push: `aps.event`, or `apns.live_activity_token` (either spelling, blank
    /// or not): what the Live Activity rules read first.
    public static let liveActivity = MessageParts(rawValue: 1 << 33)
    /// A routed message's `tokens`, `fids` or `fid` (firebase-admin's multicast lists and the
    /// Firebase installation ID target), whatever their values.
    public static let targetListOrFID = MessageParts(rawValue: 1 << 34)
    /// The legacy API's `to` on the message.
    public static let legacyTo = MessageParts(rawValue: 1 << 35)
    /// `aps.mutableContent`, firebase-admin's spelling of `mutable-content`.
    public static let apsMutableContentAdmin = MessageParts(rawValue: 1 << 36)
    /// A template placeholder in the message (`MessageContext.placeholderNames` not empty).
    public static let placeholders = MessageParts(rawValue: 1 << 37)

    /// Something the shape detection says beyond a plain HTTP v1 or firebase-admin message:
    /// another push service's request, a conflicting shape, or another shape (what the shape
    /// rules report), set whatever the configuration overrides.
    public static let shapeNote = MessageParts(rawValue: 1 << 38)
    /// A routed message without exactly one non-empty target: none, several, or an empty one
    /// (what the target count and empty-target rules report).
    public static let targetsToCount = MessageParts(rawValue: 1 << 39)
    /// `android.collapse_key` (either spelling).
    public static let androidCollapseKey = MessageParts(rawValue: 1 << 40)
    /// `android.restricted_package_name` (either spelling).
    public static let androidRestrictedPackage = MessageParts(rawValue: 1 << 41)
    /// `android.data`.
    public static let androidData = MessageParts(rawValue: 1 << 42)
    /// An `apns.fcm_options` image (either spelling) that is an http(s) URL with a syntax
    /// problem (`MessageURLFacts`).
    public static let apnsImageSyntaxProblem = MessageParts(rawValue: 1 << 43)
    /// A message whose source is longer than `sizeWarningBytes`: only such a message's compact
    /// size can reach the threshold.
    public static let longerThanSizeWarning = MessageParts(rawValue: 1 << 44)

    /// The parts `context` has, with `always`.
    static func of(_ context: MessageContext) -> MessageParts {
        var bits = DataKey.parts(of: context.dataKeys).rawValue | always.rawValue
        let headers = context.apnsHeaderLookup
        if headers[.pushType] >= 0 { bits |= apnsPushType.rawValue }
        if headers[.priority] >= 0 { bits |= apnsPriority.rawValue }
        if headers[.expiration] >= 0 { bits |= apnsExpiration.rawValue }
        if headers[.topic] >= 0 { bits |= apnsTopic.rawValue }
        // A raw payload's request headers (`RequestAPNsHeaders`): nil but for a request to APNs.
        if let request = context.settings.requestAPNsHeaders { bits |= request.parts }
        let aps = context.apsSlots
        if aps[ContextMembers.Aps.alert] >= 0 { bits |= apsAlert.rawValue }
        if aps[ContextMembers.Aps.sound] >= 0 { bits |= apsSound.rawValue }
        if aps[ContextMembers.Aps.badge] >= 0 { bits |= apsBadge.rawValue }
        if aps[ContextMembers.Aps.mutableContent] >= 0 { bits |= apsMutableContent.rawValue }
        if aps[ContextMembers.Aps.mutableContentAdmin] >= 0 { bits |= apsMutableContentAdmin.rawValue }
        if aps[ContextMembers.Aps.contentAvailable] >= 0 || aps[ContextMembers.Aps.contentAvailableAdmin] >= 0
            || aps[ContextMembers.Aps.contentAvailableSnake] >= 0
        {
            bits |= apsContentAvailable.rawValue
        }
        if context.notification != nil { bits |= notification.rawValue }
        if context.androidNotificationNode >= 0 {
            bits |= androidNotification.rawValue
            if context.androidNotificationMayHaveLocalization { bits |= androidNotificationLoc.rawValue }
        }
        if context.androidBlob != nil { bits |= androidBlob.rawValue }
        if context.iosBlob != nil { bits |= iosBlob.rawValue }
        if !context.schema.isEmpty { bits |= schemaIssues.rawValue }
        if context.sizeFiguresMayMatter { bits |= sizeFigures.rawValue }
        if context.webpush != nil { bits |= webpush.rawValue }
        if context.androidTTLMeaning != nil { bits |= androidTTL.rawValue }
        if context.topicVerdict != nil { bits |= topic.rawValue }
        if context.condition != nil { bits |= condition.rawValue }
        if aps[ContextMembers.Aps.event] >= 0 || context.liveActivityTokenNode >= 0 { bits |= liveActivity.rawValue }
        let message = context.messageSlots
        if message[ContextMembers.Message.tokens] >= 0 || message[ContextMembers.Message.fids] >= 0
            || message[ContextMembers.Message.fid] >= 0
        {
            bits |= targetListOrFID.rawValue
        }
        if message[ContextMembers.Message.to] >= 0 { bits |= legacyTo.rawValue }
        if context.hasPlaceholders { bits |= placeholders.rawValue }
        let android = context.androidSlots
        if android.first(ContextMembers.Android.collapseKeySnake, ContextMembers.Android.collapseKeyCamel) >= 0 {
            bits |= androidCollapseKey.rawValue
        }
        if android.first(ContextMembers.Android.restrictedPackageNameSnake, ContextMembers.Android.restrictedPackageNameCamel) >= 0 {
            bits |= androidRestrictedPackage.rawValue
        }
        if android[ContextMembers.Android.data] >= 0 { bits |= androidData.rawValue }
        if context.hasShapeNote { bits |= shapeNote.rawValue }
        if context.hasTargetsToCount { bits |= targetsToCount.rawValue }
        if context.hasAPNsImageSyntaxProblem { bits |= apnsImageSyntaxProblem.rawValue }
        if context.sourceIsLongerThanSizeWarning { bits |= longerThanSizeWarning.rawValue }
        return MessageParts(rawValue: bits)
    }

    /// The mask the rule loop tests for a rule that needs `self`: `always` when it needs nothing.
    var ruleMask: UInt64 { isEmpty ? Self.always.rawValue : rawValue }
}
