@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Pasted AWS CLI commands that send a push (`AWSPushCommand`) and Amazon SNS messages whose
    /// platform payloads are linted inside their strings (`Linter.lintEmbeddedPlatformPayloads`). Each
    /// is the text as its source wrote it.
    static let awsCommandCases: [RealWorldCase] = [
        // A staging runbook's SNS smoke test (MPDX, index file id 54574365079): the GCM string in
        // SNS's FCM v1 form, clean but for SNS's own note
        RealWorldCase(
            "aws MPDX sns publish fcmV1Message smoke test",
            #"""
                aws sns publish --target-arn '<endpoint-arn>' --message-structure json \
                  --message '{"GCM":"{\"fcmV1Message\":{\"message\":{\"notification\":{\"body\":\"MPDX test\"},\"data\":{\"deepLink\":\"/accountLists/test/contacts\"}}}}"}'
                """#,
            expected: ["shape-other-push-service /GCM"]),
        // Floci's SNS guide (index file id 60006227673), "Plain string payload": no
        // --message-structure json, so SNS sends the JSON as the alert's text
        RealWorldCase(
            "aws Floci sns publish JSON without message-structure",
            #"""
                aws sns publish --target-arn $ENDPOINT_ARN --message '{"aps":{"alert":"hi"}}' \
                  --endpoint-url http://localhost:4566
                """#,
            expected: ["shape-other-push-service (root)"]),
        // The same guide's "Platform-specific payloads with MessageStructure=json": the APNS string
        // is linted as a raw APNs payload (clean), the GCM string is in the legacy form SNS translates
        RealWorldCase(
            "aws Floci sns publish with APNS and legacy GCM strings",
            #"""
                aws sns publish --target-arn $ENDPOINT_ARN --message-structure json \
                  --message '{"default":"fallback","APNS":"{\"aps\":{\"alert\":\"ios\"}}","GCM":"{\"notification\":{\"body\":\"android\"}}"}' \
                  --endpoint-url http://localhost:4566
                """#,
            expected: ["shape-other-push-service /GCM"]),
        // A field-service runbook's verification step (index file id 58459736437): the option
        // after the message, a placeholder written <endpoint-arn>
        RealWorldCase(
            "aws dispatch runbook sns publish APNS string",
            #"""
                aws sns publish --target-arn <endpoint-arn> \
                  --message '{"APNS":"{\"aps\":{\"alert\":\"Dispatch offer - test\"}}"}' \
                  --message-structure json
                """#,
            expected: ["shape-other-push-service /APNS"]),
        // AWS's "Publishing with platform-specific payloads" page, its second FCM example:
        // time_to_live and collapse_key put in the fcmV1Message's data, a number among them
        // (https://docs.aws.amazon.com/sns/latest/dg/sns-send-custom-platform-specific-payloads-mobile-devices.html)
        RealWorldCase(
            "aws SNS docs fcmV1Message with FCM options in data",
            #"""
                {
                "GCM": "{\"fcmV1Message\": {\"message\": {\"notification\": {\"title\": \"TitleTest\", \"body\": \"Sample message for Android or iOS endpoints.\"}, \"data\":{\"time_to_live\": 3600,\"collapse_key\":\"deals\"}}}}"
                }
                """#,
            expected: [
                "shape-other-push-service /GCM", "data-value-not-string /GCM/fcmV1Message/message/data/time_to_live",
                "data-key-stripped-by-sdk /GCM/fcmV1Message/message/data/collapse_key",
            ]),
        // A push-notifications recipe's test send (index file id 14301835922): Pinpoint's request
        RealWorldCase(
            "aws pinpoint send-messages APNS and GCM messages",
            #"""
                aws pinpoint send-messages \
                       --application-id ${PINPOINT_APP_ID} \
                       --message-request '{
                           "MessageConfiguration": {
                               "APNSMessage": {"Action": "OPEN_APP", "Body": "Test notification - Your app is working!", "Title": "Test Push Notification", "Sound": "default"},
                               "GCMMessage": {"Action": "OPEN_APP", "Body": "Test notification - Your app is working!", "Title": "Test Push Notification", "Sound": "default"}
                           },
                           "Endpoints": {"ios-user-001": {}, "android-user-002": {}}
                       }' \
                       --region ${AWS_REGION}
                """#,
            expected: ["shape-other-push-service /MessageConfiguration/GCMMessage"]),
        // The AWS CLI reference's send-messages example: the request read from a file
        RealWorldCase(
            "aws pinpoint send-messages request from a file",
            #"""
                aws pinpoint send-messages \
                    --application-id 611e3e3cdd47474c9c1399a505665b91 \
                    --message-request file://myfile.json \
                    --region us-west-2
                """#,
            expected: ["invalid-json (root)"]),
    ]

    @Test func awsCommandsSayWhatTheyCannotRead() {
        let fromFile = Linter().lint("aws sns publish --target-arn ${sns_topic} --message file://${message} > /dev/null 2>&1\n")
        #expect(fromFile.map(\.message) == ["the aws sns publish command reads --message from the file ${message}; lint that file"])
        let variable = Linter().lint("aws sns publish --target-arn $AndroidAppARN$topicARN --message-structure json --message \"${json}\"\n")
        #expect(variable.map(\.message) == ["the aws sns publish command's --message is the shell's ${json}; pass the JSON it holds"])
        let asText = Linter().lint("aws sns publish --target-arn $ENDPOINT_ARN --message '{\"aps\":{\"alert\":\"hi\"}}'\n")
        #expect(asText.map(\.severity) == [.error])
        // Another AWS command is no payload command: the text stays one that is not JSON.
        #expect(Linter().lint("aws sns list-topics --region us-east-1\n").map(\.ruleID) == ["invalid-json"])
    }

    /// A finding inside an SNS platform string points at the bytes of the escaped text.
    @Test func aFindingInsideAnSNSStringIsPlacedOnItsEscapedText() throws {
        let text = #"{"APNS": "{\"aps\": {\"alert\": \"Hi\", \"badge\": \"3\"}}"}"#
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "apns-badge-invalid" })
        #expect(finding.pointer.description == "/APNS/aps/badge")
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: finding.start.offset)
        #expect(text[start...].hasPrefix(#"\"3\""#))
    }
}

/// `EmbeddedJSONText` decodes a JSON string's escapes and maps each decoded byte back to its escape.
struct EmbeddedJSONTextTests {
    @Test func escapesDecodeAndMapBack() throws {
        let outer = Array(#""{\"a\":\"\u00e9\ud83d\ude00\ud800\n\"}""#.utf8)
        let embedded = try #require(EmbeddedJSONText(outer, string: 0..<outer.count, fileStart: 100))
        #expect(String(decoding: embedded.text, as: UTF8.self) == "{\"a\":\"é😀\u{FFFD}\n\"}")
        // The first byte of the inner text is the outer string's second byte.
        #expect(embedded.offsets.originalStart(0) == 101)
        // `é` starts at its \u escape.
        let escape = try #require(outer.firstIndex(of: UInt8(ascii: "u")).map { $0 - 1 })
        #expect(embedded.offsets.originalStart(6) == 100 + escape)
    }

    @Test func textThatIsNoObjectOrNoStringIsNotRead() {
        let notObject = Array(#""[1, 2]""#.utf8)
        #expect(EmbeddedJSONText(notObject, string: 0..<notObject.count, fileStart: 0) == nil)
        let badEscape = Array(#""{\x}""#.utf8)
        #expect(EmbeddedJSONText(badEscape, string: 0..<badEscape.count, fileStart: 0) == nil)
        let cut = Array(#""{\u12""#.utf8)
        #expect(EmbeddedJSONText(cut, string: 0..<cut.count, fileStart: 0) == nil)
    }
}
