import SizeModel

/// The platform payloads inside an Amazon SNS message (`Publish` with `MessageStructure` "json"),
/// linted where they stand in their JSON strings.
///
/// SNS sends the JSON text of the `"APNS"` (and `"APNS_SANDBOX"`) string to APNs as the payload,
/// and that of the `"GCM"` string to FCM: in SNS's FCM v1 form, `{"fcmV1Message": {"message":
/// {…}}}`, the HTTP v1 request it sends, with the endpoint's token added by SNS; in the legacy
/// form (`{"notification": …, "data": …}`), a legacy body SNS converts into an HTTP v1 message
/// itself (AWS, "Using Google Firebase Cloud Messaging v1 payloads in Amazon SNS": the FCM v1
/// structure is an opt-in, the legacy structure keeps working), so FCM's legacy rules
/// (the legacy API's shutdown) do not apply to it and it is not linted here.
///
/// Each payload is decoded with a map back to the outer text (`EmbeddedJSONText`) and linted as
/// its own document; its findings are placed on the string's bytes, and their pointers start at
/// the platform key (`/GCM/fcmV1Message/message/…`, `/APNS/aps/…`). routing-target-count is not
/// reported on the FCM request (SNS adds the target), nor shape-detected's note (the SNS finding
/// says what each string is).
extension Linter {
    /// The platform keys whose strings are linted, and SNS's wrapper of an FCM v1 request.
    private static let snsPlatformKeys = ["GCM", "APNS", "APNS_SANDBOX"]

    /// Lints the platform payloads of `root` when it is an Amazon SNS message; `bytes` holds the
    /// document's text. Each payload is its own document: the shape before it is none. The
    /// findings' pointers start with `pointerPrefix`: the element's index when the message is an
    /// element of an array or a line of JSON Lines (SNS messages kept one per line or in a list).
    func lintSNSPlatformPayloads(
        _ root: JSONValue, in bytes: [UInt8], pointerPrefix: [String] = [], _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) {
        guard ShapeDetector.detect(root).otherService == .amazonSNS else { return }
        let base = root.sourceStart - root.startOffset
        for key in Self.snsPlatformKeys {
            guard let value = root.member(key), value.isString,
                let embedded = EmbeddedJSONText(bytes, string: value.startOffset..<value.endOffset, fileStart: value.startOffset + base)
            else { continue }
            let parser = JSONParser(maximumDepth: configuration.maximumDepth)
            var range = 0..<embedded.text.count
            var tokens = pointerPrefix + [key]
            if key == "GCM" {
                // Only SNS's FCM v1 form is linted: its request body, the fcmV1Message object.
                guard let inner = try? parser.parse(embedded.text).root, inner.count == 1,
                    let request = inner.member("fcmV1Message"), request.isObject
                else { continue }
                range = request.startOffset..<request.endOffset
                tokens.append("fcmV1Message")
            }
            queue.run(self, &collector)
            let mark = collector.pending.count
            var innerPrevious: MessageShape? = nil
            lintDocument(embedded.text, range: range, previous: &innerPrevious, &queue, &collector)
            queue.run(self, &collector)
            // The outer finding says what each string is: no shape-detected note for it.
            let targetCount = RoutingTargetCountRule.description.id
            let shapeNote = ShapeDetectedRule.description.id
            collector.removePending(from: mark) { $0.ruleID == shapeNote || (key == "GCM" && $0.ruleID == targetCount) }
            for index in mark..<collector.pending.count {
                collector.pending[index].pointer = JSONPointer(tokens: tokens + collector.pending[index].pointer.tokens)
            }
            collector.relocate(from: mark) { start, end in
                (embedded.offsets.originalStart(start), embedded.offsets.originalEnd(end))
            }
        }
    }
}
