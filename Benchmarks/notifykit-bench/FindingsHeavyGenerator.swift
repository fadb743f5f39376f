// MARK: - A findings-heavy corpus

/// Generates FCM HTTP v1 request bodies as captured production logs carry them: every message has
/// at least one mistake the linter reports, about three on average, from several rule families.
///
/// The mix (by message): 15% data-only, 30% simple notifications, 35% full cross-platform
/// messages (4–12 data keys, an Android notification, an APNs alert with badge and sound, some
/// webpush), 20% Notify Kit messages with a `notifee_options` blob. About 30% of the titles and
/// bodies are emoji, CJK, Cyrillic or Arabic text, and about 10% of the messages are written with
/// every non-ASCII character as a `\u` escape. About 1.2 KB per message.
///
/// The mistakes: unknown `notifee_options` keys one or two edits from a known name (`channelID`,
/// `categoryID`, `titel`, `smallicon`), numbers and booleans in `data`, TTLs without a unit or
/// with a fraction, `http:` image URLs, Android sound names with a file extension, APNs priority 5
/// on an alert, iOS sounds without an extension, a `/topics/` prefix in `topic`.
struct FindingsHeavyGenerator {
    var random: SplitMix64
    private(set) var produced = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let latinTitles = [
        "Order received", "Your order is on the way", "Match report", "New message from Ana",
        "Flash sale: 30% off everything", "Reminder: team meeting at 3 pm", "Your driver has arrived",
        "Boarding now at gate B12", "Security alert", "Weekly summary", "Nouveau message de Léa",
        "Paket zugestellt", "¡Tu pedido está listo!",
    ]
    static let otherTitles = [
        "ご注文を受け付けました", "新消息", "배송이 시작되었습니다", "🎉 You earned a badge!", "Goal! ⚽️ 2–1",
        "Привет! Новое сообщение", "天气预警：今晚有暴雨", "طلبك في الطريق 🚚", "رسالة جديدة من سارة",
    ]
    static let latinBodies = [
        "We're preparing your Margherita and will let you know when it leaves the kitchen.",
        "Tap to see the highlights, the player ratings and the full match statistics.",
        "Prices drop at midnight. Your saved items are included, check them out before they sell out.",
        "A new sign-in to your account from Chrome on Windows. If this wasn't you, secure your account now.",
        "Gate change: flight LH 2024 to Munich now departs from gate B12 at 14:35.",
        "Léa vous a envoyé une photo. Appuyez pour la voir.",
    ]
    static let otherBodies = [
        "お届け予定日は明日の午前中です。配達状況はアプリで確認できます。",
        "您关注的商品已降价，点击查看详情。库存有限，先到先得！",
        "주문하신 상품이 출발했습니다. 배송 조회는 앱에서 확인하세요.",
        "Congratulations! 🏆 You completed a 30-day streak. Keep it going 💪🔥",
        "Ваш заказ № 4815 передан в доставку. Ожидайте курьера сегодня.",
        "تم شحن طلبك وسيصل خلال يومين. يمكنك تتبع الشحنة من التطبيق.",
        "气象台发布暴雨黄色预警，请减少外出并注意安全。🌧️",
    ]
    static let channels = ["orders", "messages", "promotions", "news", "reminders", "security"]
    static let topics = ["news", "scores", "promo-eu", "weather-alerts", "release-notes", "sports"]
    static let dataKeys = [
        "orderId", "variant", "chatId", "deepLink", "senderId", "campaign", "screen", "itemId", "threadId", "locale",
        "sentAt", "priorityHint",
    ]
    /// Near misses of blob fields, with the level they are written at.
    static let blobTopTypos = ["titel", "bdoy", "subtitel"]
    static let blobAndroidTypos = ["channelID", "smallicon", "largeIcn", "colour"]
    static let blobIOSTypos = ["categoryID", "threadID", "interuptionLevel"]

    /// The families of mistakes, each chosen independently per message (at least one is forced).
    enum Mistake: CaseIterable {
        case dataNumber, ttlWithoutUnit, ttlFraction, httpImage, androidSoundExtension, apnsPriority5Alert,
            iosSoundWithoutExtension, topicPrefix, blobUnknownKeys
    }

    /// The next message, as an HTTP v1 request body, and whether to write it with `\u` escapes.
    mutating func next() -> (message: JSONText, escaped: Bool) {
        produced += 1
        let kind = random.below(100)
        let nonLatin = random.chance(30)
        let escaped = random.chance(10)
        var mistakes = Set(Mistake.allCases.filter { _ in random.chance(30) })
        // At least one mistake that this kind of message can carry.
        let possible: [Mistake]
        switch kind {
        case 0..<15: possible = [.dataNumber, .ttlWithoutUnit, .ttlFraction, .topicPrefix]
        case 15..<80: possible = Mistake.allCases.filter { $0 != .blobUnknownKeys }
        default: possible = [.ttlWithoutUnit, .ttlFraction, .apnsPriority5Alert, .iosSoundWithoutExtension, .topicPrefix, .blobUnknownKeys]
        }
        if mistakes.isDisjoint(with: possible) { mistakes.insert(random.pick(possible)) }
        let title = random.pick(nonLatin ? Self.otherTitles : Self.latinTitles)
        let body = random.pick(nonLatin ? Self.otherBodies : Self.latinBodies)
        var message: [(String, JSONText)]
        switch kind {
        case 0..<15: message = dataOnly(mistakes)
        case 15..<45: message = simple(title, body, mistakes)
        case 45..<80: message = crossPlatform(title, body, mistakes)
        default: message = notifyKit(title, body, mistakes)
        }
        // Most production messages carry an analytics label.
        message.append(("fcm_options", .object([("analytics_label", .string("campaign_\(random.below(50))_\(random.pick(["eu", "us", "apac"]))"))])))
        return (.object([("message", .object(message))]), escaped)
    }

    // MARK: Pieces

    mutating func token() -> String {
        var text = ""
        for _ in 0..<22 { text.append(random.pick(MessageGenerator.base64URL)) }
        text += ":APA91b"
        for _ in 0..<134 { text.append(random.pick(MessageGenerator.base64URL)) }
        return text
    }

    /// A UUID-like identifier, as backends put in data values.
    mutating func identifier() -> String {
        let hex = Array("0123456789abcdef")
        var text = ""
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { text.append("-") }
            text.append(random.pick(hex))
        }
        return text
    }

    mutating func target(_ mistakes: Set<Mistake>) -> (String, JSONText) {
        if mistakes.contains(.topicPrefix) { return ("topic", .string("/topics/" + random.pick(Self.topics))) }
        return random.chance(60) ? ("token", .string(token())) : ("topic", .string(random.pick(Self.topics)))
    }

    mutating func image(_ mistakes: Set<Mistake>) -> String {
        let scheme = mistakes.contains(.httpImage) ? "http" : "https"
        return "\(scheme)://cdn.example.com/img/\(random.below(100_000)).\(random.pick(["jpg", "png"]))"
    }

    mutating func data(_ count: Int, _ mistakes: Set<Mistake>) -> [(String, JSONText)] {
        var members: [(String, JSONText)] = []
        for (index, key) in Self.dataKeys.prefix(count).enumerated() {
            if mistakes.contains(.dataNumber) && index % 3 == 0 {
                members.append((key, index % 2 == 0 ? .int(random.below(10_000_000)) : .bool(true)))
                continue
            }
            switch key {
            case "deepLink": members.append((key, .string("https://example.com/app/orders/\(random.below(1_000_000))?ref=push&utm_source=fcm&utm_campaign=spring")))
            case "campaign": members.append((key, .string("spring-\(random.pick(["sale", "launch", "digest"]))-\(random.below(100))")))
            case "locale": members.append((key, .string(random.pick(["en-GB", "ja-JP", "ar-EG", "ru-RU", "zh-CN"]))))
            case "variant": members.append((key, .string(#"{"experiment":"onboarding-\#(random.below(40))","arm":"\#(random.pick(["control", "b", "c"]))","since":1700000000}"#)))
            default: members.append((key, .string(identifier())))
            }
        }
        return members
    }

    mutating func ttl(_ mistakes: Set<Mistake>) -> JSONText? {
        if mistakes.contains(.ttlWithoutUnit) { return .string(random.pick(["3600", "86400"])) }
        if mistakes.contains(.ttlFraction) { return .string(random.pick(["90.5s", "3600.25s"])) }
        return random.chance(40) ? .string("86400s") : nil
    }

    mutating func aps(_ title: String, _ body: String, _ mistakes: Set<Mistake>, badge: Bool) -> [(String, JSONText)] {
        var aps: [(String, JSONText)] = [("alert", .object([("title", .string(title)), ("body", .string(body))]))]
        if badge { aps.append(("badge", .int(1 + random.below(20)))) }
        aps.append(("sound", .string(mistakes.contains(.iosSoundWithoutExtension) ? "chime" : random.pick(["default", "chime.caf"]))))
        return aps
    }

    mutating func apnsHeaders(_ mistakes: Set<Mistake>, pushType: String) -> [(String, JSONText)] {
        [("apns-push-type", .string(pushType)), ("apns-priority", .string(mistakes.contains(.apnsPriority5Alert) ? "5" : "10"))]
    }

    // MARK: Kinds

    mutating func dataOnly(_ mistakes: Set<Mistake>) -> [(String, JSONText)] {
        var message: [(String, JSONText)] = [target(mistakes), ("data", .object(data(5 + random.below(7), mistakes)))]
        var android: [(String, JSONText)] = [("priority", .string("high"))]
        if let ttl = ttl(mistakes) { android.append(("ttl", ttl)) }
        message.append(("android", .object(android)))
        message.append(("apns", .object([
            ("headers", .object([("apns-push-type", .string("background")), ("apns-priority", .string("5"))])),
            ("payload", .object([("aps", .object([("content-available", .int(1))]))])),
        ])))
        return message
    }

    mutating func simple(_ title: String, _ body: String, _ mistakes: Set<Mistake>) -> [(String, JSONText)] {
        var notification: [(String, JSONText)] = [("title", .string(title)), ("body", .string(body))]
        if mistakes.contains(.httpImage) || random.chance(30) { notification.append(("image", .string(image(mistakes)))) }
        var message: [(String, JSONText)] = [target(mistakes), ("notification", .object(notification))]
        if random.chance(80) || mistakes.contains(.dataNumber) { message.append(("data", .object(data(2 + random.below(6), mistakes)))) }
        var androidNotification: [(String, JSONText)] = [("channel_id", .string(random.pick(Self.channels)))]
        if mistakes.contains(.androidSoundExtension) { androidNotification.append(("sound", .string("chime.mp3"))) }
        var android: [(String, JSONText)] = [("notification", .object(androidNotification))]
        if let ttl = ttl(mistakes) { android.append(("ttl", ttl)) }
        message.append(("android", .object(android)))
        let alert = mistakes.contains(.apnsPriority5Alert) || mistakes.contains(.iosSoundWithoutExtension) || random.chance(50)
        if alert {
            var aps: [(String, JSONText)] = [("sound", .string(mistakes.contains(.iosSoundWithoutExtension) ? "chime" : "default"))]
            if random.chance(30) { aps.append(("badge", .int(1 + random.below(9)))) }
            message.append(("apns", .object([
                ("headers", .object(apnsHeaders(mistakes, pushType: "alert"))), ("payload", .object([("aps", .object(aps))])),
            ])))
        }
        return message
    }

    mutating func crossPlatform(_ title: String, _ body: String, _ mistakes: Set<Mistake>) -> [(String, JSONText)] {
        var message: [(String, JSONText)] = [target(mistakes)]
        message.append(("notification", .object([("title", .string(title)), ("body", .string(body)), ("image", .string(image(mistakes)))])))
        message.append(("data", .object(data(4 + random.below(9), mistakes))))
        var androidNotification: [(String, JSONText)] = [
            ("channel_id", .string(random.pick(Self.channels))), ("icon", .string("ic_stat_notify")),
            ("color", .string(random.pick(["#FF5722", "#4CAF50"]))), ("click_action", .string("OPEN_ACTIVITY")),
        ]
        androidNotification.append(("sound", .string(mistakes.contains(.androidSoundExtension) ? "chime.wav" : "chime")))
        if random.chance(40) { androidNotification.append(("tag", .string("order-\(random.below(1_000))"))) }
        var android: [(String, JSONText)] = [("priority", .string("HIGH")), ("notification", .object(androidNotification))]
        if let ttl = ttl(mistakes) { android.append(("ttl", ttl)) }
        if random.chance(50) { android.append(("collapse_key", .string("orders"))) }
        message.append(("android", .object(android)))
        let aps = aps(title, body, mistakes, badge: true)
        message.append(("apns", .object([
            ("headers", .object(apnsHeaders(mistakes, pushType: "alert"))),
            ("payload", .object([("aps", .object(aps + [("mutable-content", .int(1))]))])),
            ("fcm_options", .object([("image", .string(image(mistakes)))])),
        ])))
        if random.chance(40) {
            message.append(("webpush", .object([
                ("headers", .object([("Urgency", .string("high")), ("TTL", .string("86400"))])),
                ("notification", .object([("title", .string(title)), ("body", .string(body)), ("icon", .string("https://cdn.example.com/icon-192.png"))])),
                ("fcm_options", .object([("link", .string("https://example.com/orders/\(random.below(100_000))"))])),
            ])))
        }
        return message
    }

    mutating func notifyKit(_ title: String, _ body: String, _ mistakes: Set<Mistake>) -> [(String, JSONText)] {
        // Blob messages carry their typos more often than not: that is where they are in real logs.
        let typos = mistakes.contains(.blobUnknownKeys) || random.chance(70)
        var android: [(String, JSONText)] = [(typos && random.chance(70) ? random.pick(Self.blobAndroidTypos) : "channelId", .string(random.pick(Self.channels)))]
        android.append(("smallIcon", .string("ic_notification")))
        android.append(("pressAction", .object([("id", .string("default"))])))
        if random.chance(30) {
            android.append(("style", .object([("type", .string("BIG_PICTURE")), ("picture", .string(image(mistakes)))])))
        }
        var ios: [(String, JSONText)] = [("sound", .string(mistakes.contains(.iosSoundWithoutExtension) ? "chime" : "default"))]
        if typos && random.chance(60) { ios.append((random.pick(Self.blobIOSTypos), .string("ORDER"))) }
        if random.chance(40) { ios.append(("attachments", .array([.object([("url", .string(image(mistakes))), ("identifier", .string("a0"))])]))) }
        var blob: [(String, JSONText)] = [("_v", .int(1)), ("title", .string(title)), ("body", .string(body))]
        if typos && random.chance(50) { blob.append((random.pick(Self.blobTopTypos), .string(title))) }
        blob.append(("android", .object(android)))
        blob.append(("ios", .object(ios)))
        let blobText = String(decoding: JSONText.object(blob).compact(), as: UTF8.self)

        var data = self.data(random.below(4), mistakes)
        data.append(("notifee_options", .string(blobText)))
        var androidConfig: [(String, JSONText)] = [("priority", .string("HIGH"))]
        if let ttl = ttl(mistakes) { androidConfig.append(("ttl", ttl)) }
        let aps: [(String, JSONText)] = [
            ("alert", .object([("title", .string(title)), ("body", .string(body))])), ("mutable-content", .int(1)),
            ("sound", .string(mistakes.contains(.iosSoundWithoutExtension) ? "chime" : "default")),
        ]
        return [
            target(mistakes),
            ("data", .object(data)),
            ("android", .object(androidConfig)),
            ("apns", .object([
                ("headers", .object(apnsHeaders(mistakes, pushType: "alert"))),
                ("payload", .object([("aps", .object(aps)), ("notifee_options", .string(blobText))])),
            ])),
        ]
    }
}
