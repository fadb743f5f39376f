import SizeModel

/// The Android delivery priority of a message (`android.priority`), shared by the priority rules.
extension MessageContext {
    /// `android.priority` when it is a string.
    var androidPriorityValue: JSONValue? {
        guard let priority = androidPriority, priority.isString else { return nil }
        return priority
    }

    /// True when `android.priority` is `high` (the REST enum `HIGH`, any letter case).
    var isAndroidHighPriority: Bool {
        guard let priority = androidPriorityValue else { return false }
        return priority.stringEquals("high") || priority.stringEquals("HIGH") || priority.stringValue?.lowercased() == "high"
    }

    /// True when Android receives the message as data only: no display block for Android.
    var isAndroidDataOnly: Bool { !hasAndroidDisplayBlock }
}
