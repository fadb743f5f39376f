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
/// An Amazon Pinpoint (AWS End User Messaging Push) message request carries the same strings in
/// `MessageConfiguration.GCMMessage.RawContent` and `APNSMessage.RawContent` ("The raw,
/// JSON-formatted string to use as the payload for the message. If specified, this value
/// overrides all other values for the message", SendMessages reference): the `APNSMessage`'s is
/// linted as a raw APNs payload, the `GCMMessage`'s in its FCM v1 form (`{"fcmV1Message":
/// {"message": {…}}}`, the AWS End User Messaging Push guide's "FCMv1 message payload" example)
/// as the HTTP v1 request, its legacy form left to the service as SNS's is. The pointers start
/// at the `RawContent` member (`/MessageConfiguration/APNSMessage/RawContent/aps/badge`).
extension Linter {
    /// The platform keys whose strings are linted, and SNS's wrapper of an FCM v1 request.
    private static let snsPlatformKeys = ["GCM", "APNS", "APNS_SANDBOX"]

    /// Lints the platform payloads of `root` when it is an Amazon SNS message or an Amazon
    /// Pinpoint message request; `bytes` holds the document's text. Each payload is its own
    /// document: the shape before it is none. The findings' pointers start with `pointerPrefix`:
    /// the element's index when the message is an element of an array or a line of JSON Lines
    /// (messages kept one per line or in a list).
    func lintEmbeddedPlatformPayloads(
        _ root: JSONValue, in bytes: [UInt8], pointerPrefix: [String] = [], _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) {
        switch ShapeDetector.detect(root).otherService {
        case .amazonSNS?:
            for key in Self.snsPlatformKeys {
                guard let value = root.member(key) else { continue }
                lintEmbeddedPayload(value, root: root, in: bytes, tokens: pointerPrefix + [key], isFCM: key == "GCM", &queue, &collector)
            }
        case .pinpoint?:
            var path: [String] = []
            var request = root
            for name in ["MessageRequest", "SendUsersMessageRequest"] {
                if let inner = root.member(name), inner.isObject {
                    request = inner
                    path.append(name)
                    break
                }
            }
            var configuration = request
            if let inner = request.member(literal: "MessageConfiguration"), inner.isObject {
                configuration = inner
                path.append("MessageConfiguration")
            }
            for (key, isFCM) in [("GCMMessage", true), ("APNSMessage", false)] {
                guard let message = configuration.member(key), message.isObject, let raw = message.member("RawContent") else { continue }
                lintEmbeddedPayload(
                    raw, root: root, in: bytes, tokens: pointerPrefix + path + [key, "RawContent"], isFCM: isFCM, &queue, &collector)
            }
        default:
            return
        }
    }

    /// Lints the payload the JSON string `value` holds where it stands: an FCM one (`isFCM`) only
    /// in its FCM v1 form, its `fcmV1Message` request; an APNs one as a raw APNs payload.
    private func lintEmbeddedPayload(
        _ value: JSONValue, root: JSONValue, in bytes: [UInt8], tokens pointer: [String], isFCM: Bool, _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) {
        let base = root.sourceStart - root.startOffset
        guard value.isString,
            let embedded = EmbeddedJSONText(bytes, string: value.startOffset..<value.endOffset, fileStart: value.startOffset + base)
        else { return }
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        var range = 0..<embedded.text.count
        var tokens = pointer
        if isFCM {
            // Only the FCM v1 form is linted: its request body, the fcmV1Message object.
            guard let inner = try? parser.parse(embedded.text).root, inner.count == 1,
                let request = inner.member("fcmV1Message"), request.isObject
            else { return }
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
        collector.removePending(from: mark) { $0.ruleID == shapeNote || (isFCM && $0.ruleID == targetCount) }
        for index in mark..<collector.pending.count {
            collector.pending[index].pointer = JSONPointer(tokens: tokens + collector.pending[index].pointer.tokens)
        }
        collector.relocate(from: mark) { start, end in
            (embedded.offsets.originalStart(start), embedded.offsets.originalEnd(end))
        }
    }
}
