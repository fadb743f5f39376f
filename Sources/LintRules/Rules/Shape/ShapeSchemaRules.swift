/// A schema rule of the shape area: it reports what the schema walk recorded for it, except on a
/// request to another push service (`ShapeDetection.otherService`), where the shape rules run
/// only so that `shape-other-push-service` says what the document is: FCM never sees it, so
/// its keys are no unknown fields or wrong types of an FCM message.
protocol ShapeSchemaRule: SchemaRule {}

extension ShapeSchemaRule {
    /// Reports the problems the schema walk recorded for this rule, unless the message is
    /// another service's request.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard !message.schema.isEmpty, message.detection.otherService == nil else { return }
        message.reportSchemaIssues(Self.description.id, into: &findings)
    }
}
