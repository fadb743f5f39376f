/// `1 warning`, `2 warnings`: a count and a noun in the right number.
package enum Plural {
    /// `count` followed by `singular`, or by `plural` (default: `singular` + "s") when count ≠ 1.
    package static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
