import SizeModel

/// Shows the HTTP v1 form of a legacy body.
///
/// Lint: with `legacy-top-level-keys`, one info finding on the message with the equivalent HTTP v1
/// request: targets, `priority`, `time_to_live`, `collapse_key`, `content_available`,
/// `mutable_content`, `dry_run` and the legacy notification keys moved to their v1 places.
struct LegacyMappingHintRule: Rule {
    static let description = RuleDescription(
        id: "legacy-mapping-hint",
        area: .legacy,
        needs: .schemaIssues,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the HTTP v1 equivalent of a legacy FCM HTTP body",
        rationale: """
            Migrating from the legacy API is mechanical but spread over several places: to \
            becomes token or topic (a list in to, which the legacy API took only in \
            registration_ids, becomes one request per token, as fcm-push's senders wrote it: \
            nandarustam/fcm-push#5); registration_ids becomes one request per token; priority \
            becomes android.priority plus apns-priority; time_to_live becomes android.ttl \
            ("<n>s") plus apns-expiration (an absolute UNIX time); collapse_key becomes \
            android.collapse_key plus apns-collapse-id; content_available and mutable_content \
            become aps keys (content_available on a push iOS shows nothing for also sets \
            apns-push-type background and apns-priority 5; on one with a notification, or an \
            apns alert, badge or sound kept from the body, it does not, since iOS does not show \
            a background push; a content_available written inside notification set aps \
            content-available too, as a userInfo captured after such a send shows, while the \
            notification's other unknown keys reached the device as gcm.notification.<key>, \
            which the legacy reference does not document); dry_run becomes validate_only; the notification's Android and iOS \
            keys move to android.notification and apns.payload.aps (click_action and the \
            loc keys to both, as legacy FCM applied them on both platforms, except a \
            click_action that is a URL: the legacy reference gives URLs as the web's \
            click_action, which HTTP v1 writes as webpush.fcm_options.link, while on Android a \
            URL names no intent action and the tap opens nothing; likewise an icon that is a URL, \
            which the legacy reference gives as the web's icon ("The URL to use for the \
            notification's icon") and HTTP v1 writes as webpush.notification.icon, while on \
            Android a URL names no drawable and the SDK shows the default icon (HumHub's \
            fcm-push legacy driver sent its logo URL as icon to its PWA's web tokens); so is an \
            icon or badge that is a path to an image ("/icons/icon-192.png", "icon-96.png"), which \
            no Android drawable's name and no iOS badge count can be: it goes to \
            webpush.notification (Apps Script and Postgres pg_net senders of PWAs, audit72), and \
            a click_action that is a path on the site ("/"), which webpush.fcm_options.link (an \
            absolute HTTPS URL) cannot hold but the JS SDK's service worker opens as \
            webpush.notification.click_action, resolved against its location (firebase-js-sdk \
            messaging sw-listeners getLink); a to written as code that joins the prefix to a \
            value ('/topics/' + topic, an Apps Script sender's fallback, audit72) becomes topic, a \
            placeholder for that value, not a token holding the code; a to that is a Web Push \
            subscription's endpoint (https://fcm.googleapis.com/fcm/send/…, which a PWA's \
            PushManager subscription gives and a Supabase pg_net sender stored, audit72) holds no \
            token HTTP v1 takes: the Firebase JS SDK's getToken() registers the endpoint and its \
            keys with FCM's registration service and receives the token (firebase-js-sdk \
            messaging requests.ts requestGetToken), so the request leaves the target to the user \
            and says so, rather than carry the URL into token, which FCM rejects \
            (routing-token-shape); a notification or data the code fills in (data: data || {}, \
            read as a placeholder) is named as left out, not written as a string where HTTP v1 \
            takes an object; so is a notification or data that is [], what PHP's json_encode \
            writes for an empty array (eSchool-style school ERPs build both in PHP), since \
            HTTP v1 rejects a list where it takes an object (beste/firebase-php#591) and the \
            empty block sends nothing; \
            body_loc_args and \
            title_loc_args, which the legacy reference documents as a "JSON array as string", \
            become the arrays of strings HTTP v1 and APNs take: a number or boolean among them \
            its text, since FCM rejects any other element of a repeated string ("Invalid value \
            at '…body_loc_args[1]' (TYPE_STRING), 1"), and a plain string the one argument it \
            holds, which the legacy API refused (InvalidParameters, PyFCM#140)); a data value that is not a string, which \
            the legacy API accepted (its reference only recommends strings) and HTTP v1 rejects \
            ("Invalid value at 'message.data[1].value' (TYPE_STRING)"), becomes a string: a \
            number or boolean its text, an object or array its JSON (what the app then parses), \
            a null is left out; an eight-digit notification colour, which the Android SDK \
            read as #AARRGGBB (Color.parseColor), becomes the #rrggbb that HTTP v1 takes \
            ("#FF6200EE" becomes "#6200EE", not "#FF6200"), with an alpha other than FF named \
            as left out; an empty android_channel_id is left out too (named), since the \
            Android SDK takes an empty channel id as none and uses the app's default channel \
            (CommonNotificationBuilder.getOrCreateChannel skips it with TextUtils.isEmpty), so \
            "channel_id": "" would carry over nothing, and a numeric one becomes its text, \
            since HTTP v1's channel_id is a string (a number is TYPE_STRING's INVALID_ARGUMENT). \
            This hint writes \
            the result out for the linted body, with a placeholder target when the body names \
            none (an HTTP v1 message needs one) or names a topic no topic name can be (Apprise's \
            legacy mode writes "to": "/topics/#alerts"; FCM rejects "#alerts" as a v1 topic, \
            topic names holding [a-zA-Z0-9-_.~%] only), and names every field it could not carry \
            over. HTTP v1 blocks already in the body (android, apns, webpush, fcm_options, as \
            Flutter apps write beside to: "android": {"priortiy": "HIGH"}) are copied as \
            written, so a field in them that HTTP v1 rejects is named too: an unknown field \
            (shape-unknown-field's), a value of the wrong JSON type, firebase-admin's name for a \
            field (android.notification's priority "max") and an android.ttl that is a number \
            (HTTP v1 declares android.ttl a protobuf Duration, a string such as "3600s", and \
            fails anything else with INVALID_ARGUMENT: android-ttl-format), which the hint \
            copied without a word before (verdict-left11); the request shown would otherwise \
            still be refused. A body without a legacy target may be the options of \
            firebase-admin's removed sendToDevice ({collapseKey: 'chat', timeToLive: 3600}), \
            which the SDK renamed to the legacy keys before sending (firebase-admin-node \
            messaging.ts, CAMELCASE_OPTIONS_KEYS_MAP): they are carried over as those keys, \
            where the hint left them out as fields the legacy API ignored; beside a target (a \
            PHP body posted to fcm/send) the legacy API did ignore them, and they stay left out \
            (verdict-left11). \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message (topic: \"/topics/\" prefix should not be provided)",
            "caronc/apprise apprise/plugins/fcm/__init__.py (legacy mode: payload[\"to\"] = f\"/topics/{recipient}\", recipient keeping its #)",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy notification keys: click_action, body_loc_key, title_loc_key on iOS; icon on the web: \"The URL to use for the notification's icon\"; body_loc_args and title_loc_args: \"JSON array as string\")",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification (body_loc_args, title_loc_args: string[])",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (data: values in string types are recommended; convert non-string values to strings)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message (data: map of string to string)",
            "https://github.com/laravel-notification-channels/fcm/issues/37",
            "https://github.com/beste/firebase-php/issues/591 (\"data\": [] from json_encode rejected by HTTP v1)",
            "https://github.com/olucurious/PyFCM/issues/140 (body_loc_args given as a string: InvalidParameters)",
            "https://github.com/factisresearch/fcm-client/blob/1de4984255d0d9f7198e7ea0e947f0804947e9a2/test/Spec.hs (title_loc_args \"[\\\"locStr\\\",1,true]\")",
            "https://github.com/invertase/react-native-firebase/issues/4845",
            "https://github.com/invertase/notifee/issues/813",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (apns-push-type background: no user interaction)",
            "firebase-android-sdk firebase-messaging CommonNotificationBuilder.java (getColor: Color.parseColor of gcm.n.color)",
            "https://developer.android.com/reference/android/graphics/Color#parseColor(java.lang.String) (#RRGGBB and #AARRGGBB)",
            "firebase-android-sdk firebase-messaging CommonNotificationBuilder.java (getOrCreateChannel: a channel id only when !TextUtils.isEmpty, else the manifest's default_notification_channel_id, else fcm_fallback_notification_channel)",
            "firebase-js-sdk packages/messaging/src/internals/requests.ts (requestGetToken: POST projects/<id>/registrations with web.endpoint, auth, p256dh; the token is the response's)",
            "https://www.w3.org/TR/push-api/#dom-pushsubscription-endpoint",
        ],
        triggeringExamples: [
            Example(#"↓{"to": "/topics/news", "priority": "high", "time_to_live": 60, "notification": {"title": "Hi", "sound": "default"}}"#),
            Example(#"{"message": ↓{"token": "fcm-token", "collapse_key": "scores"}}"#),
            // No target: the hint writes a placeholder token, not a v1 body FCM rejects.
            Example(#"↓{"priority": "high", "notification": {"title": "Hi", "click_action": "OPEN_CHAT"}}"#),
            // delay_while_idle and the unknown key are named as left out, not dropped silently.
            Example(#"↓{"to": "fcm-token", "delay_while_idle": true, "sender": "web", "data": {"id": "7"}}"#),
            // Legacy loc args written as the reference documents them, a JSON array in a string.
            Example(#"↓{"to": "fcm-token", "notification": {"body_loc_key": "NEW_MESSAGE", "body_loc_args": "[\"Ana\"]"}}"#),
            // factisresearch/fcm-client (Haskell) writes the JSON array in a string with a number and
            // a boolean; HTTP v1 takes strings only, so the request writes "1" and "true". A plain
            // string (PyFCM#140) is the one argument it holds.
            Example(#"↓{"to": "/topics/news", "notification": {"title_loc_key": "loc title", "title_loc_args": "[\"locStr\",1,true]", "body_loc_key": "follow", "body_loc_args": "Demo (@demo)"}}"#),
            // A list of tokens in to, and a web click_action URL.
            Example(#"↓{"to": ["tok1", "tok2"], "notification": {"title": "Hi", "click_action": "https://example.com/orders/1"}}"#),
            // invertase/notifee#813: a legacy body with an HTTP v1 apns alert; content_available
            // adds content-available only, not the background push type iOS would not show.
            Example(#"↓{"to": "fcm-token", "content_available": true, "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}"#),
            // invertase/react-native-firebase#4845: a number the legacy API took in data; HTTP v1
            // takes only strings, so the request writes "1.4".
            Example(#"↓{"to": "fcm-token", "data": {"score": 1.4, "meta": {"a": 1}}, "content_available": true}"#),
            // A Postman test's body and the userInfo it produced (audit27): content_available inside
            // notification became aps content-available; priority became gcm.notification.priority.
            Example(#"↓{"to": "fcm-token", "notification": {"body": "Notification Body", "title": "Notification Title", "content_available": true, "priority": "high"}}"#),
            // humhub/fcm-push driver/FcmLegacy.php: the site logo URL as icon and the entry URL as
            // click_action, for the PWA's web tokens: both go to webpush, not android.notification.
            Example(#"↓{"registration_ids": ["tok1"], "notification": {"title": "HumHub", "icon": "https://community.example.org/icon.png", "click_action": "https://community.example.org/n/1"}}"#),
            // A Postgres pg_net sender of a PWA (audit72): the icon and badge are image paths, the
            // web's, not a drawable and not a count.
            Example(#"↓{"to": "fcm-token", "notification": {"title": "Water", "icon": "/water.png", "badge": "/water.png", "click_action": "/"}}"#),
            // A colour from an Android colors.xml (alpha first, audit40's TejAgro curl): the
            // request writes "#6200EE", which HTTP v1 takes.
            Example(##"↓{"to": "fcm-token", "notification": {"title": "Test", "icon": "ic_notification", "color": "#FF6200EE"}}"##),
            // An Indonesian README's Guzzle body (audit67): the empty android_channel_id is named
            // as left out, not copied as "channel_id": "".
            Example(##"↓{"to": "<TOKEN_DEVICE>", "collapse_key": "type_a", "priority": "high", "notification": {"android_channel_id": "", "title": "Test notifikasi", "body": "body notifikasi", "sound": "default", "color": "#005f73"}}"##),
            // PyFCM 1's README (audit71): a numeric android_channel_id is written as the string
            // HTTP v1's channel_id must be.
            Example(##"↓{"registration_ids": ["t1"], "notification": {"title": "Hi", "android_channel_id": 2}}"##),
            // A Flutter social app's legacy topic push with an HTTP v1 android block beside it
            // (audit56): the block is copied as written, and its misspelt field is named.
            Example(#"↓{"to": "/topics/FriendsPost", "notification": {"title": "Omar added a post"}, "android": {"priortiy": "HIGH", "notification": {"notification_priority": "PRIORITY_MAX"}}}"#),
            // A legacy body beside an HTTP v1 android block whose ttl is a number and whose
            // notification priority is firebase-admin's (verdict-left11): both copied, both named.
            Example(#"↓{"to": "fcm-token", "notification": {"title": "Hi"}, "android": {"priority": "high", "ttl": 3600, "notification": {"channel_id": "orders", "priority": "max"}}}"#),
            // caronc/apprise plugins/fcm legacy mode for fcm://KEY/%23ops (audit59): "#ops" is no
            // topic name, so the request writes a placeholder topic rather than one FCM rejects.
            Example(#"↓{"data": {"check": "nightly-db"}, "to": "/topics/#ops", "priority": "normal"}"#),
            // Kingdayo/aurora-academic-flow's pg_net sender (audit72) put a PWA's Web Push endpoint
            // in to: the request leaves the target to the user instead of carrying the URL.
            Example(#"↓{"to": "https://fcm.googleapis.com/fcm/send/dGVzdC1lbmRwb2ludC1pZA:APA91bExample", "notification": {"title": "Task due"}}"#),
            // An Apps Script sender's data: data || {} (audit72), read as a placeholder: named as
            // left out, not written as a string.
            Example(#"↓{"to": "fcm-token", "notification": {"title": "Hi"}, "data": "${data}"}"#),
            // A PHP sender's empty data array, written [] by json_encode: named as left out, not
            // carried into a request FCM rejects.
            Example(#"↓{"to": "fcm-token", "notification": {"title": "Fees due"}, "data": []}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": "high", "ttl": "60s"}}}"#)
        ],
        fix: FixDeclaration(
            .unsafe,
            summary: """
                Replaces a legacy body with the HTTP v1 request the hint shows, \
                values copied as written (a data value that is not a string written as one, \
                which HTTP v1 requires) and laid out in the file's style. What changes: the body \
                must now go to the v1 endpoint, and time_to_live sets android.ttl only (iOS's \
                apns-expiration is an absolute time, set when sending). Declined when the request \
                would hold a placeholder: no target, a topic no topic name can be, or \
                registration_ids (one request per token).
                """,
            examples: [
                FixExample(
                    before: #"{"to": "/topics/news", "priority": "high", "notification": {"title": "Hi", "sound": "default"}}"#,
                    after: #"{"message": {"topic": "news", "notification": {"title": "Hi"}, "android": {"notification": {"sound": "default"}, "priority": "HIGH"}, "apns": {"payload": {"aps": {"sound": "default"}}, "headers": {"apns-priority": "10"}}}}"#),
                FixExample(
                    before: "{\n  \"to\": \"fcm-token\",\n  \"collapse_key\": \"scores\",\n  \"data\": {\"id\": \"7\"}\n}\n",
                    after: "{\n  \"message\": {\n    \"token\": \"fcm-token\",\n    \"data\": {\n      \"id\": \"7\"\n    },\n    \"android\": {\n      \"collapse_key\": \"scores\"\n    },\n    \"apns\": {\n      \"headers\": {\n        \"apns-collapse-id\": \"scores\"\n      }\n    }\n  }\n}\n"),
                FixExample(
                    before: #"{"to": "fcm-token", "data": {"score": 1.4, "meta": {"a": 1}}}"#,
                    after: #"{"message": {"token": "fcm-token", "data": {"score": "1.4", "meta": "{\"a\":1}"}}}"#),
                FixExample(
                    before: #"{"to": "fcm-token", "notification": {"body_loc_key": "NEW_MESSAGE", "body_loc_args": "[\"Ana\"]"}}"#,
                    after: #"{"message": {"token": "fcm-token", "android": {"notification": {"body_loc_key": "NEW_MESSAGE", "body_loc_args": ["Ana"]}}, "apns": {"payload": {"aps": {"alert": {"loc-key": "NEW_MESSAGE", "loc-args": ["Ana"]}}}}}}"#),
            ],
            plan: { planFix($0) }))

    init() {}

    /// The HTTP v1 blocks the request copies as written from the body.
    static let copiedBlocks: Set<String> = ["android", "apns", "webpush", "fcm_options", "fcmOptions"]

    /// The fields of the copied HTTP v1 blocks that HTTP v1 rejects, by their path in the message
    /// (`android.priortiy`), in the order they are written: the request shown still holds them.
    /// An unknown field (shape-unknown-field's), a value of the wrong JSON type FCM checks
    /// (shape-type-mismatch's, but a quoted "true" or "false", which FCM reads as the boolean,
    /// and the aps values FCM passes on), firebase-admin's name for a field (shape-admin-only-
    /// name-in-rest's: android.notification's priority, imageUrl) and an android.ttl that is no
    /// duration string (android-ttl-format's: a number, firebase-admin's milliseconds or the
    /// legacy API's seconds, where HTTP v1 takes "3600s"), unless the body's time_to_live sets
    /// it (verdict-left11).
    static func rejectedCopiedFields(of message: MessageContext) -> [String] {
        let root = message.message
        var rejected: [(offset: Int, path: String)] = []
        func note(_ value: JSONValue) {
            let path = value.readablePath(below: { $0.index == root.index })
            guard let block = path.split(separator: ".").first, copiedBlocks.contains(String(block)),
                !rejected.contains(where: { $0.path == path })
            else { return }
            rejected.append((value.sourceStart, path))
        }
        for issue in message.schema.issues(for: ShapeUnknownFieldRule.self) { note(issue.value) }
        for issue in message.schema.issues(for: ShapeAdminOnlyNameInRESTRule.self) { note(issue.value) }
        for issue in message.schema.issues(for: ShapeTypeMismatchRule.self) {
            guard let mismatch = issue.typeMismatch, !mismatch.isApple else { continue }
            if mismatch.expectsBoolean, let text = issue.value.stringValue, text == "true" || text == "false" { continue }
            note(issue.value)
        }
        // Read as the request's: a bare message's number may be firebase-admin's milliseconds,
        // but the request shown is an HTTP v1 body, where it is rejected.
        if root.member(literal: "time_to_live") == nil, let ttl = root.member(literal: "android")?.member(literal: "ttl"),
            case .malformed = AndroidTTL(ttl, shape: .v1Request)
        {
            note(ttl)
        }
        return rejected.sorted { $0.offset < $1.offset }.map(\.path)
    }

    /// Replaces the legacy body with its HTTP v1 request, when the request needs no placeholder.
    static func planFix(_ request: FixRequest) -> FixPlan? {
        let message = request.message
        guard message.shape == .legacy, request.finding.start.offset == message.envelope.sourceStart,
            let conversion = LegacyMigration.conversion(of: message.envelope, exact: true), !conversion.hasPlaceholders,
            let document = try? JSONParser(maximumDepth: message.configuration.maximumDepth).parse(Array(conversion.request.utf8))
        else { return nil }
        var title = "rewrite the legacy body as an HTTP v1 request"
        if !conversion.leftOut.isEmpty { title += " (left out: " + conversion.leftOut.joined(separator: ", ") + ")" }
        return FixPlan(title: title, edits: [request.editor.replace(message.envelope, with: JSONFragment.of(document.root))])
    }

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A firebase-admin object with legacy keys needs Admin names, not an HTTP v1 body.
        guard message.shape != .admin, !message.schema.issues(for: LegacyTopLevelKeysRule.self).isEmpty,
            let conversion = LegacyMigration.conversion(of: message.message)
        else { return }
        var text = "as an HTTP v1 request this is: \(conversion.request)"
        if conversion.targetIsPlaceholder {
            text += "; the legacy body names no target (to, registration_ids, condition), and HTTP v1 requires one"
        }
        if conversion.targetIsWebPushEndpoint {
            text += "; to holds a Web Push subscription's endpoint, not a registration token: HTTP v1 takes the token the Firebase JS SDK's getToken() returns for the subscription (FCM issues it for the endpoint and its keys), or send to the endpoint itself with the Web Push protocol"
        }
        if !conversion.stringifiedData.isEmpty {
            text += "; written as strings, as HTTP v1 data requires: " + conversion.stringifiedData.map { "data.\($0)" }.joined(separator: ", ")
        }
        if !conversion.leftOut.isEmpty {
            text += "; left out: " + conversion.leftOut.joined(separator: ", ")
        }
        let rejected = Self.rejectedCopiedFields(of: message)
        if !rejected.isEmpty {
            text += "; copied as written, but HTTP v1 rejects: " + rejected.joined(separator: ", ")
        }
        findings.report(
            text, at: message.message,
            fix: conversion.targetIsPlaceholder || conversion.targetIsWebPushEndpoint
                ? "fill in the target, then send the HTTP v1 request above to projects/<project>/messages:send"
                : "send the HTTP v1 request above to projects/<project>/messages:send")
    }
}
