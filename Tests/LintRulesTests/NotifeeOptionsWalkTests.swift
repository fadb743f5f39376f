@testable import LintRules
import SizeModel
import Testing

/// The walk over an iOS copy that shares the Android copy's parse (`iosSharesAndroidParse`) takes
/// the iOS copy's top-level fields from the Android copy's pass: it must find what the iOS copy's
/// own pass finds, in the same order.
@Suite struct NotifeeOptionsWalkTests {
    /// Blobs written twice, byte for byte: null and repeated iOS-only members, wrong types at the
    /// top level and below, unknown keys, and more iOS-only members than the shared pass notes.
    let blobs = [
        #"{\"title\":\"T\",\"android\":{\"channelId\":\"c\"},\"ios\":{\"sound\":\"default\"}}"#,
        #"{\"_v\":\"1\",\"image\":5,\"imgae\":\"x\",\"ios\":null,\"ios\":{\"sound\":3,\"soudn\":1},\"data\":[],\"android\":{\"color\":1}}"#,
        #"{\"ios\":{\"attachments\":[{\"url\":\"u\",\"identifier\":2}]},\"image\":null,\"image\":\"i\",\"data\":{},\"ios\":{\"sound\":1}}"#,
        #"{\"android\":{\"style\":{\"type\":\"x\",\"bad\":1}},\"ios\":{},\"android\":{\"color\":2}}"#,
    ]

    /// What a walk found, as text: its slots and the places of what it reports.
    private func summary(_ walk: NotifeeOptionsWalk, android: JSONValue, ios: JSONValue) -> [String] {
        var lines: [String] = []
        for field in BlobTopField.allCases {
            lines.append("top \(field) \(walk.androidTop[field.rawValue]) \(walk.iosTop[field.rawValue])")
        }
        for field in BlobAndroidField.allCases { lines.append("android \(field) \(walk.androidOptions[field.rawValue])") }
        for field in BlobIOSField.allCases { lines.append("ios \(field) \(walk.iosOptions[field.rawValue])") }
        for unknown in walk.unknownFields {
            let member = unknown.member(in: (unknown.inAndroidCopy ? android : ios).document)
            lines.append("unknown \(member.key.startOffset) \(member.value.pointer) \(ObjectIdentifier(unknown.siblings))")
        }
        for wrongType in walk.wrongTypes {
            let value = wrongType.value(in: (wrongType.inAndroidCopy ? android : ios).document)
            lines.append("type \(value.startOffset) \(value.pointer) \(wrongType.field.name)")
        }
        return lines
    }

    @Test func aSharedParseIsWalkedAsTheIOSCopysOwnPass() throws {
        for blob in blobs {
            let text = #"{"message":{"topic":"t","data":{"notifee_options":""# + blob
                + #""},"apns":{"payload":{"aps":{"mutable-content":1},"notifee_options":""# + blob + #""}}}}"#
            let document = try JSONParser().parse(Array(text.utf8))
            let context = MessageContext(envelope: document.root, configuration: LintConfiguration())
            let androidBlob = try #require(context.androidBlob)
            let iosBlob = try #require(context.iosBlob)
            #expect(iosBlob.repeatedCopy == ObjectIdentifier(androidBlob))
            let android = try #require(androidBlob.root)
            let ios = try #require(iosBlob.root)
            let shared = NotifeeOptionsWalk(android: android, ios: ios, iosIsShared: false, iosSharesAndroidParse: true)
            let own = NotifeeOptionsWalk(android: android, ios: ios, iosIsShared: false)
            #expect(summary(shared, android: android, ios: ios) == summary(own, android: android, ios: ios), "\(blob)")
            #expect(summary(shared, android: android, ios: ios).contains { $0.hasPrefix("unknown") || $0.hasPrefix("type") } || blob == blobs[0])
        }
    }

    /// The noted members pack a top-level field's index in five bits and a value's kind in three.
    @Test func notedMembersFitTheirBits() {
        #expect(NotifeeOptionsSchema.topLevel.count < 32)
        #expect(([.object, .array, .string, .number, .true, .false, .null] as [JSONKind]).allSatisfy { $0.rawValue < 8 })
    }
}
