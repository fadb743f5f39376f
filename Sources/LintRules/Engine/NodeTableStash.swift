import Dispatch
import SizeModel

/// The storage pools (node tables, data-key lists: `ContextStoragePool`) of a driver's finished
/// runs, handed to its next runs: a run then parses its first messages into the tables of a run
/// before it instead of allocating them.
///
/// Each run starts a `MessageQueue`, and its pool used to start empty: the first queueful of
/// messages of every run (about 16 tables and those of their `notifee_options` blobs) was
/// allocated, 1,238 of 8,000 parses on the findings-heavy corpus, runs being about 120 messages.
/// A pool is taken by one run at a time; runs on several cores take and give back under a lock
/// (twice per run), and there are never more pools than runs at once.
final class NodeTableStash: @unchecked Sendable {
    /// Pools given back and not yet taken (guarded by `lock`).
    private var pools: [ContextStoragePool] = []
    /// A semaphore of one, used as a mutex.
    private let lock = DispatchSemaphore(value: 1)

    /// A pool given back by an earlier run, or an empty one.
    func take() -> ContextStoragePool {
        lock.wait()
        defer { lock.signal() }
        return pools.popLast() ?? ContextStoragePool()
    }

    /// Keeps `pool` for a later run.
    func giveBack(_ pool: consuming ContextStoragePool) {
        lock.wait()
        defer { lock.signal() }
        pools.append(pool)
    }
}
