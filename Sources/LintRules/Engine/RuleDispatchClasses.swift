import SizeModel

/// The active rules grouped by what decides whether one runs on a message: its area's bit and
/// the parts it needs (`Linter.ActiveRule.Dispatch`). Rules of one class run on the same messages
/// of a queue, so the rule loop decides that once per class and message, as a set of the queue's
/// messages, instead of once per rule and message (many rules share an area and need nothing
/// more of a message).
struct RuleDispatchClasses: Sendable {
    /// What a class's rules need of a message: its area running, and one of its parts.
    struct Key: Hashable, Sendable {
        let areaBit: UInt32
        let partsMask: UInt64
    }

    /// The most messages one call of `messageSets(of:)` takes: bit `n` of a set is message `n`.
    static let maximumMessages = UInt64.bitWidth

    /// The classes, in the order of their first rule.
    let keys: [Key]
    /// The class of each active rule, in `Linter.activeDispatch` order.
    let classOfRule: [Int]
    /// Per area bit (bit `n` of `Key.areaBit`), the classes of that area, as a set (`ClassSet`);
    /// and per part bit, the classes that need that part. Empty when there are more than
    /// `ClassSet.capacity` classes (`messageSets` then tests every class).
    private let classesOfArea: [ClassSet]
    private let classesOfPart: [ClassSet]

    /// A set of up to 128 classes, two words: bit `c` of `low` is class `c`, bit `c` of `high`
    /// class `64 + c`. (One word held 64 classes; the rules declare about 70 now, and testing
    /// every class per message cost about 430 instructions a message more.)
    struct ClassSet: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// The most classes a set holds.
        static let capacity = 2 * UInt64.bitWidth

        /// Adds class `index` (below `capacity`).
        mutating func insert(_ index: Int) {
            if index < UInt64.bitWidth { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - UInt64.bitWidth) }
        }

        static func | (a: ClassSet, b: ClassSet) -> ClassSet { ClassSet(low: a.low | b.low, high: a.high | b.high) }
        static func & (a: ClassSet, b: ClassSet) -> ClassSet { ClassSet(low: a.low & b.low, high: a.high & b.high) }
    }

    init(_ rules: [Linter.ActiveRule.Dispatch]) {
        var keys: [Key] = []
        var classes: [Key: Int] = [:]
        var classOfRule: [Int] = []
        classOfRule.reserveCapacity(rules.count)
        for rule in rules {
            let key = Key(areaBit: rule.areaBit, partsMask: rule.partsMask)
            if let known = classes[key] {
                classOfRule.append(known)
            } else {
                classes[key] = keys.count
                classOfRule.append(keys.count)
                keys.append(key)
            }
        }
        self.keys = keys
        self.classOfRule = classOfRule
        var classesOfArea = [ClassSet](repeating: ClassSet(), count: UInt32.bitWidth)
        var classesOfPart = [ClassSet](repeating: ClassSet(), count: UInt64.bitWidth)
        let fits = keys.count <= ClassSet.capacity
        if fits {
            for (index, key) in keys.enumerated() {
                for bit in 0..<UInt32.bitWidth where key.areaBit & (1 << bit) != 0 {
                    classesOfArea[bit].insert(index)
                }
                for bit in 0..<UInt64.bitWidth where key.partsMask & (1 << bit) != 0 {
                    classesOfPart[bit].insert(index)
                }
            }
        }
        self.classesOfArea = fits ? classesOfArea : []
        self.classesOfPart = fits ? classesOfPart : []
    }

    /// Per class, the messages its rules run on: bit `n` set when the `n`th context's shape runs
    /// the class's area and the message has one of the parts it needs (`MessageParts`, found
    /// once per message here), written into `sets` (one set per class; what it held before is
    /// cleared): the caller's scratch array, reused for every queue, where an array made per
    /// call cost its allocation, its release and a generic metadata lookup (measured: 22
    /// instructions a message on both corpora, about 300 a queue). At most `maximumMessages`
    /// contexts.
    func messageSets(of contexts: RetainedObjects<MessageContext>, into sets: inout [UInt64]) {
        precondition(contexts.count <= Self.maximumMessages, "RuleDispatchClasses: too many messages at once")
        if sets.count == keys.count {
            sets.setAllToZero()
        } else {
            sets = [UInt64](repeating: 0, count: keys.count)
        }
        var bit: UInt64 = 1
        guard !classesOfArea.isEmpty else {
            contexts.forEach { context in
                let areas = context.runningAreas
                let parts = MessageParts.of(context).rawValue
                for index in keys.indices where areas & keys[index].areaBit != 0 && parts & keys[index].partsMask != 0 {
                    sets[index] |= bit
                }
                bit <<= 1
            }
            return
        }
        // The classes of the running areas and those of the parts present, each a union over
        // the few bits set, then their intersection: a message costs its bits and its classes,
        // not a test of every class (measured: about 190 instructions per message before).
        // The areas' union is made again only when a message runs other areas than the one
        // before it: every FCM message runs the same dozen areas (measured: a union of twelve
        // bits a message, about 120 instructions).
        var lastAreas: UInt32 = 0
        var ofLastAreas = ClassSet()  // the union for `lastAreas` (none for 0)
        contexts.forEach { context in
            let runningAreas = context.runningAreas
            if runningAreas != lastAreas {
                var ofAreas = ClassSet()
                var areas = runningAreas
                while areas != 0 {
                    ofAreas = ofAreas | classesOfArea[areas.trailingZeroBitCount]
                    areas &= areas &- 1
                }
                lastAreas = runningAreas
                ofLastAreas = ofAreas
            }
            let ofAreas = ofLastAreas
            var ofParts = ClassSet()
            var parts = MessageParts.of(context).rawValue
            while parts != 0 {
                ofParts = ofParts | classesOfPart[parts.trailingZeroBitCount]
                parts &= parts &- 1
            }
            let classes = ofAreas & ofParts
            var low = classes.low
            while low != 0 {
                sets[low.trailingZeroBitCount] |= bit
                low &= low &- 1
            }
            var high = classes.high
            while high != 0 {
                sets[UInt64.bitWidth &+ high.trailingZeroBitCount] |= bit
                high &= high &- 1
            }
            bit <<= 1
        }
    }
}
