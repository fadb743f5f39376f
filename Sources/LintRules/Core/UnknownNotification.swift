import SizeModel

/// A common `notification` whose value is unknown: one template placeholder standing for the
/// whole object, as code writes it (`notification,` or `notification: payload.notification`
/// before firebase-admin's `send`, read as the placeholder `"${notification}"`:
/// `JavaScriptLiteral`), or a JSON template's quoted `"{{notification}}"` (a string there, which
/// shape-type-mismatch reports; the rules that ask for text then add nothing of their own).
///
/// Such a block is, at run time, the object the code built, almost always with the title and
/// body it was named for (`const notification = { title, body }`). The rules that ask whether
/// the message shows something count it as a block with text (`PlatformFacts.iosShowsAlert`,
/// `MessageContext.hasAndroidDisplayBlock`), as they count a `title` whose value is code: a
/// rule that said "iOS shows nothing" or "the message has no notification block" of it would
/// judge content the linter cannot see (a false apns-mutable-content-without-alert error on
/// `send({notification, token, apns: {payload: {aps: {"mutable-content": 1}}}})`).
enum UnknownNotification {
    /// True when node `node` of `document` (-1 for none) is a string that is one whole template
    /// placeholder. Only a string node is read (an object, the usual case, costs one kind test).
    static func isUnknown(_ node: Int, in document: JSONDocument) -> Bool {
        guard node >= 0, document.kind(at: node) == .string,
            let text = document.value(at: node).stringValue
        else { return false }
        return TemplateText.isWholePlaceholder(text)
    }
}

extension MessageContext {
    /// True when the common `notification` is one placeholder of unknown content
    /// (`UnknownNotification`): counted as a block with text.
    var notificationIsUnknown: Bool { UnknownNotification.isUnknown(notificationNode, in: message.document) }
}
