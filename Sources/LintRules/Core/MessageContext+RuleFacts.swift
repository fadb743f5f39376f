import SizeModel

/// Facts some rules' first guards read, told from what the context already holds (the shape
/// detection, the target keys, the URL facts, the message's source length): `MessageParts.of`
/// turns them into parts, so that the rule loop does not call those rules on the many messages
/// where their guard is false.
extension MessageContext {
    /// True when the shape detection has something the shape rules may report: another push
    /// service's request (shape-other-push-service), a conflicting shape (shape-mixed), or a
    /// shape other than an HTTP v1 request or message or a firebase-admin object
    /// (shape-detected). A superset of each of their guards: `overridden` and the preceding
    /// shape are left to the rules.
    var hasShapeNote: Bool {
        let detection = self.detection
        return detection.otherService != nil || !detection.conflicts.isEmpty
            || (!detection.shape.isHTTPv1 && detection.shape != .admin)
    }

    /// True for a routed message without exactly one non-empty target (none, several, or an
    /// empty one): what routing-target-count and routing-target-empty may report. A routed
    /// message with one non-empty target, most of them, has neither finding.
    var hasTargetsToCount: Bool {
        guard isRoutedShape else { return false }
        return targetCount != 1 || targetValueIsEmptyString(at: 0)
    }

    /// True when an `apns.fcm_options` image (either spelling) is an http(s) URL with a syntax
    /// problem (`URLFacts.hasSyntaxProblem`), what apns-fcm-options-image reports.
    var hasAPNsImageSyntaxProblem: Bool {
        urlFacts.apnsImage.hasSyntaxProblem || urlFacts.apnsImageURL.hasSyntaxProblem
    }

    /// True when the message's source is longer than `sizeWarningBytes`: a message's compact
    /// size is at most its source length, so a shorter one is under the threshold unmeasured.
    /// (Read through `settings`: `configuration` returns a copy, which counts a reference for
    /// each of its sets and dictionaries.)
    var sourceIsLongerThanSizeWarning: Bool {
        message.endOffset - message.startOffset > settings.configuration.sizeWarningBytes
    }
}
