import SizeModel

/// What a batch's elements are, for the one finding an array of objects none of which is a push
/// payload gets instead of schema errors for every member of every element (GeoJSON features,
/// records…). Counted per run of elements and merged in order.
struct BatchElementTally: Sendable {
    /// Elements seen.
    private(set) var count = 0
    /// Object elements seen.
    private(set) var objects = 0
    /// Object elements that are push payloads.
    private(set) var payloads = 0
    /// The kinds of the elements, while no payload was seen (only the finding's text needs them).
    private(set) var kinds: Set<String> = []

    /// Counts one element.
    mutating func add(_ element: JSONValue, linter: Linter) {
        count += 1
        guard payloads == 0 else { return }
        kinds.insert(element.kind.description)
        if element.isObject {
            objects += 1
            if !linter.isNotAPayload(element) { payloads += 1 }
        }
    }

    /// Adds the tally of the next run of elements.
    mutating func merge(_ next: BatchElementTally) {
        count += next.count
        objects += next.objects
        payloads += next.payloads
        if payloads == 0 { kinds.formUnion(next.kinds) }
    }

    /// True when the batch has object elements and none of them is a push payload (never with
    /// `--shape`, which says what the elements are).
    func holdsNoMessage(_ configuration: LintConfiguration) -> Bool {
        configuration.shape == nil && objects > 0 && payloads == 0
    }

    /// The finding's text.
    var message: String { ShapeNotAPayloadRule.message(forArrayOf: count, kinds: kinds) }
}
