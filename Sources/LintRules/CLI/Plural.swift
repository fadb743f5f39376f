/// `1 warning`, `2 warnings`: a count and a noun in the right number.
enum Plural {
    /// `count` followed by `singular`, or by `plural` (default: `singular` + "s") when count ≠ 1.
    static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
