/// The compact size of every value under a root, computed in one pass over the node table: the
/// size model's figures then measure any part of the message in constant time instead of walking
/// it again for each figure.
struct SubtreeSizes {
    /// The document and the root's node index.
    private let document: JSONDocument
    private let base: Int
    /// For each node from the root on: the compact size of its whole subtree (a key: its literal).
    private let sizes: [SerializedSize]

    /// Measures every value under `root`, adding `growth[index]` to the string nodes listed there.
    init(root: JSONValue, growth: [Int: SerializedSize]) {
        document = root.document
        base = root.index
        let nodes = document.nodes
        let end = Int(nodes[base].subtreeEnd)
        var sizes = [SerializedSize](repeating: .zero, count: end - base)
        let document = self.document
        let base = self.base
        var i = end - 1
        while i >= base {
            var own = CompactJSONSize.nodeSize(document, i)
            if !growth.isEmpty, let extra = growth[i] { own += extra }
            sizes[i - base] += own
            let parent = Int(nodes[i].parent)
            if i != base && parent >= base { sizes[parent - base] += sizes[i - base] }
            i -= 1
        }
        self.sizes = sizes
    }

    /// The compact size of `value`, when it is under the root.
    func size(of value: JSONValue) -> SerializedSize? {
        guard value.document === document, value.index >= base, value.index - base < sizes.count else { return nil }
        return sizes[value.index - base]
    }
}
