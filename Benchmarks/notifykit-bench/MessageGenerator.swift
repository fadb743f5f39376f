// MARK: - Deterministic random numbers

/// SplitMix64: a small, fast generator whose output depends only on the seed, so every run and
/// every machine gets the same corpus.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

// MARK: - Realistic FCM messages

/// Generates FCM HTTP v1 request bodies of the kinds a production backend sends: Notify Kit FCM
/// Mode messages (Android data-only with a `notifee_options` blob, iOS alert with the same blob),
/// plain notifications, and data-only messages; titles and bodies in English, emoji, CJK and
/// other scripts; about one message in seven is given a mistake the linter reports.
struct MessageGenerator {
    var random: SplitMix64
    /// Percentage of messages given a mistake.
    var findingsPercent = 15
    private(set) var produced = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let titles = [
        "Order received", "Your order is on the way", "Match report", "New message from Ana",
        "Flash sale: 30% off everything", "Reminder: team meeting at 3 pm", "Your driver has arrived",
        "ご注文を受け付けました", "新消息", "배송이 시작되었습니다", "🎉 You earned a badge!", "Goal! ⚽️ 2–1",
        "Nouveau message de Léa", "Привет! Новое сообщение", "Paket zugestellt 📦", "¡Tu pedido está listo!",
        "天气预警：今晚有暴雨", "Boarding now at gate B12 ✈️", "Security alert", "Weekly summary 📊",
    ]
    static let bodies = [
        "We're preparing your Margherita and will let you know when it leaves the kitchen.",
        "Tap to see the highlights, the player ratings and the full match statistics.",
        "Ana: are we still on for dinner tomorrow? I booked the table for eight 🍝",
        "Prices drop at midnight. Your saved items are included — check them out before they sell out.",
        "お届け予定日は明日の午前中です。配達状況はアプリで確認できます。",
        "您关注的商品已降价，点击查看详情。库存有限，先到先得！",
        "주문하신 상품이 출발했습니다. 배송 조회는 앱에서 확인하세요.",
        "Congratulations! 🏆 You completed a 30-day streak. Keep it going 💪🔥",
        "Léa vous a envoyé une photo. Appuyez pour la voir.",
        "Ваш заказ № 4815 передан в доставку. Ожидайте курьера сегодня.",
        "A new sign-in to your account from Chrome on Windows. If this wasn't you, secure your account now.",
        "Your weekly report is ready: 12,345 steps a day on average, up 8% from last week 👟",
        "Gate change: flight LH 2024 to München now departs from gate B12 at 14:35.",
        "气象台发布暴雨黄色预警，请减少外出并注意安全。🌧️",
    ]
    static let channels = ["orders", "messages", "promotions", "news", "reminders", "security"]
    static let topics = ["news", "scores", "promo-eu", "weather-alerts", "release-notes", "sports"]
    static let dataKeys = ["orderId", "chatId", "senderId", "deepLink", "campaign", "screen", "itemId", "threadId"]
    static let base64URL = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    mutating func token() -> String {
        var text = ""
        for _ in 0..<22 { text.append(random.pick(Self.base64URL)) }
        text += ":APA91b"
        for _ in 0..<134 { text.append(random.pick(Self.base64URL)) }
        return text
    }

    mutating func target() -> (String, JSONText) {
        switch random.below(10) {
        case 0..<7: return ("token", .string(token()))
        case 7, 8: return ("topic", .string(random.pick(Self.topics)))
        default: return ("condition", .string("'\(random.pick(Self.topics))' in topics && !('muted' in topics)"))
        }
    }

    mutating func image() -> String {
        "https://cdn.example.com/img/\(random.below(100_000)).\(random.pick(["jpg", "png"]))"
    }

    mutating func customData(_ count: Int) -> [(String, JSONText)] {
        var members: [(String, JSONText)] = []
        for key in Self.dataKeys.prefix(count) {
            let value: String
            switch key {
            case "deepLink": value = "myapp://orders/\(random.below(1_000_000))?ref=push"
            case "campaign": value = "spring-\(random.pick(["sale", "launch", "digest"]))-\(random.below(100))"
            default: value = String(random.below(10_000_000))
            }
            members.append((key, .string(value)))
        }
        return members
    }

    /// The next message, as an HTTP v1 request body `{"message": …}`.
    mutating func next() -> JSONText {
        produced += 1
        let mistake = random.chance(findingsPercent) ? random.below(8) : -1
        let message: [(String, JSONText)]
        switch random.below(10) {
        case 0..<4: message = notifyKit(mistake: mistake)
        case 4..<7: message = plainNotification(mistake: mistake)
        default: message = dataOnly(mistake: mistake)
        }
        return .object([("message", .object(message))])
    }

    // MARK: Notify Kit FCM Mode

    mutating func notifyKit(mistake: Int) -> [(String, JSONText)] {
        let title = random.pick(Self.titles)
        let body = random.pick(Self.bodies)
        var (targetKey, targetValue) = target()
        // The SDK uses the id as the collapse key; only per-device messages get one here, so a
        // batch does not pile up collapse keys on one topic.
        let id: String? = targetKey == "token" ? "order-\(random.below(100_000))" : nil
        var android: [(String, JSONText)] = [("channelId", .string(random.pick(Self.channels)))]
        if random.chance(60) { android.append(("smallIcon", .string("ic_notification"))) }
        if random.chance(30) { android.append(("color", .string("#4CAF50"))) }
        android.append(("pressAction", .object([("id", .string("default"))])))
        if random.chance(40) {
            android.append(
                ("actions", .array([
                    .object([("title", .string("Accept")), ("pressAction", .object([("id", .string("accept"))]))]),
                    .object([("title", .string("Decline")), ("pressAction", .object([("id", .string("decline"))])), ("input", .bool(true))]),
                ])))
        }
        if random.chance(30) {
            android.append(("style", .object([("type", .string("BIG_PICTURE")), ("picture", .string(mistake == 0 ? "http://cdn.example.com/banner.png" : image()))])))
        } else if random.chance(30) {
            android.append(("style", .object([("type", .string("BIG_TEXT")), ("text", .string(body))])))
        }
        var ios: [(String, JSONText)] = [("sound", .string("default"))]
        let timeSensitive = random.chance(40)
        if timeSensitive { ios.append(("interruptionLevel", .string("timeSensitive"))) }
        let thread = random.chance(30) ? "thread-\(random.below(100))" : nil
        if let thread { ios.append(("threadId", .string(thread))) }
        if random.chance(40) {
            ios.append(("attachments", .array([.object([("url", .string(image())), ("identifier", .string("attachment-0"))])])))
        }
        var blob: [(String, JSONText)] = [("_v", .int(1)), ("title", .string(title)), ("body", .string(body))]
        if let id { blob.append(("id", .string(id))) }
        blob.append(("android", .object(android)))
        blob.append(("ios", .object(ios)))
        let blobText = String(decoding: JSONText.object(blob).compact(), as: UTF8.self)

        let custom = customData(random.below(3))
        var data = custom
        data.append(("notifee_options", .string(blobText)))
        if mistake == 1 { data.append(("badge", .int(3))) }
        var androidConfig: [(String, JSONText)] = [("priority", .string("HIGH"))]
        if let id { androidConfig.append(("collapse_key", .string(id))) }
        if random.chance(50) { androidConfig.append(("ttl", .string(mistake == 2 ? "3600" : "3600s"))) }
        var headers: [(String, JSONText)] = []
        if mistake != 3 { headers.append(("apns-push-type", .string("alert"))) }
        headers.append(("apns-priority", .string("10")))
        if let id { headers.append(("apns-collapse-id", .string(id))) }
        var aps: [(String, JSONText)] = [("alert", .object([("title", .string(title)), ("body", .string(body))])), ("mutable-content", .int(1)), ("sound", .string("default"))]
        if let thread { aps.append(("thread-id", .string(thread))) }
        if timeSensitive { aps.append(("interruption-level", .string("time-sensitive"))) }
        if random.chance(20) { aps.append(("badge", .int(1 + random.below(20)))) }
        var payload: [(String, JSONText)] = [("aps", .object(aps)), ("notifee_options", .string(blobText))]
        if !custom.isEmpty { payload.append(("notifee_data", .string(String(decoding: JSONText.object(custom).compact(), as: UTF8.self)))) }
        if mistake == 4 { targetKey = "topic"; targetValue = .string("/topics/news") }
        return [
            (targetKey, targetValue),
            ("data", .object(data)),
            ("android", .object(androidConfig)),
            ("apns", .object([("headers", .object(headers)), ("payload", .object(payload))])),
        ]
    }

    // MARK: Plain notifications

    mutating func plainNotification(mistake: Int) -> [(String, JSONText)] {
        let title = random.pick(Self.titles)
        let body = random.pick(Self.bodies)
        var notification: [(String, JSONText)] = [("title", .string(title)), ("body", .string(body))]
        if random.chance(30) { notification.append(("image", .string(mistake == 0 ? "http://cdn.example.com/promo.jpg" : image()))) }
        var androidNotification: [(String, JSONText)] = [("channel_id", .string(random.pick(Self.channels)))]
        if random.chance(50) { androidNotification.append(("icon", .string("ic_stat_notify"))) }
        if random.chance(30) { androidNotification.append(("color", .string("#FF5722"))) }
        if random.chance(30) { androidNotification.append(("click_action", .string("OPEN_ACTIVITY"))) }
        var android: [(String, JSONText)] = [("notification", .object(androidNotification))]
        if random.chance(40) { android.append(("ttl", .string(mistake == 2 ? "86400" : "86400s"))) }
        var message: [(String, JSONText)] = [target(), ("notification", .object(notification))]
        if random.chance(60) {
            var data = customData(1 + random.below(4))
            if mistake == 1 { data.append(("count", .int(7))) }
            message.append(("data", .object(data)))
        }
        message.append(("android", .object(android)))
        var headers: [(String, JSONText)] = []
        if mistake != 3 { headers.append(("apns-push-type", .string("alert"))) }
        headers.append(("apns-priority", .string("10")))
        var aps: [(String, JSONText)] = [("sound", .string("default"))]
        if random.chance(30) { aps.append(("badge", .int(1 + random.below(9)))) }
        if notification.count > 2 { aps.append(("mutable-content", .int(1))) }
        if mistake == 5 { aps.append(("content-available", .string("1"))) }
        message.append(("apns", .object([("headers", .object(headers)), ("payload", .object([("aps", .object(aps))]))])))
        if random.chance(50) { message.append(("fcm_options", .object([("analytics_label", .string("campaign_\(random.below(50))"))]))) }
        if mistake == 6 { message.append(("webpush", .object([("fcm_options", .object([("link", .string("http://example.com/offers"))]))]))) }
        return message
    }

    // MARK: Data-only messages

    mutating func dataOnly(mistake: Int) -> [(String, JSONText)] {
        var data = customData(2 + random.below(6))
        data.append(("type", .string(random.pick(["sync", "chat", "order_update", "location"]))))
        data.append(("payload", .string(String(decoding: JSONText.object([
            ("text", .string(random.pick(Self.bodies))), ("sentAt", .int(1_700_000_000 + random.below(10_000_000))),
        ]).compact(), as: UTF8.self))))
        if mistake == 1 { data.append(("retry", .bool(true))) }
        if mistake == 7 { data.append(("google.sent_time", .string("1700000000"))) }
        var apnsHeaders: [(String, JSONText)] = [("apns-priority", .string("5"))]
        if mistake != 3 { apnsHeaders.insert(("apns-push-type", .string("background")), at: 0) }
        return [
            target(),
            ("data", .object(data)),
            ("android", .object([("priority", .string(mistake == 4 ? "NORMAL" : "high"))])),
            ("apns", .object([("headers", .object(apnsHeaders)), ("payload", .object([("aps", .object([("content-available", .int(1))]))]))])),
        ]
    }
}
