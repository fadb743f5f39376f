import SizeModel

/// Where a pasted HTTP request goes, as far as its text says: decided once, here, for a request
/// of a `.http` file or pasted request (`HTTPRequestText`: its target and `Host` header) and for
/// a pasted `curl` command (`CurlCommand`: its URL).
///
/// A request goes to FCM when its target names `fcm.googleapis.com`, an HTTP v1 send path
/// (`…/messages:send`, under any host) or GCM's send URL (`android.googleapis.com/gcm/send`,
/// `gcm-http.googleapis.com/gcm/send`: a legacy body), or its `Host` header is
/// `fcm.googleapis.com`; to APNs
/// when its URL's host, or its `Host` header, is one of APNs' (`api.push.apple.com`,
/// `api.sandbox.push.apple.com`, and the older name of the sandbox,
/// `api.development.push.apple.com`): its body is a raw APNs payload, linted as one. It goes
/// elsewhere when its URL, or the `Host` header of a path, names another host outright; a host
/// written with a variable or placeholder (`{{host}}`, `$FCM_HOST`, `<your-server>`) or a
/// target that is no URL (`{{url}}`, `$FCM_URL`, `/send` without a `Host`) leaves it unknown,
/// unless the path is APNs' provider API's (`/3/device/<token>`, `https://{{apns_host}}/3/device/…`):
/// that request goes to APNs.
enum RequestDestination: Equatable {
    case fcm
    case apns
    case elsewhere(host: String)
    case unknown

    /// Where a request to `target` (a URL or a path) with the `Host` header `host` goes.
    init(target: String, host: String?) {
        let lowered = target.lowercased()
        let header = host?.lowercased()
        if lowered.contains(PostmanCollection.fcmHost) || lowered.contains(PostmanCollection.sendPath) || header == PostmanCollection.fcmHost
            || Self.gcmSendURLs.contains(where: lowered.contains)
        {
            self = .fcm
            return
        }
        let named = Self.urlHost(lowered) ?? (lowered.hasPrefix("/") ? header : nil)
        guard let named, Self.isLiteralHost(named) else {
            // APNs' provider API path (`POST /3/device/<token>`) under a host held in a variable,
            // or with no Host header: no other API has it (Apple, "Sending notification
            // requests to APNs").
            self = lowered.contains(Self.apnsDevicePath) ? .apns : .unknown
            return
        }
        let name = named.prefix { $0 != ":" }
        self = Self.apnsHosts.contains(String(name)) ? .apns : .elsewhere(host: named)
    }

    /// True when a body sent there is linted: FCM's, APNs', or where it goes is unknown.
    var isLinted: Bool {
        if case .elsewhere = self { return false }
        return true
    }

    /// True when the body `bytes[body]`, sent there, is linted: as `isLinted`, and a body sent
    /// elsewhere that is an HTTP v1 request body, `{"message": {…}}` (`wrapsMessage`).
    func lints(_ bytes: [UInt8], body: Range<Int>) -> Bool {
        isLinted || Self.wrapsMessage(bytes, body: body) || Self.isOtherServiceRequest(bytes, body: body)
    }

    /// True when `bytes[body]` is a request to another push service that `ShapeDetector` knows
    /// (a gorush `notifications` list posted to `localhost:8088/api/push`, a OneSignal body to
    /// api.onesignal.com): the body decides, so it gets the same shape-other-push-service
    /// finding, naming what to lint, as the same body in a file, not shape-not-a-payload.
    static func isOtherServiceRequest(_ bytes: [UInt8], body: Range<Int>) -> Bool {
        guard let root = try? JSONParser().parse(bytes, range: body).root, root.isObject || root.isArray else { return false }
        let first = root.isArray ? root.elements.first { $0.isObject } : root
        guard let first else { return false }
        return ShapeDetector.detect(first, override: nil).otherService != nil
    }

    /// True when `bytes[body]` opens as an HTTP v1 request body: `{`, then `"message"` as its first
    /// key, holding an object. Posted to another host, such a body goes to the app's own relay (a
    /// Cloud Function or backend endpoint that forwards it to FCM, or a local emulator of one),
    /// which passes it on as written: no other push service's API takes that envelope (Expo's
    /// takes `to`, OneSignal's `app_id`, Pusher Beams' `interests`), so it is linted as the
    /// message it is.
    static func wrapsMessage(_ bytes: [UInt8], body: Range<Int>) -> Bool {
        var index = body.lowerBound
        func skipSpace() {
            while index < body.upperBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func consume(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            guard index + utf8.count <= body.upperBound, bytes[index..<index + utf8.count].elementsEqual(utf8) else { return false }
            index += utf8.count
            return true
        }
        skipSpace()
        guard consume("{") else { return false }
        skipSpace()
        guard consume("\"message\"") else { return false }
        skipSpace()
        guard consume(":") else { return false }
        skipSpace()
        return consume("{")
    }

    /// True when a request to `target` with the `Host` header `host` goes to FCM's legacy
    /// endpoint (`LegacyEndpointRule.isLegacyEndpoint`): a URL names FCM's host itself; a path
    /// needs the header.
    static func isLegacy(target: String, host: String?) -> Bool {
        guard LegacyEndpointRule.isLegacyEndpoint(target) else { return false }
        return !target.hasPrefix("/") || host?.lowercased() == PostmanCollection.fcmHost
    }

    /// True when `target` is FCM's HTTP v1 send URL or path, `…/v1/projects/{project}/messages:send`
    /// (the REST reference's `POST https://fcm.googleapis.com/v1/{parent=projects/*}/messages:send`),
    /// under any host: its request body is a SendMessageRequest, `{"message": {…}}` with an
    /// optional `validate_only`. Huawei Push Kit's `…/v1/{appid}/messages:send` has no `projects`.
    static func isV1Send(target: String) -> Bool {
        let lowered = target.lowercased()
        return lowered.contains("/v1/projects/") && lowered.contains("/messages:send")
    }

    /// Google Cloud Messaging's send URLs, FCM's predecessor's (removed from 2019-05-29, Firebase's
    /// GCM FAQ): what they were sent is a legacy FCM HTTP body, linted as one.
    static let gcmSendURLs = ["android.googleapis.com/gcm/send", "gcm-http.googleapis.com/gcm/send"]
    /// APNs' hosts (Apple, "Sending notification requests to APNs": api.push.apple.com and
    /// api.sandbox.push.apple.com; api.development.push.apple.com is the sandbox's older name).
    /// The path of APNs' provider API a notification request is posted to, before the device token.
    static let apnsDevicePath = "/3/device/"
    static let apnsHosts: Set<String> = ["api.push.apple.com", "api.sandbox.push.apple.com", "api.development.push.apple.com"]

    /// The host (with its port) of an absolute URL, or nil when `url` is not one.
    static func urlHost(_ url: String) -> String? {
        guard let scheme = url.range(of: "://"), url.hasPrefix("http") else { return nil }
        let rest = url[scheme.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return host.isEmpty ? nil : String(host)
    }

    /// True when `host` is written out (letters, digits, `.`, `-`, `_`, a port, an IPv6
    /// address's brackets), not a variable or placeholder standing for one.
    private static func isLiteralHost(_ host: String) -> Bool {
        host.unicodeScalars.allSatisfy { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || ".-_:[]".unicodeScalars.contains(scalar)
        }
    }
}
