extension DataKeys {
    /// The key lists of the contexts a worker made, reused for its next messages once their
    /// rules ran (`MessageQueue`): a message's list is then neither allocated nor freed. On the
    /// findings-heavy corpus (e) almost every message has data keys, and its list's allocation
    /// and deallocation cost about 400 instructions (callgrind, m54d).
    ///
    /// The pool keeps a second reference to each list it lends, and its lists are made empty
    /// again with `removeAll(keepingCapacity:)`, which keeps the storage only when no one else
    /// holds it: a list still read by a context that outlived its queue (a caller of
    /// `MessageQueue.add`, a kept value) is copied on write, never changed under its reader.
    struct EntryPool {
        /// The largest list kept (in keys): message-sized; a larger one is freed with its context.
        static let largestKept = 256
        /// The most lists kept: more than the contexts a worker holds at once (`MessageQueue`).
        static let mostKept = 32

        /// The pool's lists: `lists[..<lentCount]` lent since the last `recycle()`, the others
        /// ready to be filled again, their old keys still in them. One array whose first slots
        /// are lent, not a spare and a lent list: `recycle()` then moves nothing (measured: moving
        /// each list from one to the other cost 68 instructions a message on corpus (a), 64 on (e)).
        private var lists: [[Entry]] = []
        /// The number of lists lent since the last `recycle()`.
        private var lentCount = 0

        /// The list `fill` makes, for a context: the next spare list, emptied and filled by `fill`
        /// in its slot (the pool then holds its only reference, so it is changed in place), or a
        /// new one, and lent (the pool keeps a reference, for after `recycle()`). Filled in place,
        /// not moved out of its slot and back: the empty list left in the slot was released when
        /// the filled one came back (measured: a 35,291 -> 35,217, e 42,195 -> 42,116 instructions a
        /// message for filling in place).
        mutating func fill(_ fill: (inout [Entry]) -> Void) -> [Entry] {
            if lentCount < lists.count {
                fill(&lists[lentCount])
                if lists[lentCount].capacity > Self.largestKept {
                    // Not kept: the context's reference is the only one.
                    var grown: [Entry] = []
                    swap(&grown, &lists[lentCount])
                    return grown
                }
                lentCount += 1
                return lists[lentCount &- 1]
            }
            var entries: [Entry] = []
            fill(&entries)
            if lists.count < Self.mostKept && entries.capacity <= Self.largestKept {
                lists.append(entries)
                lentCount += 1
            }
            return entries
        }

        /// Makes the lists lent since the last call spare: called when the contexts they were
        /// lent to are gone.
        mutating func recycle() {
            lentCount = 0
        }
    }
}
