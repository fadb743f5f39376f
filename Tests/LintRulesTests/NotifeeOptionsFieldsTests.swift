@testable import LintRules
import SizeModel
import Testing

/// The slots `NotifyKitBlobs` keeps are indexed by the field enums: each case must name the
/// schema field at its position, and a slot must give what a lookup by name gives.
@Suite struct NotifeeOptionsFieldsTests {
    @Test func fieldEnumsNameTheSchemaFieldAtTheirPosition() {
        let top = ["_v", "id", "title", "subtitle", "body", "image", "data", "android", "ios"]
        #expect(BlobTopField.allCases.map { BlobTopField.schema[$0.rawValue].name } == top)
        #expect(BlobAndroidField.allCases.map { BlobAndroidField.schema[$0.rawValue].name }
            == ["channelId", "smallIcon", "largeIcon", "color", "pressAction", "actions", "style"])
        #expect(BlobIOSField.allCases.map { BlobIOSField.schema[$0.rawValue].name }
            == ["sound", "categoryId", "threadId", "interruptionLevel", "attachments"])
    }

    @Test func slotsGiveWhatALookupByNameGives() throws {
        // A null member is absent, a repeated key's first non-null value counts, and the iOS copy
        // is an object here.
        let text = #"""
            {"message": {"topic": "news",
              "data": {"notifee_options": "{\"title\":null,\"title\":\"T\",\"android\":{\"style\":null,\"style\":{\"type\":\"BIG_TEXT\"},\"channelId\":\"c\"}}"},
              "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1},
                "notifee_options": {"body": "B", "ios": {"sound": "a.caf", "attachments": [{"url": "https://x/y.png"}]}}}}}}
            """#
        let document = try JSONParser().parse(Array(text.utf8))
        let context = MessageContext(envelope: document.root, configuration: LintConfiguration())
        let blobs = context.blobCopies
        let android = try #require(blobs.androidCopy)
        let ios = try #require(blobs.iosCopy)
        for field in BlobTopField.allCases {
            let name = BlobTopField.schema[field.rawValue].name
            #expect(android[field]?.index == android.root.member(name)?.index, "android \(name)")
            #expect(ios[field]?.index == ios.root.member(name)?.index, "ios \(name)")
        }
        let androidOptions = try #require(blobs.androidOptions)
        for field in BlobAndroidField.allCases {
            let name = BlobAndroidField.schema[field.rawValue].name
            #expect(blobs.androidField(field)?.index == androidOptions.member(name)?.index, "android.\(name)")
        }
        let iosOptions = try #require(blobs.iosOptions)
        for field in BlobIOSField.allCases {
            let name = BlobIOSField.schema[field.rawValue].name
            #expect(blobs.iosField(field)?.index == iosOptions.member(name)?.index, "ios.\(name)")
        }
        #expect(blobs.androidField(.style)?.isObject == true)
        #expect(blobs.iosField(.sound)?.stringValue == "a.caf")
        // The copies differ, so both are checked for the shared fields.
        #expect(Array(blobs.shared).count == 2)
    }
}
