import SizeModel

/// The wording shared by the size rules: a figure, its limit, and the largest contributors.
enum SizeFindingText {
    /// "iOS receives 4310 bytes (the APNs payload FCM delivers)".
    static func figure(_ size: PlatformSize) -> String {
        switch size.platform {
        case .ios: return "iOS receives \(size.bytes) bytes (the APNs payload FCM delivers)"
        case .android: return "Android receives an estimated \(size.bytes) bytes (effective data map and display fields)"
        case .web: return "the web receives an estimated \(size.bytes) bytes (web push data and notification)"
        case .request: return "the whole message is \(size.bytes) bytes"
        }
    }

    /// "APNs' 4096-byte limit", "APNs' 5120-byte VoIP limit", "FCM's 4096-byte limit".
    static func limitName(_ size: PlatformSize, _ limit: Int) -> String {
        switch size.platform {
        case .ios: return size.isVoIP ? "APNs' \(limit)-byte VoIP limit" : "APNs' \(limit)-byte limit"
        case .android, .web, .request: return "FCM's \(limit)-byte limit"
        }
    }

    /// "; placeholders at their declared worst case add 248 bytes", or "".
    static func worstCaseNote(_ size: PlatformSize) -> String {
        size.placeholderGrowth.bytes > 0
            ? " with placeholders at their declared worst case (+\(size.placeholderGrowth.bytes))" : ""
    }

    /// "largest: /message/data/text 3905 B (93%), /message/notification/body 120 B (3%)".
    static func contributors(_ size: PlatformSize, count: Int = 3) -> String {
        let top = size.largestContributions(count)
        guard !top.isEmpty else { return "" }
        return "; largest: " + top.map { "\($0.label) \($0.size.bytes) B (\(percent(size.share(of: $0.size.bytes))))" }
            .joined(separator: ", ")
    }

    /// "93%", "<1%".
    static func percent(_ value: Double) -> String {
        if value > 0 && value < 1 { return "<1%" }
        return "\(Int(value.rounded()))%"
    }
}
