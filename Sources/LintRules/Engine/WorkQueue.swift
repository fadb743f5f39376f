import Dispatch

/// Runs segment jobs on up to `jobs` cores and hands their results back in submission order.
/// With one job everything runs on the calling thread, in order (the driver then does not use
/// the queue at all).
struct WorkQueue {
    /// One submitted segment: its byte range and, once its job has run, the result (written by
    /// the job before `done` is signalled, read only after waiting on `done`).
    final class Slot: @unchecked Sendable {
        let start: Int
        let end: Int
        var result: RunResult? = nil
        let done = DispatchSemaphore(value: 0)

        init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }
    }

    let jobs: Int
    private var slots: [Slot] = []
    private var head = 0
    /// Jobs submitted and not finished, at most two per core (none made for one job).
    private let inFlight: DispatchSemaphore?

    init(jobs: Int) {
        self.jobs = max(1, jobs)
        inFlight = jobs > 1 ? DispatchSemaphore(value: 2 * jobs) : nil
    }

    mutating func submit(start: Int, end: Int, _ body: @escaping @Sendable () -> RunResult) {
        let slot = Slot(start: start, end: end)
        slots.append(slot)
        if jobs == 1 {
            slot.result = body()
            slot.done.signal()
            return
        }
        inFlight?.wait()
        let inFlight = self.inFlight
        DispatchQueue.global().async {
            slot.result = body()
            slot.done.signal()
            inFlight?.signal()
        }
    }

    /// The oldest finished result, in order; with `wait`, waits for it.
    mutating func next(wait: Bool) -> (start: Int, end: Int, result: RunResult)? {
        guard head < slots.count else {
            slots.removeAll()
            head = 0
            return nil
        }
        let slot = slots[head]
        if wait {
            slot.done.wait()
        } else if slot.done.wait(timeout: .now()) != .success {
            return nil
        }
        head += 1
        if head > 64 {
            slots.removeFirst(head)
            head = 0
        }
        // Handed out once: the slot (kept until the next compaction) no longer holds it.
        let result = slot.result ?? RunResult()
        slot.result = nil
        return (slot.start, slot.end, result)
    }
}
