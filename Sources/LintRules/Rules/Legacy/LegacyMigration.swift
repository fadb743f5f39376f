import SizeModel

/// Builds the HTTP v1 request equivalent to a legacy FCM HTTP body, for `legacy-mapping-hint`.
///
/// The result is compact JSON text with the legacy values moved to their HTTP v1 places; values
/// that cannot be computed offline (an absolute `apns-expiration`, a target the body lacks) are
/// written as `<placeholders>`. Every field of the body either has a place in the result or is
/// named in `Conversion.leftOut` with the reason, so the hint never drops a field silently.
enum LegacyMigration {
    /// The HTTP v1 request built from a legacy body, and what it could not carry over.
    struct Conversion {
        /// The HTTP v1 request, compact JSON text.
        var request: String
        /// Fields of the legacy body with no place in the request, each with the reason
        /// (`delay_while_idle (no HTTP v1 equivalent)`).
        var leftOut: [String]
        /// True when the legacy body names no target and the request has a placeholder token.
        var targetIsPlaceholder: Bool
        /// True when the request holds a `<placeholder>` to fill in (a target, one request per
        /// registration id, an absolute expiration), so it cannot be sent as it is.
        var hasPlaceholders: Bool
        /// The data keys whose number, boolean, object or array value the request writes as a
        /// string, which HTTP v1 requires and the legacy API did not.
        var stringifiedData: [String] = []
        /// True when `to` holds a Web Push subscription's endpoint (an http(s) URL), which no
        /// HTTP v1 field takes: the request has a placeholder token instead.
        var targetIsWebPushEndpoint = false
    }

    /// The top-level fields of a legacy body (and HTTP v1 fields kept as they are) that the
    /// conversion places; any other field is left out and named.
    static let placedTopLevel: Set<String> = [
        "token", "topic", "condition", "fid", "android", "apns", "webpush", "fcm_options", "fcmOptions",
        "to", "registration_ids", "notification_key", "notification", "data", "priority", "time_to_live",
        "collapse_key", "content_available", "mutable_content", "restricted_package_name", "direct_boot_ok",
        "dry_run",
    ]

    /// firebase-admin's sendToDevice options (`MessagingOptions`) and the legacy keys the SDK
    /// renamed them to (firebase-admin-node messaging.ts, CAMELCASE_OPTIONS_KEYS_MAP).
    static let adminOptionNames: [String: String] = [
        "dryRun": "dry_run", "timeToLive": "time_to_live", "collapseKey": "collapse_key", "mutableContent": "mutable_content",
        "contentAvailable": "content_available", "restrictedPackageName": "restricted_package_name",
    ]

    /// A legacy `body_loc_args` or `title_loc_args` value as HTTP v1 and APNs take it, rendered
    /// with `render`. The legacy HTTP reference documents both as "JSON array as string"
    /// (`"[\"Ana\"]"`), while the HTTP v1 fields are repeated strings (FCM rejects any other
    /// element: "Invalid value at '…body_loc_args[1]' (TYPE_STRING), 1") and APNs' `loc-args` an
    /// array of strings: a string that holds a JSON array gives that array, any other string is
    /// the one argument it holds (`"Ana"` gives `["Ana"]`; the legacy API answered a plain string
    /// with InvalidParameters, olucurious/PyFCM#140), and an element that is a number or boolean
    /// becomes its text (factisresearch/fcm-client writes `"[\"locStr\",1,true]"`), another
    /// array or object its JSON. Anything else (an object, a null) is copied as written.
    static func locArgs(_ value: JSONValue, render: (JSONValue) -> String) -> String {
        var arguments = value
        if value.isString {
            guard let document = try? JSONParser().parseEmbedded(in: value), document.root.isArray else {
                return "[" + render(value) + "]"
            }
            arguments = document.root
        }
        guard arguments.isArray else { return render(value) }
        if arguments.elements.allSatisfy(\.isString) { return render(arguments) }
        let parts = arguments.elements.map { element -> String in
            switch element.kind {
            case .string: return render(element)
            case .number, .true, .false: return quoted(String(decoding: element.rawBytes, as: UTF8.self))
            case .null: return "null"
            case .object, .array: return quoted(minified(element))
            }
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// The HTTP v1 request for `legacy`, or nil when it has no legacy key to convert.
    static func v1Request(for legacy: JSONValue) -> String? { conversion(of: legacy)?.request }

    /// The conversion of `legacy`, or nil when it has no legacy key to convert. With `exact` (the
    /// unsafe fix), values are copied as written, never shortened, and `time_to_live` sets no
    /// `apns-expiration` placeholder: it is named in `leftOut` instead.
    static func conversion(of legacy: JSONValue, exact: Bool = false) -> Conversion? {
        guard legacy.isObject else { return nil }
        let compact: (JSONValue) -> String = exact ? { String(decoding: $0.rawBytes, as: UTF8.self) } : { LegacyMigration.compact($0) }
        var hasPlaceholders = false
        var message = Tree()
        var request = Tree()
        var converted = false
        var leftOut: [String] = []
        var hasTarget = false
        var targetIsWebPushEndpoint = false

        // HTTP v1 fields already present are kept (a v1 message with a few legacy keys).
        for name in ["token", "topic", "condition", "fid", "android", "apns", "webpush", "fcm_options", "fcmOptions"] {
            if let value = legacy.member(name) {
                message.insert([name], value, render: compact)
                if ["token", "topic", "condition", "fid"].contains(name) { hasTarget = true }
            }
        }
        // Without a legacy target the body may be the options of firebase-admin's removed
        // sendToDevice (`{collapseKey: 'chat', timeToLive: 3600}`), which the SDK renamed to the
        // legacy keys before sending (firebase-admin-node messaging.ts CAMELCASE_OPTIONS_KEYS_MAP):
        // they are carried over as those keys. Beside a target (a PHP body posted to fcm/send) the
        // legacy API ignored them, and they are left out (verdict-left11).
        let convertsAdminOptions = !["to", "registration_ids", "notification_key", "condition"].contains { legacy.member($0) != nil }
        func option(_ legacyName: String) -> JSONValue? {
            if let value = legacy.member(legacyName) { return value }
            guard convertsAdminOptions, let adminName = adminOptionNames.first(where: { $0.value == legacyName })?.key else { return nil }
            return legacy.member(adminName)
        }
        for member in legacy.members {
            let name = member.key.stringValue ?? ""
            if convertsAdminOptions, let legacyName = adminOptionNames[name], legacy.member(legacyName) == nil { continue }
            if name == "delay_while_idle" {
                leftOut.append("delay_while_idle (deprecated; HTTP v1 has no equivalent)")
            } else if !placedTopLevel.contains(name) {
                leftOut.append("\(name) (not a legacy FCM field: the legacy API ignored it)")
            }
        }
        if let to = legacy.member(literal: "to") {
            converted = true
            hasTarget = true
            if let path = LegacyTopicPath(to) {
                if !path.name.isEmpty, case .malformed = RoutingTopic(path.name) {
                    // A name no topic can have (Apprise's legacy "/topics/#alerts") is rejected in
                    // "topic" too: legacy-topic-in-to says why; the request names the gap instead.
                    message.set(["topic"], quoted("<a valid topic name, not \(path.name)>"))
                    hasPlaceholders = true
                } else {
                    message.set(["topic"], quoted(path.name))
                }
            } else if let name = to.stringValue.flatMap(LegacyTopicPath.concatenatedName) {
                // Code that joins the prefix to a value (`'/topics/' + topic`) names a topic.
                message.set(["topic"], quoted(name))
            } else if to.stringHasPrefix("https://") || to.stringHasPrefix("http://") {
                // A Web Push subscription's endpoint (PushSubscription.endpoint, stored by a PWA
                // that subscribed with PushManager): FCM's HTTP v1 API takes the registration
                // token the Firebase JS SDK's getToken() obtains for a subscription from FCM's
                // registration service (firebase-js-sdk messaging requests.ts requestGetToken
                // posts the endpoint and its keys and receives a token), a text the endpoint does
                // not hold; the endpoint itself is sent to with the Web Push protocol (a Supabase
                // pg_net sender, audit72). The request leaves the target to the user.
                message.set(["token"], quoted("<the registration token getToken() returns, not the Web Push endpoint in to>"))
                hasPlaceholders = true
                targetIsWebPushEndpoint = true
            } else if to.isArray {
                // The legacy API took one string in "to" (a list belonged in registration_ids);
                // HTTP v1 takes one token per request.
                message.set(["token"], quoted("<one request per token: \(to.count) tokens in to>"))
                hasPlaceholders = true
            } else {
                message.set(["token"], compact(to))
            }
        }
        if let ids = legacy.member(literal: "registration_ids") {
            converted = true
            hasTarget = true
            // A list counts its tokens; a value written as code (`registration_ids: tokens`) is no
            // list the linter can count, and "0 registration_ids" would say the list is empty.
            let tokens = ids.isArray ? "\(ids.count) registration_ids" : "the tokens in registration_ids"
            message.set(["token"], quoted("<one request per token: \(tokens)>"))
            hasPlaceholders = true
        }
        if let key = legacy.member(literal: "notification_key") {
            converted = true
            hasTarget = true
            message.set(["token"], compact(key))
        }
        if let condition = legacy.member(literal: "condition") {
            hasTarget = true
            message.set(["condition"], compact(condition))
        }
        if !hasTarget {
            // An HTTP v1 message without a target is rejected; the body did not say where it went.
            message.set(["token"], quoted("<registration token, or topic/condition instead>"))
            hasPlaceholders = true
        }

        let notification = legacy.member(literal: "notification")
        if let notification, let text = notification.stringValue, TemplateText.isWholePlaceholder(text) {
            // A notification the code fills in (`notification: payload`, read as a `${…}`
            // placeholder) has keys the linter cannot see, so none can be moved to its HTTP v1
            // place: named, not written as a string where HTTP v1 takes an object.
            leftOut.append(
                "notification (a placeholder the code or template fills in: HTTP v1 keeps title, body and image there and moves the Android and iOS keys to android.notification and apns.payload.aps)")
            hasPlaceholders = true
        }
        if let notification, Self.isEmptyArray(notification) {
            leftOut.append("notification (\(Self.emptyArrayReason))")
        }
        if let notification, notification.isObject {
            for member in notification.members {
                let name = member.key.stringValue ?? ""
                let value = name.hasSuffix("_loc_args") ? locArgs(member.value, render: compact) : compact(member.value)
                switch name {
                case "title", "body", "image":
                    message.set(["notification", name], value)
                case "color" where member.value.stringValue.flatMap(AndroidColorText.eightDigits) != nil:
                    // The device read the legacy colour with Color.parseColor (#AARRGGBB); HTTP v1
                    // and firebase-admin take #rrggbb only (android-notification-color).
                    if let color = member.value.stringValue.flatMap(AndroidColorText.eightDigits) {
                        message.set(["android", "notification", "color"], quoted("#\(color.rgb)"))
                        if !color.isOpaque {
                            leftOut.append("notification.color's alpha \(color.alpha) (HTTP v1 takes #rrggbb, without alpha)")
                        }
                    }
                case "icon" where member.value.stringHasPrefix("https://") || member.value.stringHasPrefix("http://"):
                    // A URL was the web's icon (the legacy reference: "Web: The URL to use for the
                    // notification's icon"); on Android it names no drawable, and the SDK falls back
                    // to the default icon. HumHub's fcm-push legacy driver sent its logo URL here.
                    message.set(["webpush", "notification", "icon"], value)
                case "icon" where Self.isWebImagePath(member.value.stringValue):
                    // A path to an image (`/icons/icon-192.png`, `icon-192x192.png`) is the web's
                    // icon too: an Android icon names a drawable resource, whose name has no `/` and
                    // no file extension (the legacy reference: "Android: … Sets the notification
                    // icon to myicon for drawable resource myicon"). Apps Script and Postgres
                    // senders of PWAs wrote such paths (audit72).
                    message.set(["webpush", "notification", "icon"], value)
                case "icon", "color", "tag":
                    message.set(["android", "notification", name], value)
                case "click_action" where member.value.stringHasPrefix("https://") || member.value.stringHasPrefix("http://"):
                    // A URL was the web's click_action; on Android it named no intent action.
                    message.set(["webpush", "fcm_options", "link"], value)
                case "click_action" where member.value.stringHasPrefix("/") || member.value.stringHasPrefix("./"):
                    // A path on the site ("/", "/orders/1") was the web's click target: no Android
                    // intent action and no iOS category. HTTP v1's webpush.fcm_options.link takes an
                    // absolute HTTPS URL only, while the JS SDK's service worker still opens
                    // notification.click_action, resolved against its own location (firebase-js-sdk
                    // messaging sw-listeners getLink: fcmOptions.link ?? notification.click_action;
                    // new URL(link, self.location.href)). Apps Script senders of PWAs wrote "/" (audit72).
                    message.set(["webpush", "notification", "click_action"], value)
                case "click_action", "body_loc_key", "body_loc_args", "title_loc_key", "title_loc_args":
                    // Legacy FCM applied these on both platforms: on iOS as category, loc-key,
                    // loc-args, title-loc-key and title-loc-args.
                    message.set(["android", "notification", name], value)
                    let apple = [
                        "click_action": ["category"], "body_loc_key": ["alert", "loc-key"], "body_loc_args": ["alert", "loc-args"],
                        "title_loc_key": ["alert", "title-loc-key"], "title_loc_args": ["alert", "title-loc-args"],
                    ][name] ?? []
                    message.set(["apns", "payload", "aps"] + apple, value)
                case "android_channel_id" where member.value.stringValue?.isEmpty == true:
                    // The Android SDK takes an empty channel id as none (CommonNotificationBuilder
                    // getOrCreateChannel: TextUtils.isEmpty) and uses the manifest's default
                    // channel, or its fallback: an empty channel_id would carry over nothing.
                    leftOut.append("notification.android_channel_id (empty: Android uses the app's default channel, as without one)")
                case "android_channel_id" where member.value.kind == .number:
                    // HTTP v1 declares channel_id a string and rejects a number (INVALID_ARGUMENT,
                    // TYPE_STRING); the legacy API passed its text on (PyFCM 1's README sends
                    // android_channel_id 2).
                    message.set(["android", "notification", "channel_id"], quoted(minified(member.value)))
                case "android_channel_id":
                    message.set(["android", "notification", "channel_id"], value)
                case "sound":
                    message.set(["android", "notification", "sound"], value)
                    message.set(["apns", "payload", "aps", "sound"], value)
                case "badge" where Self.isWebImagePath(member.value.stringValue):
                    // An image path is no count for iOS (the legacy reference: "badge (iOS only):
                    // The value of the badge on the home screen app icon"); it is the Web
                    // Notification's badge image, which webpush.notification passes on. As
                    // aps.badge the text would be a string where APNs wants a number.
                    message.set(["webpush", "notification", "badge"], value)
                case "badge":
                    let number = member.value.stringValue.flatMap { Int($0) }.map(String.init) ?? value
                    message.set(["apns", "payload", "aps", "badge"], number)
                case "subtitle":
                    for key in ["title", "body"] {
                        if let text = notification.member(key) { message.set(["apns", "payload", "aps", "alert", key], compact(text)) }
                    }
                    message.set(["apns", "payload", "aps", "alert", "subtitle"], value)
                case "content_available" where member.value.boolValue == true || member.value.integerValue == 1:
                    // Written inside notification, the legacy API still set aps content-available:
                    // a userInfo captured after sending {"notification": {…, "content_available":
                    // true, "priority": "high"}} had "content-available" = 1 in aps, and the
                    // priority as gcm.notification.priority (audit27, a Postman test's result).
                    message.set(["apns", "payload", "aps", "content-available"], "1")
                default:
                    // Other unknown notification keys reached the device as gcm.notification.<name>
                    // (userInfo captures show gcm.notification.priority, .commandType, .shop_id),
                    // outside anything the legacy reference documents.
                    leftOut.append("notification.\(name) (not a legacy notification field: the legacy API passed it on to the device as gcm.notification.\(name), undocumented)")
                }
            }
        }
        var stringifiedData: [String] = []
        if let data = legacy.member(literal: "data") {
            if data.isObject {
                // The legacy API took any JSON value in data and only recommended strings; HTTP v1
                // declares data map<string, string> and rejects anything else (INVALID_ARGUMENT
                // "Invalid value at 'message.data[0].value' (TYPE_STRING)"). A number or boolean
                // becomes its text, an object or array its JSON; null has no string to become.
                var map = Tree()
                for member in data.members {
                    let name = member.key.stringValue ?? ""
                    switch member.value.kind {
                    case .string:
                        map.set([name], compact(member.value))
                    case .null:
                        leftOut.append("data.\(name) (null: HTTP v1 data values are strings; write \"\" or leave the key out)")
                    default:
                        let text = minified(member.value)
                        map.set([name], quoted(exact || text.count <= 200 ? text : "\(text.prefix(180))…", escapingControls: true))
                        stringifiedData.append(name)
                    }
                }
                message.set(["data"], map.text)
            } else if let text = data.stringValue, TemplateText.isWholePlaceholder(text) {
                // Data the code fills in (`data: data || {}`, read as a `${…}` placeholder whose
                // braces the reading had to replace) is no string: written as one, the request
                // would show text the code never holds, where HTTP v1 takes an object. Named.
                leftOut.append("data (a placeholder the code or template fills in: HTTP v1 takes the object it stands for there, every value a string)")
                hasPlaceholders = true
            } else if Self.isEmptyArray(data) {
                leftOut.append("data (\(Self.emptyArrayReason))")
            } else {
                message.set(["data"], compact(data))
            }
        }

        // Visible on iOS: a legacy notification, or an alert, badge or sound in an HTTP v1 apns
        // block kept from the body (invertase/notifee#813 mixes both): then content_available
        // must not make the push a background one, which iOS does not show.
        let keptAps = legacy.member(literal: "apns")?.member(literal: "payload")?.member(literal: "aps")
        let apsShows = keptAps.map { aps in
            aps.member(literal: "alert") != nil || aps.member(literal: "badge") != nil || aps.member(literal: "sound") != nil
        } ?? false
        let visible = notification?.isObject == true || apsShows
        if let priority = legacy.member(literal: "priority") {
            converted = true
            let high = priority.stringValue?.lowercased() == "high" || priority.integerValue == 10
            message.set(["android", "priority"], quoted(high ? "HIGH" : "NORMAL"))
            message.set(["apns", "headers", "apns-priority"], quoted(high && visible ? "10" : "5"))
        }
        if let ttl = option("time_to_live") {
            converted = true
            let seconds = ttl.integerValue.map(String.init) ?? ttl.stringValue ?? "0"
            message.set(["android", "ttl"], quoted("\(seconds)s"))
            if exact {
                leftOut.append("time_to_live on iOS (apns-expiration takes an absolute UNIX time: now + \(seconds) s, set when sending)")
            } else {
                message.set(["apns", "headers", "apns-expiration"], quoted("<UNIX time now + \(seconds)>"))
            }
        }
        if let collapse = option("collapse_key") {
            converted = true
            message.set(["android", "collapse_key"], compact(collapse))
            message.set(["apns", "headers", "apns-collapse-id"], compact(collapse))
        }
        if let flag = option("content_available") {
            converted = true
            if flag.boolValue == true || flag.integerValue == 1 {
                message.set(["apns", "payload", "aps", "content-available"], "1")
                if !visible {
                    message.set(["apns", "headers", "apns-push-type"], quoted("background"))
                    message.set(["apns", "headers", "apns-priority"], quoted("5"))
                }
            }
        }
        if let flag = option("mutable_content") {
            converted = true
            if flag.boolValue == true || flag.integerValue == 1 { message.set(["apns", "payload", "aps", "mutable-content"], "1") }
        }
        for (legacyName, v1Name) in [("restricted_package_name", "restricted_package_name"), ("direct_boot_ok", "direct_boot_ok")] {
            if let value = option(legacyName) {
                converted = true
                message.set(["android", v1Name], compact(value))
            }
        }
        if legacy.member(literal: "delay_while_idle") != nil { converted = true }
        guard converted else { return nil }
        request.set(["message"], message.text)
        if let dryRun = option("dry_run") {
            request.set(["validate_only"], compact(dryRun))
        }
        return Conversion(
            request: request.text, leftOut: leftOut, targetIsPlaceholder: !hasTarget, hasPlaceholders: hasPlaceholders,
            stringifiedData: stringifiedData, targetIsWebPushEndpoint: targetIsWebPushEndpoint)
    }

    // MARK: - Output

    /// An ordered JSON object under construction; leaves are JSON texts.
    struct Tree {
        private var members: [(String, Node)] = []

        indirect enum Node {
            case leaf(String)
            case tree(Tree)
        }

        mutating func set(_ path: [String], _ text: String) {
            guard let first = path.first else { return }
            let index = members.firstIndex { $0.0 == first }
            if path.count == 1 {
                if let index { members[index].1 = .leaf(text) } else { members.append((first, .leaf(text))) }
                return
            }
            var child = Tree()
            if let index, case .tree(let existing) = members[index].1 { child = existing }
            child.set(Array(path.dropFirst()), text)
            if let index { members[index].1 = .tree(child) } else { members.append((first, .tree(child))) }
        }

        /// Sets `path` to `value`, expanding objects so later `set` calls can add members.
        mutating func insert(
            _ path: [String], _ value: JSONValue, depth: Int = 0, render: (JSONValue) -> String = { LegacyMigration.compact($0) }
        ) {
            guard value.isObject, depth < 3 else { return set(path, render(value)) }
            for member in value.members {
                insert(path + [member.key.stringValue ?? ""], member.value, depth: depth + 1, render: render)
            }
        }

        var text: String {
            "{" + members.map { name, node in
                let value: String
                switch node {
                case .leaf(let text): value = text
                case .tree(let tree): value = tree.text
                }
                return "\(quoted(name)): \(value)"
            }.joined(separator: ", ") + "}"
        }
    }

    /// True for `[]`: what PHP's json_encode writes for an empty array where the body meant an
    /// object (beste/firebase-php#591). HTTP v1 rejects a list there, and an empty block sends
    /// nothing, so the conversion leaves it out and names it.
    static func isEmptyArray(_ value: JSONValue) -> Bool {
        value.kind == .array && value.count == 0
    }

    /// Why an empty array is left out of the conversion.
    static let emptyArrayReason =
        "[], what PHP's json_encode writes for an empty array: HTTP v1 rejects a list where it takes an object, and an empty block sends nothing"

    /// True when `text` is a path or name of an image file (it holds a `/`, or ends in an image
    /// file's extension) and not a URL with a scheme, which the `https://` cases handle: what the
    /// web draws, never an Android drawable's name or an iOS badge count.
    static func isWebImagePath(_ text: String?) -> Bool {
        guard let text, !text.isEmpty, !text.contains("://"), !text.contains(where: \.isWhitespace) else { return false }
        let lower = text.lowercased()
        return text.contains("/") || [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".ico"].contains { lower.hasSuffix($0) }
    }

    static func quoted(_ text: String, escapingControls: Bool = false) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where escapingControls && scalar.value < 0x20:
                escaped += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// A value as JSON text without whitespace between tokens, every member kept: what
    /// JSON.stringify writes for the value. Scalars keep their source text; deeper than
    /// `depthLimit` a container keeps its source text too.
    static func minified(_ value: JSONValue, depthLimit: Int = 32) -> String {
        switch value.kind {
        case .object where depthLimit > 0:
            let parts = value.members.map { "\(String(decoding: $0.key.rawBytes, as: UTF8.self)):\(minified($0.value, depthLimit: depthLimit - 1))" }
            return "{" + parts.joined(separator: ",") + "}"
        case .array where depthLimit > 0:
            return "[" + value.elements.map { minified($0, depthLimit: depthLimit - 1) }.joined(separator: ",") + "]"
        default:
            return String(decoding: value.rawBytes, as: UTF8.self)
        }
    }

    /// A value as compact JSON text: scalars as written, containers rebuilt without whitespace,
    /// long strings and deep containers shortened.
    static func compact(_ value: JSONValue, depth: Int = 0) -> String {
        switch value.kind {
        case .string:
            let raw = String(decoding: value.rawBytes, as: UTF8.self)
            return raw.count <= 200 ? raw : quoted("\((value.stringValue ?? "").prefix(180))…")
        case .number, .true, .false, .null:
            return String(decoding: value.rawBytes, as: UTF8.self)
        case .object:
            guard depth < 3 else { return "{…}" }
            let parts = value.members.prefix(8).map { "\(String(decoding: $0.key.rawBytes, as: UTF8.self)): \(compact($0.value, depth: depth + 1))" }
            return "{" + parts.joined(separator: ", ") + (value.count > 8 ? ", …" : "") + "}"
        case .array:
            guard depth < 3 else { return "[…]" }
            let parts = value.elements.prefix(8).map { compact($0, depth: depth + 1) }
            return "[" + parts.joined(separator: ", ") + (value.count > 8 ? ", …" : "") + "]"
        }
    }
}
