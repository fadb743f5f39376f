import SizeModel

/// `apns.payload.notifee_data` must be a JSON string of the message's data keys.
///
/// Lint, for messages with `apns.payload.notifee_options`: `notifee_data` that is not a string,
/// not valid JSON (at the exact character), not an object, or holds a non-string value; a key or
/// value that differs from the top-level `data` (at the differing member); a data key missing
/// from it (at the data key); and user data with no `notifee_data` at all (at `apns.payload`).
struct NotifyKitNotifeeDataRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-notifee-data",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "apns.payload.notifee_data is malformed or does not match data",
        rationale: """
            The iOS extension builds the notification's data (detail.notification.data in \
            onBackgroundEvent and press events) only from apns.payload.notifee_data, a JSON \
            string of a string-to-string object; it ignores invalid JSON and drops non-string \
            values, and without notifee_data the data is empty. The JavaScript client merges \
            notifee_data over the top-level data on conflict. The server SDK writes it from \
            the same user data as the top-level data keys (only when there is user data; no \
            key-count threshold), so the two always agree: any difference means iOS and \
            Android hand the app different data. \
            A blob that carries its own non-empty data object (the Notifee form, \
            notifee_options: {data: {…}}) is not reported for a missing notifee_data: the \
            extension takes options["data"] when it is there and an empty dictionary only \
            when it is not (NotifeeCoreExtensionHelper.m, populateNotificationContent). \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m (parseNotifeeData)",
            "react-native-notify-kit src/fcm/reconstructNotification.ts (Rules C6/C7); server/src/serialize.ts (serializeData)",
            "Notify Kit FCM Mode guide, \"Server SDK reference\" (output type)",
        ],
        upstreamErrors: ["[react-native-notify-kit] Failed to parse notifee_data. Using top-level data keys only."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "42", ↓"screen": "tracking", "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}", "notifee_data": "{\"orderId\":↓\"41\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"orderId": "42", "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, ↓"payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}", "notifee_data": "{\"orderId\":↓42}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "42", "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}", "notifee_data": "{\"orderId\":\"42\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            // Notifee's object form with its own data (a real project's send, as sent).
            Example(#"{"message": {"topic": "news", "notification": {"title": "Report ready", "body": "Open it"}, "data": {"reportId": "42"}, "apns": {"payload": {"aps": {"mutable-content": 1}, "notifee_options": {"data": {"reportId": "42"}, "image": "https://cdn.example.com/r.png"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The payload is read through `?.` and bound only to report: a bound value is retained.
        guard message.iosBlob != nil, message.apnsPayload != nil else { return }
        guard let host = message.apnsPayload?.member(literal: "notifee_data") else {
            guard Self.hasUserKey(message.data),
                !Self.blobCarriesData(message.blobCopies.ios, dataNode: message.blobCopies.iosTopNode(.data)),
                let payload = message.apnsPayload
            else { return }
            // The keys are listed only for a finding that is kept (past the limit it is counted),
            // written straight into the message.
            findings.report(
                "apns.payload has no notifee_data, so on iOS the Notification Service Extension gives the notification no data (data has \(firstUserKeyNamesOf: message.data))",
                at: payload, anchor: .key,
                fix: "add \"notifee_data\": the JSON string of the data keys (without notifee_options) to apns.payload")
            return
        }
        let fix = "write notifee_data as JSON.stringify of the same string-to-string map as the data keys"
        guard host.isString else {
            findings.report("notifee_data is \(host.kind.description); the clients read it only as a JSON string", at: host, fix: fix)
            return
        }
        // What the server SDK writes: no finding, known without parsing the string.
        if let data = message.data, message.configuration.maximumDepth >= 1, Self.isMirrored(host, of: data) { return }
        let userData = Self.userKeys(of: message.data)
        let object: JSONValue
        do {
            object = try JSONParser(maximumDepth: message.configuration.maximumDepth).parseEmbedded(in: host).root
        } catch {
            findings.report(
                "notifee_data is not valid JSON (\(error.description)); the clients ignore it and the iOS notification has no data",
                offset: error.offset, pointer: host.pointer, fix: fix)
            return
        }
        guard object.isObject else {
            findings.report(
                "notifee_data holds \(object.kind.description); the clients expect an object of strings", at: object, fix: fix)
            return
        }
        object.forEachMember { member in
            // The extension drops Notify Kit's own keys from notifee_data; a user key of that name
            // in data is notifykit-reserved-data-key's.
            if Self.isReserved(member.key) { return }
            let value = member.value
            var key: String { member.key.stringValue ?? "" }  // decoded only for a finding
            guard value.isString else {
                findings.report(
                    "notifee_data value \"\(key)\" is \(value.kind.description); the iOS extension drops values that are not strings",
                    at: value, fix: "write it as a string")
                return
            }
            guard message.data != nil else { return }
            if let dataValue = userData.first(where: { member.key.stringEquals($0.key) })?.value {
                if dataValue.isString, !sameText(dataValue, value) {
                    findings.report(
                        "notifee_data \"\(key)\" is \(describeValue(value)) but data \"\(key)\" is \(describeValue(dataValue)); iOS and Android hand the app different data",
                        at: value, fix: "use the same value in data and notifee_data")
                }
            } else {
                findings.report(
                    "notifee_data has \"\(key)\" but data does not; only iOS hands it to the app",
                    at: value, anchor: .key, fix: "add \"\(key)\" to data too, or remove it from notifee_data")
            }
        }
        for member in userData where !object.members.contains(where: { $0.key.stringEquals(member.key) }) {
            findings.report(
                "data key \"\(member.key.stringValue ?? "")\" is not in apns.payload.notifee_data, so the iOS notification's data lacks it",
                at: member.value, anchor: .key, fix: "add the same key and value to notifee_data")
        }
    }

    /// True when the iOS blob has a non-empty `data` object of its own (Notifee's documented
    /// `notifee_options: {data: {…}}`): the extension then gives the notification that data.
    /// `ios` is the iOS copy's root and `dataNode` the node of its `data` value, which the walk
    /// found (`NotifyKitBlobs.iosTopNode`: the first `data` that is not null, as a member lookup
    /// finds it), so the root's keys are not compared again (about 30 instructions a message on
    /// corpus (e)).
    static func blobCarriesData(_ ios: JSONValue?, dataNode: Int) -> Bool {
        guard let data = ios?.value(atNode: dataNode), data.isObject else { return false }
        return data.members.contains { _ in true }
    }

    /// The top-level data members written by the user: all but `notifee_options` and
    /// `notifee_data`.
    static func userKeys(of data: JSONValue?) -> [JSONMember] {
        guard let data, data.isObject else { return [] }
        return data.members.filter { !isReserved($0.key) }
    }

    /// Appends the first three user keys of `data` (`userKeys(of:)`) to `names`, quoted and
    /// separated by ", ", with ", …" when there are more: read member by member, without the
    /// array of members `userKeys(of:)` makes, as UTF-8 bytes (measured per kept finding: about
    /// 5,600 instructions with the array and `joined`, 2,900 member by member with String
    /// concatenation, 2,300 with the bytes made a String; written into the message's bytes, no
    /// String and no array of their own).
    static func appendFirstUserKeyNames(of data: JSONValue?, to names: inout [UInt8]) {
        guard let data, data.isObject else { return }
        var count = 0
        data.forEachMember { member in
            guard !isReserved(member.key) else { return }
            count += 1
            // Separators appended byte by byte: appending a String's `utf8` cost about 180
            // instructions a call.
            if count <= 3 {
                if count > 1 {
                    names.append(UInt8(ascii: ","))
                    names.append(UInt8(ascii: " "))
                }
                names.append(UInt8(ascii: "\""))
                // The decoded bytes, not `stringValue`: no String is made per key (the bytes
                // between ASCII quotes and commas are repaired as `stringValue` repairs them when
                // the message becomes a String).
                names.append(contentsOf: member.key.decodedBytes)
                names.append(UInt8(ascii: "\""))
            } else if count == 4 {
                // ", …" (the ellipsis is E2 80 A6 in UTF-8).
                for byte: UInt8 in [0x2C, 0x20, 0xE2, 0x80, 0xA6] { names.append(byte) }
            }
        }
    }

    /// True when `data` has a member written by the user (`userKeys(of:)` is not empty).
    static func hasUserKey(_ data: JSONValue?) -> Bool {
        guard let data else { return false }
        var found = false
        data.forEachMember { member in
            if !found, !isReserved(member.key) { found = true }
        }
        return found
    }

    /// True for the key `notifee_options` or `notifee_data` (most keys differ in length: no text
    /// is compared for them).
    static func isReserved(_ key: JSONValue) -> Bool {
        // With their quotes: "notifee_options" is 17 bytes, "notifee_data" 14.
        let length = key.endOffset - key.startOffset
        guard key.hasEscapes || length == 17 || length == 14 else { return false }
        return key.stringEquals("notifee_options") || key.stringEquals("notifee_data")
    }

    /// True when the string `host` decodes to exactly the text JSON.stringify writes for the user
    /// keys of `data` (their keys and string values as written in `data`, in order, no space),
    /// where the check above finds nothing: every value a string, each key in both maps with the
    /// same text (no key of `data` repeats another, so the first match is the member itself).
    /// Compares the host's source in place, decoding its `\"`, `\\` and `\/` escapes as it goes;
    /// any other difference gives false, and the string is parsed and checked member by member.
    ///
    /// Measured worse and left out (perf-slices): comparing a key's or value's text written
    /// without escapes with the host's next bytes eight at a time (`ByteWords.word`), through a
    /// nested function: it was not inlined, `i` was boxed with an exclusivity check at each
    /// access, and the data maps' texts are short: this function on corpus (a) 311 -> 636
    /// instructions a message.
    static func isMirrored(_ host: JSONValue, of data: JSONValue) -> Bool {
        guard host.isString, data.isObject, data.count <= 64 else { return false }
        var repeated = false
        data.forEachRepeatedKey { _ in repeated = true }
        guard !repeated else { return false }
        let source = host.rawBytes
        // The keys and values are sliced here, from their document's bytes read once: a call of
        // `rawBytes` for each made the slice out of line.
        let written = data.document.bytes
        // Between the quotes.
        var i = source.startIndex + 1
        let end = source.endIndex - 1
        /// Reads the next decoded byte of the host, which must be `byte`.
        func take(_ byte: UInt8) -> Bool {
            guard i < end else { return false }
            let next = source[i]
            guard next == UInt8(ascii: "\\") else {
                guard next == byte else { return false }
                i += 1
                return true
            }
            guard i + 1 < end, source[i + 1] == byte,
                byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
            else { return false }
            i += 2
            return true
        }
        func take(_ bytes: ArraySlice<UInt8>) -> Bool {
            for byte in bytes where !take(byte) { return false }
            return true
        }
        guard take(UInt8(ascii: "{")) else { return false }
        var matches = true
        var first = true
        data.forEachMember { member in
            guard matches, !isReserved(member.key) else { return }
            let key = member.key
            let value = member.value
            guard value.isString, first || take(UInt8(ascii: ",")), take(written[key.startOffset..<key.endOffset]),
                take(UInt8(ascii: ":")), take(written[value.startOffset..<value.endOffset])
            else {
                matches = false
                return
            }
            first = false
        }
        return matches && take(UInt8(ascii: "}")) && i == end
    }
}

extension FindingText.Builder {
    /// Appends the first three user keys of `data` to the message
    /// (`NotifyKitNotifeeDataRule.appendFirstUserKeyNames(of:to:)`).
    fileprivate mutating func appendInterpolation(firstUserKeyNamesOf data: JSONValue?) {
        NotifyKitNotifeeDataRule.appendFirstUserKeyNames(of: data, to: &bytes)
    }
}
