import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Leftovers settled by verdict-left3: messages pasted as string literals of Java and C# code.
    /// Each is the text as its source wrote it.
    static let verdictLeft3Cases: [RealWorldCase] = [
        // Coder481/RecycleCart app/src/main/java/com/example/recyclecart/fcmsender/MsgFormatter.java:
        // a String.format template concatenated over lines, a legacy topic body (the legacy API is
        // shut down).
        RealWorldCase(
            "verdict-left3 java concatenated legacy format",
            #"""
                private static String sampleMsgFormat = "{" +
                        "  \"to\": \"/topics/%s\"," +
                        "  \"data\": {" +
                        "       \"title\":\"%s\"," +
                        "       \"for\":\"%s\"," +
                        "       \"body\":\"%s\"" +
                        "   }" +
                        "}";
            """#,
            expected: ["json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-topic-in-to /to", "shape-detected /to"]),
        // bitfoundation/bitplatform src/Templates/Boilerplate/…/PushTemplates.cs: an Azure
        // Notification Hubs FCM v1 template constant; Notification Hubs adds the target.
        RealWorldCase(
            "verdict-left3 csharp notification hubs template",
            #"        public const string Android = "{ \"message\" : { \"notification\" : { \"title\" : \"Boilerplate\", \"body\" : \"$(alertMessage)\"}, \"data\" : { \"action\" : \"$(alertAction)\" } } }";"#,
            expected: ["json-code-literal (root)", "routing-target-count /message", "size-placeholder-undeclared /message/notification/body",
                "size-placeholder-undeclared /message/data/action"]),
    ]
}
