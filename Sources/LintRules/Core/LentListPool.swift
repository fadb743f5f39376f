/// Lists lent to a worker's message contexts and reused for its next messages once their rules
/// ran (`ContextStoragePool`, `MessageQueue`): a message's list is then neither allocated nor
/// freed. The data-key lists (`DataKeys.EntryPool`: on the findings-heavy corpus (e) almost every
/// message has data keys, and a list's allocation and deallocation cost about 400 instructions,
/// callgrind, m54d) and the URL facts (`MessageURLFacts.Pool`, a one-element list) are lent so.
///
/// The pool keeps a second reference to each list it lends, and fills a list in its slot, which
/// changes it in place only when no one else holds it: a list still read by a context that
/// outlived its queue (a caller of `MessageQueue.add`, a kept value) is copied on write, never
/// changed under its reader.
struct LentListPool<Element> {
    /// The most lists kept: more than the contexts a worker holds at once (`MessageQueue`).
    static var mostKept: Int { 32 }

    /// The largest list kept (in elements); a larger one is freed with its context.
    let largestKept: Int

    /// The pool's lists: `lists[..<lentCount]` lent since the last `recycle()`, the others
    /// ready to be filled again, their old elements still in them. One array whose first slots
    /// are lent, not a spare and a lent list: `recycle()` then moves nothing (measured: moving
    /// each list from one to the other cost 68 instructions a message on corpus (a), 64 on (e)).
    private var lists: [[Element]] = []
    /// The number of lists lent since the last `recycle()`.
    private var lentCount = 0

    /// A pool that keeps lists of up to `largestKept` elements.
    init(largestKept: Int = .max) {
        self.largestKept = largestKept
    }

    /// The list `fill` makes, for a context: the next spare list, filled by `fill` in its slot
    /// (the pool then holds its only reference, so it is changed in place; `fill` finds its old
    /// elements there), or a new one, and lent (the pool keeps a reference, for after
    /// `recycle()`). Filled in place, not moved out of its slot and back: the empty list left in
    /// the slot was released when the filled one came back (measured: a 35,291 -> 35,217, e
    /// 42,195 -> 42,116 instructions a message for filling in place).
    mutating func fill(_ fill: (inout [Element]) -> Void) -> [Element] {
        if lentCount < lists.count {
            fill(&lists[lentCount])
            if lists[lentCount].capacity > largestKept {
                // Not kept: the context's reference is the only one.
                var grown: [Element] = []
                swap(&grown, &lists[lentCount])
                return grown
            }
            lentCount += 1
            return lists[lentCount &- 1]
        }
        var list: [Element] = []
        fill(&list)
        if lists.count < Self.mostKept && list.capacity <= largestKept {
            lists.append(list)
            lentCount += 1
        }
        return list
    }

    /// A list of one element, `element`, for a context: `fill(_:)` for a pool whose lists all
    /// hold one (`MessageURLFacts.Pool`), storing it over the spare list's element (through
    /// `fill`'s closure it measured about 19 instructions a message more on corpus (e)).
    mutating func lend(_ element: Element) -> [Element] {
        if lentCount < lists.count {
            lists[lentCount][0] = element
            lentCount += 1
            return lists[lentCount &- 1]
        }
        let list = [element]
        if lists.count < Self.mostKept {
            lists.append(list)
            lentCount += 1
        }
        return list
    }

    /// Makes the lists lent since the last call spare: called when the contexts they were lent
    /// to are gone.
    mutating func recycle() {
        lentCount = 0
    }
}

extension DataKeys {
    /// The data-key lists lent to contexts; a list over 256 keys (larger than a message's) is
    /// not kept.
    typealias EntryPool = LentListPool<Entry>
}

extension MessageURLFacts {
    /// The URL fact lists (one element each) lent to contexts.
    typealias Pool = LentListPool<Fields>
}
