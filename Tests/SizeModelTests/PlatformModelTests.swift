import Foundation
import SizeModel
import Testing

/// The iOS, Android, web and Notify Kit figures follow the documented model. Each expected
/// figure is the UTF-8 length of the payload written out by hand.
@Suite struct PlatformModelTests {
    static let fcmKeys = #","gcm.message_id":"1712345678901234","google.c.a.e":"1","google.c.sender.id":"123456789012","google.c.fid":"eHtJ8b0cQ2mR1vN7aK3pLz""#

    func sizes(_ text: String, options: MessageSizes.Options = .init()) throws -> MessageSizes {
        let document = try JSONParser().parse(Array(text.utf8))
        let root = document.root
        return MessageSizes(message: root.member("message") ?? root, options: options)
    }

    func bytes(_ text: String) -> Int { text.utf8.count }

    // MARK: - iOS

    @Test func fcmAddsItsKeysAt131Bytes() throws {
        #expect(bytes(Self.fcmKeys) == 131)
        let sizes = try sizes(#"{"topic": "news", "apns": {"payload": {"aps": {"badge": 1}}}}"#)
        let ios = try #require(sizes.ios)
        #expect(ios.bytes == bytes(#"{"aps":{"badge":1}"# + Self.fcmKeys + "}"))
        #expect(ios.addedByFCM.bytes == 131)
        #expect(ios.addedKeys == ["gcm.message_id", "google.c.a.e", "google.c.sender.id", "google.c.fid"])
    }

    @Test func notificationFillsTheAlertAndDataKeysJoinTheTopLevel() throws {
        let sizes = try sizes(
            #"{"message": {"topic": "t", "notification": {"title": "Hi", "body": "Yo"}, "data": {"k": "v", "é": "😀"}, "apns": {"payload": {"aps": {"badge": 1}, "custom": 7}}}}"#)
        let expected = #"{"aps":{"badge":1,"alert":{"title":"Hi","body":"Yo"}},"custom":7,"k":"v","é":"😀""# + Self.fcmKeys + "}"
        #expect(sizes.ios?.bytes == bytes(expected))
        #expect(sizes.ios?.limit == 4096)
    }

    @Test func apsIsCreatedWhenThePayloadHasNone() throws {
        let sizes = try sizes(#"{"topic": "t", "notification": {"title": "Hi"}}"#)
        #expect(sizes.ios?.bytes == bytes(#"{"aps":{"alert":{"title":"Hi"}}"# + Self.fcmKeys + "}"))
    }

    @Test func anAlertObjectGetsOnlyTheMissingFieldsAndAStringAlertStays() throws {
        let partial = try sizes(
            #"{"topic": "t", "notification": {"title": "Hi", "body": "Yo"}, "apns": {"payload": {"aps": {"alert": {"title": "Own"}}}}}"#)
        #expect(partial.ios?.bytes == bytes(#"{"aps":{"alert":{"title":"Own","body":"Yo"}}"# + Self.fcmKeys + "}"))
        let string = try sizes(
            #"{"topic": "t", "notification": {"title": "Hi", "body": "Yo"}, "apns": {"payload": {"aps": {"alert": "Own"}}}}"#)
        #expect(string.ios?.bytes == bytes(#"{"aps":{"alert":"Own"}"# + Self.fcmKeys + "}"))
    }

    @Test func theAPNsPayloadWinsACollisionWithADataKey() throws {
        let sizes = try sizes(
            #"{"topic": "t", "data": {"notifee_options": "{\"a\":1}", "k": "v"}, "apns": {"payload": {"aps": {}, "notifee_options": "{\"a\":1}"}}}"#)
        #expect(sizes.ios?.bytes == bytes(#"{"aps":{},"notifee_options":"{\"a\":1}","k":"v""# + Self.fcmKeys + "}"))
    }

    @Test func anImageAddsFCMOptionsAndATokenGivesTheInstallationID() throws {
        let sizes = try sizes(
            #"{"token": "abcdefghijklmnopqrstuvwx:APA91b", "notification": {"image": "https://x.io/a.png"}, "apns": {"fcm_options": {"image": "https://x.io/b.png"}}}"#)
        let keys = #","gcm.message_id":"1712345678901234","google.c.a.e":"1","google.c.sender.id":"123456789012","google.c.fid":"abcdefghijklmnopqrstuvwx""#
        #expect(sizes.ios?.bytes == bytes("{" + keys.dropFirst() + #","fcm_options":{"image":"https://x.io/b.png"}}"#))
        #expect(sizes.ios?.addedByFCM.bytes == bytes(keys) - 1 + bytes(#","fcm_options":{"image":"https://x.io/b.png"}"#))
        #expect(sizes.ios?.addedKeys.last == "fcm_options")
    }

    @Test func voipPushesGet5120Bytes() throws {
        let sizes = try sizes(#"{"topic": "t", "apns": {"headers": {"APNS-Push-Type": "voip"}, "payload": {"aps": {}}}}"#)
        #expect(sizes.ios?.limit == 5120)
        #expect(sizes.ios?.isVoIP == true)
        #expect(sizes.ios?.warningThreshold == 3500 + 1024)
    }

    // MARK: - Android and web

    @Test func androidGetsTheEffectiveDataAndMergedDisplayFields() throws {
        let sizes = try sizes(
            #"{"topic": "t", "notification": {"title": "Hi", "body": "Yo"}, "data": {"a": "1"}, "android": {"data": {"b": "2"}, "notification": {"title": "Android", "channel_id": "c"}, "priority": "HIGH"}}"#)
        let expected = #"{"data":{"b":"2"},"notification":{"title":"Android","channel_id":"c","body":"Yo"}}"#
        #expect(sizes.android?.bytes == bytes(expected))
        #expect(sizes.android?.limit == 4096)
        #expect(sizes.web == nil)
    }

    @Test func aDataOnlyMessageIsItsDataMapOnAndroid() throws {
        let sizes = try sizes(#"{"topic": "t", "data": {"k": "v"}}"#)
        #expect(sizes.android?.bytes == bytes(#"{"data":{"k":"v"}}"#))
    }

    @Test func webMergesWebpushOverTheCommonFields() throws {
        let sizes = try sizes(
            #"{"topic": "t", "notification": {"title": "Hi", "body": "Yo"}, "data": {"a": "1"}, "webpush": {"notification": {"body": "Web", "icon": "/i.png"}, "headers": {"TTL": "60"}}}"#)
        #expect(sizes.web?.bytes == bytes(#"{"data":{"a":"1"},"notification":{"body":"Web","icon":"/i.png","title":"Hi"}}"#))
    }

    // MARK: - Breakdown

    @Test func contributionsAndStructureAddUpToEachFigure() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<200 {
            let text = RandomMessages.message(&random).noisy(&random)
            let sizes = try sizes(text)
            for figure in [sizes.request] + sizes.platforms {
                var sum = figure.structure
                for contribution in figure.contributions { sum += contribution.size }
                #expect(sum == figure.size, "\(figure.platform) of \(text)")
            }
        }
    }

    @Test func contributionsAreLargestFirstWithPointers() throws {
        let sizes = try sizes(#"{"message": {"topic": "t", "data": {"small": "x", "big": "xxxxxxxxxxxxxxxxxxxx"}}}"#)
        let android = try #require(sizes.android)
        #expect(android.contributions.map(\.label) == ["/message/data/big", "/message/data/small"])
        // A member carries the comma before it: "small" comes first in the map.
        #expect(android.contributions.first?.size.bytes == bytes(#","big":"xxxxxxxxxxxxxxxxxxxx""#))
        #expect(android.contributions.last?.size.bytes == bytes(#""small":"x""#))
        #expect(android.structure.bytes == bytes(#"{"data":{}}"#))
    }

    @Test func aRawAPNsPayloadIsMeasuredAsWritten() throws {
        let document = try JSONParser().parse(Array(#"{"aps": {"alert": "Hi"}, "k": "v"}"#.utf8))
        let sizes = MessageSizes(message: document.root, kind: .apnsPayload)
        #expect(sizes.ios?.bytes == bytes(#"{"aps":{"alert":"Hi"},"k":"v"}"#))
        #expect(sizes.ios?.addedByFCM == .zero)
        #expect(sizes.android == nil)
    }

    // MARK: - Notify Kit's sizeBytes

    /// The Admin-shaped object Notify Kit measures, written out (checked with Node:
    /// `Buffer.byteLength(JSON.stringify({data, android, apns, token}))`).
    @Test func notifyKitCountsTheAdminShapeWithTheBlobTwiceAndTheToken() throws {
        let admin = #"{"data":{"k":"v","notifee_options":"{\"_v\":1}"},"android":{"priority":"high","collapseKey":"c1","ttl":3600000},"apns":{"headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1},"notifee_options":"{\"_v\":1}"}},"token":"tok"}"#
        let rest = #"{"message": {"token": "tok", "notification": {"title": "ignored"}, "data": {"k": "v", "notifee_options": "{\"_v\":1}"}, "android": {"priority": "high", "collapse_key": "c1", "ttl": "3600s"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "T", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1}"}}}}"#
        let measured = try sizes(rest)
        #expect(measured.notifyKit?.sizeBytes == bytes(admin))
        #expect(measured.notifyKit?.blobInData == bytes(#""notifee_options":"{\"_v\":1}""#))
        #expect(measured.notifyKit?.blobInAPNs == bytes(#""notifee_options":"{\"_v\":1}""#))
        #expect(measured.notifyKit?.target == bytes(#""token":"tok""#))
        #expect(measured.usesNotifyKit)
        // The same message in the Admin shape measures the same.
        #expect(try sizes(admin).notifyKit?.sizeBytes == bytes(admin))
    }

    @Test(arguments: [("3600s", "3600000"), ("1.5s", "1500"), ("0.0005s", "0.5"), ("0s", "0"), ("2419200s", "2419200000")])
    func durationsBecomeMilliseconds(_ duration: String, _ milliseconds: String) throws {
        let sizes = try sizes(#"{"topic": "t", "android": {"ttl": "\#(duration)"}}"#)
        #expect(sizes.notifyKit?.sizeBytes == bytes(#"{"android":{"ttl":\#(milliseconds)},"topic":"t"}"#))
    }
}

/// A firebase-admin multicast is sent as one message per token.
@Suite struct MulticastSizeTests {
    @Test func aMulticastIsMeasuredWithItsLongestToken() throws {
        let text = #"{"tokens": ["short:a", "abcdefghijklmnopqrstuv:APA91bLonger"], "data": {"k": "v"}}"#
        let sizes = MessageSizes(message: try JSONParser().parse(Array(text.utf8)).root)
        #expect(sizes.request.bytes == #"{"data":{"k":"v"},"token":"abcdefghijklmnopqrstuv:APA91bLonger"}"#.utf8.count)
        #expect(sizes.request.contributions.first?.label == "/tokens/1")
        let fid = #","google.c.fid":"abcdefghijklmnopqrstuv""#
        #expect(sizes.ios?.bytes == (#"{"k":"v""# + PlatformModelTests.fcmKeys.replacingOccurrences(of: #","google.c.fid":"eHtJ8b0cQ2mR1vN7aK3pLz""#, with: fid) + "}").utf8.count)
    }
}
