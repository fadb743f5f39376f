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
        // One comparison of the source bytes ignoring ASCII case (`"HIGH"`, `"high"`, `"High"`):
        // no other text lower-cases to "high". Comparing with "high", then "HIGH", then the
        // lower-cased String cost about 100 instructions a message on corpus (e).
        return priority.stringEqualsIgnoringASCIICase("high")
    }

    /// True when Android receives the message as data only: no display block for Android.
    var isAndroidDataOnly: Bool { !hasAndroidDisplayBlock }
}
