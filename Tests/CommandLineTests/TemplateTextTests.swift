import Foundation
import Testing

@testable import LintRules

/// Placeholders inside strings: format checks judge what the string can become (issue 16 §2).
@Suite struct TemplateTextTests {
    @Test(arguments: [
        ("https://cdn.example.com/{{id}}.png", ["{{id}}"]),
        ("{{ name }} and {{.Name}} and {{{raw}}}", ["{{ name }}", "{{.Name}}", "{{{raw}}}"]),
        ("{{ name | upcase }}", ["{{ name | upcase }}"]),
        ("Order ${orderId} shipped", ["${orderId}"]),
        ("%s bought %d items, %1$s", ["%s", "%d", "%1$s"]),
        ("caf%C3%A9 and %d3 and 100%", []),
        ("{{}} and { {x} } and ${} and {{ }}", []),
    ])
    func placeholdersAreFound(text: String, expected: [String]) {
        #expect(TemplateText.placeholders(in: text).map { String(text[$0]) } == expected)
    }

    @Test func aFormatCheckJudgesTheFilledString() {
        // Valid as a URL once filled; the braces alone would fail.
        let check = { (text: String) in URLCheck.syntaxProblem(in: text, policy: .apnsImage)?.description }
        #expect(check("https://cdn.example.com/{{id}}.png") != nil)
        #expect(TemplateText.problem(in: "https://cdn.example.com/{{id}}.png", check: check) == nil)
        #expect(TemplateText.problem(in: "https://{{host}}/a.png", check: check) == nil)
        // Braze's Liquid attribute (Braze: "Personalization using Liquid tags", {{${first_name}}};
        // Braze places Liquid in image and link URLs): one placeholder, filled before the check.
        #expect(TemplateText.problem(in: "https://cdn.example.com/{{${user_id}}}.png", check: check) == nil)
        #expect(TemplateText.placeholders(in: "Hi {{ ${first_name} | default: 'Valued User' }}").count == 1)
        // A real problem stays a problem, with the check's own words.
        #expect(TemplateText.problem(in: "https://cdn.example.com/{{id}} big.png", check: check) == "contains a space, which must be percent-encoded")
        #expect(TemplateText.problem(in: "https://cdn.example.com/a b.png", check: check) == "contains a space, which must be percent-encoded")
        // Durations, colours, enums: a digit, a letter, two or six digits fill the placeholder.
        #expect(TemplateText.problem(in: "{{ttl}}s", check: StringFormat.duration.problem(with:)) == nil)
        #expect(TemplateText.problem(in: "{{color}}", check: StringFormat.hexColor.problem(with:)) == nil)
        // "#{{color}}" becomes a colour when six hex digits fill it (a real JSON template writes
        // "color": "#{{titleColor}}"), so it passes; fixed text that no fill repairs does not.
        #expect(TemplateText.problem(in: "#{{color}}", check: StringFormat.hexColor.problem(with:)) == nil)
        #expect(TemplateText.problem(in: "#{{color}}zz", check: StringFormat.hexColor.problem(with:)) != nil)
        #expect(TemplateText.passes("orders-{{region}}", { !$0.contains("{") }))
    }

    @Test func aPlaceholderBeforeTheSchemeCannotBeJudged() {
        #expect(TemplateText.schemeIsPlaceholder("{{scheme}}://cdn.example.com/a.png"))
        #expect(TemplateText.schemeIsPlaceholder("{{base_url}}/a.png"))
        #expect(!TemplateText.schemeIsPlaceholder("https://cdn.example.com/{{id}}.png"))
        #expect(!TemplateText.schemeIsPlaceholder("{{image_url}}"))  // the whole value: unknown, accepted
        #expect(!TemplateText.schemeIsPlaceholder("http://x.example.com/a.png"))
    }

    @Test func theTemplateFixtureHasNoFormatFindings() {
        let run = CapturedRun(["--no-config", "-f", "concise", fixturesDirectory.appendingPathComponent("size/template.json").path])
        for id in ["apns-fcm-options-image", "notification-image-invalid-url", "android-notification-image", "webpush-link-https", "media-url-not-https"] {
            #expect(!run.stdout.contains("[\(id)]"), "\(run.stdout)")
        }
        let scheme = CapturedRun(
            ["--no-config", "-f", "concise", "-"],
            stdin: #"{"message": {"topic": "news", "webpush": {"fcm_options": {"link": "{{scheme}}://example.com/{{id}}"}}, "android": {"ttl": "{{ttl}}s", "notification": {"color": "{{color}}", "icon": "ic_{{kind}}"}}, "apns": {"headers": {"apns-priority": "{{priority}}", "apns-expiration": "${expiry}"}}}}"#)
        #expect(scheme.stdout.contains("warning: [webpush-link-https]"), "\(scheme.stdout)")
        for id in ["android-ttl-format", "android-notification-color", "android-notification-icon", "apns-priority-invalid", "apns-expiration-format"] {
            #expect(!scheme.stdout.contains(id), "\(id): \(scheme.stdout)")
        }
    }
}
