extension MessageURLFacts {
    /// The fact lists of the contexts a worker made, reused for its next messages once their
    /// rules ran (`MessageQueue`, through `ContextStoragePool`): a message's facts are then
    /// neither allocated nor freed, as `DataKeys.EntryPool` does for data-key lists.
    ///
    /// The pool keeps a second reference to each list it lends, and stores the next facts into
    /// a list with an assignment, which changes it in place only when no one else holds it: a
    /// list still read by a context that outlived its queue is copied on write, never changed
    /// under its reader.
    struct Pool {
        /// The most lists kept: more than the contexts a worker holds at once (`MessageQueue`).
        static let mostKept = 32

        /// The pool's lists (one element each): `lists[..<lentCount]` lent since the last
        /// `recycle()`, the others ready to be filled again.
        private var lists: [[Fields]] = []
        /// The number of lists lent since the last `recycle()`.
        private var lentCount = 0

        /// `fields`, stored in the next spare list (in place: the pool holds its only reference
        /// once its context is gone) or in a new one, and lent (the pool keeps a reference, for
        /// after `recycle()`).
        mutating func lend(_ fields: Fields) -> MessageURLFacts {
            if lentCount < lists.count {
                lists[lentCount][0] = fields
                lentCount += 1
                return MessageURLFacts(lent: lists[lentCount &- 1])
            }
            let list = [fields]
            if lists.count < Self.mostKept {
                lists.append(list)
                lentCount += 1
            }
            return MessageURLFacts(lent: list)
        }

        /// Makes the lists lent since the last call spare: called when the contexts they were
        /// lent to are gone.
        mutating func recycle() {
            lentCount = 0
        }
    }
}
