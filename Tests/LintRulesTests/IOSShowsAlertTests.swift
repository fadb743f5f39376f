@testable import LintRules
import SizeModel
import Testing

/// `MessageContext.iosShowsAlert` is "iOS may show alert text": an alert without text is no
/// alert, a common notification fills only the fields an alert dictionary leaves out, and a string
/// alert replaces it (`APNsAlertText.visibleText`). `isUserVisibleOnIOS` follows it on a
/// background push.
@Suite struct IOSShowsAlertTests {
    static func context(_ aps: String, notification: String? = nil, headers: String = "{}") throws -> MessageContext {
        let common = notification.map { #""notification": \#($0), "# } ?? ""
        let text = #"{"message": {"token": "t", \#(common)"apns": {"headers": \#(headers), "payload": {"aps": \#(aps)}}}}"#
        return MessageContext(envelope: try JSONParser().parse(Array(text.utf8)).root, configuration: LintConfiguration())
    }

    /// aps, the common notification (or nil), and whether iOS may show alert text.
    static let cases: [(String, String?, Bool)] = [
        (#"{"alert": "Hi"}"#, nil, true),
        (#"{"alert": ""}"#, nil, false),
        (#"{"alert": {}}"#, nil, false),
        (#"{"alert": {"title": "", "body": ""}}"#, nil, false),
        (#"{"alert": {"launch-image": "a.png"}}"#, nil, false),
        // A localization key is text, whether or not the app has the string.
        (#"{"alert": {"title-loc-key": "NEW_MESSAGE"}}"#, nil, true),
        // A Live Activity's localized title.
        (#"{"alert": {"title": {"loc-key": "%@ is knocked down!"}}}"#, nil, true),
        // Another type is apns-alert-type's, not judged here.
        (#"{"alert": 5}"#, nil, true),
        (#"{"sound": "default"}"#, #"{"title": "Hi"}"#, true),
        (#"{"sound": "default"}"#, #"{"title": "", "body": ""}"#, false),
        (#"{"sound": "default"}"#, #"{"image": "https://example.com/a.png"}"#, false),
        // The dictionary leaves the title out: FCM fills it from the notification.
        (#"{"alert": {}}"#, #"{"title": "Hi"}"#, true),
        (#"{"alert": {"title": ""}}"#, #"{"body": "There"}"#, true),
        // The dictionary's empty title blanks the notification's; a string alert replaces both.
        (#"{"alert": {"title": ""}}"#, #"{"title": "Hi"}"#, false),
        (#"{"alert": {"title": "", "body": ""}}"#, #"{"title": "Hi", "body": "There"}"#, false),
        (#"{"alert": ""}"#, #"{"title": "Hi"}"#, false),
    ]

    @Test(arguments: 0..<cases.count) func iosShowsAlertIsVisibleText(_ index: Int) throws {
        let (aps, notification, shows) = Self.cases[index]
        let context = try Self.context(aps, notification: notification)
        #expect(context.iosShowsAlert == shows, "\(aps) \(notification ?? "")")
        #expect(context.apsHasAlert == aps.contains(#""alert""#))
    }

    /// An alert dictionary without text on a background push is the silent idiom, as "" is;
    /// a badge or sound beside it is still shown.
    @Test func backgroundPushWithAnAlertWithoutTextIsNotVisible() throws {
        let background = #"{"apns-push-type": "background", "apns-priority": "5"}"#
        #expect(try !Self.context(#"{"alert": {}, "content-available": 1}"#, headers: background).isUserVisibleOnIOS)
        #expect(try !Self.context(#"{"alert": {"launch-image": "a.png"}, "content-available": 1}"#).isUserVisibleOnIOS)
        #expect(try Self.context(#"{"alert": {}, "content-available": 1, "badge": 1}"#).isUserVisibleOnIOS)
        #expect(try Self.context(#"{"alert": {"title": ""}, "content-available": 1}"#, notification: #"{"body": "B"}"#).isUserVisibleOnIOS)
        // Without a background marker an empty alert is apns-alert-empty's error, still a
        // user-facing push for the other rules.
        #expect(try Self.context(#"{"alert": {}}"#).isUserVisibleOnIOS)
    }
}
