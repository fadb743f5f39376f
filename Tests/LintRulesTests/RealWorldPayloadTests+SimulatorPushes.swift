@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Payloads developers test pushes with on the iOS Simulator: `.apns` files dropped on it and
    /// `xcrun simctl push` commands (`SimctlPushCommand`). `"Simulator Target Bundle"` and
    /// `"WatchKit Simulator Actions"` are keys the Simulator reads, beside `aps`: no finding
    /// (a raw APNs payload gets only its shape-detected note). Each is
    /// the text as its source wrote it.
    static let simulatorPushCases: [RealWorldCase] = [
        // Chanify's Makefile (index file id 21204429821), the JSON it echoes into simctl: a raw
        // APNs payload with the Simulator's key beside aps, clean
        RealWorldCase(
            "simctl Chanify Makefile payload with Simulator Target Bundle",
            #"""
                {
                	"Simulator Target Bundle": "net.chanify.ios",
                	"aps": {
                		"mutable-content" : 1,
                		"alert": {
                			"body": "hello"
                		}
                	}
                }
                """#,
            expected: ["shape-detected /aps"]),
        // An agent skill's simctl page (index file id 58395315323), "Push Notifications": the
        // payload piped into simctl is linted where it stands, not invalid-json at `echo`
        RealWorldCase(
            "simctl skill echo piped into simctl push",
            #"""
                echo '{"aps":{"alert":"Test"}}' | xcrun simctl push booted com.example.myapp -
                """#,
            expected: ["shape-detected /aps"]),
        // A NestJS sender's local branch (index file id 2992928348), one message as the shell
        // receives it: the token put inside aps, where iOS reserves keys for itself
        RealWorldCase(
            "simctl NestJS local sendAll token inside aps",
            #"""
                echo '{ "aps": { "alert": {"title":"Hi","body":"There"}, "token": "abc123" } }' | xcrun simctl push booted com.company.appname -
                """#,
            expected: ["shape-detected /aps", "apns-aps-unknown-key /aps/token"]),
        // An app's README of ready-to-send pushes (index file id 62373986184): the command names
        // the .apns file, which is the one to lint
        RealWorldCase(
            "simctl auction README push of an apns file",
            #"""
                xcrun simctl push booted com.valasek.auctionbaby 1-bid.received.apns
                """#,
            expected: ["invalid-json (root)"]),
        // Xamarin's watchOS notifications page (index file id 7838920171), NotificationPayload.json:
        // WatchKit Simulator Actions is the Simulator's; the title put in aps is ignored by iOS
        RealWorldCase(
            "simctl Xamarin WatchKit NotificationPayload",
            #"""
                {
                    "aps": {
                        "alert": "Test message content",
                        "title": "Optional title",
                        "category": "myCategory"
                        },
                        "WatchKit Simulator Actions": [
                        {
                            "title": "First Button",
                            "identifier": "firstButtonAction"
                        }
                        ],
                        "customKey": "Use this file to define a testing payload for your notifications."
                }
                """#,
            expected: ["shape-detected /aps", "apns-aps-unknown-key /aps/title"]),
    ]
}
