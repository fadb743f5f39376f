/// What a payload model writes into. The models (`APNsPayloadModel`, `DisplayPayload`,
/// `RequestModel`) are written once against this interface and run with two writers: one that
/// builds the `PayloadNode` tree a size breakdown walks, and one that only adds up the sizes, for
/// the lint rules, without building anything. Both see the same members in the same order.
protocol PayloadWriter {
    /// A written value.
    associatedtype Node
    /// An object being written.
    associatedtype Object

    /// A value of the message, as written.
    func source(_ value: JSONValue) -> Node
    /// A string FCM adds.
    func added(_ text: String, label: String) -> Node
    /// An empty object.
    func newObject() -> Object
    /// Appends a member to `object`.
    func add(_ key: PayloadMember.Key, _ value: Node, addedByFCM: Bool, to object: inout Object)
    /// The finished object.
    func finish(_ object: Object) -> Node
}

extension PayloadWriter {
    /// Appends a member copied from the message.
    func add(_ member: JSONMember, to object: inout Object) {
        add(.source(member.key), source(member.value), addedByFCM: false, to: &object)
    }

    /// Appends a member FCM writes.
    func add(named name: String, _ value: Node, addedByFCM: Bool = false, to object: inout Object) {
        add(.named(name), value, addedByFCM: addedByFCM, to: &object)
    }
}

/// Builds the `PayloadNode` tree.
struct TreeWriter: PayloadWriter {
    func source(_ value: JSONValue) -> PayloadNode { .source(value) }
    func added(_ text: String, label: String) -> PayloadNode { .added(text, label: label) }
    func newObject() -> [PayloadMember] { [] }
    func add(_ key: PayloadMember.Key, _ value: PayloadNode, addedByFCM: Bool, to object: inout [PayloadMember]) {
        object.append(PayloadMember(key: key, value: value, isAddedByFCM: addedByFCM))
    }
    func finish(_ object: [PayloadMember]) -> PayloadNode { .object(object) }
}

/// Adds up sizes as `PayloadMeter` does for the same tree, without building it.
struct SizeWriter: PayloadWriter {
    /// The sizes of the message's values.
    let subtrees: SubtreeSizes
    /// Placeholder growth, for values outside the measured message (none in practice).
    let growth: [Int: SerializedSize]

    /// A measured value: its size, the part of it FCM adds, and the keys FCM adds in it.
    struct Measured {
        var size = SerializedSize.zero
        var addedByFCM = SerializedSize.zero
        var addedKeys: [String] = []
    }

    func source(_ value: JSONValue) -> Measured {
        Measured(size: subtrees.size(of: value) ?? CompactJSONSize.size(of: value, growth: growth.isEmpty ? nil : growth))
    }

    func added(_ text: String, label: String) -> Measured { Measured(size: JSONStringCost.text(text)) }

    func newObject() -> (measured: Measured, count: Int) { (Measured(size: .ascii(2)), 0) }

    func add(_ key: PayloadMember.Key, _ value: Measured, addedByFCM: Bool, to object: inout (measured: Measured, count: Int)) {
        var prefix = object.count == 0 ? SerializedSize.zero : .separators(1)
        switch key {
        case .source(let key): prefix += subtrees.size(of: key) ?? CompactJSONSize.size(of: key)
        case .named(let name): prefix += JSONStringCost.text(name)
        }
        prefix += .separators(1)
        let member = prefix + value.size
        object.measured.size += member
        object.measured.addedByFCM += value.addedByFCM
        object.measured.addedKeys += value.addedKeys
        if addedByFCM {
            object.measured.addedByFCM += member
            if case .named(let name) = key { object.measured.addedKeys.append(name) }
        }
        object.count += 1
    }

    func finish(_ object: (measured: Measured, count: Int)) -> Measured { object.measured }
}
