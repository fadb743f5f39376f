@testable import LintRules
import Testing

/// Texts settled by verdict-left12: a message block or a helper call pasted alone says what it
/// is, and Knock's SDK trigger names the SDK call.
@Suite struct VerdictLeft12Tests {
    /// The message of the first finding of `rule` in `text`.
    static func message(_ rule: String, in text: String) -> String? {
        Linter().lint(text).first { $0.ruleID == rule }?.message
    }

    @Test func messageBlockPastedAloneSaysWhatItIs() {
        let text = "message.android = {\n  priority: \"high\",\n  ttl: 0,\n};\n"
        let found = Self.message("invalid-json", in: text)
        #expect(found?.contains("sets message.android, one block of a message the code builds elsewhere") == true)
        #expect(found?.contains("bare word") == false)
    }

    @Test func helperCallSaysWhatItIs() {
        let text = "const response = await request(fetcher, url, {\n  ...init,\n  headers,\n});\n"
        let found = Self.message("invalid-json", in: text)
        #expect(found?.contains("call to request(…), the app's own code") == true)
    }

    /// The helper call as the Workers installer writes it (code index file id 68681897736), its
    /// URL a template literal; a firebase-admin send call is never named a helper.
    @Test func helperCallWithTemplateURLSaysWhatItIs() {
        let text = "  const response = await request(fetcher, `${CLOUDFLARE_API_ENDPOINT}${path}`, {\n    ...init,\n    headers,\n  });\n"
        #expect(Self.message("invalid-json", in: text)?.contains("call to request(…), the app's own code") == true)
        let send = Array("await admin.messaging().sendToDevice(token, {\n  notification: { title: 'a' body: 'b' },\n});\n".utf8)
        #expect(CodeStatementFragment.fragment(in: send, range: 0..<send.count) == nil)
    }

    @Test func assignmentToAnotherMemberIsLeftToTheDiagnosis() {
        let bytes = Array("user.profile = {\n  name: n,\n};\n".utf8)
        #expect(CodeStatementFragment.fragment(in: bytes, range: 0..<bytes.count) == nil)
    }

    @Test func knockTriggerNamesTheSDKCall() {
        let text = "const knock = new Knock(process.env.KNOCK_API_KEY);\nawait knock.workflows.trigger('x', {\n  recipients,\n});\n"
        #expect(Self.message("shape-other-push-service", in: text)?.contains("workflows.trigger, Knock's SDK") == true)
    }
}
