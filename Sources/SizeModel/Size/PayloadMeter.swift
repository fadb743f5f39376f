/// Measures a `PayloadNode`: the total compact size and the per-field contributions.
///
/// Values of the message are walked over the document's node table with an explicit stack (no
/// recursion into the message); only the few levels FCM assembles itself recurse.
struct PayloadMeter {
    /// Extra size of string nodes at their placeholders' worst case.
    let growth: [Int: SerializedSize]
    /// Braces, commas and the keys of objects that hold other members.
    private(set) var structure = SerializedSize.zero
    /// Leaf members and elements.
    private(set) var contributions: [SizeContribution] = []
    /// Bytes FCM adds.
    private(set) var addedByFCM = SerializedSize.zero
    /// The keys of the members FCM adds, in order.
    private(set) var addedKeys: [String] = []

    init(growth: [Int: SerializedSize]) {
        self.growth = growth
    }

    /// The whole figure.
    private(set) var total = SerializedSize.zero

    /// Measures `node`, whose key and separator (`prefix`) belong to it.
    mutating func measure(_ node: PayloadNode, prefix: SerializedSize = .zero) {
        switch node {
        case .source(let value):
            measureSource(value, prefix: prefix)
        case .added(let text, let label):
            contribute(SizeContribution(origin: .addedByFCM(label), size: prefix + JSONStringCost.text(text)))
        case .object(let members):
            addStructure(prefix + .ascii(2))
            for (position, member) in members.enumerated() {
                var memberPrefix = position == 0 ? SerializedSize.zero : .separators(1)
                memberPrefix += keySize(member.key) + .separators(1)
                let before = total
                measure(member.value, prefix: memberPrefix)
                if member.isAddedByFCM {
                    addedByFCM += total - before
                    if case .named(let name) = member.key { addedKeys.append(name) }
                }
            }
        }
    }

    private mutating func addStructure(_ size: SerializedSize) {
        structure += size
        total += size
    }

    private mutating func contribute(_ contribution: SizeContribution) {
        contributions.append(contribution)
        total += contribution.size
    }

    private func keySize(_ key: PayloadMember.Key) -> SerializedSize {
        switch key {
        case .source(let value): return stringSize(value)
        case .named(let name): return JSONStringCost.text(name)
        }
    }

    private func stringSize(_ value: JSONValue) -> SerializedSize {
        var size = CompactJSONSize.nodeSize(value.document, value.index)
        if !growth.isEmpty, let extra = growth[value.index] { size += extra }
        return size
    }

    /// Walks a message value: containers add to the structure, leaves become contributions.
    private mutating func measureSource(_ root: JSONValue, prefix: SerializedSize) {
        let document = root.document
        let nodes = document.nodes
        let end = Int(nodes[root.index].subtreeEnd)
        // One frame per open container: where it ends, whether it is an object, and how many of
        // its children (keys and values) have been seen.
        var stack: [(end: Int, isObject: Bool, seen: Int)] = []
        var keyPrefix = SerializedSize.zero
        var i = root.index
        while i < end {
            while let top = stack.last, i >= top.end { stack.removeLast() }
            var valuePrefix = prefix
            if !stack.isEmpty {
                let top = stack.count - 1
                let seen = stack[top].seen
                stack[top].seen += 1
                if stack[top].isObject {
                    if seen % 2 == 0 {  // a key: its value is the next node
                        keyPrefix = (seen == 0 ? .zero : .separators(1)) + stringSize(JSONValue(document: document, index: i)) + .separators(1)
                        i += 1
                        continue
                    }
                    valuePrefix = keyPrefix
                } else {
                    valuePrefix = seen == 0 ? .zero : .separators(1)
                }
            }
            let node = nodes[i]
            switch node.kind {
            case .object:
                let count = Int(node.count)
                addStructure(valuePrefix + .ascii(2))
                if count > 0 {
                    stack.append((Int(node.subtreeEnd), true, 0))
                }
            case .array:
                addStructure(valuePrefix + .ascii(2))
                if node.count > 0 {
                    stack.append((Int(node.subtreeEnd), false, 0))
                }
            case .string:
                let value = JSONValue(document: document, index: i)
                contribute(SizeContribution(origin: .field(value), size: valuePrefix + stringSize(value)))
            case .number, .true, .false, .null:
                contribute(
                    SizeContribution(
                        origin: .field(JSONValue(document: document, index: i)),
                        size: valuePrefix + .ascii(node.end - node.start)))
            }
            i += 1
        }
    }
}
