import SizeModel
import Testing

/// Placeholders are found in string values and counted at their declared worst case.
@Suite struct TemplatePlaceholderTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONParser().parse(Array(text.utf8)).root
    }

    @Test func bothSyntaxesAreFoundInValuesNotKeys() throws {
        let root = try parse(#"{"{{key}}": "Hi {{ first_name }}, order ${order.id} {{first_name}} {{ }} ${} {x}", "n": 1}"#)
        let found = TemplatePlaceholders(in: root, limits: [:])
        #expect(found.occurrences.map(\.text) == ["{{ first_name }}", "${order.id}", "{{first_name}}"])
        #expect(found.names.map(\.name) == ["first_name", "order.id"])
        #expect(found.names.first?.occurrences.count == 2)
        #expect(found.hasUndeclared)
    }

    @Test func goTemplateFieldsAreNamedWithoutTheirDot() throws {
        let root = try parse(#"{"title": "Hi {{.Name}}, {{ .Name }} {{..x}}"}"#)
        let found = TemplatePlaceholders(in: root, limits: ["Name": PlaceholderLimit(maximum: 5, unit: .bytes)])
        #expect(found.occurrences.map(\.text) == ["{{.Name}}", "{{ .Name }}"])
        #expect(found.names.map(\.name) == ["Name"])
        #expect(found.names.first?.limit != nil)
    }

    @Test func aDeclaredCharacterLimitCostsFourBytesPerCharacter() throws {
        let text = #"{"topic": "t", "notification": {"title": "Hi {{name}}"}}"#
        let root = try parse(text)
        let plain = MessageSizes(message: root)
        let declared = MessageSizes(message: root, options: .init(placeholders: ["name": PlaceholderLimit(maximum: 10)]))
        // "{{name}}" (8 bytes) becomes 10 emoji: 40 bytes raw, 120 as \u escapes.
        #expect(declared.request.bytes == plain.request.bytes - 8 + 40)
        #expect(declared.request.size.asciiEscapedBytes == plain.request.size.asciiEscapedBytes - 8 + 120)
        #expect(declared.request.placeholderGrowth.bytes == 32)
        #expect(declared.ios?.bytes == (plain.ios?.bytes ?? 0) + 32)
        #expect(declared.android?.bytes == (plain.android?.bytes ?? 0) + 32)
        #expect(declared.placeholders.names.first?.growth.bytes == 32)
        #expect(plain.request.placeholderGrowth == .zero)
    }

    @Test func aDeclaredByteLimitCostsItsBytes() throws {
        let root = try parse(#"{"data": {"a": "${x}", "b": "${x}"}}"#)
        let sizes = MessageSizes(message: root, options: .init(placeholders: ["x": PlaceholderLimit(maximum: 100, unit: .bytes)]))
        #expect(sizes.placeholders.names.first?.growth.bytes == 2 * (100 - 4))
        #expect(sizes.android?.placeholderGrowth.bytes == 2 * 96)
    }

    @Test func azureExpressionsAreNamedAndClipped() throws {
        let root = try parse(##"{"aps": {"alert": {"title": "$(title, 20)", "body": "$(message)"}, "badge": "#(count)"}}"##)
        let found = TemplatePlaceholders(in: root, limits: [:])
        #expect(found.names.map(\.name) == ["title", "message", "count"])
        #expect(found.names.map(\.isBounded) == [true, false, false])
        // "$(title, 20)" (12 bytes) is filled by at most 20 characters: 80 bytes.
        #expect(found.names.first?.growth.bytes == 80 - 12)
        // A declared limit below the clip wins; above it, the clip does.
        let declared = TemplatePlaceholders(in: root, limits: ["title": PlaceholderLimit(maximum: 10, unit: .bytes)])
        #expect(declared.names.first?.growth.bytes == 10 - 12)
        let loose = TemplatePlaceholders(in: root, limits: ["title": PlaceholderLimit(maximum: 100)])
        #expect(loose.names.first?.growth.bytes == 80 - 12)
    }

    @Test func placeholdersInsideANotifeeOptionsBlobAreCounted() throws {
        let root = try parse(#"{"data": {"notifee_options": "{\"title\":\"Hi {{name}}\"}"}}"#)
        let sizes = MessageSizes(message: root, options: .init(placeholders: ["name": PlaceholderLimit(maximum: 5)]))
        #expect(sizes.placeholders.occurrences.first?.host.pointer.description == "/data/notifee_options")
        #expect(sizes.android?.placeholderGrowth.bytes == 20 - 8)
        #expect(sizes.notifyKit?.sizeBytes == (MessageSizes(message: root).notifyKit?.sizeBytes ?? 0) + 12)
    }

    @Test func occurrencesKnowWhereTheyAre() throws {
        let text = #"{"t": "ab {{n}}"}"#
        let occurrence = try #require(TemplatePlaceholders(in: try parse(text), limits: [:]).occurrences.first)
        #expect(occurrence.offset == 10)
        #expect(occurrence.length == 5)
    }

    @Test(arguments: [
        ("name=64", "name", 64, PlaceholderLimit.Unit.characters),
        ("user.first_name=20", "user.first_name", 20, .characters),
        ("x=200b", "x", 200, .bytes),
        ("x = 12 bytes", "x", 12, .bytes),
        ("y=3B", "y", 3, .bytes),
    ])
    func declarationsParse(_ text: String, _ name: String, _ maximum: Int, _ unit: PlaceholderLimit.Unit) throws {
        let parsed = try #require(PlaceholderLimit.parseDeclaration(text))
        #expect(parsed.name == name)
        #expect(parsed.limit == PlaceholderLimit(maximum: maximum, unit: unit))
    }

    @Test(arguments: ["name", "=5", "name=", "name=-1", "name=abc", "1x=5", "na me=5", "name=5kb"])
    func badDeclarationsAreRejected(_ text: String) {
        #expect(PlaceholderLimit.parseDeclaration(text) == nil)
    }
}

/// The worst case of a template equals the size of the template filled with the worst fill.
@Suite struct TemplateWorstCaseTests {
    static let template = #"{"message": {"token": "t", "notification": {"title": "{{firstName}}, your order shipped 📦", "body": "Order ${orderId} to {{ city }}"}, "data": {"orderId": "${orderId}", "notifee_options": "{\"title\":\"Hi {{firstName}}\"}"}, "android": {"notification": {"body": "{{firstName}}"}}, "apns": {"payload": {"aps": {"sound": "default"}, "notifee_options": "{\"title\":\"Hi {{firstName}}\"}"}, "fcm_options": {"image": "https://x.io/${orderId}.png"}}, "webpush": {"data": {"o": "${orderId}"}}}}"#

    @Test func everyFigureAtTheWorstCaseEqualsTheFilledTemplate() throws {
        let limits = ["firstName": PlaceholderLimit(maximum: 64), "orderId": PlaceholderLimit(maximum: 12)]
        let filled = Self.template
            .replacingOccurrences(of: "{{firstName}}", with: String(repeating: "😀", count: 64))
            .replacingOccurrences(of: "${orderId}", with: String(repeating: "🚚", count: 12))
        func sizes(_ text: String, _ limits: [String: PlaceholderLimit]) throws -> MessageSizes {
            let root = try JSONParser().parse(Array(text.utf8)).root
            return MessageSizes(message: try #require(root.member("message")), options: .init(placeholders: limits))
        }
        let worst = try sizes(Self.template, limits)
        let real = try sizes(filled, [:])
        #expect(worst.request.size.bytes == real.request.size.bytes)
        #expect(worst.request.size.asciiEscapedBytes == real.request.size.asciiEscapedBytes)
        #expect(worst.request.size.characters == real.request.size.characters)
        #expect(worst.ios?.size == real.ios?.size)
        #expect(worst.android?.size == real.android?.size)
        #expect(worst.web?.size == real.web?.size)
        #expect(worst.notifyKit?.sizeBytes == real.notifyKit?.sizeBytes)
        // {{ city }} is undeclared: counted as written in both.
        #expect(worst.placeholders.names.map(\.name) == ["firstName", "orderId", "city"])
        #expect(worst.placeholders.names.last?.limit == nil)
        #expect(real.placeholders.names.map(\.name) == ["city"])
    }
}
