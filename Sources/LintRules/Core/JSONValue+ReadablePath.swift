import SizeModel

extension JSONValue {
    /// The path people read in messages: keys joined with dots and array positions in brackets
    /// (`android.notification.vibrate_timings[1]`), from just below the first ancestor for which
    /// `isStart` is true (or the document root) down to this value. Built only for findings.
    func readablePath(below isStart: (JSONValue) -> Bool = { _ in false }) -> String {
        var parts: [String] = []
        var current = self
        while let parent = current.parent, !isStart(current) {
            if parent.isObject {
                parts.append("." + (current.key?.stringValue ?? ""))
            } else {
                parts.append("[\(current.positionInParent)]")
            }
            current = parent
        }
        let text = parts.reversed().joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
}
