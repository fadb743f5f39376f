import Foundation
@testable import LintRules
import SizeModel
import Testing

/// The URL facts a message's context holds (`MessageURLFacts`) are what the rules computed for
/// themselves before: each field is the value a lookup gives (the first member that is not
/// `null`, `image` before `imageUrl`, either spelling of `fcm_options`), and each fact is
/// `URLCheck`'s and `URLPathExtension`'s verdict on that value.
@Suite struct MessageURLFactsTests {
    static let messages = [
        #"{"message": {"token": "t", "notification": {"image": "https://cdn.example.com/a.gif", "imageUrl": "http://x/y.png"}}}"#,
        #"{"message": {"token": "t", "notification": {"image": null, "imageUrl": "HTTP://cdn.example.com/a b.webp"}, "android": {"notification": {"imageUrl": "https://bücher.example/a.svg?x=1"}}}}"#,
        #"{"token": "t", "notification": {"imageUrl": "https:\/\/cdn.example.com\/a.png"}, "apns": {"fcmOptions": {"image": "ftp://x/a.png", "imageUrl": "https://[::1]x/a"}}}"#,
        #"{"message": {"token": "t", "apns": {"fcm_options": null, "fcmOptions": {"imageUrl": "https://x:99999/a.mp4"}}, "webpush": {"fcmOptions": {"link": "https://example.com/news"}, "notification": {"icon": "http://x/i.png", "image": "/relative.png", "badge": 5}}}}"#,
        #"{"message": {"token": "t", "webpush": {"fcm_options": {"link": "http://example.com"}, "fcmOptions": {"link": "https://other"}, "notification": "not an object"}}}"#,
        #"{"message": {"token": "t", "notification": {"image": 7}, "android": {"notification": {"image": "{{image_url}}"}}, "webpush": {"fcm_options": {"link": "https://example.com/{{id}}"}}}}"#,
        #"{"message": {"token": "t", "data": {"k": "v"}}}"#,
    ]

    static func context(_ text: String) throws -> MessageContext {
        MessageContext(envelope: try JSONParser().parse(Array(text.utf8)).root, configuration: LintConfiguration())
    }

    /// The facts of `value` in a field with `policy`, worked out the slow way.
    static func expect(_ facts: URLFacts, of value: JSONValue?, policy: URLPolicy, readsPathExtension: Bool = false) {
        #expect(facts.node == (value?.index ?? -1))
        guard let value, let text = value.stringValue else {
            #expect(!facts.isString && facts.scheme == .none && !facts.hasSyntaxProblem && facts.pathExtensionCode == 0)
            return
        }
        #expect(facts.isString)
        let scheme = URLCheck.scheme(of: text)
        switch scheme {
        case .https: #expect(facts.scheme == .https)
        case .http: #expect(facts.scheme == .http)
        case .other: #expect(facts.scheme == .other)
        case .none: #expect(facts.scheme == .none)
        }
        #expect(facts.isPlainHTTPS == MediaURLNotHTTPSRule.isPlainHTTPS(value))
        let isHTTP = scheme == .http || scheme == .https
        #expect(facts.hasSyntaxProblem == (isHTTP && URLCheck.syntaxProblem(in: text, policy: policy) != nil))
        let code = readsPathExtension ? URLPathExtension.of(text).map(URLPathExtension.code) ?? 0 : 0
        #expect(facts.pathExtensionCode == code)
    }

    @Test(arguments: messages) func factsAreTheLookupsAndChecksOfEachField(_ text: String) throws {
        let context = try Self.context(text)
        let urls = context.urlFacts
        Self.expect(
            urls.notificationImage, of: context.notificationImage ?? context.notificationImageURL, policy: .notificationImage,
            readsPathExtension: true)
        Self.expect(
            urls.androidNotificationImage, of: context.androidNotificationImage ?? context.androidNotificationImageURL,
            policy: .androidNotificationImage, readsPathExtension: true)
        let options = context.apnsFCMOptions
        Self.expect(urls.apnsImage, of: options?.member(literal: "image"), policy: .apnsImage)
        Self.expect(urls.apnsImageURL, of: options?.member(literal: "imageUrl"), policy: .apnsImage)
        let webpush = context.webpush
        Self.expect(urls.webpushLink, of: webpush?.field(literal: "fcm_options")?.member(literal: "link"), policy: .webpushLink)
        let notification = webpush?.member(literal: "notification")
        Self.expect(urls.webpushIcon, of: notification?.member(literal: "icon"), policy: .webpushNotificationMedia)
        Self.expect(urls.webpushImage, of: notification?.member(literal: "image"), policy: .webpushNotificationMedia)
        Self.expect(urls.webpushBadge, of: notification?.member(literal: "badge"), policy: .webpushNotificationMedia)
    }

    @Test func aMessageWithoutURLFieldsHasNone() throws {
        let urls = try Self.context(#"{"message": {"token": "t", "notification": {"title": "T"}, "android": {"priority": "high"}}}"#).urlFacts
        for facts in [
            urls.notificationImage, urls.androidNotificationImage, urls.apnsImage, urls.apnsImageURL, urls.webpushLink,
            urls.webpushIcon, urls.webpushImage, urls.webpushBadge,
        ] {
            #expect(!facts.isPresent && !facts.isString)
        }
    }

    /// The facts are judged when any rule that reads them is on, and skipped (`none`) when the
    /// configuration turns all of them off.
    @Test func factsAreSkippedOnlyWhenEveryReaderIsOff() throws {
        let text = Self.messages[0]
        let envelope = try JSONParser().parse(Array(text.utf8)).root
        var allOff = LintConfiguration()
        allOff.disabledRules = Set(MessageURLFacts.readers.map { $0.description.id })
        let skipped = MessageContext(envelope: envelope, configuration: allOff)
        #expect(!skipped.urlFacts.notificationImage.isPresent)
        for reader in MessageURLFacts.readers {
            var oneOn = allOff
            oneOn.disabledRules.remove(reader.description.id)
            let context = MessageContext(envelope: envelope, configuration: oneOn)
            #expect(context.urlFacts.notificationImage.isPresent, "\(reader.description.id) reads the facts")
        }
    }

    /// Every rule whose source reads `urlFacts` is one of `MessageURLFacts.readers` (a rule file is
    /// named after its rule type).
    @Test func everyRuleReadingTheFactsIsAReader() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LintRules/Rules")
        let files = try #require(FileManager.default.enumerator(at: rules, includingPropertiesForKeys: nil))
        let readers = Set(MessageURLFacts.readers.map { String(describing: $0) })
        var readingFiles = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            guard try String(contentsOf: url, encoding: .utf8).contains("urlFacts") else { continue }
            readingFiles += 1
            let type = url.deletingPathExtension().lastPathComponent
            #expect(readers.contains(type), "\(type) reads urlFacts but is not in MessageURLFacts.readers")
        }
        #expect(readingFiles == readers.count)
    }
}
