import SizeModel

/// What a text that did not parse as JSON stands for, when it stands for a document that does:
/// decided once, here, for `check` (`Linter.lintUnparsed`) and `size` (`SizeFileReport`), in
/// this order. Each keeps every byte where it was, so positions are the pasted text's, except a
/// JavaScript object literal's, whose offsets map back (`JavaScriptLiteral.offsets`).
enum UnparsedReading {
    /// A pasted `curl` command: its body, or why it cannot be read (`CurlCommand`), and the APNs
    /// headers it sends to APNs with a raw payload (`RequestAPNsHeaders`), if any.
    case command(CurlCommand.Body, apnsHeaders: RequestAPNsHeaders?)
    /// A pasted HTTP request, or a `.http` file of requests: the ranges of the JSON bodies of
    /// those to FCM, or where they go when none does (`HTTPRequestText`); or a request to APNs
    /// pasted as the HTTP/2 frames Apple prints (`HTTP2FrameText`).
    case requests(HTTPRequestText.Requests)
    /// A message printed by code (a Python dict, a single-quoted Dart map or JavaScript object)
    /// whose JSON is a message (`SingleQuotedLiteral`, json-printed-literal).
    case printedLiteral(SingleQuotedLiteral)
    /// An HTTP v1 message, or a payload file for the iOS Simulator, whose only mistakes are
    /// trailing commas, and its root read without them (`TrailingCommaReading`,
    /// json-trailing-comma).
    case trailingCommas(TrailingCommaReading, root: JSONValue)
    /// A message whose `//` and `/* */` comments are its mistakes, or its only ones besides
    /// trailing commas: the text with each comment blanked in place (`JSONCommentBlanking`), the
    /// comments, and the root read from the blanked text. FCM rejects the comments
    /// (invalid-json names each); what the message holds besides them is linted too, so that a
    /// misspelt key is not hidden until the comments are gone.
    case comments(text: [UInt8], comments: [JSONCommentBlanking.Comment], root: JSONValue)
    /// A message written as a JavaScript or TypeScript object literal (unquoted keys, values
    /// that are code), read as the JSON firebase-admin sends (`JavaScriptLiteral`,
    /// json-code-literal). Only a whole document is read so. `showsNoPayload` when nothing in it
    /// shows a payload (`Linter.isNotAPayload`): it is read only because the code says what it is
    /// (handed to firebase-admin's send, or posted to another push service).
    case codeLiteral(JavaScriptLiteral, showsNoPayload: Bool)
    /// A message written as a string literal in C, C++, Java, C#, Go, Kotlin, Swift or PHP code
    /// (`"{\"message\":{\"token\":\"%s\"}}"`, concatenated or not), read as the JSON text it
    /// holds (`CodeStringLiteral`, json-code-literal): a message, or a text that opens an object
    /// and does not parse, whose mistakes are then named on the literal. Only a whole document is
    /// read so.
    case stringLiteral(CodeStringLiteral)

    /// The reading of `bytes[range]`, or nil when the syntax diagnosis is all there is. A command
    /// or a request is read only in a whole document (`wholeDocument`), never in a line of JSON
    /// Lines or in a body already read from one.
    static func of(
        _ bytes: [UInt8], range: Range<Int>, wholeDocument: Bool, configuration: LintConfiguration
    ) -> UnparsedReading? {
        if wholeDocument, let command = CurlCommand.command(in: bytes, range: range) {
            // Where its URL says the body goes, as for a pasted request (`RequestDestination`).
            if let requests = command.requests(in: bytes) { return .requests(requests) }
            return .command(command.body, apnsHeaders: CurlCommand.requestAPNsHeaders(of: command, in: bytes, end: range.upperBound))
        }
        if wholeDocument, let requests = HTTPRequestText.read(in: bytes, range: range) ?? HTTP2FrameText.read(in: bytes, range: range) {
            return .requests(requests)
        }
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        // A printed dict of something else than a message stays a text that is not JSON.
        if let literal = SingleQuotedLiteral(bytes, range: range),
            let root = try? parser.parse(literal.text, range: range).root,
            !(root.isObject && Linter.isNotAPayload(root, configuration: configuration))
        {
            return .printedLiteral(literal)
        }
        if let reading = TrailingCommaReading(bytes, range: range),
            let root = try? parser.parse(reading.text, range: range).root,
            root.isObject,
            TrailingCommaReading.isSimulatorPayload(root)
                || ShapeDetector.detect(root, override: configuration.shape).lintedShape?.isHTTPv1 == true
        {
            return .trailingCommas(reading, root: root)
        }
        // After the trailing commas (a text with only those has no comment) and before a code
        // literal (JavaScriptLiteral strips comments itself): only a text that is JSON once its
        // comments are blanked, or JSON with trailing commas, is read so.
        let (blanked, comments) = JSONCommentBlanking.blanked(bytes, range: range)
        if !comments.isEmpty,
            let root = (try? parser.parse(blanked, range: range).root)
                ?? TrailingCommaReading(blanked, range: range).flatMap({ try? parser.parse($0.text, range: range).root }),
            root.isObject ? !Linter.isNotAPayload(root, configuration: configuration) : root.isArray
        {
            return .comments(text: blanked, comments: comments, root: root)
        }
        // A literal whose text opens an object but is no JSON (a brace too many, a fragment the
        // code completes later) is read too: the syntax diagnosis of its text is placed on it.
        if wholeDocument, let literal = CodeStringLiteral(bytes, range: range), literal.opensObject {
            guard let root = try? parser.parse(literal.text).root else { return .stringLiteral(literal) }
            if root.isObject, !Linter.isNotAPayload(root, configuration: configuration) { return .stringLiteral(literal) }
        }
        // A literal the code hands to firebase-admin's messaging, or posts to another push
        // service's send endpoint, is what the code says it is, whatever its members show.
        if wholeDocument, let literal = JavaScriptLiteral(bytes, range: range),
            let root = try? parser.parse(literal.text).root,
            root.isObject
        {
            let showsNoPayload = Linter.isNotAPayload(root, configuration: configuration)
            if literal.isMessagingSendArgument || literal.otherServiceURL != nil || literal.elsewhereURL != nil || literal.knockTriggerOffset != nil
                || !showsNoPayload
                || (literal.isTypedAsMessage && hasAdminMessageMember(root))
            {
                return .codeLiteral(literal, showsNoPayload: showsNoPayload)
            }
        }
        return nil
    }

    /// Whether `root` has a member of firebase-admin's message: a literal typed as the SDK's
    /// `Message` is read as one only then, so that an app's own `Message` type (a chat message's
    /// `id`, `text`, `sender`) is not taken for FCM's.
    private static func hasAdminMessageMember(_ root: JSONValue) -> Bool {
        root.members.contains { member in member.key.stringValue.map(MessageMemberNames.all.contains) ?? false }
    }
}
