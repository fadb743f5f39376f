import SizeModel

/// One FCM message being linted, with the parts rules ask for already looked up.
///
/// Field names are matched in both forms FCM's JSON accepts (`fcm_options` and `fcmOptions`).
/// Looking the parts up once per message keeps every rule a few member lookups away from what it
/// needs, instead of each rule walking the whole tree.
///
/// A class: every rule gets the same context, so passing it costs one reference count, not a copy
/// of its twenty fields.
public final class MessageContext: Sendable {
    // Stored properties are declared so that no padding makes the context larger than the
    // allocator's per-thread cache takes (1,024 bytes): the packed slots first (six times 64
    // bytes after the 16-byte header), the one-byte fields last.
    //
    // The member slots are stored packed (`JSONMemberSlots.Packed`, plain words) and unpacked
    // when read, as are `apnsHeaderLookup`'s: measured 16 instructions a message fewer on corpus
    // (a) than storing the `SIMD16`s. With `TargetKeys` in 8-byte aligned vectors too, no field
    // is aligned to more than 8 bytes, so the runtime allocates the context with `malloc`, not
    // `posix_memalign` (keep it so: a 16-byte aligned field brings `posix_memalign` back).

    /// `messageSlots`, packed.
    private let packedMessageSlots: JSONMemberSlots.Packed
    /// `notificationSlots`, packed.
    private let packedNotificationSlots: JSONMemberSlots.Packed
    /// `androidSlots`, packed.
    private let packedAndroidSlots: JSONMemberSlots.Packed
    /// `androidNotificationSlots`, packed.
    private let packedAndroidNotificationSlots: JSONMemberSlots.Packed
    /// `apsSlots`, packed.
    private let packedApsSlots: JSONMemberSlots.Packed

    /// The members of `message` found in the one pass over it (`ContextMembers.Message`; read
    /// through `notification`…, `legacyTo`, `messageFID`, `messageTokens`).
    var messageSlots: JSONMemberSlots { packedMessageSlots.slots }
    /// The members of `notification` the rules read most, found in one pass over it
    /// (`ContextMembers.Notification`; read through `notificationTitle`…).
    var notificationSlots: JSONMemberSlots { packedNotificationSlots.slots }
    /// The members of `android` the rules read most, found in the one pass over it
    /// (`ContextMembers.Android`; read through `androidPriority`…).
    var androidSlots: JSONMemberSlots { packedAndroidSlots.slots }
    /// The members of `android.notification` the rules read most, found in one pass over it
    /// (`ContextMembers.AndroidNotification`; read through `androidNotificationImage`…).
    var androidNotificationSlots: JSONMemberSlots { packedAndroidNotificationSlots.slots }
    /// The members of `aps` the rules read most, found in the one pass over it
    /// (`ContextMembers.Aps`; read through `apsAlert`, `apsSound`…).
    var apsSlots: JSONMemberSlots { packedApsSlots.slots }
    /// The headers of `apns.headers` the rules read, looked up once (`apnsHeader(_:)`).
    let apnsHeaderLookup: APNsHeaderLookup
    /// The key node indices of the target members (`targetMembers`), in source order.
    let targetKeys: TargetKeys
    /// The linted unit as it appears in the file: the request body or the bare message. Made
    /// when read, from the message's document (few rules read it): a stored value counted a
    /// reference to the document when the context was made and another when it was freed.
    public var envelope: JSONValue { message.document.value(at: envelopeNode) }
    /// The node index of `envelope` in the message's document.
    var envelopeNode: Int { Int(nodes.envelope) }
    /// The FCM `Message` object (the envelope's `message` member when wrapped).
    public let message: JSONValue
    /// Which shape the message is and why (`ShapeDetector`).
    public let detection: ShapeDetection
    /// The active configuration.
    public var configuration: LintConfiguration { settings.configuration }
    /// The configuration, held by reference: one `Linter`'s contexts share it, so making a context
    /// does not copy (and reference-count) its sets and dictionaries.
    let settings: ConfigurationReference
    /// What the schema walk found: unknown fields, wrong types, malformed values (`FCMSchema`).
    public let schema: SchemaReport

    /// `notification` (common display fields).
    ///
    /// The parts of the message (`notification`, `data`, `android`…) are kept as node indices in
    /// the message's document (`PartNodes`), made into values when read: the context holds no
    /// reference for them, and stays small enough for the allocator's per-thread cache.
    /// `apnsPayload` and `aps` are stored, as the APNs rules pass them on borrowed.
    public var notification: JSONValue? { message.value(atNode: notificationNode) }
    /// The node index of `notification`, or -1.
    var notificationNode: Int { Int(nodes.notification) }
    /// `data`.
    public var data: JSONValue? { message.value(atNode: dataNode) }
    /// The node index of `data`, or -1.
    var dataNode: Int { Int(nodes.data) }
    /// `android`.
    public var android: JSONValue? { message.value(atNode: androidNode) }
    /// The node index of `android`, or -1.
    private var androidNode: Int { Int(nodes.android) }
    /// `android.notification`.
    public var androidNotification: JSONValue? { message.value(atNode: androidNotificationNode) }
    /// The node index of `android.notification`, or -1.
    var androidNotificationNode: Int { Int(nodes.androidNotification) }
    /// False when `android.notification` has no localization member (`AndroidNotificationLocMembers`);
    /// true when it may have one (the schema walk's note counts a `null` member too), for
    /// `MessageParts.androidNotificationLoc`.
    var androidNotificationMayHaveLocalization: Bool {
        androidNotificationSlots[ContextMembers.AndroidNotification.localization] >= 0
    }
    /// `android.data`.
    public var androidData: JSONValue? { message.value(atNode: androidDataNode) }
    /// The node index of `android.data`, or -1.
    var androidDataNode: Int { Int(nodes.androidData) }
    /// `apns`.
    public var apns: JSONValue? { message.value(atNode: apnsNode) }
    /// The node index of `apns`, or -1.
    private var apnsNode: Int { Int(nodes.apns) }
    /// `apns.headers`, made when read: one rule reads it, in one case (the rules read the headers
    /// through `apnsHeader(_:)`), so the context holds its node index, not a reference.
    public var apnsHeaders: JSONValue? { message.value(atNode: apnsHeadersNode) }
    /// The node index of `apns.headers` in the document, or -1.
    private var apnsHeadersNode: Int { Int(nodes.apnsHeaders) }
    /// `apns.live_activity_token` (`liveActivityToken`), made when read: few messages have one.
    public var liveActivityToken: JSONValue? { message.value(atNode: liveActivityTokenNode) }
    /// The node index of `apns.live_activity_token` (either spelling), or -1.
    var liveActivityTokenNode: Int { Int(nodes.liveActivityToken) }
    /// `apns.fcm_options` (either spelling), made when read: few messages have one.
    public var apnsFCMOptions: JSONValue? { message.value(atNode: apnsFCMOptionsNode) }
    /// The node index of `apns.fcm_options` (either spelling), or -1.
    private var apnsFCMOptionsNode: Int { Int(nodes.apnsFCMOptions) }
    /// `apns.payload`; for a raw APNs payload the document itself; for an iOS capture its
    /// `userInfo` (the document, or an Expo object's `request.trigger.payload`).
    /// Stored, not made when read: the APNs rules pass it on, borrowed.
    public let apnsPayload: JSONValue?
    /// `apns.payload.aps` (stored, as `apnsPayload`).
    public let aps: JSONValue?
    /// `aps.content-available` under any spelling people write it in: `content-available`, the
    /// firebase-admin alias `contentAvailable`, or the legacy `content_available` (in that order).
    /// Any of them shows the sender meant a background push; the misspellings themselves are
    /// reported by the schema rules. Made when read (the rules mostly ask whether there is one).
    public var contentAvailableIntent: JSONValue? { message.value(atNode: contentAvailableIntentNode) }
    /// The node index of `contentAvailableIntent`, or -1.
    private var contentAvailableIntentNode: Int { Int(nodes.contentAvailableIntent) }
    /// `webpush`.
    public var webpush: JSONValue? { message.value(atNode: webpushNode) }
    /// The node index of `webpush`, or -1.
    private var webpushNode: Int { Int(nodes.webpush) }
    /// `webpush.data`.
    public var webpushData: JSONValue? { message.value(atNode: webpushDataNode) }
    /// The node index of `webpush.data`, or -1.
    private var webpushDataNode: Int { Int(nodes.webpushData) }
    /// `webpush.notification`, made when read (from the context's one pass over `webpush`).
    public var webpushNotification: JSONValue? { message.value(atNode: Int(nodes.webpushNotification)) }
    /// `webpush.headers`, made when read (from the context's one pass over `webpush`).
    public var webpushHeaders: JSONValue? { message.value(atNode: Int(nodes.webpushHeaders)) }
    /// The data maps of the message with their FCM names: `data`, `android.data`, `webpush.data`
    /// (made when asked: the context keeps the maps themselves).
    public var dataMaps: [(name: String, map: JSONValue)] {
        var maps: [(name: String, map: JSONValue)] = []
        if let data { maps.append(("data", data)) }
        if let androidData { maps.append(("android.data", androidData)) }
        if let webpushData { maps.append(("webpush.data", webpushData)) }
        return maps
    }

    /// Every key of `data`, `android.data` and `webpush.data`, decoded and classified.
    public let dataKeys: DataKeys

    /// The `notifee_options` blob the Android client reads (`android.data` over `data`).
    public let androidBlob: NotifeeOptionsBlob?
    /// The `notifee_options` blob the iOS extension reads (`apns.payload`): a string of JSON text,
    /// or the options object itself, which the extension takes as-is.
    public let iosBlob: NotifeeOptionsBlob?
    /// The blob copies sorted by the client that reads them, walked once against Notify Kit's
    /// schema for the rules (`NotifyKitBlobs`).
    let blobCopies: NotifyKitBlobs
    /// The template placeholders of the message, priced with the configured lengths (the same as
    /// `sizes.placeholders`, without measuring the figures).
    public var sizePlaceholders: TemplatePlaceholders { foundPlaceholders ?? .none }
    /// `sizePlaceholders` when the message has any, else nil (`TemplatePlaceholders.found`):
    /// most messages have none, and for them nothing is made or released, where the three
    /// (empty) collections of an empty `TemplatePlaceholders` were each released.
    private let foundPlaceholders: TemplatePlaceholders?
    /// `sizePlaceholders.names`, read without making an empty `TemplatePlaceholders` (a lazy
    /// global and its collections' references) for a message without placeholders.
    var placeholderNames: [TemplatePlaceholders.Name] { foundPlaceholders?.names ?? [] }
    /// True when the message has a template placeholder (`placeholderNames` is not empty), told
    /// without making the array (`MessageParts.placeholders`).
    var hasPlaceholders: Bool { foundPlaceholders.map { !$0.names.isEmpty } ?? false }
    /// Platform facts several rules read (`isUserVisibleOnIOS`, `hasMutableContent`…), derived once.
    let platformFacts: PlatformFacts
    /// The size model, computed on first use (`sizes`), when its figures may matter.
    let sizeCache: LazyValue<MessageSizes>?
    /// The URL fields of the message, each looked up and judged once for every URL rule.
    let urlFacts: MessageURLFacts

    // Verdicts several rules read, decided once per message when the field is there.
    /// What `android.ttl` means (`android-ttl-*`, `notifykit-ttl-mismatch`); the rules read the
    /// value itself (`androidTTLValue`) only for a finding.
    let androidTTLMeaning: AndroidTTL?
    /// The node index of `android.ttl`, or -1.
    var androidTTLNode: Int { Int(nodes.androidTTL) }
    /// `android.ttl`.
    var androidTTLValue: JSONValue? { message.value(atNode: androidTTLNode) }
    /// The verdict on the non-empty string `topic` of a routed message (`routing-topic-*`); the
    /// rules read the value itself (`topicValue`) only for a finding.
    let topicVerdict: RoutingTopic?
    /// `topic` on the message.
    var topicValue: JSONValue? { message.value(atNode: messageSlots[ContextMembers.Message.topic]) }
    /// The parsed `condition` of a routed message (`routing-condition-*`).
    let condition: TopicCondition.Located?

    /// The node indices of the parts made when read (`notification`, `apnsHeaders`…).
    private let nodes: PartNodes
    /// The detected input form.
    public let shape: MessageShape
    /// The areas whose rules run on the message (`ShapeDetection.runs(_:)`), as `RuleArea.bit`s.
    let runningAreas: UInt32
    /// The shape of the message before this one in the same batch (array or JSON Lines), if any.
    public let precedingShape: MessageShape?
    /// False when the message is so far below every size limit and warning threshold that no
    /// figure of `sizes` can be over one (`SizeScreen`): the size rules then skip the exact model.
    public let sizeFiguresMayMatter: Bool

    /// Looks up the parts of the message held by `envelope`; `precedingShape` is the shape of the
    /// previous message of a batch.
    public convenience init(envelope: JSONValue, configuration: LintConfiguration, precedingShape: MessageShape? = nil) {
        self.init(envelope: envelope, settings: ConfigurationReference(configuration), precedingShape: precedingShape)
    }

    /// Looks up the parts of the message with a configuration shared by reference (`Linter`).
    ///
    /// Each part is found into a local and stored once, after its last use here: a part stored
    /// first and read afterwards is copied, which counts a reference for each read.
    convenience init(envelope: JSONValue, settings: ConfigurationReference, precedingShape: MessageShape?) {
        var storage = ContextStoragePool()
        self.init(envelope: envelope, settings: settings, precedingShape: precedingShape, storage: &storage)
    }

    /// Looks up the parts of the message, parsing its `notifee_options` blobs into node tables
    /// taken from `storage` (`MessageQueue`'s), which lends the data-key list too. `envelope` is borrowed: the context keeps its node
    /// index, not the value, and an initializer's argument is otherwise passed owned (retained by
    /// the caller, released here).
    init(envelope: borrowing JSONValue, settings: ConfigurationReference, precedingShape: MessageShape?, storage: inout ContextStoragePool) {
        // The configuration is read field by field: a copy of it would count a reference for each
        // of its sets and dictionaries.
        // Without an override, the Huawei Push Kit check of a request's `message` is made from
        // the members found here anyway (`upperParts`), not by lookups of its own.
        let override = settings.configuration.shape
        let levels = ContextMembers.levels
        let (detection, message, messageSlots, targetKeys, androidNode, androidSlots, androidNotificationNode, androidNotificationSlots) =
            Self.upperParts(
                of: envelope,
                override == nil ? ShapeDetector.detectLeavingHuaweiMessage(envelope) : ShapeDetector.detect(envelope, override: override),
                checksHuawei: override == nil, levels)
        let shape = detection.shape
        let isFCMMessage = shape.isFCMMessage
        // The parts as node indices (-1 for none; the slots of a missing object are all -1), each
        // made into a value only for the call that reads it.
        let notificationNode = isFCMMessage ? messageSlots[ContextMembers.Message.notification] : -1
        let dataNode = isFCMMessage ? messageSlots[ContextMembers.Message.data] : -1
        let apnsNode = isFCMMessage ? messageSlots[ContextMembers.Message.apns] : -1
        let webpushNode = isFCMMessage ? messageSlots[ContextMembers.Message.webpush] : -1
        // The slots of the levels below (none for a level the message does not have), found in
        // one call (`lowerSlots`).
        let androidDataNode = androidSlots[ContextMembers.Android.data]
        let payloadNodeOfShape: Int?
        switch shape {
        case .apnsPayload: payloadNodeOfShape = envelope.index
        case .deviceCapture: payloadNodeOfShape = detection.capture?.userInfo?.index ?? -1
        default: payloadNodeOfShape = nil
        }
        var lower = LowerSlots()
        Self.lowerSlots(
            into: &lower, of: message.document, notification: notificationNode, apns: apnsNode, payload: payloadNodeOfShape,
            webpush: webpushNode, androidDataMap: androidDataNode >= 0 ? androidDataNode : dataNode, levels)
        let notificationSlots = lower.notification
        let apnsSlots = lower.apns
        let apnsPayload = message.value(atNode: lower.payloadNode)
        let payloadSlots = lower.payload
        let apsNode = payloadSlots[ContextMembers.APNsPayload.aps]
        let aps = message.value(atNode: apsNode)
        let apsSlots = lower.aps
        // One pass over webpush finds its blocks (three lookups by name a message with webpush
        // before: data here, then notification or headers in each webpush rule).
        let webpushSlots = lower.webpush
        let webpushDataNode = webpushSlots[ContextMembers.Webpush.data]
        let webpushNotificationNode = webpushSlots[ContextMembers.Webpush.notification]
        let depth = settings.configuration.maximumDepth
        // One pass over the map the Android client reads finds its blob and the keys PlatformFacts
        // reads (a lookup each before): android.data, or data without it.
        let androidMapSlots = lower.androidDataMap
        let androidBlob = message.value(atNode: androidMapSlots[ContextMembers.AndroidDataMap.notifeeOptions]).map {
            NotifeeOptionsBlob(host: $0, maximumDepth: depth, tables: &storage.tables)
        }
        let iosBlob = apnsPayload?.member(ContextMembers.APNsPayload.notifeeOptions, in: payloadSlots).map {
            NotifeeOptionsBlob(host: $0, maximumDepth: depth, copyOf: androidBlob, tables: &storage.tables)
        }
        let routed = Self.isRouted(shape)
        let topicNode = messageSlots[ContextMembers.Message.topic]
        let foundPlaceholders = TemplatePlaceholders.found(in: message, limits: settings.configuration.placeholders)
        let sizeFiguresMayMatter = SizeScreen.figuresMayMatter(
            for: message, placeholders: foundPlaceholders, limits: settings.configuration.sizeOptions.limits)

        // What is derived from the parts, before they are stored. The parts are passed as node
        // indices (a value made counts a reference).
        let document = message.document
        platformFacts = PlatformFacts.of(
            document: document, notification: notificationNode, notificationSlots: notificationSlots,
            androidData: androidDataNode, data: dataNode, androidMapSlots: androidMapSlots, aps: aps, apsSlots: apsSlots, shape: shape)
        dataKeys = DataKeys(
            document: document, data: dataNode, androidData: androidDataNode, webpushData: webpushDataNode, pool: &storage.dataKeyEntries)
        blobCopies = NotifyKitBlobs.sorting(android: androidBlob, ios: iosBlob)
        // The schema walk's pass over apns.headers finds the headers the rules read; they are
        // looked up here only when the walk does not come to them.
        // It also reads whether the context's aps has an `event` from the context's slots.
        let apnsHeadersNode = apnsSlots[ContextMembers.APNs.headers]
        var walkedHeaders: APNsHeaderLookup? = nil
        // And whether android.notification has a localization member (`MessageParts`), which
        // the walk notes as it matches its keys; a pass over it only when the walk did not.
        var walkedLocalization: Bool? = nil
        schema = SchemaValidator.report(
            for: envelope, message: message, detection: detection, apnsHeadersNode: apnsHeadersNode, apnsHeaders: &walkedHeaders,
            apsNode: apsNode, apsHasEvent: apsSlots[ContextMembers.Aps.event] >= 0, androidNotificationNode: androidNotificationNode,
            androidNotificationHasLocalization: &walkedLocalization)
        var notedAndroidNotificationSlots = androidNotificationSlots
        if androidNotificationNode >= 0, walkedLocalization ?? Self.hasLocalization(message, at: androidNotificationNode) {
            notedAndroidNotificationSlots.setFirst(ContextMembers.AndroidNotification.localization.rawValue, androidNotificationNode)
        }
        runningAreas = RuleArea.bits(running: detection)
        apnsHeaderLookup = walkedHeaders ?? APNsHeaderLookup(message.value(atNode: apnsHeadersNode))
        let ttlNode = androidSlots[ContextMembers.Android.ttl]
        nodes = PartNodes(
            notification: notificationNode, data: dataNode, android: androidNode, androidNotification: androidNotificationNode,
            androidData: androidDataNode, apns: apnsNode, apnsHeaders: apnsHeadersNode,
            liveActivityToken: apnsSlots.first(ContextMembers.APNs.liveActivityTokenSnake, ContextMembers.APNs.liveActivityTokenCamel),
            apnsFCMOptions: apnsSlots.first(ContextMembers.APNs.fcmOptionsSnake, ContextMembers.APNs.fcmOptionsCamel),
            contentAvailableIntent: apsSlots.first(
                ContextMembers.Aps.contentAvailable,
                apsSlots.first(ContextMembers.Aps.contentAvailableAdmin, ContextMembers.Aps.contentAvailableSnake)),
            webpush: webpushNode, webpushData: webpushDataNode, webpushNotification: webpushNotificationNode,
            webpushHeaders: webpushSlots[ContextMembers.Webpush.headers], androidTTL: ttlNode, envelope: envelope.index)
        androidTTLMeaning = message.value(atNode: ttlNode).map { AndroidTTL($0, shape: shape) }
        topicVerdict = Self.topicVerdict(in: message, at: topicNode, routed: routed)
        condition = Self.condition(in: message, at: messageSlots[ContextMembers.Message.condition], routed: routed)
        self.foundPlaceholders = foundPlaceholders
        self.sizeFiguresMayMatter = sizeFiguresMayMatter
        sizeCache = sizeFiguresMayMatter ? LazyValue() : nil
        // Judged only when a rule that reads them is on.
        urlFacts =
            settings.readsURLFacts
            ? MessageURLFacts.of(
                message: message, notificationSlots: notificationSlots, androidNotificationSlots: androidNotificationSlots,
                apnsFCMOptionsNode: apnsSlots.first(ContextMembers.APNs.fcmOptionsSnake, ContextMembers.APNs.fcmOptionsCamel),
                webpushFCMOptionsNode: webpushSlots.first(ContextMembers.Webpush.fcmOptionsSnake, ContextMembers.Webpush.fcmOptionsCamel),
                webpushNotificationNode: webpushNotificationNode, pool: &storage.urlFacts)
            : .none

        // The parts, each stored after its last use above.
        self.settings = settings
        self.precedingShape = precedingShape
        self.shape = shape
        self.detection = consume detection
        self.targetKeys = targetKeys
        packedMessageSlots = JSONMemberSlots.Packed(messageSlots)
        packedNotificationSlots = JSONMemberSlots.Packed(notificationSlots)
        packedAndroidSlots = JSONMemberSlots.Packed(androidSlots)
        packedAndroidNotificationSlots = JSONMemberSlots.Packed(notedAndroidNotificationSlots)
        packedApsSlots = JSONMemberSlots.Packed(apsSlots)
        self.androidBlob = androidBlob
        self.iosBlob = iosBlob
        self.aps = aps
        self.apnsPayload = apnsPayload
        self.message = message
    }

    /// The slots `names` finds in the object at node `node` of the document of `value` (all empty
    /// for -1 or a value that is not an object), `value` borrowed. Not inlined: the value made
    /// for the call then borrows `value`'s document, where the same code in the initializer
    /// retains and releases it.
    @inline(never)
    private static func slots(of value: JSONValue, at node: Int, _ names: JSONMemberNames) -> JSONMemberSlots {
        value.value(atNode: node)?.memberSlots(names) ?? JSONMemberSlots()
    }

    /// The slots of the levels below the message (`lowerSlots`), all empty to begin with.
    private struct LowerSlots {
        var notification = JSONMemberSlots(), apns = JSONMemberSlots(), payload = JSONMemberSlots(), aps = JSONMemberSlots()
        var webpush = JSONMemberSlots(), androidDataMap = JSONMemberSlots()
        /// The node of the APNs payload, or -1.
        var payloadNode = -1
    }

    /// Fills `lower` with the slots of the levels below the message, each found in one pass over
    /// its members (all empty for node -1 or a value that is not an object): `notification`,
    /// `apns`, the APNs payload (at node `payload`, or else `apns.payload`) and its `aps`,
    /// `webpush`, and the data map the Android client reads (at node `androidDataMap`). One call
    /// for the six levels, where a call each saved and restored six registers and set its frame
    /// up, each pass inlined here (measured: a 36,661 -> 36,643, e 45,708 -> 45,662 instructions
    /// a message; with the nested function left a call of its own, a 36,755, e 45,775). The
    /// slots are filled in place, in the caller's `lower`, where each pass returned its slots,
    /// copied into a returned tuple. Not inlined, as `slots(of:at:_:)` is not.
    @inline(never)
    private static func lowerSlots(
        into lower: inout LowerSlots, of document: JSONDocument, notification: Int, apns: Int, payload: Int?, webpush: Int,
        androidDataMap: Int, _ levels: ContextMembers.Levels
    ) {
        /// Adds to `slots` the members of the object at node `node` (none for -1).
        @inline(__always)
        func fill(_ slots: inout JSONMemberSlots, at node: Int, _ names: JSONMemberNames) {
            guard node >= 0 else { return }
            document.value(at: node).forEachMember(named: names) { name, key in slots.setFirst(name, key &+ 1) }
        }
        fill(&lower.apns, at: apns, levels.apns)
        lower.payloadNode = payload ?? lower.apns[ContextMembers.APNs.payload]
        fill(&lower.payload, at: lower.payloadNode, levels.apnsPayload)
        fill(&lower.aps, at: lower.payload[ContextMembers.APNsPayload.aps], levels.aps)
        fill(&lower.notification, at: notification, levels.notification)
        fill(&lower.webpush, at: webpush, levels.webpush)
        fill(&lower.androidDataMap, at: androidDataMap, levels.androidDataMap)
    }

    /// True when the `android.notification` at node `node` of the document of `message` is an
    /// object with a localization member (`AndroidNotificationLocMembers`): for a message whose
    /// schema walk did not note it.
    @inline(never)
    private static func hasLocalization(_ message: JSONValue, at node: Int) -> Bool {
        guard let notification = message.value(atNode: node), notification.isObject else { return false }
        return !AndroidNotificationLocMembers.isAbsent(in: notification)
    }

    // The verdicts on `topic` and `condition`, from their node indices (-1 for none) in the
    // document of `message`, borrowed (not inlined): a value is made only for a field that is
    // there. A value made in the initializer was released even when absent (measured: a
    // 41,846 -> 41,818, e 55,335 -> 55,327 instructions/message; the same for `android.ttl`,
    // in most messages of corpus (e), cost more than it saved there). The value is made from
    // the borrowed document (`value(at:)`, inlined), not by the out-of-line `value(atNode:)`,
    // whose result is retained for the call and released after (measured: a 41,500 -> 41,477,
    // e 54,804 -> 54,750 instructions/message, with `RoutingTopic` taking the value borrowed).

    /// The verdict on the `topic` at node `node` of a routed message.
    @inline(never)
    private static func topicVerdict(in message: JSONValue, at node: Int, routed: Bool) -> RoutingTopic? {
        guard routed, node >= 0 else { return nil }
        return RoutingTopic.value(message.document.value(at: node), routed: routed).map { RoutingTopic($0) }
    }

    /// The parsed `condition` at node `node` of a routed message.
    @inline(never)
    private static func condition(in message: JSONValue, at node: Int, routed: Bool) -> TopicCondition.Located? {
        guard routed, node >= 0 else { return nil }
        return TopicCondition.located(message.document.value(at: node), routed: routed)
    }

    /// The parts the rest of the context is found from: the detection, the message with its
    /// members and targets (each level's members are found in one pass over it,
    /// `ContextMembers`), and `android` and `android.notification` with theirs. When
    /// `checksHuawei` (no override), a request's message is checked for a Huawei Push Kit body
    /// from those members (`huaweiRequest`), and such a body's parts are found again, as a bare
    /// message (one level of recursion). Returned as a tuple, so the initializer binds each part
    /// with `let` (a `var` part is copied for each call it is passed to).
    private static func upperParts(
        of envelope: JSONValue, _ detection: consuming ShapeDetection, checksHuawei: Bool, _ levels: ContextMembers.Levels
    ) -> (
        detection: ShapeDetection, message: JSONValue, messageSlots: JSONMemberSlots, targetKeys: TargetKeys,
        androidNode: Int, androidSlots: JSONMemberSlots, androidNotificationNode: Int, androidNotificationSlots: JSONMemberSlots
    ) {
        let shape = detection.shape
        let message =
            shape == .v1Request ? (envelope.value(atNode: detection.messageNode) ?? envelope.member(literal: "message") ?? envelope) : envelope
        var messageSlots = JSONMemberSlots()
        var targetKeys = TargetKeys()
        findMembers(of: message, levels.message, into: &messageSlots, &targetKeys)
        let androidNode = shape.isFCMMessage ? messageSlots[ContextMembers.Message.android] : -1
        let androidSlots = slots(of: message, at: androidNode, levels.android)
        let androidNotificationNode = androidSlots[ContextMembers.Android.notification]
        let androidNotificationSlots =
            androidNotificationNode < 0 ? JSONMemberSlots() : slots(of: message, at: androidNotificationNode, levels.androidNotification)
        // Most requests are settled by two slots: no click_action in android.notification, no token.
        if checksHuawei, shape == .v1Request, message.index != envelope.index,
            androidNotificationSlots[ContextMembers.AndroidNotification.clickAction] >= 0 || messageSlots[ContextMembers.Message.token] >= 0,
            let huawei = huaweiRequest(message, messageSlots, androidNode, androidNotificationNode, androidNotificationSlots)
        {
            // Another service's request: its parts are those of the body itself, as a bare message.
            return upperParts(of: envelope, huawei, checksHuawei: false, levels)
        }
        // A `to` inside a request's message is no FCM field: a Courier Send API body, when it
        // holds Courier recipients (`ShapeDetector.courierMessageRequest`).
        if checksHuawei, shape == .v1Request, message.index != envelope.index,
            let to = message.value(atNode: messageSlots[ContextMembers.Message.to]),
            let courier = ShapeDetector.courierMessageRequest(message, to: to)
        {
            return upperParts(of: envelope, courier, checksHuawei: false, levels)
        }
        return (detection, message, messageSlots, targetKeys, androidNode, androidSlots, androidNotificationNode, androidNotificationSlots)
    }

    /// Finds the members of `message` the context reads (`ContextMembers.Message`, whose `names`
    /// are passed) in one pass, with its targets in source order.
    private static func findMembers(
        of message: JSONValue, _ names: JSONMemberNames, into slots: inout JSONMemberSlots, _ targetKeys: inout TargetKeys
    ) {
        message.forEachMember(named: names) { name, key in
            slots.setFirst(name, key + 1)
            if name >= ContextMembers.Message.firstTarget.rawValue { targetKeys.append(key) }
        }
    }

    /// `ShapeDetector.huaweiMessageRequest` on a request body's `message` object, from the members
    /// the context found in it (`detect` looks them up itself). Most requests are settled by the
    /// kinds of two members: a `click_action` in `android.notification` that is not an object
    /// (FCM's is a string; Huawei's `ClickAction` an object), and a `token` that is not a list.
    @inline(never)
    private static func huaweiRequest(
        _ message: JSONValue, _ messageSlots: JSONMemberSlots, _ androidNode: Int, _ androidNotificationNode: Int,
        _ androidNotificationSlots: JSONMemberSlots
    ) -> ShapeDetection? {
        let clickActionNode = androidNotificationSlots[ContextMembers.AndroidNotification.clickAction]
        let tokenNode = messageSlots[ContextMembers.Message.token]
        // The kinds are read from the nodes: `huaweiMessageRequest` finds nothing without an
        // object click_action or a list token, and the values made for its call counted a
        // reference each (most messages of corpus (e) have a string click_action). The document
        // is read in each test, not bound once: a local counted a reference for every call.
        guard (clickActionNode >= 0 && message.document.kind(at: clickActionNode) == .object)
            || (tokenNode >= 0 && message.document.kind(at: tokenNode) == .array)
        else { return nil }
        return ShapeDetector.huaweiMessageRequest(
            message, android: message.value(atNode: androidNode), clickAction: message.value(atNode: clickActionNode),
            token: message.value(atNode: tokenNode))
    }


    /// The value of the APNs header `name`, looked up when the context was made.
    ///
    /// A raw APNs payload has no headers of its own: when it is the body of a request to APNs that
    /// sends them (`RequestAPNsHeaders`), those are its headers.
    func apnsHeader(_ name: APNsHeaderLookup.Name) -> JSONValue? {
        let node = apnsHeaderLookup[name]
        if node < 0 { return requestAPNsHeader(name) }
        return message.value(atNode: node)
    }

    /// The header `name` the request this raw APNs payload is the body of sends, if any (not
    /// inlined: almost no message has such a request; see `apnsHeader(_:is:)`).
    @inline(never)
    private func requestAPNsHeader(_ name: APNsHeaderLookup.Name) -> JSONValue? {
        settings.requestAPNsHeaders?.value(name)
    }

    /// The value of APNs header `name` (header names are case-insensitive in HTTP/2).
    public func apnsHeader(_ name: String) -> JSONValue? {
        if let known = APNsHeaderLookup.Name(lowercased: name.utf8) { return apnsHeader(known) }
        guard let apnsHeaders, apnsHeaders.isObject else { return nil }
        for member in apnsHeaders.members
        where member.key.stringEqualsLowercased(name) {
            return member.value
        }
        return nil
    }
}

/// The node indices of the parts of a message that `MessageContext` makes into values when read
/// (-1 for a part the message does not have), as 32-bit integers side by side: the context holds
/// no reference for them and stays small.
private struct PartNodes: Sendable {
    let notification, data, android, androidNotification, androidData, apns, apnsHeaders: Int32
    let liveActivityToken, apnsFCMOptions, contentAvailableIntent, webpush, webpushData, webpushNotification: Int32
    let webpushHeaders, androidTTL: Int32
    /// The envelope (the linted unit), which is always there.
    let envelope: Int32

    init(
        notification: Int, data: Int, android: Int, androidNotification: Int, androidData: Int, apns: Int, apnsHeaders: Int,
        liveActivityToken: Int, apnsFCMOptions: Int, contentAvailableIntent: Int, webpush: Int, webpushData: Int,
        webpushNotification: Int, webpushHeaders: Int, androidTTL: Int, envelope: Int
    ) {
        self.notification = Int32(truncatingIfNeeded: notification)
        self.data = Int32(truncatingIfNeeded: data)
        self.android = Int32(truncatingIfNeeded: android)
        self.androidNotification = Int32(truncatingIfNeeded: androidNotification)
        self.androidData = Int32(truncatingIfNeeded: androidData)
        self.apns = Int32(truncatingIfNeeded: apns)
        self.apnsHeaders = Int32(truncatingIfNeeded: apnsHeaders)
        self.liveActivityToken = Int32(truncatingIfNeeded: liveActivityToken)
        self.apnsFCMOptions = Int32(truncatingIfNeeded: apnsFCMOptions)
        self.contentAvailableIntent = Int32(truncatingIfNeeded: contentAvailableIntent)
        self.webpush = Int32(truncatingIfNeeded: webpush)
        self.webpushData = Int32(truncatingIfNeeded: webpushData)
        self.webpushNotification = Int32(truncatingIfNeeded: webpushNotification)
        self.webpushHeaders = Int32(truncatingIfNeeded: webpushHeaders)
        self.androidTTL = Int32(truncatingIfNeeded: androidTTL)
        self.envelope = Int32(truncatingIfNeeded: envelope)
    }
}
