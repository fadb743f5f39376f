import SizeModel

/// The URL fields of one message, each looked up and judged once (`URLFacts`) for every rule
/// that reads it: the image rules, `media-url-not-https`, `notification-image-format`,
/// `webpush-link-https` and `webpush-url-https` read these instead of finding, decoding and
/// scanning the same strings again. Made with the message's context (`MessageContext.urlFacts`).
///
/// The facts are held out of line, in a one-element array lent by the worker's pool
/// (`MessageURLFacts.Pool`, in `ContextStoragePool`), so that the context keeps one reference
/// (it stays within the allocator's per-thread cache, `MessageContextSizeTests`) and a message's
/// facts are neither allocated nor freed: a class instance of its own was allocated and freed
/// for every message with a URL field (half of corpus (e)'s), about 300 instructions each. A
/// message without URL fields shares `none`.
struct MessageURLFacts: Sendable {
    /// The facts of the eight fields, stored together.
    struct Fields: Sendable {
        let notificationImage: URLFacts
        let androidNotificationImage: URLFacts
        let apnsImage: URLFacts
        let apnsImageURL: URLFacts
        let webpushLink: URLFacts
        let webpushIcon: URLFacts
        let webpushImage: URLFacts
        let webpushBadge: URLFacts
    }

    /// The facts: one element (an array, not a class, so that the pool's list is filled again
    /// in place when no context holds it any more, and copied on write when one still does).
    private let storage: [Fields]

    /// Facts held by `storage`, which holds one element (`Pool.lend(_:)`, `none`).
    init(lent storage: [Fields]) {
        self.storage = storage
    }

    /// `notification.image`, else `notification.imageUrl` (`URLPolicy.notificationImage`).
    var notificationImage: URLFacts { storage[0].notificationImage }
    /// `android.notification.image`, else `imageUrl` (`URLPolicy.androidNotificationImage`).
    var androidNotificationImage: URLFacts { storage[0].androidNotificationImage }
    /// `apns.fcm_options.image` (either spelling of `fcm_options`; `URLPolicy.apnsImage`).
    var apnsImage: URLFacts { storage[0].apnsImage }
    /// `apns.fcm_options.imageUrl` (firebase-admin's spelling; `URLPolicy.apnsImage`).
    var apnsImageURL: URLFacts { storage[0].apnsImageURL }
    /// `webpush.fcm_options.link` (either spelling of `fcm_options`; `URLPolicy.webpushLink`).
    var webpushLink: URLFacts { storage[0].webpushLink }
    /// `webpush.notification.icon`, `image` and `badge`, in that order
    /// (`URLPolicy.webpushNotificationMedia`; their scheme is what is read).
    var webpushIcon: URLFacts { storage[0].webpushIcon }
    var webpushImage: URLFacts { storage[0].webpushImage }
    var webpushBadge: URLFacts { storage[0].webpushBadge }

    /// The rules that read the facts (`MessageContext.urlFacts`). When a configuration turns all
    /// of them off, contexts skip the facts (`ConfigurationReference.readsURLFacts`);
    /// `MessageURLFactsTests` checks that every rule reading them is listed.
    static let readers: [any Rule.Type] = [
        NotificationImageInvalidURLRule.self, NotificationImageFormatRule.self, MediaURLNotHTTPSRule.self,
        AndroidNotificationImageRule.self, WebpushURLHTTPSRule.self, WebpushLinkHTTPSRule.self, APNsFCMOptionsImageRule.self,
    ]

    /// The facts of a message without URL fields.
    static let none = MessageURLFacts(
        lent: [
            Fields(
                notificationImage: .absent, androidNotificationImage: .absent, apnsImage: .absent, apnsImageURL: .absent,
                webpushLink: .absent, webpushIcon: .absent, webpushImage: .absent, webpushBadge: .absent)
        ])

    /// Looks up and judges the URL fields of `message` from the parts its context found
    /// (`MessageContext`): the slots of `notification` and `android.notification` (from their
    /// one pass), and the node indices of `apns.fcm_options`, `webpush.fcm_options` and
    /// `webpush.notification` (-1 for none; the last two from the context's one pass over
    /// `webpush`). A message without any of them is `none`; the facts of another are stored in a
    /// list lent by `pool`.
    ///
    /// Parts come as node indices, and `message` is borrowed (not inlined): a value is made only
    /// for a part that is there. Values made by the caller were each retained and released, even
    /// when absent (measured: about 5 reference counts a message on corpus (e)).
    @inline(never)
    static func of(
        message: JSONValue, notificationSlots: JSONMemberSlots, androidNotificationSlots: JSONMemberSlots,
        apnsFCMOptionsNode: Int, webpushFCMOptionsNode webpushOptions: Int, webpushNotificationNode webNotification: Int, pool: inout Pool
    ) -> MessageURLFacts {
        typealias Notification = ContextMembers.Notification
        typealias AndroidNotification = ContextMembers.AndroidNotification
        let notificationNode = notificationSlots.first(Notification.image, Notification.imageURL)
        let androidNode = androidNotificationSlots.first(AndroidNotification.image, AndroidNotification.imageURL)
        guard notificationNode >= 0 || androidNode >= 0 || apnsFCMOptionsNode >= 0 || webpushOptions >= 0 || webNotification >= 0
        else { return .none }
        // Every field is found as a node index in the message's document (borrowed): a value
        // made by an out-of-line lookup retained the document, about five times a message on
        // corpus (e).
        let document = message.document
        // Each object's fields in one pass over its members (`memberNodes(ofObjectAt:)`): one
        // lookup a field cost about 110 instructions a message on corpus (e) (perf-rules6).
        let (apnsImageNode, apnsImageURLNode) = document.memberNodes(ofObjectAt: apnsFCMOptionsNode, "image", "imageUrl")
        let (iconNode, imageNode, badgeNode) = webpushMediaNodes(of: webNotification, in: document)
        let fields = Fields(
            notificationImage: URLFacts.of(node: notificationNode, in: document, policy: .notificationImage, readsPathExtension: true),
            androidNotificationImage: URLFacts.of(
                node: androidNode, in: document, policy: .androidNotificationImage, readsPathExtension: true),
            apnsImage: URLFacts.of(node: apnsImageNode, in: document, policy: .apnsImage),
            apnsImageURL: URLFacts.of(node: apnsImageURLNode, in: document, policy: .apnsImage),
            webpushLink: URLFacts.of(
                node: document.memberNode(ofObjectAt: webpushOptions, literal: "link"), in: document, policy: .webpushLink),
            webpushIcon: URLFacts.of(node: iconNode, in: document, policy: .webpushNotificationMedia),
            webpushImage: URLFacts.of(node: imageNode, in: document, policy: .webpushNotificationMedia),
            webpushBadge: URLFacts.of(node: badgeNode, in: document, policy: .webpushNotificationMedia))
        // Stored in a spare one-element list when the pool has one (no allocation).
        return MessageURLFacts(lent: pool.lend(fields))
    }

    /// The node indices of `icon`, `image` and `badge` in the `webpush.notification` at node
    /// `object` (-1 for each not there; the first not `null`, as `memberNode(ofObjectAt:literal:)`
    /// finds), in one pass over its members. Written out with its literals, not as a helper
    /// taking three names: such a helper was not inlined here, and compared each key with names
    /// it did not know (about 165 instructions a notification on corpus (e), perf-rules6).
    private static func webpushMediaNodes(of object: Int, in document: JSONDocument) -> (icon: Int, image: Int, badge: Int) {
        var found = (icon: -1, image: -1, badge: -1)
        document.forEachMemberKey(ofObjectAt: object) { key in
            guard document.kind(at: key &+ 1) != .null else { return }
            if found.icon < 0, document.isString(at: key, equalTo: "icon") {
                found.icon = key &+ 1
            } else if found.image < 0, document.isString(at: key, equalTo: "image") {
                found.image = key &+ 1
            } else if found.badge < 0, document.isString(at: key, equalTo: "badge") {
                found.badge = key &+ 1
            }
        }
        return found
    }
}
