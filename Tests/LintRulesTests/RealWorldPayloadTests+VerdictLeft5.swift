import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Leftovers of audit67 settled by verdict-left5: Chabok's push-to-users bodies (an Iranian
    /// push service's own request, not an FCM message), and a JavaScript template literal's
    /// `${…}` where a JSON value goes.
    static let verdictLeft5Cases: [RealWorldCase] = [
        // chabok-io/chabok-docs rest-api/send-push.md (code index file id 4060094236; audit67's
        // Persian input): Chabok's push-to-users body to several users. Read as an FCM message it
        // drew four false errors (no target, unknown users, content and channel).
        RealWorldCase(
            "verdict-left5 chabok push to users",
            ##"{"users": ["USER_1", "USER_2", "USER_3", "USER_4"], "content": "سفارش شما با موفقیت ثبت شد", "channel": "default", "notification": {"title": "چابک", "body": "سفارش ثبت شد"}}"##,
            expected: ["shape-other-push-service /users"]),
        // The same page's first curl body, one user with useAsAlert: was shape-not-a-payload.
        RealWorldCase(
            "verdict-left5 chabok push to one user",
            ##"{ "user": "Test", "content": "پرواز شما دچار نیم ساعت تاخیر شده است.", "useAsAlert": true}"##,
            expected: ["shape-other-push-service /user"]),
        // The same page's list of bodies with different texts: each element is Chabok's.
        RealWorldCase(
            "verdict-left5 chabok list of user pushes",
            ##"[{"user": "USER_1", "content": "سفارش شما با موفقیت ثبت شد", "channel": "default", "notification": {"title": "چابک", "body": "سفارش ثبت شد"}}, {"user": "USER_2", "content": "سفارش شما با موفقیت ثبت شد", "channel": "default", "notification": {"title": "چابک", "body": "سفارش ثبت شد"}}]"##,
            expected: ["shape-other-push-service /0/user", "shape-other-push-service /1/user"]),
        // A Node module for Tencent XG (信鸽) push (code index file id 25936215194), its
        // createMessage: the iOS message as a template literal, ${badge} where the badge number
        // goes. JavaScript fills it in, so it is a value of unknown content, not invalid-json's
        // "placeholder outside a string" (was an error).
        RealWorldCase(
            "verdict-left5 xg ios message template literal badge",
            ##"iosMsg = `{"aps":{"alert":"${content}","badge":${badge}}}`;"##,
            expected: ["json-code-literal (root)", "shape-detected /aps", "size-placeholder-undeclared /aps/alert"]),
    ]
}
