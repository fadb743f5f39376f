import SizeModel

/// The readings of a text that did not parse as JSON (`UnparsedReading`, which decides which
/// applies), before the syntax diagnosis names its mistakes: each lints what the text stands
/// for where it stands (every position the text's own).
///
/// - a pasted `curl` command: the JSON of its body (`CurlCommand`);
/// - a pasted HTTP request (a request line or URL, headers, a body) or a `.http` file of them: each
///   JSON body (`HTTPRequestText`);
/// - a message printed by code, a Python dict or a single-quoted Dart map or JavaScript object:
///   the JSON it stands for (`SingleQuotedLiteral`), with one json-printed-literal finding;
/// - an HTTP v1 message whose only mistakes are trailing commas: what FCM's parser reads
///   (`TrailingCommaReading`), with a json-trailing-comma finding per comma;
/// - a message whose mistakes are `//` and `/* */` comments (and trailing commas, if any): each
///   comment is an invalid-json finding, and the text with them blanked (`JSONCommentBlanking`)
///   is linted as the message FCM would read once they are removed;
/// - a message written as a JavaScript object literal: the JSON firebase-admin sends
///   (`JavaScriptLiteral`), with one json-code-literal finding; its findings are placed back on
///   the pasted text through the literal's offset map, and none is kept on a value that is code;
/// - a message written as a string literal in C, Java, C#, Go or PHP code: the JSON text it holds
///   (`CodeStringLiteral`), the same way.
extension Linter {
    /// Lints `bytes[range]`, which did not parse (`error`), by the first reading that applies, or
    /// reports the syntax diagnosis.
    func lintUnparsed(
        _ bytes: [UInt8], range: Range<Int>, error: JSONSyntaxError, fileOffset: Int, rootIndex: Int?,
        previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> MessageShape? {
        switch UnparsedReading.of(bytes, range: range, wholeDocument: rootIndex == nil, configuration: configuration) {
        case .command(let command, let apnsHeaders)?:
            guard let apnsHeaders else {
                return lintCurlBody(command, at: error.offset, fileOffset: fileOffset, previous: &previous, &queue, &collector)
            }
            return lintAPNsRequestBody(
                command, headers: apnsHeaders, at: error.offset, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        case .requests(let requests)?:
            // Requests sent to another push service's send endpoint are that service's (its URL
            // shows it when the body does not); requests to another place are no push payload.
            if requests.bodies.isEmpty {
                reportRequests(
                    to: requests.elsewhere, of: requests.otherService, offset: requests.firstRequest + fileOffset, end: nil, &collector)
            }
            var shape: MessageShape? = nil
            for (index, body) in requests.bodies.enumerated() {
                let text = requests.blankedText ?? bytes
                // A request to APNs is judged with the APNs headers it sends, as a curl command's.
                if let headers = requests.requestAPNsHeaders(at: index, textLength: text.count) {
                    shape = lintAPNsRequestBody(
                        .json(range: body, bytes: text), headers: headers, at: body.lowerBound, fileOffset: fileOffset,
                        previous: &previous, &queue, &collector)
                } else {
                    shape = lintDocument(text, range: body, fileOffset: fileOffset, previous: &previous, &queue, &collector)
                }
                let target = requests.targets[index]
                // A bare message posted to the HTTP v1 send URL: the request body takes it inside
                // "message", so FCM rejects each of its members (shape-envelope's E1).
                if requests.toV1SendPath[index], shape == .v1Message || shape == .admin, begin(ShapeEnvelopeRule.self, &collector) {
                    collector.report(
                        ShapeEnvelopeRule.bareMessageText, offset: body.lowerBound + fileOffset, pointer: JSONPointer(),
                        fix: ShapeEnvelopeRule.bareMessageFix)
                }
                if requests.toLegacyEndpoint[index], LegacyEndpointRule.reports(shape), begin(LegacyEndpointRule.self, &collector) {
                    collector.report(
                        LegacyEndpointRule.message(target: String(decoding: bytes[target], as: UTF8.self)),
                        offset: target.lowerBound + fileOffset,
                        end: target.upperBound + fileOffset, pointer: JSONPointer(), fix: LegacyEndpointRule.fix)
                }
            }
            return shape
        case .printedLiteral(let literal)?:
            if begin(JSONPrintedLiteralRule.self, &collector) {
                collector.report(
                    literal.message, offset: literal.firstRewrite + fileOffset,
                    pointer: rootIndex.map { JSONPointer(tokens: [String($0)]) } ?? JSONPointer(), fix: SingleQuotedLiteral.fix)
            }
            return lintDocument(
                literal.text, range: range, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector)
        case .trailingCommas(let reading, let root)?:
            if begin(JSONTrailingCommaRule.self, &collector) {
                let message =
                    TrailingCommaReading.isSimulatorPayload(root) ? JSONTrailingCommaRule.simulatorMessage : JSONTrailingCommaRule.message
                for comma in reading.commas {
                    let container = TrailingCommaReading.container(of: comma, in: root)
                    collector.report(
                        message, offset: comma + fileOffset, end: comma + fileOffset + 1,
                        pointer: JSONPointer(tokens: (rootIndex.map { [String($0)] } ?? []) + container.pointer.tokens),
                        fix: JSONTrailingCommaRule.fix)
                }
            }
            return lintDocument(
                reading.text, range: range, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector)
        case .comments(let text, let comments, let root)?:
            if begin(InvalidJSONRule.self, &collector) {
                for comment in comments {
                    let container = TrailingCommaReading.container(of: comment.start, in: root)
                    collector.report(
                        InvalidJSONRule.message(for: comment), offset: comment.start + fileOffset,
                        end: max(comment.end, comment.start + 1) + fileOffset,
                        pointer: JSONPointer(tokens: (rootIndex.map { [String($0)] } ?? []) + container.pointer.tokens),
                        fix: InvalidJSONRule.commentFix(for: comment))
                }
            }
            // The blanked text may still hold trailing commas: its own reading takes them.
            return lintDocument(text, range: range, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector)
        case .codeLiteral(let literal, let showsNoPayload)?:
            return lintCodeLiteral(literal, showsNoPayload: showsNoPayload, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        case .stringLiteral(let literal)?:
            return lintStringLiteral(literal, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        case nil:
            break
        }
        // A fetch or axios call whose body is code, posted to a host that is neither FCM's nor
        // APNs': another push service's request, or no push payload, as a curl command to that
        // URL is (verdict-left11).
        if rootIndex == nil, let call = RequestCallText.call(in: bytes, range: range) {
            reportRequests(
                to: [call.host], of: call.otherService, offset: call.urlRange.lowerBound + fileOffset,
                end: call.urlRange.upperBound + fileOffset, &collector)
            return nil
        }
        // A message as the Admin SDK code that builds it (a Go literal, a Python constructor call,
        // a Java or Kotlin builder): one finding saying so.
        if rootIndex == nil, let code = AdminSDKMessageCode.code(in: bytes, range: range) {
            if begin(InvalidJSONRule.self, &collector) {
                collector.report(
                    code.sdk.message(typeName: code.typeName), offset: code.offset + fileOffset, pointer: JSONPointer(),
                    fix: code.sdk.fix)
            }
            return nil
        }
        // A message as the code a JSON serializer writes (a C# anonymous object, a Kotlin
        // buildJsonObject block): one finding saying so.
        if rootIndex == nil, let code = SerializerObjectCode.code(in: bytes, range: range) {
            if begin(InvalidJSONRule.self, &collector) {
                collector.report(code.code.message, offset: code.offset + fileOffset, pointer: JSONPointer(), fix: code.code.fix)
            }
            return nil
        }
        // A statement pasted alone that no reading takes as a message (`message.apns = {…}`, a
        // call to the app's own helper): one finding saying what it is and what to paste.
        if rootIndex == nil, let fragment = CodeStatementFragment.fragment(in: bytes, range: range) {
            if begin(InvalidJSONRule.self, &collector) {
                collector.report(fragment.message, offset: fragment.offset + fileOffset, pointer: JSONPointer(), fix: fragment.fix)
            }
            return nil
        }
        // Only now, after the strict parse failed, is the text read again to name the mistakes.
        let diagnostics = JSONSyntaxDiagnosis.diagnose(bytes, range: range, error: error, linePerValue: rootIndex != nil)
        let rootPointer = rootIndex.map { JSONPointer(tokens: [String($0)]) }
        reportInvalid(diagnostics, fileOffset: fileOffset, rootPointer: rootPointer, &collector)
        return nil
    }

    /// Reports requests posted to `hosts`, none of them FCM's or APNs': another push service's
    /// request when `service` is known (its send endpoint, or its body, shows it), else no push
    /// payload. One verdict for a curl command, a pasted HTTP request and a fetch or axios call
    /// to the same URL.
    private func reportRequests(
        to hosts: [String], of service: OtherPushService?, offset: Int, end: Int?, _ collector: inout FindingCollector
    ) {
        if let service {
            if begin(ShapeOtherPushServiceRule.self, &collector) {
                collector.report(
                    ShapeOtherPushServiceRule.message(forRequestsTo: hosts, of: service), offset: offset, end: end,
                    pointer: JSONPointer(), fix: ShapeOtherPushServiceRule.fix(for: service))
            }
        } else if begin(ShapeNotAPayloadRule.self, &collector) {
            collector.report(
                ShapeNotAPayloadRule.message(forRequestsTo: hosts), offset: offset, end: end, pointer: JSONPointer(),
                fix: ShapeNotAPayloadRule.fix)
        }
    }

    /// Lints the JSON a JavaScript object literal stands for, and places its findings on the
    /// literal (`lintRewritten`); `showsNoPayload` as `UnparsedReading.codeLiteral` found it.
    private func lintCodeLiteral(
        _ literal: JavaScriptLiteral, showsNoPayload: Bool, fileOffset: Int, previous: inout MessageShape?, _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) -> MessageShape? {
        // Posted to another push service's send endpoint (a fetch or axios call to OneSignal's
        // URL): that service's request, as a curl command to that URL is; no FCM rule applies.
        if let other = literal.otherServiceURL {
            reportRequests(
                to: [other.host], of: other.service, offset: other.range.lowerBound + fileOffset,
                end: other.range.upperBound + fileOffset, &collector)
            return nil
        }
        // Handed to Knock's SDK trigger: Knock's request, whatever its members show (a
        // shorthand `recipients` is code), as the same trigger posted to api.knock.app is.
        if let trigger = literal.knockTriggerOffset {
            if begin(ShapeOtherPushServiceRule.self, &collector) {
                collector.report(
                    ShapeOtherPushServiceRule.message(forSDKCall: "workflows.trigger", of: .knock), offset: trigger + fileOffset,
                    pointer: JSONPointer(), fix: ShapeOtherPushServiceRule.fix(for: .knock))
            }
            return nil
        }
        // Posted to another place (the app's own API): no FCM message, as a curl command or a
        // call with its body in a name to that URL is, unless the body is an HTTP v1 request
        // body for a relay or another push service's request (`RequestDestination.lints`).
        if let elsewhere = literal.elsewhereURL,
            !RequestDestination.wrapsMessage(literal.text, body: 0..<literal.text.count),
            !RequestDestination.isOtherServiceRequest(literal.text, body: 0..<literal.text.count)
        {
            reportRequests(
                to: [elsewhere.host], of: nil, offset: elsewhere.range.lowerBound + fileOffset,
                end: elsewhere.range.upperBound + fileOffset, &collector)
            return nil
        }
        if begin(JSONCodeLiteralRule.self, &collector) {
            collector.report(
                literal.message, offset: literal.firstCodeConstruct + fileOffset, pointer: JSONPointer(),
                fix: literal.language.fix)
        }
        // The object argument of a removed legacy send method (sendToDevice) is that API's
        // payload: it is linted as the legacy body the SDK built from it (its target is the
        // call's first argument; click_action was a legacy key), and reported as such at the
        // call unless its own keys already were (timeToLive, an options object).
        var linter = self
        if literal.removedSendMethod != nil, configuration.shape == nil {
            var legacy = configuration
            legacy.shape = .legacy
            linter = Linter(configuration: legacy, rules: rules)
        } else if literal.isDeclaredMessage, configuration.shape == nil, showsNoPayload || literal.readsAsBareMessage {
            // Handed to firebase-admin's send, or typed as its Message, with nothing that shows a
            // payload (`messaging.send({ condition: "" })`, a Directus operation's
            // `let message: Omit<Message, 'condition'> = { notification: {…spread}, data: … }`), or
            // with a bare message's members only (`send({ token, notification, data: null })`,
            // whose null data firebase-admin-node rejects: "data must be a non-null object",
            // verdict-left11): it is the SDK's Message all the same, linted as one rather than
            // passed over as no payload or read as an HTTP v1 message, whose null fields are
            // absent ones.
            var admin = configuration
            admin.shape = .admin
            linter = Linter(configuration: admin, rules: rules)
        }
        let (shape, mark) = lintRewritten(
            literal.rewritten, from: .objectLiteral, with: linter, isUnknown: literal.isUnknown, fileOffset: fileOffset,
            previous: &previous, &queue, &collector)
        // Posted by a fetch call to the legacy endpoint: an HTTP v1 message there is rejected, as
        // for a curl command's URL (a legacy body is the legacy rules').
        if let url = literal.legacyEndpointURL, LegacyEndpointRule.reports(shape), begin(LegacyEndpointRule.self, &collector) {
            collector.report(
                LegacyEndpointRule.message(target: url.text),
                offset: url.range.lowerBound + fileOffset, end: url.range.upperBound + fileOffset, pointer: JSONPointer(), fix: LegacyEndpointRule.fix)
        }
        let keysNamedTheRemovedAPI = collector.pending[mark...].contains { $0.ruleID == LegacyAdminPayloadRule.description.id }
        if let method = literal.removedSendMethod, !keysNamedTheRemovedAPI, begin(LegacyAdminPayloadRule.self, &collector) {
            collector.report(
                LegacyAdminPayloadRule.removedCallMessage(method), offset: literal.firstCodeConstruct + fileOffset,
                pointer: JSONPointer(), fix: LegacyAdminPayloadRule.removedCallFix)
        }
        // Passed to a removed batch method (sendMulticast): the call fails whatever the message
        // holds; this error replaces the advice the object alone draws.
        if let method = literal.removedBatchMethod, begin(LegacySendMulticastRule.self, &collector) {
            let id = LegacySendMulticastRule.description.id
            let kept = collector.pending[mark...].filter { $0.ruleID != id }
            collector.pending.replaceSubrange(mark..., with: kept)
            collector.report(
                LegacySendMulticastRule.removedCallMessage(method), offset: literal.firstCodeConstruct + fileOffset,
                pointer: JSONPointer(), caseSeverity: .error, configuration: configuration, fix: LegacySendMulticastRule.removedCallFix)
        }
        return shape
    }

    /// Lints the JSON text a string literal in code holds, and places its findings on the literal
    /// (`lintRewritten`): none is kept on a value the code fills in outside a string.
    private func lintStringLiteral(
        _ literal: CodeStringLiteral, fileOffset: Int, previous: inout MessageShape?, _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) -> MessageShape? {
        if begin(JSONCodeLiteralRule.self, &collector) {
            collector.report(literal.message, offset: literal.start + fileOffset, pointer: JSONPointer(), fix: CodeStringLiteral.fix)
        }
        // Handed to Notification Hubs' FCM legacy platform, which sent through the legacy API.
        if let send = literal.notificationHubsSend, LegacyEndpointRule.isNotificationHubsLegacySend(send.method),
            begin(LegacyEndpointRule.self, &collector)
        {
            collector.report(
                LegacyEndpointRule.notificationHubsMessage(method: send.method), offset: send.range.lowerBound + fileOffset,
                end: send.range.upperBound + fileOffset, pointer: JSONPointer(), fix: LegacyEndpointRule.notificationHubsFix)
        }
        return lintRewritten(
            literal.rewritten, from: literal.sentByNotificationHubs ? .notificationHubsNative : .stringLiteral, with: self,
            isUnknown: literal.isUnknown, fileOffset: fileOffset,
            previous: &previous, &queue, &collector
        ).shape
    }

    /// Lints the JSON a code literal (`code`) stands for with `linter` and places its findings on
    /// the pasted text; none is kept on a value `isUnknown` says is the code's (its content is
    /// unknown). The settings name the code, so that the rules that speak of a filling service
    /// (routing-target-count) speak of the code instead. The messages queued before run first, so that only this text's findings are
    /// relocated, and its own run before the relocation; `mark` is where its findings start in
    /// the collector.
    private func lintRewritten(
        _ rewritten: RewrittenText, from code: ConfigurationReference.CodeSource, with linter: Linter,
        isUnknown: (Int) -> Bool, fileOffset: Int, previous: inout MessageShape?, _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) -> (shape: MessageShape?, mark: Int) {
        var linter = linter
        linter.settings = ConfigurationReference(
            linter.configuration, requestAPNsHeaders: linter.settings.requestAPNsHeaders, code: code)
        queue.run(self, &collector)
        let mark = collector.pending.count
        let shape = linter.lintDocument(rewritten.bytes, range: 0..<rewritten.count, previous: &previous, &queue, &collector)
        queue.run(linter, &collector)
        collector.relocate(from: mark) { start, end in
            isUnknown(start) ? nil : rewritten.originalSpan(start: start, end: end, fileOffset: fileOffset)
        }
        return (shape, mark)
    }

    /// Lints the body of a `curl` command or pasted HTTP request to APNs with the APNs headers it
    /// sends (a raw payload
    /// with `-H "apns-push-type: voip"` or an `apns-push-type: voip` header line is judged as a
    /// VoIP push), and places each finding on a header (its offset past the text:
    /// `RequestAPNsHeaders.padding`) on that header's value in the text, at the document's root: the body has no such member.
    private func lintAPNsRequestBody(
        _ command: CurlCommand.Body, headers: RequestAPNsHeaders, at offset: Int, fileOffset: Int, previous: inout MessageShape?,
        _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> MessageShape? {
        // A PushKit or location payload is the app's own dictionary (a VoIP push's
        // {"uuid", "handle"}): sent to APNs with such a push type it is a raw APNs payload, not a
        // document to pass over.
        var linter = self
        var sent = configuration
        if sent.shape == nil, headers.sendsPushShowingNoAlert, case .json(let range, let bytes) = command,
            let root = try? JSONParser(maximumDepth: sent.maximumDepth).parse(bytes, range: range).root, root.isObject,
            Linter.isNotAPayload(root, configuration: sent)
        {
            sent.shape = .apnsPayload
            linter = Linter(configuration: sent, rules: rules)
        }
        linter.settings = ConfigurationReference(sent, requestAPNsHeaders: headers)
        queue.run(self, &collector)
        let mark = collector.pending.count
        let shape = linter.lintCurlBody(command, at: offset, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        queue.run(linter, &collector)
        for index in mark..<collector.pending.count {
            guard let place = headers.place(of: collector.pending[index].start - fileOffset) else { continue }
            collector.pending[index].start = place.lowerBound + fileOffset
            collector.pending[index].end = max(place.upperBound, place.lowerBound + 1) + fileOffset
            collector.pending[index].pointer = JSONPointer()
        }
        return shape
    }

    /// Lints the body of a pasted `curl` command (`CurlCommand`) as the document it is, where it
    /// stands in the text; a command whose body cannot be read so gets one invalid-json finding
    /// saying what to pass instead, at the place the text stopped being JSON.
    private func lintCurlBody(
        _ command: CurlCommand.Body, at offset: Int, fileOffset: Int, previous: inout MessageShape?, _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) -> MessageShape? {
        switch command {
        case .json(let range, let bytes):
            return lintDocument(bytes, range: range, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        case .problem(let problem):
            reportInvalid(problem, offset + fileOffset, &collector)
            return nil
        case .sentAsText(let problem, let start):
            // Sent as text, the JSON is no payload: nothing in it is linted.
            if begin(ShapeOtherPushServiceRule.self, &collector) {
                collector.report(
                    problem, offset: start + fileOffset, pointer: JSONPointer(), caseSeverity: .error, configuration: configuration,
                    fix: AWSPushCommand.sentAsTextFix)
            }
            return nil
        }
    }
}
