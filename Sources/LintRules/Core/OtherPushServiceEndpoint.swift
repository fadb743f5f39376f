/// The push endpoints of other push services, by the URL a pasted request is sent to.
///
/// A pasted `curl` command or HTTP request whose URL is another push service's send endpoint
/// (Expo's `https://exp.host/--/api/v2/push/send`, OneSignal's `…/notifications`, PlayFab's
/// `…/Server/SendPushNotification`) is that service's request, whatever its body holds: the
/// service takes it and builds the FCM and APNs messages itself. When the body alone does not show
/// it (an Expo message whose `to` is a shell variable, `"$TARGET"`), the URL does, and the request
/// gets shape-other-push-service's warning instead of shape-not-a-payload's error, which is for a
/// request to a place no push service is known at (the app's own API). Each entry is a host and a
/// path only that service's push endpoint has, so a body posted to another of the service's APIs
/// (OneSignal's players, Adalo's collections) stays unknown.
extension OtherPushService {
    /// A push endpoint: the host (a whole name, or a suffix starting with `.`) and a text its path
    /// holds, both lowercased.
    private struct Endpoint {
        let host: String
        let path: String
        let service: OtherPushService

        func matches(host name: String, path: String) -> Bool {
            let hostMatches = host.hasPrefix(".") ? name.hasSuffix(host) : name == host
            return hostMatches && path.contains(self.path)
        }
    }

    /// The services' documented send endpoints (each service's API reference, as cited in
    /// Documentation/InputShapes.md, "Other push services").
    private static let endpoints: [Endpoint] = [
        Endpoint(host: "exp.host", path: "/push/send", service: .expo),
        Endpoint(host: "api.onesignal.com", path: "/notifications", service: .oneSignal),
        Endpoint(host: "onesignal.com", path: "/api/v1/notifications", service: .oneSignal),
        Endpoint(host: ".pushnotifications.pusher.com", path: "/publishes", service: .pusherBeams),
        Endpoint(host: "push-api.cloud.huawei.com", path: "/messages:send", service: .huaweiPushKit),
        Endpoint(host: "api.pushy.me", path: "/push", service: .pushy),
        Endpoint(host: "api.jpush.cn", path: "/v3/push", service: .jPush),
        Endpoint(host: "api.tpns.tencent.com", path: "/v3/push/", service: .tpns),
        Endpoint(host: "api-push.cloud.toast.com", path: "/messages", service: .nhnCloudPush),
        Endpoint(host: "notify.twilio.com", path: "/notifications", service: .twilioNotify),
        Endpoint(host: "api.adalo.com", path: "/notifications", service: .adalo),
        Endpoint(host: ".playfabapi.com", path: "/server/sendpushnotification", service: .playFab),
        // Braze's REST endpoints are one host per instance (rest.iad-01.braze.com …
        // rest.us-10.braze.com, rest.fra-01.braze.eu, rest.au-01.braze.com: "API and SDK
        // endpoints", braze.com/docs/user_guide/administrative/access_braze/sdk_endpoints), with
        // POST /messages/send and /messages/schedule/create ("Messaging endpoints",
        // braze.com/docs/api/endpoints/messaging).
        Endpoint(host: ".braze.com", path: "/messages/send", service: .braze),
        Endpoint(host: ".braze.eu", path: "/messages/send", service: .braze),
        Endpoint(host: ".braze.com", path: "/messages/schedule/create", service: .braze),
        Endpoint(host: ".braze.eu", path: "/messages/schedule/create", service: .braze),
        // Airship's API at the base URL https://go.urbanairship.com/ (docs.urbanairship.com/api/
        // overview.html), its Push API at POST /api/push (docs.airship.com/api/ua, "Push").
        Endpoint(host: "go.urbanairship.com", path: "/api/push", service: .airship),
        // Pushwoosh's createMessage at https://api.pushwoosh.com/json/1.3/createMessage, and at
        // cp.pushwoosh.com in older pages of the same reference (docs.pushwoosh.com/platform-docs/
        // api-reference/messages).
        Endpoint(host: "api.pushwoosh.com", path: "/json/1.3/createmessage", service: .pushwoosh),
        Endpoint(host: "cp.pushwoosh.com", path: "/json/1.3/createmessage", service: .pushwoosh),
        // Infobip's Push API at POST https://api.infobip.com/push/2/message/single and /multi, or
        // the account's own base URL (xxxxx.api.infobip.com) (Infobip API reference, "Push").
        Endpoint(host: "api.infobip.com", path: "/push/", service: .infobip),
        Endpoint(host: ".api.infobip.com", path: "/push/", service: .infobip),
        // Pushe's notification and rapid push APIs (pusheco/pushe-android-api-samples:
        // https://api.pushe.co/v2/messaging/notifications/ and /v2/messaging/rapid/).
        Endpoint(host: "api.pushe.co", path: "/v2/messaging/", service: .pushe),
        // Appwrite Cloud (cloud.appwrite.io, and its regional hosts such as fra.cloud.appwrite.io);
        // a self-hosted Appwrite has its own host, and only its body shows it.
        Endpoint(host: "cloud.appwrite.io", path: "/v1/messaging/messages/push", service: .appwrite),
        Endpoint(host: ".cloud.appwrite.io", path: "/v1/messaging/messages/push", service: .appwrite),
        // Knock's workflow trigger, POST https://api.knock.app/v1/workflows/{key}/trigger
        // (docs.knock.app/api-reference/workflows/trigger).
        Endpoint(host: "api.knock.app", path: "/trigger", service: .knock),
        // Team-chat servers' push relays: Rocket.Chat's gateway (the Push_gateway setting's
        // default, RocketChat/Rocket.Chat push.ts sendGatewayPush: {gateway}/push/{gcm|apn}/send),
        // Nextcloud's push proxy (nextcloud/notifications lib/Push.php: {proxy}/notifications),
        // Mattermost's hosted push proxy (model.MHPNS, https://push.mattermost.com; the proxy's
        // swagger/spec.yaml: /api/v1/send_push) and Zulip's bouncer (push_notifications.py:
        // /api/v1/remotes/push/notify).
        Endpoint(host: "gateway.rocket.chat", path: "/push/", service: .rocketChatGateway),
        Endpoint(host: "push-notifications.nextcloud.com", path: "/notifications", service: .nextcloudPushProxy),
        Endpoint(host: ".mattermost.com", path: "/api/v1/send_push", service: .mattermostPushProxy),
        Endpoint(host: "push.zulipchat.com", path: "/api/v1/remotes/push/notify", service: .zulipPushBouncer),
    ]

    /// The service whose push endpoint `url` (an absolute URL) is, or nil.
    static func pushEndpoint(of url: String) -> OtherPushService? {
        let lowered = url.lowercased()
        guard let authority = RequestDestination.urlHost(lowered), let scheme = lowered.range(of: "://") else { return nil }
        let host = String(authority.prefix { $0 != ":" })
        let path = String(lowered[scheme.upperBound...].dropFirst(authority.count).prefix { $0 != "?" && $0 != "#" })
        return endpoints.first { $0.matches(host: host, path: path) }?.service
    }
}
