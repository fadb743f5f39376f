import SizeModel

/// The iOS alert text must repeat the blob's title, subtitle and body.
///
/// Lint: with `apns.payload.notifee_options` present, compares the alert iOS shows first
/// (`aps.alert`, or the common `notification` title and body that FCM copies there) with the iOS
/// copy's `title`, `subtitle` and `body`. A differing text is reported at the alert's value; text
/// the blob has and the alert lacks at the alert. Localized alerts (`title-loc-key`, `loc-key`)
/// are not compared. A missing or mistyped blob title or body is `notifykit-title-body`'s.
struct NotifyKitAlertTextMismatchRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-alert-text-mismatch",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps.alert title, subtitle or body differs from the notifee_options blob",
        rationale: """
            The server SDK duplicates the blob's title and body (and subtitle) into aps.alert so \
            that iOS can show the banner before the Notification Service Extension runs. The \
            extension then rebuilds the notification from the blob. When the texts differ, the \
            user sees one text when the extension is slow, times out, fails or is not \
            installed, and another when it works; an Android user sees the blob's text. A \
            subtitle only in aps.alert is dropped by the extension, which builds the content \
            from the blob. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Architecture\" (title and body are duplicated into aps.alert)",
            "react-native-notify-kit server/src/ios.ts; ios/NotifeeCore/NotifeeCoreExtensionHelper.m",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": ↓"Your order", "body": "Tap to track."}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Your order is on the way\",\"body\":\"Tap to track.\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": ↓"Tap to track.", "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"On the way\",\"body\":\"Tap to track.\"}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "On the way", "body": "Tap to track."}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"On the way\",\"body\":\"Tap to track.\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title-loc-key": "ORDER_TITLE", "loc-key": "ORDER_BODY"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"On the way\",\"body\":\"Tap\"}"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.blobCopies.ios != nil else { return }
        check(message, message.blobCopies, into: &findings)
    }

    /// Compares the texts with the iOS copy of `blobs`, passed borrowed (not inlined, so it is
    /// borrowed from the context): the copy made for the comparisons (`iosCopy`) retained its
    /// root.
    @inline(never)
    private func check(_ message: MessageContext, _ blobs: NotifyKitBlobs, into findings: inout FindingCollector) {
        if let alert = message.apsAlert {
            if alert.isString {
                compare(.title, "title", alertText: nil, alertPlace: alert, blobs, &findings)
                compare(.body, "body", alertText: alert, alertPlace: alert, blobs, &findings)
            } else if alert.isObject {
                // The alert's members found in one pass.
                let slots = alert.memberSlots(Self.alertNames)
                if slots[AlertField.titleLocKey] < 0 {
                    compare(.title, "title", alertText: alert.value(atNode: slots[AlertField.title]), alertPlace: alert, blobs, &findings)
                }
                if slots[AlertField.locKey] < 0 {
                    compare(.body, "body", alertText: alert.value(atNode: slots[AlertField.body]), alertPlace: alert, blobs, &findings)
                }
                if slots[AlertField.subtitleLocKey] < 0 {
                    compare(
                        .subtitle, "subtitle", alertText: alert.value(atNode: slots[AlertField.subtitle]), alertPlace: alert, blobs,
                        &findings)
                }
            }
        } else if let notification = message.notification, notification.isObject {
            compare(.title, "title", alertText: message.notificationTitle, alertPlace: notification, blobs, &findings)
            compare(.body, "body", alertText: message.notificationBody, alertPlace: notification, blobs, &findings)
        }
    }

    /// The members of `aps.alert` the rule reads (a case's raw value is its index in
    /// `alertNames`).
    private enum AlertField: Int {
        case title, body, subtitle, titleLocKey, locKey, subtitleLocKey
    }

    private static let alertNames = JSONMemberNames(["title", "body", "subtitle", "title-loc-key", "loc-key", "subtitle-loc-key"])

    /// Compares one text (the blob's `slot`, named `field`); `alertPlace` is where a missing text is reported (at its key).
    private func compare(
        _ slot: BlobTopField, _ field: String, alertText: JSONValue?, alertPlace: JSONValue, _ blobs: NotifyKitBlobs,
        _ findings: inout FindingCollector
    ) {
        let blobText = blobs.ios?.value(atNode: blobs.iosTopNode(slot))
        var placeName: String {  // built only for a finding
            alertPlace.isString ? "aps.alert" : (alertPlace.key?.stringEquals("notification") == true ? "notification" : "aps.alert")
        }
        guard let blobText, blobText.isString, !blobText.isEmptyString else {
            // The blob has no usable text: a subtitle only in the alert is dropped by the extension.
            if slot == .subtitle, let alertText, alertText.isString {
                findings.report(
                    "\(placeName).subtitle \(describeValue(alertText)) is not in notifee_options, so the Notification Service Extension drops it",
                    at: alertText, fix: "add the same \"subtitle\" to notifee_options, or remove it from aps.alert")
            }
            return
        }
        guard let alertText else {
            let what = alertPlace.isString ? "aps.alert is a string (a body only)" : "\(placeName) has no \(field)"
            findings.report(
                "\(what) but notifee_options.\(field) is \(describeValue(blobText)); the banner differs before and after the Notification Service Extension runs",
                at: alertPlace, anchor: alertPlace.isString ? .value : .key,
                fix: alertPlace.isString
                    ? "write aps.alert as {\"title\": …, \"body\": …} with the blob's title and body"
                    : "add \"\(field)\": \(describeValue(blobText)) to \(placeName)")
            return
        }
        guard alertText.isString, !sameText(alertText, blobText) else { return }
        findings.report(
            "\(placeName).\(field) \(describeValue(alertText)) differs from notifee_options.\(field) \(describeValue(blobText)); iOS shows one before and the other after the Notification Service Extension runs",
            at: alertText, fix: "use the same \(field) in \(placeName) and in notifee_options")
    }
}
