import LintRules
import Testing

/// Apple's own ActivityKit payloads, sent straight to APNs with the activity's push token, lint
/// without errors or warnings.
///
/// Transcribed from developer.apple.com, "Starting and updating Live Activities with ActivityKit
/// push notifications" (documentation/activitykit): the start payload ("Construct the payload that
/// starts a Live Activity"), the update with an alert ("Construct the ActivityKit remote push
/// notification payload"), and the relevance-score update ("Display the most important Live
/// Activity in the Dynamic Island"). The page shows no end payload; the end case is built from its
/// text: `"event": "end"`, the final `content-state`, and its example `"dismissal-date": 1663177260`.
@Suite struct LiveActivityPayloadTests {
    static let start = #"""
        {
            "aps": {
                "timestamp": 1234,
                "event": "start",
                "content-state": {
                    "currentHealthLevel": 100,
                    "eventDescription": "Adventure has begun!"
                },
                "attributes-type": "AdventureAttributes",
                "attributes": {
                    "hero": {
                        "name": "Power Panda",
                        "avatar": "U+1F43C",
                        "healthLevel": 100,
                        "heroType": "Forest Dweller",
                        "healthRecoveryRatePerHour": 0.25,
                        "url": "game:///panda",
                        "battleCode": "game:///panda/battle",
                        "level": 3,
                        "exp": 600,
                        "bio": "Power Panda loves eating bamboo shoots and leaves."
                    }
                },
                "alert": {
                    "title": {
                        "loc-key": "%@ is on an adventure!",
                        "loc-args": [
                            "Power Panda"
                        ]
                    },
                    "body": {
                        "loc-key": "%@ found a sword!",
                        "loc-args": [
                            "Power Panda"
                        ]
                    },
                    "sound": "chime.aiff"
                }
            }
        }
        """#

    static let updateWithAlert = #"""
        {
            "aps": {
                "timestamp": 1685952000,
                "event": "update",
                "content-state": {
                    "currentHealthLevel": 0.0,
                    "eventDescription": "Power Panda has been knocked down!"
                },
                "alert": {
                    "title": {
                        "loc-key": "%@ is knocked down!",
                        "loc-args": ["Power Panda"]
                    },
                    "body": {
                        "loc-key": "Use a potion to heal %@!",
                        "loc-args": ["Power Panda"]
                    },
                    "sound": "HeroDown.mp4"
                }
            }
        }
        """#

    static let updateWithRelevance = #"""
        {
            "aps": {
                "timestamp": 1685952000,
                "event": "update",
                "relevance-score": 100,
                "content-state": {
                    "currentHealthLevel": 0.941,
                    "eventDescription": "Power Panda found a sword!"
                }
            }
        }
        """#

    static let end = #"""
        {
            "aps": {
                "timestamp": 1685952000,
                "event": "end",
                "dismissal-date": 1663177260,
                "content-state": {
                    "currentHealthLevel": 0.941,
                    "eventDescription": "Power Panda found a sword!"
                }
            }
        }
        """#

    @Test(arguments: [("start", start), ("update with alert", updateWithAlert), ("relevance", updateWithRelevance), ("end", end)])
    func applesPayloadHasNoErrorOrWarning(_ name: String, _ json: String) {
        let findings = Linter().lint(json).filter { $0.severity != .info }
        #expect(findings.isEmpty, "\(name): \(findings.map { "\($0.ruleID): \($0.message)" })")
    }

    /// The same payloads through FCM, with the activity's token in `apns.live_activity_token`.
    @Test(arguments: [("start", start), ("update with alert", updateWithAlert), ("relevance", updateWithRelevance), ("end", end)])
    func applesPayloadThroughFCMHasNoErrorOrWarning(_ name: String, _ json: String) {
        let message = #"{"message": {"token": "FCM_TOKEN", "apns": {"live_activity_token": "ACTIVITY_PUSH_TOKEN", "payload": "#
            + json + "}}}"
        let findings = Linter().lint(message).filter { $0.severity != .info }
        #expect(findings.isEmpty, "\(name): \(findings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func aLiveActivityThroughFCMStillNeedsTheToken() {
        let message = #"{"message": {"token": "FCM_TOKEN", "apns": {"payload": "# + Self.end + "}}}"
        #expect(Linter().lint(message).contains { $0.ruleID == "apns-live-activity-token" })
    }

    @Test func anAlertRelevanceScoreIsStillFromZeroToOne() {
        let json = #"{"aps": {"alert": "Hi", "relevance-score": 100}}"#
        #expect(Linter().lint(json).contains { $0.ruleID == "apns-relevance-score-range" })
    }
}
