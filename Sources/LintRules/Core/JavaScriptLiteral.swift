import SizeModel

/// A message written as a JavaScript or TypeScript object literal, as firebase-admin users paste
/// it from their code:
///
/// ```js
/// const message = {
///   notification: { title: 'Hi', body: `Order ${id} shipped` },
///   android: { priority: 'high', ttl: 3600 * 1000 },  // one hour
///   token: registrationToken,
/// };
/// ```
///
/// It is not JSON, but what the code sends is the JSON firebase-admin builds from that object, so
/// that JSON is linted (json-code-literal). The reading writes the JSON the object stands for:
///
/// - unquoted keys are quoted; a shorthand member (`{ title, body }`) is the key and a value that is code;
/// - single- and double-quoted strings are JSON strings (JavaScript's escapes turned into JSON's);
/// - a template literal is a string; each `${…}` in it stays a `${…}` placeholder, the same
///   template placeholder a payload template holds (`TemplateText`), whose value is unknown;
/// - a value that is code (an identifier, a member access, a call, arithmetic, `undefined`) is
///   a string holding one `${…}` placeholder with the code's text: format checks accept a value
///   that is a placeholder, and no finding is placed on it (`RewrittenText.unknownValues`: the engine drops
///   them, since its content is unknown); its key and place still count;
/// - a spread (`...data`) is left out, and the object holding it is noted (`spreadContainers`):
///   it has members the linter cannot see, so no finding about the object as a whole is kept;
/// - a TypeScript assertion after a value (`'high' as const`) is left out, the value kept;
/// - JavaScript's blanks, Unicode spaces too (the ideographic space U+3000), trailing commas,
///   `//` and `/* */` comments, a leading `const|let|var NAME =` (a TypeScript
///   annotation too), an assignment `NAME =` or `this.NAME =`, `NAME:`, `return`, a send call
///   (`admin.messaging().send(`, its result bound or assigned: `res = await …send(`, PlayFab
///   CloudScript's `server.SendPushNotification(`, Novu's `novu.trigger('workflow-id', `), an
///   arrow function that maps tokens to messages (`const messages = tokens.map(token => ({`, for
///   `sendEach(messages)`), an arrow function
///   that returns the literal at once (`const pushMessage = (fcmToken, text) => ({`) or
///   `JSON.stringify(`, a `fetch(url, {` call's options up to `body: JSON.stringify(`
///   (`fetchBodyBrace`), a function header whose body opens with one of these
///   (`const notify = (user) => {` before `const payload = {`, or a Cloud Functions trigger's
///   handler, `functions.https.onRequest((req, res) => {`), statements before the literal's
///   line that bind a plain value (`const token = dataR.tokenId`) or, in a function body whose
///   first statements are others (an `if (!token) { throw … }` guard), everything before the
///   literal bound to the name the body passes to a send method (`sentBinding`), and what
///   follows the literal after `;`, `)` or `,` (or `as const`), or after a binding's line break
///   (a statement without a semicolon), are left out; only a call that
///   passes a bound literal's name to a removed legacy send method (`sendToTopic(topic, payload)`)
///   is looked for there, within `maximumFollowingLength` bytes (`removedSendMethod`), and an
///   object that spreads that name (`send({ ...message, token })`): the literal is then a part
///   of the message sent, and its root is noted as holding a spread (`spreadContainers`), so no
///   finding about the message as a whole (a missing target) is kept.
///
/// The output's lengths differ from the input's: `rewritten` maps every output offset back, so
/// findings are placed on the pasted text. A text is read so only when it reads in full, its
/// root is an object, no key is left unquoted beside a double-quoted key that needs no quotes
/// unless a leading form stands before it (`{"message": {topic: "news"}}` is a JSON file with a
/// typo; `var message = {android: {notification: {"title": t}}}` is code), and it holds
/// something only code writes (an unquoted key, a template
/// literal, a spread or one of the leading forms; a value that is code alone is not enough, as a
/// JSON file with an unquoted word is a JSON file with a typo); anything else stays the other
/// readings' or the syntax diagnosis's.
struct JavaScriptLiteral: Sendable {
    /// The JSON text the literal stands for, where each of its bytes came from, and the values
    /// that are code, whose content is unknown.
    let rewritten: RewrittenText
    /// The original offset of the first thing only code writes (where the finding goes).
    let firstCodeConstruct: Int
    /// The output offsets of the objects and arrays that hold a spread, and of their keys.
    let spreadContainers: [Int]
    /// The firebase-admin method the literal is passed to when it is one of the removed legacy
    /// send methods (`sendToDevice(token, {…})`, or its bound name passed so after it,
    /// `sendToTopic(topic, payload)`; "sendToDevice/sendToTopic" for a literal typed as their
    /// `MessagingPayload`): the literal is then that API's payload, not a message
    /// (`LegacyAdminPayloadRule`).
    let removedSendMethod: String?
    /// The removed firebase-admin batch method (`sendMulticast`, `sendAll`) the literal is passed
    /// to, as its first argument or by its bound name after it: the message may be right, the
    /// call fails (`LegacySendMulticastRule`).
    let removedBatchMethod: String?
    /// The URL, as written inside its quotes, of a `fetch` call whose options the literal is the
    /// body of, when it is FCM's legacy `fcm/send` (`fetch('https://fcm.googleapis.com/fcm/send',
    /// {… body: JSON.stringify({…`): an HTTP v1 message posted there is rejected
    /// (`LegacyEndpointRule`), as for a curl command's URL; its range is in original offsets.
    let legacyEndpointURL: (text: String, range: Range<Int>)?
    /// The push service other than FCM whose send endpoint a `fetch` call or an `axios.post` call
    /// posts the literal to, written out as its URL (`fetch('https://onesignal.com/api/v1/
    /// notifications', {… body: JSON.stringify({…`), the URL's host and its range in original
    /// offsets: the body is that service's request, as a curl command to that URL is
    /// (`OtherPushService.pushEndpoint(of:)`), and it is not linted as an FCM message.
    let otherServiceURL: (service: OtherPushService, host: String, range: Range<Int>)?
    /// The host and the URL's range (original offsets) of a `fetch` or `axios.post` call that
    /// posts the literal to a place that is neither FCM, APNs nor a known push service's send
    /// endpoint (the app's own API): the body is linted only when it is what a curl command to
    /// that URL would have linted (`RequestDestination.lints`: an HTTP v1 body `{"message": …}`
    /// for a relay, or another push service's request); otherwise the call is no FCM message
    /// (shape-not-a-payload), as the same call with its body held in a name is
    /// (`RequestCallText`, verdict-left12).
    let elsewhereURL: (host: String, range: Range<Int>)?
    /// Whether the literal is the payload of a Knock SDK workflow trigger
    /// (`knock.workflows.trigger(key, {…})`, after the code that builds the client, `const knock =
    /// new Knock({ apiKey })`): Knock's request, whatever its members show (docs.knock.app,
    /// "Triggering workflows"; verdict-left12): the original offset of the trigger statement.
    let knockTriggerOffset: Int?
    /// Whether the literal is the argument of a send method called on firebase-admin's messaging
    /// (`admin.messaging().send({`, `getMessaging().sendEachForMulticast({`, `messaging.send({`):
    /// the code says it is a message, so it is read as one even when nothing in it shows a payload
    /// (`PayloadScreen`: `send({ condition: "" })`, whose empty condition is the error).
    let isMessagingSendArgument: Bool
    /// Whether the literal is bound to a name whose TypeScript type is firebase-admin's message
    /// (`const message: Message = {`, `let message: Omit<Message, 'condition'> = {` in a Directus
    /// operation, `const payload: admin.messaging.MulticastMessage = {`): the code says what it
    /// is, as a send call's argument does (`isMessageType(_:)`).
    let isTypedAsMessage: Bool
    /// Whether the code says the literal is a firebase-admin message: it is handed to a send
    /// method, or bound to a name of the SDK's message type (read so only when it has one of the
    /// Message's members: `UnparsedReading`). It is linted as one then even when nothing in it
    /// shows a payload (its notification and data written as code).
    var isDeclaredMessage: Bool { isMessagingSendArgument || isTypedAsMessage }
    /// The language the literal was read as: a Ruby hash when the reader met Ruby's own syntax
    /// (a `=>` between a key and its value, a `:symbol` key), else a JavaScript object literal,
    /// which a Ruby hash with `key:` members only reads as too.
    let language: Language

    /// The language a literal is written in, as the json-code-literal finding names it.
    enum Language: Sendable {
        case javaScript, ruby, python

        /// The language the reader's signs show: Ruby's own syntax (`=>`, `:symbol`, `.to_json`)
        /// makes a Ruby hash; a `#` comment or Python's `True`, `False` or `None` makes a Python
        /// dict when every key is quoted (Python writes no `key:` member); a `#` comment beside
        /// `key:` members is a Ruby hash's (JavaScript has no `#` comment); anything else is
        /// JavaScript.
        init(sawRubySyntax: Bool, sawHashComment: Bool, sawPythonConstant: Bool, hasUnquotedKey: Bool) {
            if sawRubySyntax {
                self = .ruby
            } else if !hasUnquotedKey, sawHashComment || sawPythonConstant {
                self = .python
            } else if sawHashComment {
                self = .ruby
            } else {
                self = .javaScript
            }
        }

        /// The literal as the finding names it.
        var literalName: String {
            switch self {
            case .javaScript: "a JavaScript object literal"
            case .ruby: "a Ruby hash"
            case .python: "a Python dict"
            }
        }

        /// What the code does with it, as the finding says.
        var sender: String {
            switch self {
            case .javaScript: "for firebase-admin or JSON.stringify"
            case .ruby: "for to_json or an FCM gem"
            case .python: "for json.dumps or requests' json="
            }
        }

        /// How to get the JSON the code sends, for the finding's fix.
        var fix: String {
            switch self {
            case .javaScript, .ruby: JavaScriptLiteral.fix
            case .python:
                "lint the JSON the code sends (print(json.dumps(payload)) after the values are known: True, False and None become true, false and null); a .json file must hold JSON"
            }
        }
    }

    /// Deeper nesting is left to the syntax diagnosis (a message is never this deep).
    static let maximumDepth = 256

    /// The JSON that `bytes[range]` stands for, or nil when it is no such literal.
    init?(_ bytes: [UInt8], range: Range<Int>) {
        var reader = Reader(bytes: bytes, end: range.upperBound, index: range.lowerBound)
        guard let construct = reader.readDocument(start: range.lowerBound) else { return nil }
        rewritten = reader.written
        firstCodeConstruct = construct
        spreadContainers = reader.spreadContainers
        removedSendMethod = reader.removedSendMethod
        removedBatchMethod = reader.removedBatchMethod
        legacyEndpointURL = reader.legacyEndpointURL
        otherServiceURL = reader.otherServiceURL
        elsewhereURL = reader.elsewhereURL
        knockTriggerOffset = reader.knockTriggerOffset
        isMessagingSendArgument = reader.isMessagingSendArgument
        isTypedAsMessage = reader.isTypedAsMessage
        language = Language(
            sawRubySyntax: reader.sawRubySyntax, sawHashComment: reader.sawHashComment,
            sawPythonConstant: reader.sawPythonConstant || reader.sawPythonKeywordArgument, hasUnquotedKey: reader.hasUnquotedKey)
    }

    /// Whether a finding placed at output `start` is about something the linter cannot know: it
    /// starts inside a value that is code, or at an object or array holding a spread or its key.
    func isUnknown(_ start: Int) -> Bool {
        rewritten.isUnknown(start) || spreadContainers.contains(start)
    }

    /// The JSON text the literal stands for.
    var text: [UInt8] { rewritten.bytes }

    /// Whether the JSON the literal stands for reads as a bare HTTP v1 message
    /// (`ShapeDetector`): what firebase-admin's send takes as its Message when the literal is
    /// handed to it (`isMessagingSendArgument`). Parses the text: asked of send arguments only.
    var readsAsBareMessage: Bool {
        guard let root = try? JSONParser().parse(rewritten.bytes, range: 0..<rewritten.count).root, root.isObject else { return false }
        let detection = ShapeDetector.detect(root)
        return detection.shape == .v1Message && detection.otherService == nil
    }

    /// What the json-code-literal finding says.
    var message: String {
        "this is \(language.literalName) as code writes it (\(language.sender)), not JSON: it is linted as the JSON the code sends; values that are code are not judged"
    }

    static let fix = "lint the JSON the code sends (JSON.stringify(message) after the values are known); a .json file must hold JSON"
}

extension JavaScriptLiteral {
    /// The reader's state: the input, the output being written and what it noted.
    fileprivate struct Reader {
        let bytes: [UInt8]
        let end: Int
        var index: Int
        var written = RewrittenText()
        var spreadContainers: [Int] = []
        /// For each member being read, outermost first, whether its key is `message`.
        var openKeysAreMessage: [Bool] = []
        /// Whether a key is unquoted, and whether a key in double quotes needs none (`"topic"`):
        /// both together are a JSON file with a key whose quotes were forgotten, not code, where
        /// a key is quoted only when it must be (`'apns-priority'`).
        var hasUnquotedKey = false
        var hasNeedlesslyQuotedKey = false
        /// What stands before the literal.
        var leading = Leading.none
        /// The removed legacy send method the literal is passed to (`removedSendMethod(_:)`).
        var removedSendMethod: String? = nil
        /// The removed batch send method the literal is passed to (`removedBatchMethod(_:)`).
        var removedBatchMethod: String? = nil
        /// The legacy endpoint URL a fetch call posts the literal to (`legacyEndpointURL`).
        var legacyEndpointURL: (text: String, range: Range<Int>)? = nil
        /// Another push service's endpoint a fetch or axios call posts the literal to.
        var otherServiceURL: (service: OtherPushService, host: String, range: Range<Int>)? = nil
        /// The URL of a place other than FCM, APNs or a push service a call posts it to.
        var elsewhereURL: (host: String, range: Range<Int>)? = nil
        /// Whether the literal is a Knock SDK workflow trigger's payload.
        var knockTriggerOffset: Int? = nil
        /// Whether the literal is passed to a send method on firebase-admin's messaging.
        var isMessagingSendArgument = false
        /// Whether the binding's TypeScript type is firebase-admin's message (`isTypedAsMessage`).
        var isTypedAsMessage = false
        /// Whether a member was written in Ruby's own syntax: `"to" => token`, `:to => token`.
        var sawRubySyntax = false
        /// Whether a `#` line comment was skipped (Python's and Ruby's; JavaScript has none).
        var sawHashComment = false
        /// Whether a value was Python's `True`, `False` or `None` (read as code, whose value is unknown).
        var sawPythonConstant = false
        /// Whether the literal is a Python call's `json=` keyword argument (`requests.post(url, json={`).
        var sawPythonKeywordArgument = false
        /// The first thing only code writes (an unquoted key, a template literal, a spread, a
        /// leading form), an original offset. A value that is code is not enough: a JSON file
        /// with an unquoted word (`"priority": high`) is a JSON file with a typo.
        var firstConstruct: Int? = nil

        init(bytes: [UInt8], end: Int, index: Int) {
            self.bytes = bytes
            self.end = end
            self.index = index
        }

        // MARK: Document

        /// Reads the whole text; returns the first code construct's offset.
        mutating func readDocument(start: Int) -> Int? {
            skipTrivia()
            let documentStart = index
            // The lines a pasted snippet opens with to load the SDK are code and hold no part
            // of the message (their `{ getMessaging }` is no literal).
            if skipModuleLines() { noteConstruct(documentStart) }
            var prefixStart = index
            // A fetch call whose options end in the body built in code (`await fetch(url, {
            // method: 'POST', headers: {…}, body: JSON.stringify({` in a route handler or an edge
            // function): the options before the body are the call's, not the message's.
            if let (body, url) = Self.fetchBodyBrace(bytes, from: index, to: end) {
                noteConstruct(documentStart)
                leading = .call
                index = body
                if let url {
                    let text = String(decoding: bytes[url], as: UTF8.self)
                    if LegacyEndpointRule.isLegacyEndpoint(text) { legacyEndpointURL = (text, url) }
                    if case .elsewhere(let host) = RequestDestination(target: text, host: nil) {
                        if let service = OtherPushService.pushEndpoint(of: text) {
                            otherServiceURL = (service, host, url)
                        } else {
                            elsewhereURL = (host, url)
                        }
                    }
                }
                return readLiteral(prefixStart: prefixStart, brace: body)
            }
            // A Knock SDK workflow trigger after the code that builds its client and the function
            // around it (`const knock = new Knock({ apiKey })`, `export const notify = async ({
            // recipients }) => {`): the trigger's payload is the literal read, the code before it
            // left out as the code after it is.
            if let trigger = Self.knockTrigger(bytes, from: index, to: end) {
                noteConstruct(documentStart)
                leading = .call
                knockTriggerOffset = trigger.statement
                return readLiteral(prefixStart: trigger.statement, brace: trigger.brace)
            }
            // Only a `{` at the top starts the literal; before it, one of the leading forms.
            guard var brace = nextBrace(from: index) else { return nil }
            // A function whose body opens with the literal (`const notify = (user) => {` then
            // `const payload = {…}; send(payload);`, as code samples wrap it): its first
            // statement is read, the rest of the function left out as after any literal.
            var insideFunction = false
            // A Python function whose body opens with the dict (`def _build_message(self, title):`,
            // its docstring, then `data = {…}`, as a Home Assistant notify platform builds its FCM
            // body, audit82): the header and docstring are left out, the body's first statement read.
            if brace > prefixStart,
                let header = Self.pythonFunctionHeaderLength(String(decoding: bytes[prefixStart..<brace], as: UTF8.self)) {
                prefixStart += header
                insideFunction = true
            } else if brace > prefixStart,
                Self.isFunctionHeader(String(decoding: bytes[prefixStart..<brace], as: UTF8.self)) {
                index = brace + 1
                skipTrivia()
                prefixStart = index
                insideFunction = true
                if let inner = nextBrace(from: index), inner > prefixStart, opensWithLiteral(from: prefixStart, to: inner) {
                    brace = inner
                } else if let sent = sentBinding(from: prefixStart) {
                    // Statements that are no plain binding come first (an `if (!token) { throw … }`
                    // guard in an onCall handler, audit73): the literal read is the one bound to
                    // the name the handler passes to a send method, the statements before it left
                    // out as the code after it is.
                    prefixStart = sent.statement
                    brace = sent.brace
                } else {
                    return nil
                }
            }
            if brace > prefixStart {
                // Statements that bind a plain value before the literal's own line (`const token =
                // dataR.tokenId` before `const payload = {…}` in a pasted Cloud Function body) are
                // code the message does not hold: they are left out, as the code after it is.
                let skipped = Self.plainBindingsLength(String(decoding: bytes[prefixStart..<brace], as: UTF8.self))
                if skipped > 0 {
                    noteConstruct(prefixStart)
                    prefixStart += skipped
                }
                let prefix = String(decoding: bytes[prefixStart..<brace], as: UTF8.self)
                leading = Self.leading(prefix)
                if leading == .none, let postsElsewhere = Self.pythonPostGoesElsewhere(prefix) {
                    // A Python HTTP client's post with the body as its json= argument: read unless
                    // the URL is written out to another place (that service's body, not FCM's).
                    guard !postsElsewhere else { return nil }
                    leading = .call
                    sawPythonKeywordArgument = true
                }
                guard leading != .none else { return nil }
                // One block assigned to a message built elsewhere (`message.apns = {`) is no
                // message: `CodeStatementFragment` says what it is (verdict-left12).
                guard !(leading == .binding && !insideFunction && CodeStatementFragment.assignsMessageBlock(prefix)) else { return nil }
                if insideFunction { noteConstruct(documentStart) }
                if leading == .binding { isTypedAsMessage = Self.isMessageType(Self.binding(prefix)?.type) }
                if leading == .call {
                    removedSendMethod = Self.removedSendMethod(prefix)
                    removedBatchMethod = Self.removedBatchMethod(prefix)
                    isMessagingSendArgument = Self.isMessagingSendCall(prefix)
                }
                noteConstruct(prefixStart)
            }
            return readLiteral(prefixStart: prefixStart, brace: brace)
        }

        /// Reads the literal at `brace` and what may follow it; `prefixStart` is where the text
        /// before it (its leading form) starts. Returns the first code construct's offset.
        private mutating func readLiteral(prefixStart: Int, brace: Int) -> Int? {
            index = brace
            let rootOutput = written.count
            guard readValue(depth: 0) else { return nil }
            // After the literal: `as const`, `satisfies Message`, then `;`, `)` or `,` and the rest of
            // the code, which is left out; after a binding, a line break ends the statement too
            // (JavaScript inserts the semicolon: `const message = {…}` then `return send(message)`).
            let literalEnd = index
            skipTrivia()
            // Ruby serializes the hash where it is written (`req.body = {…}.to_json`).
            if bytes[index..<min(end, index + 8)].elementsEqual(".to_json".utf8) {
                sawRubySyntax = true
                index += 8
                skipTrivia()
            }
            if word(at: index) == "as" || word(at: index) == "satisfies" {
                while index < end, ![UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: ","), 0x0A].contains(bytes[index]) {
                    index += 1
                }
                skipTrivia()
            }
            let endsAtLineBreak = leading == .binding && bytes[literalEnd..<index].contains(0x0A)
            if index < end, !endsAtLineBreak {
                switch bytes[index] {
                case UInt8(ascii: ";"), UInt8(ascii: ","):
                    // The end of a statement, or of a member (`message: {…},`).
                    break
                case UInt8(ascii: ")"):
                    guard leading == .call else { return nil }
                default:
                    return nil
                }
            }
            // Keys quoted only where they need it beside keys quoted that need none is a JSON
            // file with forgotten quotes, unless code stands before the literal (`var message =`,
            // a send call): a JSON file never opens so, and code mixes both (a JSON snippet pasted
            // into a firebase-admin object, `notification: { "title": t }`).
            guard let firstConstruct, leading != .none || !(hasUnquotedKey && hasNeedlesslyQuotedKey) else { return nil }
            if leading == .binding {
                let prefix = String(decoding: bytes[prefixStart..<brace], as: UTF8.self)
                let rest = String(decoding: bytes[index..<min(end, index + Self.maximumFollowingLength)], as: UTF8.self)
                if removedSendMethod == nil {
                    removedSendMethod = Self.removedSendMethod(binding: prefix, following: rest)
                    if removedSendMethod == nil { removedBatchMethod = Self.removedBatchMethod(binding: prefix, following: rest) }
                }
                // The code after it spreads the literal into the message it sends
                // (`send({ ...message, token })`): the message has members the linter cannot see.
                // Or it sets the target on the literal (`message.token = t`), or hands the literal
                // to a wrapper with the targets beside it (`FCM.sendToMultipleToken(message,
                // tokens, cb)`, `fcm.send(token, message)`): the target is written outside it.
                if Self.spreadsBoundName(prefix, following: rest)
                    || (removedSendMethod == nil && removedBatchMethod == nil && Self.addsTargetOutside(prefix, following: rest)),
                    spreadContainers.first != rootOutput
                {
                    spreadContainers.insert(rootOutput, at: 0)
                }
            }
            return firstConstruct
        }

        /// What stands before the literal.
        enum Leading { case none, binding, call }

        /// Whether the text from `start` to the brace at `brace` is plain bindings, then a leading
        /// form: a function body that opens with the literal.
        private func opensWithLiteral(from start: Int, to brace: Int) -> Bool {
            let text = String(decoding: bytes[start..<brace], as: UTF8.self)
            let skipped = Self.plainBindingsLength(text)
            return Self.leading(String(decoding: bytes[(start + skipped)..<brace], as: UTF8.self)) != .none
        }

        /// In a function body from `start`, the statement that binds an object literal to the name
        /// the body then passes to a firebase-admin send method (`const message = {…}` before
        /// `admin.messaging().send(message)`), within `maximumFunctionBodyLength` bytes: where the
        /// statement starts and its literal's brace. The binding starts a line, so a commented-out
        /// one (`// const message = {`) is not it.
        private func sentBinding(from start: Int) -> (statement: Int, brace: Int)? {
            let limit = min(end, start + Self.maximumFunctionBodyLength)
            let body = String(decoding: bytes[start..<limit], as: UTF8.self)
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            guard let call = try? Regex(
                #"\.(?:"# + Self.sendMethods + #")\(\s*("# + identifier
                    + #")\s*[,)]|\.(?:"# + Self.removedSendMethods + #")\([^(){};]*?,\s*("# + identifier + #")\s*[,)]"#),
                let sent = Self.withoutComments(body).firstMatch(of: call),
                let name = sent.output[1].substring ?? sent.output[2].substring
            else { return nil }
            let escaped = name.replacingOccurrences(of: "$", with: #"\$"#)
            guard let binding = try? Regex(
                #"(?:^|\n)([ \t]*(?:(?:const|let|var)\s+)?"# + escaped + #"\s*(?::[^=\n{}]+)?=\s*)\{"#),
                let match = body.firstMatch(of: binding)
            else { return nil }
            let statement = start + body.utf8.distance(from: body.utf8.startIndex, to: match.output[1].range?.lowerBound ?? match.range.lowerBound)
            let brace = start + body.utf8.distance(from: body.utf8.startIndex, to: match.range.upperBound) - 1
            guard statement < brace, bytes[brace] == UInt8(ascii: "{") else { return nil }
            return (statement, brace)
        }

        /// The statement start and the object argument's `{` of the first Knock SDK workflow
        /// trigger call that starts a line within `maximumFunctionBodyLength` bytes from `start`
        /// (`await knock.workflows.trigger('new-comment', {`, `const run = await
        /// knockClient.workflows.trigger(workflowKey, {`): its first argument is the workflow's key
        /// (docs.knock.app, "Triggering workflows"), its second the trigger's payload. Nil when
        /// the text holds no such call.
        static func knockTrigger(_ bytes: [UInt8], from start: Int, to end: Int) -> (statement: Int, brace: Int)? {
            let limit = min(end, start + maximumFunctionBodyLength)
            let text = String(decoding: bytes[start..<limit], as: UTF8.self)
            guard text.contains(".workflows.trigger(") else { return nil }
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            guard let call = try? Regex(
                #"(?:^|\n)[ \t]*((?:return\s+|(?:const|let|var)\s+"# + identifier + #"\s*=\s*)?(?:await\s+)?"# + identifier
                    + #"(?:\."# + identifier + #")*\.workflows\.trigger\(\s*[^(){};\n]*,\s*)\{"#),
                let match = text.firstMatch(of: call),
                let statementStart = match.output[1].range?.lowerBound
            else { return nil }
            let statement = start + text[..<statementStart].utf8.count
            let brace = start + text[..<match.range.upperBound].utf8.count - 1
            guard statement < brace, bytes[brace] == UInt8(ascii: "{") else { return nil }
            return (statement, brace)
        }

        /// How much of a function body is searched for the literal its send call passes by name.
        static let maximumFunctionBodyLength = 4_000

        /// The offset of the `{` that opens the body of a `fetch` call written at `start`
        /// (`fetch(url, {`, after `await`, `return`, a binding `const res =` or an assignment
        /// `res =`; a fetch function handed in too, `o.fetch(`, `fetchImpl(`), when its options
        /// object reaches `body: JSON.stringify({` within `maximumFetchOptionsLength` bytes: the
        /// method and headers before it are the request's; or of the object an `axios.post(url, {`
        /// call posts (its second argument). Nil for any other text, for a body that is a name
        /// (`JSON.stringify(message)`: the literal is elsewhere). With it, the range of the
        /// URL inside its quotes when the first argument is a string literal (nil for a name).
        static func fetchBodyBrace(_ bytes: [UInt8], from start: Int, to end: Int) -> (brace: Int, url: Range<Int>?)? {
            let limit = min(end, start + maximumFetchOptionsLength)
            let text = String(decoding: bytes[start..<limit], as: UTF8.self)
            // Most pasted literals hold no fetch or axios call: no pattern is compiled for them.
            let isFetch = text.contains("fetch")
            guard isFetch || text.contains("axios") else { return nil }
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            // A declaration, or an assignment without one (`res = await o.fetch(`, audit81).
            let head = #"^((return|(export\s+)?(const|let|var)\s+"# + identifier + #"(\s*:[^=]+)?\s*=|"# + identifier + #"(\."#
                + identifier + #")*\s*=)\s*)?(await\s+)?"#
            let urlArgument = #"\((?<url>([^;{}]|\$\{[^{}]*\})*?),\s*\{"#
            let brace: Int
            let opening: Regex<AnyRegexOutput>.Match
            if isFetch {
                // `fetch`, or a fetch function handed in, as Cloudflare Workers and Deno code
                // injects it for tests (`o.fetch(`, `fetchImpl(`, audit81).
                guard let call = try? Regex(head + #"("# + identifier + #"\s*\.\s*)*(fetch|fetchImpl|fetcher|fetchFn)\s*"# + urlArgument),
                    let match = try? call.prefixMatch(in: text),
                    let body = try? Regex(#"[,{]\s*(body|"body"|'body')\s*:\s*JSON\.stringify\(\s*\{"#),
                    let found = text[match.range.upperBound...].firstMatch(of: body)
                else { return nil }
                // The options before the body hold no statement end: the body is this call's. A
                // `;` inside a string is none (`'Content-Type': 'application/json; charset=utf-8'`).
                let options = text[match.range.upperBound..<found.range.lowerBound]
                if options.contains(";") {
                    guard let strings = try? Regex(#"'[^'\n]*'|"[^"\n]*"|`[^`]*`"#),
                        !options.replacing(strings, with: "").contains(";")
                    else { return nil }
                }
                opening = match
                brace = start + text[..<found.range.upperBound].utf8.count - 1
            } else {
                // axios posts its second argument, an object it serializes itself
                // (`axios.post('https://fcm.googleapis.com/fcm/send', {…}, {headers})`).
                guard let call = try? Regex(head + #"axios\s*\.\s*post\s*"# + urlArgument), let match = try? call.prefixMatch(in: text)
                else { return nil }
                opening = match
                brace = start + text[..<match.range.upperBound].utf8.count - 1
            }
            let url = opening.output["url"]?.substring.flatMap { quotedRange($0, in: text, from: start) }
            // A URL written out to a host other than FCM's or APNs' is read too: the caller
            // (`readDocument`) notes it as another push service's send endpoint
            // (`otherServiceURL`) or another place (`elsewhereURL`), which the linter judges as a
            // curl command to that URL. A URL held in a name (`FCM_URL`) or with a placeholder for
            // its host leaves it unknown.
            return (brace, url)
        }

        /// Whether a call form (`Leading.call`) calls a send method on firebase-admin's messaging:
        /// `admin.messaging().send(`, `getMessaging(app).sendEachForMulticast(`,
        /// `messaging.send(`, `this.firebaseMessaging.sendEach(`. Another object's `send`
        /// (Express's `res.send(`) is not.
        static func isMessagingSendCall(_ text: String) -> Bool {
            guard let regex = try? Regex(
                #"(?i:messaging)[A-Za-z0-9_$]*\s*(\([^()]*\))?\s*\.\s*(?:"# + Self.sendMethods + "|" + Self.removedSendMethods + #")\("#)
            else { return false }
            return text.firstMatch(of: regex) != nil
        }

        /// The original range of a string literal argument's content, inside its quotes, or nil
        /// when the argument is no string literal (`FCM_URL`, `` `${base}/send` `` is read too:
        /// its text is only compared with the legacy URL).
        private static func quotedRange(_ argument: Substring, in text: String, from start: Int) -> Range<Int>? {
            let leadingBlanks = argument.prefix(while: \.isWhitespace)
            let trimmed = argument.dropFirst(leadingBlanks.count).reversed().drop(while: \.isWhitespace).reversed()
            guard let quote = trimmed.first, ["'", "\"", "`"].contains(quote), trimmed.count >= 2, trimmed.last == quote else { return nil }
            let lower = start + text[..<argument.startIndex].utf8.count + leadingBlanks.utf8.count + 1
            return lower..<(lower + String(trimmed).utf8.count - 2)
        }

        /// firebase-admin's send methods, as a regular expression's alternatives.
        static let sendMethods = "send|sendEach|sendEachForMulticast|sendMulticast|sendAll"
        /// firebase-admin's removed legacy send methods (the legacy API's), as alternatives.
        static let removedSendMethods = "sendToDevice|sendToDeviceGroup|sendToTopic|sendToCondition"

        /// The longest `fetch(url, {…` text read before its body, in bytes.
        static let maximumFetchOptionsLength = 1_200

        /// The offset of the first `{` from `start`, when the text before it is short enough to be
        /// a leading form (a line or two) and holds no `[` or NUL.
        func nextBrace(from start: Int) -> Int? {
            var brace = start
            while brace < end, bytes[brace] != UInt8(ascii: "{") {
                guard bytes[brace] != UInt8(ascii: "["), bytes[brace] != 0, brace - start < Self.maximumLeadingLength else { return nil }
                brace += 1
            }
            return brace < end ? brace : nil
        }

        /// A function's header up to its body's `{`: `function notify(user)`, `async function
        /// notify()`, `const notify = (user) =>`, `const notify = async user =>` (with `export`,
        /// TypeScript parameter and return types), or a Cloud Functions trigger whose last
        /// argument is that arrow function: `export const receivePOST =
        /// functions.https.onRequest((request, response) =>`, `exports.onOrder =
        /// functions.firestore.document('orders/x').onCreate(async (snap, context) =>`, or a route
        /// handler after its path and middleware (`app.post('/send', async (req, res) =>`).
        static func isFunctionHeader(_ text: String) -> Bool {
            let text = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            let returnType = #"(\s*:[^=(){}]+)?"#
            let arrow = #"(async\s+)?(\([^(){}]*\)"# + returnType + "|" + identifier + #")\s*=>"#
            let patterns = [
                #"(export\s+)?(async\s+)?function\s*\*?\s*("# + identifier + #")?\s*\([^(){}]*\)"# + returnType,
                #"(export\s+)?(const|let|var)\s+"# + identifier + #"\s*(:[^=]+)?=\s*"# + arrow,
                // A trigger: a member chain whose calls hold no nested call, then `(` and the arrow.
                #"((export\s+)?(const|let|var)\s+"# + identifier + #"\s*(:[^=]+)?=\s*|(module\.)?exports\."# + identifier
                    + #"\s*=\s*)"# + identifier + #"(\s*\.\s*"# + identifier + #"(\([^(){}]*\))?)*\(\s*"# + arrow,
                // A route handler, the last argument after the path and any middleware:
                // `app.post('/send', async (req, res) =>` (Express), `app.post("/push-single",
                // zValidator("json", schema), async (c) =>` (Hono on Cloudflare Workers, audit81).
                identifier + #"(\s*\.\s*"# + identifier + #")+\(\s*(('[^'\n]*'|"[^"\n]*"|"# + identifier + #"(\s*\.\s*"#
                    + identifier + #")*(\([^(){}]*\))?)\s*,\s*)+("# + arrow + #"|(async\s+)?function\s*("# + identifier
                    + #")?\s*\([^(){}]*\))"#,
            ]
            for pattern in patterns {
                guard let regex = try? Regex(pattern) else { continue }
                if (try? regex.wholeMatch(in: text)) != nil { return true }
            }
            return false
        }

        /// The UTF-8 length of the Python function header `text` opens with, its docstring too:
        /// `def _build_common_message(self, msg_title, msg_text):` (`async def`, a `-> dict` return
        /// annotation) and a `"""…"""` or `'''…'''` docstring after it. Nil when it opens with none,
        /// or when nothing follows it before the brace (a header alone does not bind the dict).
        static func pythonFunctionHeaderLength(_ text: String) -> Int? {
            let pattern = #"\s*(async\s+)?def\s+[A-Za-z_][A-Za-z0-9_]*\s*\([^()]*\)\s*(->\s*[^:\n]+)?:[ \t]*\n"#
                + #"(\s*(\"\"\"[\s\S]*?\"\"\"|'''[\s\S]*?'''))?\s*"#
            guard let regex = try? Regex(pattern), let match = try? regex.prefixMatch(in: text) else { return nil }
            let length = text[match.range].utf8.count
            return length < text.utf8.count ? length : nil
        }

        /// The UTF-8 length of the statements `text` opens with that bind a plain value, each
        /// ended by `;` or a line break: `const token = dataR.tokenId`, `let title = 'New order';`
        /// (a value without braces, brackets or a nested statement; `const message =` alone on its
        /// line binds the literal, not a plain value). Zero when it opens with none.
        static func plainBindingsLength(_ text: String) -> Int {
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            let pattern = #"\s*(const|let|var)\s+"# + identifier + #"\s*(:[^=\n{}\[\]]+)?=[ \t]*[^\s{}\[\];=][^{}\[\]\n;]*(;|\n)"#
            guard let regex = try? Regex(pattern) else { return 0 }
            var rest = Substring(text)
            var length = 0
            while let match = try? regex.prefixMatch(in: rest) {
                let matched = rest[match.range]
                guard !matched.isEmpty else { break }
                length += matched.utf8.count
                rest = rest[match.range.upperBound...]
            }
            return length
        }

        /// The longest text read as a leading form, in bytes.
        static let maximumLeadingLength = 400

        /// `const message =` (with `export`, a TypeScript annotation), `message:`, `return`, or a
        /// firebase-admin send call up to its object argument (`admin.messaging().send(`,
        /// `getMessaging().sendEachForMulticast(`, `sendToDevice(token, `), or `JSON.stringify(`
        /// (`body: JSON.stringify(`) for an HTTP v1 body built in code.
        /// For a Python HTTP client's post whose `json=` keyword argument the literal is, or the
        /// dict its `data=json.dumps(` serializes (`requests.post(url, json={`,
        /// `httpx.post(FCM_URL, headers=headers, json={`,
        /// `response = session.post(`): whether its URL, written out in quotes, goes to a host that
        /// is neither FCM's nor APNs' (`RequestDestination`). Nil for any other text.
        static func pythonPostGoesElsewhere(_ text: String) -> Bool? {
            guard text.contains("json"), text.contains(".post(") || text.contains(".put(") else { return nil }
            let identifier = #"[A-Za-z_][A-Za-z0-9_]*"#
            let pattern = #"^\s*("# + identifier + #"\s*=\s*)?(await\s+)?"# + identifier + #"(\."# + identifier + #")*\.(post|put)\(\s*"#
                + #"(?<url>[^(){},=]*?)\s*,(\s*"# + identifier + #"\s*=\s*[^(){},=]+,)*\s*(json\s*=|data\s*=\s*json\.dumps\()\s*$"#
            guard let regex = try? Regex(pattern), let match = try? regex.wholeMatch(in: text) else { return nil }
            let url = String(match.output["url"]?.substring ?? "").trimmingCharacters(in: .whitespaces)
            guard let quote = url.first, quote == "'" || quote == "\"", url.count > 1, url.last == quote else { return false }
            if case .elsewhere = RequestDestination(target: String(url.dropFirst().dropLast()), host: nil) { return true }
            return false
        }

        static func leading(_ text: String) -> Leading {
            let text = String(withoutLeadingFormComments(text).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            let patterns: [(String, Leading)] = [
                (#"(export\s+)?(const|let|var)\s+"# + identifier + #"\s*(:[^=]+)?="#, .binding),
                // An assignment without a declaration: `payload = {`, `this.message = {`.
                (identifier + #"(\."# + identifier + #")*\s*="#, .binding),
                (identifier + #"\s*:"#, .binding),
                (#"["']"# + identifier + #"["']\s*:"#, .binding),
                ("return", .binding),
                (#"(return\s+|"# + identifier + #"\s*:\s*|(const|let|var)\s+"# + identifier + #"\s*=\s*)?JSON\.stringify\("#, .call),
                // The target before the literal may hold empty or simple calls
                // (`snapshot.data().eventId, `: an event app's announcement, audit73). PlayFab's
                // CloudScript sends its own request so (`server.SendPushNotification({`, audit75), and
                // Novu's SDK its workflow trigger (`novu.trigger('workflow-id', {`, audit76). The
                // result may go to a name declared before (`res = await admin.messaging().send({`,
                // strapi-plugin-fcm's service, audit80).
                (#"(return\s+|((const|let|var)\s+)?"# + identifier + #"(\."# + identifier + #")*\s*=\s*)?(await\s+)?[A-Za-z0-9_$.\s()]*\.("# + Self.sendMethods + "|" + Self.removedSendMethods + #"|SendPushNotification|SendPushNotificationFromTemplate|trigger)\((([^(){}]|\([^(){}]*\))*,)?"#, .call),
                // A function that builds the message and returns it at once: `const pushMessage =
                // (fcmToken, text) => ({` (audit68: a Japanese Cloud Function's message builder).
                (#"(export\s+)?(const|let|var)\s+"# + identifier + #"\s*(:[^=]+)?=\s*(async\s+)?(\([^(){}]*\)(\s*:[^=(){}]+)?|"#
                    + identifier + #")\s*=>\s*\("#, .call),
                // One message per token, for sendEach: `const messages = tokens.map(token => ({`.
                (#"(return\s+|(export\s+)?(const|let|var)\s+"# + identifier + #"\s*(:[^=]+)?=\s*)?[A-Za-z0-9_$.\s()\[\]]*\.map\(\s*(async\s+)?("#
                    + identifier + #"|\([^()]*\))\s*(:[^=()]+)?=>\s*\("#, .call),
            ]
            // A response or a socket is sent the object, not FCM: `res.send({ message: 'ok' })` in
            // an Express route, `reply.send(…)` in Fastify, `ws.send(…)` (audit81).
            if text.hasSuffix("("), let receiver = try? Regex(#"(^|[^A-Za-z0-9_$.])(res|response|reply|ws|socket|webSocket|websocket)\s*\.\s*send\($"#),
                text.firstMatch(of: receiver) != nil
            {
                return .none
            }
            for (pattern, kind) in patterns {
                guard let regex = try? Regex(pattern) else { continue }
                if (try? regex.wholeMatch(in: text)) != nil { return kind }
            }
            return .none
        }

        /// `text` without its `/* */` comments and its `//` comments that follow a blank, a comma
        /// or a bracket (`sendToTopic(\n  organizerTopic,  // Topic to send to (…)\n`): a `//`
        /// after another character is a URL's (`'https://…'`) and stays.
        static func withoutLeadingFormComments(_ text: String) -> String {
            guard text.contains("/") else { return text }
            var result = text
            if let block = try? Regex(#"/\*[\s\S]*?\*/"#) { result = result.replacing(block, with: " ") }
            if let line = try? Regex(#"(^|[\s,(\[{])//[^\n]*"#) {
                result = result.replacing(line) { match in match.output[1].substring ?? "" }
            }
            return result
        }

        /// The removed firebase-admin legacy send method a leading call form (`Leading.call`)
        /// names, when it names one: `messaging().sendToDevice(tokens, ` gives `sendToDevice`.
        /// Its object argument is a `MessagingPayload` (`{notification, data}`), not a message.
        static func removedSendMethod(_ text: String) -> String? {
            guard let regex = try? Regex(#"\.("# + Self.removedSendMethods + #")\("#),
                let match = text.firstMatch(of: regex), let name = match.output[1].substring
            else { return nil }
            return String(name)
        }

        /// The removed firebase-admin batch method a leading call form names, when it names one
        /// and the literal is its first argument: `messaging().sendMulticast(` gives
        /// `sendMulticast`.
        static func removedBatchMethod(_ text: String) -> String? {
            guard let regex = try? Regex(#"\.(sendMulticast|sendAll)\(\s*$"#),
                let match = text.firstMatch(of: regex), let name = match.output[1].substring
            else { return nil }
            return String(name)
        }

        /// The removed firebase-admin batch method a literal bound to a name is passed to: the
        /// code after it calls `sendMulticast(payload)` or `sendAll(…)` with that name first, or
        /// with an object that spreads it (`sendMulticast({ ...payload, tokens })`), and
        /// no send method of the same name comes before (`removedSendMethod(binding:following:)`).
        /// A call with the targets beside the name (`fcm.sendMulticast(message, [deviceToken])`,
        /// `tokenListFollows`) is another package's method, not firebase-admin's, whose second
        /// argument is `dryRun`.
        static func removedBatchMethod(binding prefix: String, following rest: String) -> String? {
            guard let name = boundName(prefix) else { return nil }
            let escaped = name.replacingOccurrences(of: "$", with: #"\$"#).replacingOccurrences(of: ".", with: #"\."#)
            let code = withoutComments(rest)
            // The name itself, or an object that spreads it (`sendMulticast({ ...message, tokens })`:
            // a food-delivery app's Cloud Functions, audit73).
            guard let regex = try? Regex(
                #"\.("# + Self.sendMethods + #")\(\s*(?:"# + escaped
                    + #"\s*[,)]|\[?\s*\{[^{}]*\.\.\.\s*"# + escaped + #"\s*[,}])"#),
                let first = code.firstMatch(of: regex), let method = first.output[1].substring,
                method == "sendMulticast" || method == "sendAll",
                let matched = first.output[0].substring,
                matched.contains("{") || !tokenListFollows(code[first.range.upperBound...], after: matched.last)
            else { return nil }
            return String(method)
        }

        /// Whether the argument after the bound name, which `rest` opens with, is a target list
        /// or a token (`, [deviceToken])`, `, tokens)`, `, user.fcmToken)`): the call hands the
        /// targets beside the message, as fcm-http2 and fcm-cloudflare-workers do with their own
        /// `sendMulticast(message, tokens)` (one HTTP v1 request per token, `token` set on a copy
        /// of the message). firebase-admin's `sendMulticast(message, dryRun)` and `sendAll(messages,
        /// dryRun)` take a boolean there. `last` is the matched call's last character: the
        /// argument follows only after a comma.
        static func tokenListFollows(_ rest: Substring, after last: Character?) -> Bool {
            guard last == ",",
                let regex = try? Regex(#"^\s*(?:\[|[A-Za-z_$][A-Za-z0-9_$.]*(?i:token)[A-Za-z0-9_$]*\s*[,)])"#)
            else { return false }
            return (try? regex.prefixMatch(in: rest)) != nil
        }

        /// Whether the code after a literal bound to a name spreads that name into another object
        /// (`admin.messaging().send({ ...message, token: t })`): the literal is then a part of the
        /// message sent, whose other members (its target, most often) the linter cannot see.
        static func spreadsBoundName(_ prefix: String, following rest: String) -> Bool {
            guard let name = boundName(prefix) else { return false }
            let escaped = name.replacingOccurrences(of: "$", with: #"\$"#).replacingOccurrences(of: ".", with: #"\."#)
            guard let spread = try? Regex(#"\{[^{}]*\.\.\.\s*"# + escaped + #"\s*[,}]"#) else { return false }
            return withoutComments(rest).firstMatch(of: spread) != nil
        }

        /// Whether the code after a literal bound to a name writes the message's target outside
        /// the literal: it assigns one (`message.token = registrationToken`,
        /// `payload['topic'] = t`), or hands the name to a sender call with the target beside it.
        /// A sender call is a method whose name starts with `send`, as firebase-admin's
        /// (`send`, `sendEach`, `sendMulticast`, `sendToDevice`, `sendToTopic`) and the wrappers
        /// modelled on them name theirs: the name passed after another argument
        /// (`fcm.send(fcmToken, message)`, `sendAll([t1, t2], message)` of @kazion/fcm-node-http),
        /// or first to a sender named for its targets with another argument beside it
        /// (`FCM.sendToMultipleToken(message, tokens, cb)` of fcm-notification, which sets
        /// `payload.token` per token), or first to any sender with a target list or token beside
        /// it (`fcm.sendMulticast(message, [deviceToken])` of fcm-cloudflare-workers,
        /// `tokenListFollows`). firebase-admin's own send methods take the message first
        /// and alone (`send(message, dryRun)`). Any other call's arguments are no target: a
        /// response (`res.json(200, message)`, or restify's and Express 3's `res.send(200,
        /// message)`, whose first argument is a status code), a log line
        /// (`console.log('sending', message)`).
        static func addsTargetOutside(_ prefix: String, following rest: String) -> Bool {
            guard let name = boundName(prefix) else { return false }
            let escaped = name.replacingOccurrences(of: "$", with: #"\$"#).replacingOccurrences(of: ".", with: #"\."#)
            let code = withoutComments(rest)
            let targetKey = #"(?:token|tokens|topic|condition|fid)"#
            if let assignment = try? Regex(
                "(^|[^A-Za-z0-9_$.])" + escaped + #"\s*(?:\.\s*"# + targetKey + #"|\[\s*['"]"# + targetKey + #"['"]\s*\])\s*=[^=]"#),
                code.firstMatch(of: assignment) != nil
            {
                return true
            }
            if let later = try? Regex(
                #"(?:^|[^A-Za-z0-9_$])send[A-Za-z0-9_$]*\(\s*(?![0-9]+\s*,)[^(){};,]+(?:,[^(){};]*?)?,\s*"# + escaped + #"\s*[,)]"#),
                code.firstMatch(of: later) != nil
            {
                return true
            }
            // A sender taking the name first and a target list or token beside it
            // (`fcm.sendMulticast(message, [deviceToken])` of fcm-cloudflare-workers, audit81).
            if let beside = try? Regex(#"\.send[A-Za-z0-9_$]*\(\s*"# + escaped + #"\s*,"#) {
                for call in code.matches(of: beside) where tokenListFollows(code[call.range.upperBound...], after: ",") {
                    let method = code[call.range].dropFirst().prefix(while: { $0 != "(" })
                    if !["sendToDevice", "sendToDeviceGroup", "sendToTopic", "sendToCondition"].contains(String(method)) { return true }
                }
            }
            if let first = try? Regex(
                #"\.(send[A-Za-z0-9_$]*(?:Token|Topic|Device|Condition)[A-Za-z0-9_$]*)\(\s*"# + escaped
                    + #"\s*,\s*(?!function\b|async\b|true\b|false\b|null\b|undefined\b)[A-Za-z_$\['"]"#),
                let found = code.firstMatch(of: first), let method = found.output[1].substring,
                !["sendToDevice", "sendToDeviceGroup", "sendToTopic", "sendToCondition"].contains(String(method))
            {
                return true
            }
            return false
        }

        /// The name a binding form binds and its TypeScript type, if written
        /// (`const payload: Message =` gives `payload` and ` Message`).
        static func binding(_ prefix: String) -> (name: String, type: Substring?)? {
            let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
            guard let binding = try? Regex(
                #"^\s*(?:export\s+)?(?:(?:const|let|var)\s+)?("# + identifier + #"(?:\."# + identifier
                    + #")*)\s*(?::([^=]+))?=\s*$"#),
                let match = try? binding.wholeMatch(in: prefix), let name = match.output[1].substring
            else { return nil }
            return (String(name), match.output[2].substring)
        }

        /// Whether a binding's TypeScript type names firebase-admin's message types (the Node SDK's
        /// `Message`, `TokenMessage`, `TopicMessage`, `ConditionMessage`, `MulticastMessage`), alone,
        /// qualified (`admin.messaging.Message`) or inside a utility type (`Omit<Message,
        /// 'condition'>`, `Partial<TokenMessage>`). The legacy API's `MessagingPayload` is
        /// `removedSendMethod(binding:following:)`'s.
        static func isMessageType(_ type: Substring?) -> Bool {
            guard let type,
                let names = try? Regex(#"(^|[^A-Za-z0-9_$])(Message|TokenMessage|TopicMessage|ConditionMessage|MulticastMessage)([^A-Za-z0-9_$]|$)"#)
            else { return false }
            return type.firstMatch(of: names) != nil
        }

        /// The name a binding form binds (`const payload: Message =` gives `payload`).
        static func boundName(_ prefix: String) -> String? { binding(prefix)?.name }

        /// `code` with its `/* … */` and `// …` comments replaced by a space: commented-out code
        /// is not what runs. (A regex written as a string: the fuzz build compiles this file
        /// without bare regex literals.)
        static func withoutComments(_ code: String) -> String {
            guard let comment = try? Regex(#"/\*[\s\S]*?\*/|//[^\n]*"#) else { return code }
            return code.replacing(comment, with: " ")
        }

        /// How much of the code after a bound literal is searched for the call it is passed to.
        static let maximumFollowingLength = 2_000

        /// The removed firebase-admin legacy send method a literal bound to a name
        /// (`const payload =`, `payload =`) is meant for: the code after it passes that name as an
        /// argument after the target (`fcm.sendToTopic('sermon', payload)`, as old Cloud Functions
        /// code does), or its TypeScript type is that API's payload type
        /// (`const message: admin.messaging.MessagingPayload =`), which no other method takes.
        static func removedSendMethod(binding prefix: String, following rest: String) -> String? {
            guard let (name, type) = binding(prefix) else { return nil }
            let escaped = name.replacingOccurrences(of: "$", with: #"\$"#).replacingOccurrences(of: ".", with: #"\."#)
            // Commented-out code is not what runs (`// return fcm.sendToTopic('news', message)`
            // left beside the send() that replaced it), and a send() of the same name that comes
            // first is where the literal goes.
            let code = withoutComments(rest)
            if let call = try? Regex(
                #"\.("# + Self.removedSendMethods + #")\(\s*[^(){};]*?,\s*"# + escaped + #"\s*[,)]"#),
                let found = code.firstMatch(of: call), let method = found.output[1].substring {
                if let send = try? Regex(#"\.("# + Self.sendMethods + #")\(\s*"# + escaped + #"\s*[,)]"#),
                    let sent = code.firstMatch(of: send), sent.range.lowerBound < found.range.lowerBound {
                    return nil
                }
                return String(method)
            }
            if let type,
                let payloadType = try? Regex(#"(^|[^A-Za-z0-9_$])(MessagingPayload|DataMessagePayload|NotificationMessagePayload)([^A-Za-z0-9_$]|$)"#),
                type.firstMatch(of: payloadType) != nil {
                return "sendToDevice/sendToTopic"
            }
            return nil
        }

        // MARK: Values

        /// Reads the value at `index` and writes its JSON.
        mutating func readValue(depth: Int) -> Bool {
            skipTrivia()
            guard index < end, depth < JavaScriptLiteral.maximumDepth else { return false }
            let start = index
            let mark = (written.count, written.unknownValues.count, spreadContainers.count, firstConstruct)
            let read: Bool
            switch bytes[index] {
            case UInt8(ascii: "{"): read = readObject(depth: depth)
            case UInt8(ascii: "["): read = readArray(depth: depth)
            case UInt8(ascii: "'"), UInt8(ascii: "\""): read = readString()
            case UInt8(ascii: "`"): read = readTemplate()
            default: read = readWordOrNumber()
            }
            // A string, number or word followed by more code (`"https://x/" + id`) is code whole.
            // A value that does not read (too deep, unclosed) is not read as code instead, nor is
            // an object or array followed by more (a missing comma, `{…} "android": …`): read
            // again as code at each level, a nested one would cost the input's size times its
            // depth. One that a fallback follows (`{ ...payload, title } || {}`, `[...ids] ?? []`)
            // is code whole: only the code after it is scanned (`fallbackCodeEnd`).
            guard read else { return false }
            if depth > 0 { skipTypeAssertion() }
            if depth == 0 || isAtTerminator() { return true }
            if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") {
                guard depth <= Self.maximumFallbackDepth, let codeEnd = fallbackCodeEnd() else { return false }
                written.truncate(to: mark.0, unknownCount: mark.1)
                spreadContainers.removeSubrange(mark.2...)
                writeCode(start..<codeEnd.significantEnd)
                index = codeEnd.terminator
                return true
            }
            written.truncate(to: mark.0, unknownCount: mark.1)
            spreadContainers.removeSubrange(mark.2...)
            firstConstruct = mark.3
            index = start
            return readCode()
        }

        /// Where the value ends when a fallback operator (`||` or `??`) follows the object or
        /// array just read, at `index`: a value the code computes from it (`{ ...payload, title }
        /// || {}`, verdict-left11), whose content is unknown. Nil for anything else after it.
        private mutating func fallbackCodeEnd() -> JavaScriptCodeScanner.End? {
            guard index + 1 < end else { return nil }
            let pair = (bytes[index], bytes[index + 1])
            guard pair == (UInt8(ascii: "|"), UInt8(ascii: "|")) || pair == (UInt8(ascii: "?"), UInt8(ascii: "?")) else { return nil }
            guard let found = JavaScriptCodeScanner.scan(bytes, from: index, to: end, terminators: Self.terminators),
                found.terminator < end
            else { return nil }
            return found
        }

        /// An object or array followed by a fallback deeper than this is not read as code (each
        /// level writes the text again; a message is never this deep).
        static let maximumFallbackDepth = 16

        /// Skips a TypeScript assertion after a value (`'high' as const`, `[] as string[]`,
        /// `{} satisfies Notification`): up to the next `,`, `}` or `]` outside brackets, the type's
        /// `<…>` included (`as Record<string, string>`). It does not change the value.
        private mutating func skipTypeAssertion() {
            skipTrivia()
            let keyword = word(at: index)
            guard keyword == "as" || keyword == "satisfies" else { return }
            var cursor = index + keyword.utf8.count
            var depth = 0
            while cursor < end {
                let byte = bytes[cursor]
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                    if depth == 0 { index = cursor; return }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { index = cursor; return }
                default:
                    break
                }
                cursor += 1
            }
            // The input ended inside the type: leave the text as it is (the reading then fails).
        }

        /// True at a `,`, `}` or `]` (after blanks and comments): the end of a member or element.
        private mutating func isAtTerminator() -> Bool {
            skipTrivia()
            guard index < end else { return false }
            let byte = bytes[index]
            return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
        }

        private mutating func readObject(depth: Int) -> Bool {
            let objectStart = written.count
            emit(bytes[index], at: index)
            index += 1
            var members = 0
            while true {
                skipTrivia()
                guard index < end else { return false }
                let byte = bytes[index]
                if byte == UInt8(ascii: "}") {
                    emit(byte, at: index)
                    index += 1
                    return true
                }
                if isSpread() {
                    guard skipSpread(container: objectStart) else { return false }
                } else {
                    if members > 0 { insert(",", before: index) }
                    guard readMember(depth: depth) else { return false }
                    members += 1
                }
                skipTrivia()
                guard index < end else { return false }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: "}") {
                    return false
                }
            }
        }

        private mutating func readArray(depth: Int) -> Bool {
            let arrayStart = written.count
            emit(bytes[index], at: index)
            index += 1
            var elements = 0
            while true {
                skipTrivia()
                guard index < end else { return false }
                if bytes[index] == UInt8(ascii: "]") {
                    emit(bytes[index], at: index)
                    index += 1
                    return true
                }
                if isSpread() {
                    guard skipSpread(container: arrayStart) else { return false }
                } else {
                    if elements > 0 { insert(",", before: index) }
                    guard readValue(depth: depth + 1) else { return false }
                    elements += 1
                }
                skipTrivia()
                guard index < end else { return false }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: "]") {
                    return false
                }
            }
        }

        private func isSpread() -> Bool {
            index + 2 < end && bytes[index] == UInt8(ascii: ".") && bytes[index + 1] == UInt8(ascii: ".")
                && bytes[index + 2] == UInt8(ascii: ".")
        }

        /// Leaves out `...expression`, noting that the container holds members it cannot see.
        private mutating func skipSpread(container: Int) -> Bool {
            noteConstruct(index)
            guard let found = JavaScriptCodeScanner.scan(bytes, from: index + 3, to: end, terminators: Self.terminators),
                found.terminator < end
            else { return false }
            if spreadContainers.last != container { spreadContainers.append(container) }
            index = found.terminator
            return true
        }

        /// A member: a key (quoted, unquoted, or shorthand) and its value.
        private mutating func readMember(depth: Int) -> Bool {
            let byte = bytes[index]
            let keyOutput = written.count
            // The key's name, without quotes (a key with an escape is compared as written).
            let name: Range<Int>
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                let keyStart = index
                guard readString() else { return false }
                name = (keyStart + 1)..<max(keyStart + 1, index - 1)
                // A Ruby hash's string key (`"to" => token`) is quoted because it must be.
                if byte == UInt8(ascii: "\""), !isHashRocketAhead(), index - keyStart > 2, Self.isIdentifierStart(bytes[keyStart + 1]),
                    bytes[(keyStart + 1)..<(index - 1)].allSatisfy(Self.isIdentifierByte)
                {
                    hasNeedlesslyQuotedKey = true
                    // A text that opens as JSON does (`{"message": …`, nothing before it) is a JSON
                    // file: stop here rather than read a large broken one to its end.
                    if depth == 0, leading == .none, !hasUnquotedKey { return false }
                }
            } else if Self.isIdentifierStart(byte) {
                let keyStart = index
                while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
                let keyEnd = index
                name = keyStart..<keyEnd
                noteConstruct(keyStart)
                hasUnquotedKey = true
                skipTrivia()
                if index < end, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}") {
                    // Shorthand: `{ title }` is `{ title: title }`.
                    writeQuoted(keyStart..<keyEnd)
                    insert(":", before: keyEnd)
                    writeCode(keyStart..<keyEnd)
                    return true
                }
                writeQuoted(keyStart..<keyEnd)
            } else if byte == UInt8(ascii: ":"), index + 1 < end, Self.isIdentifierStart(bytes[index + 1]) {
                // A Ruby symbol key (`:to => token`), which to_json writes as the string "to".
                let keyStart = index + 1
                index = keyStart
                while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
                guard isHashRocketAhead() else { return false }
                name = keyStart..<index
                noteConstruct(keyStart - 1)
                writeQuoted(keyStart..<index)
            } else {
                // A computed key, a number key, a method: not read.
                return false
            }
            skipTrivia()
            if isHashRocketAhead() {
                // Ruby's `=>` between a key and its value.
                noteConstruct(index)
                sawRubySyntax = true
                emit(UInt8(ascii: ":"), at: index)
                index += 2
            } else {
                guard index < end, bytes[index] == UInt8(ascii: ":") else { return false }
                emit(bytes[index], at: index)
                index += 1
            }
            let valueOutput = written.count
            skipTrivia()
            let valueStart = index
            let mark = (unknownCount: written.unknownValues.count, spreadCount: spreadContainers.count)
            let isMessageKey = bytes[name].elementsEqual("message".utf8)
            openKeysAreMessage.append(isMessageKey)
            guard readValue(depth: depth + 1) else { return false }
            openKeysAreMessage.removeLast()
            // The common notification written as a spread (`notification: { ...data }`,
            // `notification: { ...base, title }`): its content is the object the code spread,
            // unknown here, as a notification written as code is (`UnknownNotification`). It is
            // written as that code's placeholder, so the rules that ask for a title or a body
            // count it as a block with text instead of reading an empty object.
            if bytes[name].elementsEqual("notification".utf8), isCommonNotificationPlace(depth: depth),
                spreadContainers[mark.spreadCount...].contains(valueOutput)
            {
                written.truncate(to: valueOutput, unknownCount: mark.unknownCount)
                spreadContainers.removeSubrange(mark.spreadCount...)
                index = valueStart
                return readCode()
            }
            // A finding about an open object as a whole may be placed on its key
            // (`android.notification` is empty): the key is noted with the object.
            if spreadContainers.last == valueOutput { spreadContainers.append(keyOutput) }
            return true
        }

        /// Whether a member at `depth` stands where the common notification goes: in the root
        /// object (a message, or a legacy payload), or in the root's `message` (an HTTP v1 body).
        private func isCommonNotificationPlace(depth: Int) -> Bool {
            depth == 0 || (depth == 1 && openKeysAreMessage.last == true)
        }

        /// True when `=>` follows, after blanks: a Ruby hash's key ends there.
        private func isHashRocketAhead() -> Bool {
            var next = index
            while next < end, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            return next + 1 < end && bytes[next] == UInt8(ascii: "=") && bytes[next + 1] == UInt8(ascii: ">")
        }

        /// `true`, `false`, `null` and JSON numbers as they are; any other word or number is code.
        private mutating func readWordOrNumber() -> Bool {
            let start = index
            if Self.isIdentifierStart(bytes[index]) {
                while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                guard word == "true" || word == "false" || word == "null" else {
                    if word == "True" || word == "False" || word == "None" { sawPythonConstant = true }
                    index = start
                    return readCode()
                }
                for offset in start..<index { emit(bytes[offset], at: offset) }
                return true
            }
            guard let numberEnd = Self.jsonNumberEnd(bytes, from: start, to: end) else { return readCode() }
            for offset in start..<numberEnd { emit(bytes[offset], at: offset) }
            index = numberEnd
            return true
        }

        /// A value that is code: up to the next `,`, `}` or `]`, written as a placeholder.
        private mutating func readCode() -> Bool {
            let start = index
            guard let found = JavaScriptCodeScanner.scan(bytes, from: start, to: end, terminators: Self.terminators),
                found.terminator < end, found.significantEnd > start
            else { return false }
            writeCode(start..<found.significantEnd)
            index = found.terminator
            return true
        }

        private static let terminators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]

        // MARK: Strings

        /// A single- or double-quoted string, as a JSON string.
        private mutating func readString() -> Bool {
            let quote = bytes[index]
            emit(UInt8(ascii: "\""), at: index)
            index += 1
            while index < end {
                let byte = bytes[index]
                switch byte {
                case quote:
                    emit(UInt8(ascii: "\""), at: index)
                    index += 1
                    return true
                case 0x0A, 0x0D:
                    return false
                case UInt8(ascii: "\\"):
                    guard writeEscape() else { return false }
                default:
                    writeTextByte(byte, at: index)
                    index += 1
                }
            }
            return false
        }

        /// A template literal: a string whose `${…}` placeholders stay placeholders.
        private mutating func readTemplate() -> Bool {
            noteConstruct(index)
            emit(UInt8(ascii: "\""), at: index)
            index += 1
            while index < end {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "`"):
                    emit(UInt8(ascii: "\""), at: index)
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    guard writeEscape() else { return false }
                case UInt8(ascii: "$") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "{"):
                    guard let found = JavaScriptCodeScanner.scan(bytes, from: index + 2, to: end, terminators: [UInt8(ascii: "}")]),
                        found.terminator < end
                    else { return false }
                    emit(UInt8(ascii: "$"), at: index)
                    emit(UInt8(ascii: "{"), at: index + 1)
                    for offset in (index + 2)..<found.terminator { emit(Self.placeholderByte(bytes[offset]), at: offset) }
                    emit(UInt8(ascii: "}"), at: found.terminator)
                    index = found.terminator + 1
                default:
                    writeTextByte(byte, at: index)
                    index += 1
                }
            }
            return false
        }

        /// A JavaScript escape at `index` (a backslash), written as JSON's.
        private mutating func writeEscape() -> Bool {
            guard index + 1 < end else { return false }
            let slash = index
            let letter = bytes[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                UInt8(ascii: "r"), UInt8(ascii: "t"):
                emit(UInt8(ascii: "\\"), at: slash)
                emit(letter, at: slash + 1)
            case UInt8(ascii: "u") where index < end && bytes[index] == UInt8(ascii: "{"):
                // `\u{1F600}`, a code point: written as JSON's four-hex-digit `\u` escape (a
                // surrogate pair above U+FFFF).
                return writeCodePointEscape(from: slash)
            case UInt8(ascii: "u"):
                // `\u` and four hex digits is the same in JSON.
                guard index + 4 <= end, bytes[index..<(index + 4)].allSatisfy(Self.isHexDigit) else { return false }
                emit(UInt8(ascii: "\\"), at: slash)
                emit(letter, at: slash + 1)
            case UInt8(ascii: "x"):
                guard index + 2 <= end, bytes[index..<(index + 2)].allSatisfy(Self.isHexDigit) else { return false }
                for byte in "\\u00".utf8 { emit(byte, at: slash) }
                emit(bytes[index], at: index)
                emit(bytes[index + 1], at: index + 1)
                index += 2
            case UInt8(ascii: "0") where index >= end || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]):
                for byte in "\\u0000".utf8 { emit(byte, at: slash) }
            case UInt8(ascii: "v"):
                for byte in "\\u000b".utf8 { emit(byte, at: slash) }
            case 0x0A:
                // A line continuation writes nothing.
                break
            case 0x0D:
                if index < end, bytes[index] == 0x0A { index += 1 }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A legacy octal escape (`\1`, `\07`) or `\8`, `\9`: a SyntaxError in strict mode
                // code and in template literals, and modules and TypeScript, where firebase-admin
                // code is written, are strict. Such a text is no literal that code sends.
                return false
            default:
                // `\'`, `` \` ``, `\$` and any other letter stand for themselves.
                writeTextByte(letter, at: slash + 1)
            }
            return true
        }

        /// `\u{…}` at `slash`: one to six hex digits naming a Unicode scalar value, written as
        /// JSON's four-hex-digit `\u` escape, or as a surrogate pair above U+FFFF. False (no literal) for a value
        /// that is no scalar (a surrogate or past U+10FFFF) or a brace left open.
        private mutating func writeCodePointEscape(from slash: Int) -> Bool {
            let digitsStart = index + 1
            var cursor = digitsStart
            var value: UInt32 = 0
            while cursor < end, cursor - digitsStart < 6, let digit = HexDigit.value(bytes[cursor]) {
                value = value << 4 | UInt32(digit)
                cursor += 1
            }
            guard cursor > digitsStart, cursor < end, bytes[cursor] == UInt8(ascii: "}"),
                let scalar = Unicode.Scalar(value)
            else { return false }
            index = cursor + 1
            let units = Array(String(Character(scalar)).utf16)
            for unit in units {
                for byte in ("\\u" + String(unit, radix: 16).leftPadded(to: 4)).utf8 { emit(byte, at: slash) }
            }
            return true
        }

        /// One byte of a string's text, escaped as JSON needs.
        private mutating func writeTextByte(_ byte: UInt8, at offset: Int) {
            switch byte {
            case UInt8(ascii: "\""):
                emit(UInt8(ascii: "\\"), at: offset)
                emit(byte, at: offset)
            case 0x0A:
                emit(UInt8(ascii: "\\"), at: offset)
                emit(UInt8(ascii: "n"), at: offset)
            case 0x0D:
                emit(UInt8(ascii: "\\"), at: offset)
                emit(UInt8(ascii: "r"), at: offset)
            case 0x09:
                emit(UInt8(ascii: "\\"), at: offset)
                emit(UInt8(ascii: "t"), at: offset)
            case 0..<0x20:
                for escaped in "\\u00".utf8 { emit(escaped, at: offset) }
                for digit in String(byte, radix: 16).leftPadded(to: 2).utf8 { emit(digit, at: offset) }
            default:
                emit(byte, at: offset)
            }
        }

        // MARK: Writing

        /// Writes `range` (an identifier) as a JSON string: quotes added around it.
        private mutating func writeQuoted(_ range: Range<Int>) {
            insert("\"", before: range.lowerBound)
            for offset in range { emit(bytes[offset], at: offset) }
            insert("\"", before: range.upperBound)
        }

        /// Writes the code in `range` as a string holding one `${…}` placeholder, and notes it.
        private mutating func writeCode(_ range: Range<Int>) {
            let start = written.count
            insert("\"${", before: range.lowerBound)
            for offset in range { emit(Self.placeholderByte(bytes[offset]), at: offset) }
            insert("}\"", before: range.upperBound)
            written.markUnknown(from: start)
        }

        /// A byte of code inside a placeholder: the ones that would end the placeholder or the
        /// JSON string (`"`, braces, a backslash, a control byte) are replaced by a look-alike.
        private static func placeholderByte(_ byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "'")
            case UInt8(ascii: "{"): UInt8(ascii: "(")
            case UInt8(ascii: "}"): UInt8(ascii: ")")
            case UInt8(ascii: "\\"): UInt8(ascii: "/")
            case 0..<0x20: UInt8(ascii: " ")
            default: byte
            }
        }

        private mutating func emit(_ byte: UInt8, at offset: Int) {
            written.write(byte, from: offset)
        }

        private mutating func insert(_ text: String, before offset: Int) {
            written.insert(text, before: offset)
        }

        private mutating func noteConstruct(_ offset: Int) {
            if firstConstruct == nil || offset < firstConstruct ?? offset { firstConstruct = offset }
        }

        // MARK: Lexing

        /// Skips the module lines at `index`, one a line: `import … from "…";`, `import "…";`,
        /// `const admin = require("firebase-admin");` (a destructuring too), `"use strict";`; a
        /// brace list of names may run over several lines (`moduleLineEnd`).
        /// True when it skipped any.
        private mutating func skipModuleLines() -> Bool {
            // Written as a string: the fuzz build has no bare-slash regex literals.
            guard let moduleLine = try? Regex(
                #"\s*(import\s+(type\s+)?([\w*{}\s,$]+\s+from\s+)?["'][^"']+["']|(const|let|var)\s+[\w{}\s,:$]+=\s*require\(\s*["'][^"']+["']\s*\)(\.\w+)*|["']use strict["'])\s*;?\s*(//.*)?"#)
            else { return false }
            var skipped = false
            while index < end {
                let lineEnd = moduleLineEnd(from: index)
                let line = String(decoding: bytes[index..<lineEnd], as: UTF8.self)
                guard (try? moduleLine.wholeMatch(in: line)) != nil else { return skipped }
                index = lineEnd
                skipped = true
                skipTrivia()
            }
            return skipped
        }

        /// The end of the module line at `start`: its line's end, or, when the line opens a brace
        /// list it does not close (`import {` on its own line, then the names one a line, then
        /// `} from "firebase-admin/messaging";`, as formatters write a long import), the end of
        /// the line that closes it.
        private func moduleLineEnd(from start: Int) -> Int {
            var lineEnd = bytes[start..<end].firstIndex(of: 0x0A) ?? end
            let opens = bytes[start..<lineEnd].filter { $0 == UInt8(ascii: "{") }.count
            guard opens > bytes[start..<lineEnd].filter({ $0 == UInt8(ascii: "}") }).count,
                let close = bytes[lineEnd..<end].firstIndex(of: UInt8(ascii: "}")),
                !bytes[lineEnd..<close].contains(where: { [UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: "=")].contains($0) })
            else { return lineEnd }
            lineEnd = bytes[close..<end].firstIndex(of: 0x0A) ?? end
            return lineEnd
        }

        /// Skips blanks and comments (an unclosed block comment stops the skip; the value read then fails).
        /// Blanks are JavaScript's: besides space, tab and line breaks, vertical tab, form feed and
        /// the Unicode spaces (`JavaScriptCodeScanner.unicodeSpaceLength`), such as the ideographic
        /// space U+3000 a Japanese input method leaves before a comment.
        private mutating func skipTrivia() {
            while index < end {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    index += 1
                case 0xC2, 0xE1, 0xE2, 0xE3, 0xEF:
                    let length = JavaScriptCodeScanner.unicodeSpaceLength(bytes, at: index, end: end)
                    guard length > 0 else { return }
                    index += length
                case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < end, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "*"):
                    guard let close = JavaScriptCodeScanner.commentEnd(bytes, from: index + 2, to: end) else { return }
                    index = close
                case UInt8(ascii: "#"):
                    // Python's and Ruby's line comment (`#   'data': dataPayLoad,` commented out of
                    // a requests body, audit-left11): JavaScript has no `#` where a key or value
                    // goes (a private name, `this.#token`, is inside code the scanner reads).
                    sawHashComment = true
                    while index < end, bytes[index] != 0x0A { index += 1 }
                default:
                    return
                }
            }
        }

        /// The identifier at `offset`, or "".
        private func word(at offset: Int) -> String {
            var wordEnd = offset
            while wordEnd < end, Self.isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
            return String(decoding: bytes[offset..<wordEnd], as: UTF8.self)
        }

        /// The end of the JSON number at `start`, when it is one and nothing of a longer token
        /// follows it (`0x1F`, `1_000`, `1n` are code).
        private static func jsonNumberEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
            var index = start
            func digits() -> Bool {
                let first = index
                while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index > first
            }
            if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            guard digits() else { return nil }
            if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { return nil }
            if index < end, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return nil }
            }
            if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() else { return nil }
            }
            if index < end, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { return nil }
            return index
        }

        private static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || byte >= 0x80
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private static func isHexDigit(_ byte: UInt8) -> Bool { HexDigit.value(byte) != nil }
    }
}

extension String {
    /// The text with zeros before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
