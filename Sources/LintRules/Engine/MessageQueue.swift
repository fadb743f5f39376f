import SizeModel

/// Messages whose contexts are built and wait for their rules, which then run rule by rule over
/// all of them.
///
/// Linted one message at a time, the engine runs every rule between two runs of the same
/// rule, and by the next message each rule's code, its witness table and its branches' history
/// have been pushed out of the processor's caches by the others. The queue builds the contexts
/// of up to `capacity` messages (and `byteBudget` bytes) first and then runs each rule over all
/// of them, so a rule's code is fetched once per queue and its call is predicted. Measured with
/// cachegrind on 2,000 JSON Lines messages: instruction-cache misses 3.44 M → 1.61 M, data-cache
/// misses 2.46 M → 1.66 M, mispredicted branches 2.90 M → 2.28 M, for 2.6% more instructions
/// (glibc's malloc takes slower paths when sixteen messages' memory is held at once).
///
/// What a rule reports is the same: each rule sees the messages in their order (so a rule's
/// per-file limit keeps the same findings); only the findings of different rules interleave
/// differently, and every report sorts its findings (`Finding.reportOrder`). The first message
/// of a stream segment runs alone, as its findings are read apart (`FindingCollector.firstMessage`).
struct MessageQueue {
    /// The most messages whose contexts are held at once by default (a few kilobytes each):
    /// fewer fetch the rules' code more often, more spill the contexts out of the data cache.
    /// (32 measured worse in instructions too: the rule loop saved about 130 a message on the
    /// findings-heavy corpus, but malloc, holding twice the messages' memory, took its slower
    /// paths for about 390 more; benchmark corpus 34,669 -> 34,975, findings-heavy 40,640 ->
    /// 40,886.)
    static let defaultCapacity = 16

    /// The most messages whose contexts are held at once; 1 lints message by message.
    let capacity: Int

    /// The source bytes of queued messages at which the queue runs before it is full, so that
    /// memory grows with the largest message, not with sixteen of them (one message may be up
    /// to 128 MiB; FCM messages are at most 4 KB).
    static let byteBudget = 64 << 10

    /// The source bytes of the queued messages.
    private var queuedBytes = 0

    /// The contexts waiting for their rules, in message order; they keep their documents alive,
    /// and the rule loop visits them without counting references.
    private var contexts: RetainedObjects<MessageContext>

    /// The node tables of the documents whose messages ran, parsed into again
    /// (`Linter.lintDocument`), and the data-key lists of their contexts: a message's table and
    /// list are not allocated and freed each time.
    var storage = ContextStoragePool()

    /// The documents of the queued messages (and of the messages linted since the queue last
    /// ran), whose node tables `run` takes back when nothing else holds them.
    private var documents: [JSONDocument] = []

    /// The documents of the queued messages' `notifee_options` blobs, parsed into `tables`. Each
    /// holds its message's document (the blob's host), so they are taken back first.
    private var blobDocuments: [JSONDocument] = []

    /// The rule loop's scratch space: per class of rules, the queued messages it runs on
    /// (`RuleDispatchClasses.messageSets(of:into:)`), one array for every run of the queue.
    private var dispatchSets: [UInt64] = []

    /// (`capacity` is at most `RuleDispatchClasses.maximumMessages`, what the rule loop takes at once.)
    init(capacity: Int = Self.defaultCapacity) {
        self.capacity = min(max(1, capacity), RuleDispatchClasses.maximumMessages)
        contexts = RetainedObjects(capacity: self.capacity)
    }

    /// Builds the context of the message `envelope` and queues it, running the rules of the
    /// queued messages when the queue is full; returns the context (a reference: the caller reads
    /// its shape detection without copying it).
    @discardableResult
    mutating func add(
        _ envelope: JSONValue, linter: Linter, previous: inout MessageShape?, _ collector: inout FindingCollector
    ) -> MessageContext {
        if collector.recordsFirstMessage && collector.firstMessage == nil {
            run(linter, &collector)
            return linter.lintMessage(envelope, previous: &previous, &collector)
        }
        let context = MessageContext(envelope: envelope, settings: linter.settings, precedingShape: previous, storage: &storage)
        enqueue(context, linter: linter, previous: &previous, &collector)
        return context
    }

    /// `add` for a caller that reads only the shape the message is linted as (a document of one
    /// message, a JSON Lines line): the shape is read before the context is queued, and the
    /// context is not returned, which saves its retain and release for the caller.
    mutating func addReadingShape(
        _ envelope: JSONValue, linter: Linter, previous: inout MessageShape?, _ collector: inout FindingCollector
    ) -> MessageShape? {
        if collector.recordsFirstMessage && collector.firstMessage == nil {
            return add(envelope, linter: linter, previous: &previous, &collector).detection.lintedShape
        }
        let context = MessageContext(envelope: envelope, settings: linter.settings, precedingShape: previous, storage: &storage)
        let shape = context.detection.lintedShape
        enqueue(context, linter: linter, previous: &previous, &collector)
        return shape
    }

    /// Queues the new `context`, running the rules of the queued messages when the queue is full.
    private mutating func enqueue(
        _ context: consuming MessageContext, linter: Linter, previous: inout MessageShape?, _ collector: inout FindingCollector
    ) {
        retireBlobs(of: context)
        previous = context.shape
        queuedBytes += context.envelope.endOffset - context.envelope.startOffset
        contexts.append(context)
        if contexts.count >= capacity || queuedBytes >= Self.byteBudget { run(linter, &collector) }
    }

    /// The number of queued messages.
    var count: Int { contexts.count }

    /// Runs the rules of every queued message and empties the queue: when it is full, and by
    /// the owner before it reads the findings.
    mutating func run(_ linter: Linter, _ collector: inout FindingCollector) {
        if !contexts.isEmpty {
            linter.runRules(on: contexts, sets: &dispatchSets, &collector)
            contexts.removeAll()
            queuedBytes = 0
            storage.recycleLent()
        }
        // The contexts are gone: a document only the queue still holds is done with (a kept
        // finding or a caller holding one of its values keeps it, and its table, as it is).
        if !blobDocuments.isEmpty { storage.tables.recycle(&blobDocuments) }
        if !documents.isEmpty { storage.tables.recycle(&documents) }
    }

    /// The node tables and data-key lists, moved out (the queue is left an empty pool): for the
    /// next run (`NodeTableStash`), after the last `run`.
    mutating func takeStorage() -> ContextStoragePool {
        var taken = ContextStoragePool()
        swap(&taken, &storage)
        return taken
    }

    /// Hands the queue the documents of the `notifee_options` blobs of `context`, parsed into
    /// its tables: the iOS copy's when it was parsed on its own (a copy sharing the Android
    /// copy's parse shares its table, which goes back with the Android copy's document).
    private mutating func retireBlobs(of context: MessageContext) {
        if let document = context.androidBlob?.root?.document { blobDocuments.append(document) }
        if let ios = context.iosBlob, ios.repeatedCopy == nil, !ios.isObjectForm, let document = ios.root?.document {
            blobDocuments.append(document)
        }
    }

    /// Hands the queue the document of the messages just added, so that `run` can take back its
    /// node table once their rules ran. The caller's reference is moved in, not retained again.
    mutating func retire(_ document: consuming JSONDocument) {
        documents.append(document)
    }
}
