import SizeModel

/// The storage a worker builds its message contexts in and takes back once their rules ran
/// (`MessageQueue.run`): the documents' node tables and the contexts' data-key lists and URL
/// facts, so that a message's are neither allocated nor freed. Handed from run to run by `NodeTableStash`.
struct ContextStoragePool {
    /// The node tables of the documents and `notifee_options` blobs.
    var tables = JSONNodeTablePool()
    /// The data-key lists (`MessageContext.dataKeys`).
    var dataKeyEntries = DataKeys.EntryPool(largestKept: 256)
    /// The URL fact lists (`MessageContext.urlFacts`).
    var urlFacts = MessageURLFacts.Pool()

    /// Makes the data-key lists and URL facts lent to contexts spare: called when those contexts
    /// are gone (the queue ran their rules).
    mutating func recycleLent() {
        dataKeyEntries.recycle()
        urlFacts.recycle()
    }
}
