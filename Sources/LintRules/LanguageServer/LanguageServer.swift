/// `notifykit-lint server`: a Language Server Protocol server over stdio.
///
/// It runs on one thread. The loop reads whatever the client has sent, handles every complete
/// message in order (a request cancelled by a `$/cancelRequest` in the same read is answered
/// `RequestCancelled`), then lints the documents whose debounce delay has passed. A change to a
/// document resets its delay, so a newer version supersedes a pending one and only the latest text
/// is linted. Nothing is written to standard output but protocol messages; logs go to standard
/// error.
package final class LanguageServer {
    /// JSON-RPC and LSP error codes.
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
        static let requestCancelled = -32800
    }

    /// The default debounce delay between a change and its diagnostics.
    static let defaultDebounceMilliseconds = 200

    let transport: ServerTransport
    let log: @Sendable (String) -> Void

    var documents = DocumentStore()
    var workspace = WorkspaceConfiguration()
    /// When each document with a pending change is due to be linted.
    var due: [String: ContinuousClock.Instant] = [:]
    /// The findings last published per document (for code actions).
    var published: [String: [Finding]] = [:]
    /// How to fix each linted, non-template document's findings (for code actions).
    var fixContexts: [String: DocumentFixContext] = [:]
    var debounce = Duration.milliseconds(defaultDebounceMilliseconds)
    var initialized = false
    var shutdownRequested = false
    /// The client can register file watchers dynamically.
    var canRegisterWatchers = false
    /// The id of the next request the server sends.
    var nextRequestID = 1
    /// Set by `exit`: the process's exit status.
    var exitStatus: Int32? = nil

    init(transport: ServerTransport, log: @escaping @Sendable (String) -> Void) {
        self.transport = transport
        self.log = log
    }

    /// Serves until `exit` or the end of input; returns the exit status: 0 after `shutdown`, 1
    /// otherwise (LSP: "exit" without a prior "shutdown", or the client going away).
    func run() -> Int32 {
        var framer = MessageFramer()
        while exitStatus == nil {
            switch transport.read(timeoutMilliseconds: timeoutUntilNextDue()) {
            case .endOfInput:
                log("notifykit-lint server: the client closed the input\n")
                return shutdownRequested ? 0 : 1
            case .timedOut:
                break
            case .bytes(let bytes):
                framer.append(bytes)
                handleAvailable(&framer)
            }
            if exitStatus == nil { lintDueDocuments() }
        }
        return exitStatus ?? 1
    }

    /// Handles every complete message in `framer`.
    func handleAvailable(_ framer: inout MessageFramer) {
        var batch: [LSPValue] = []
        loop: while true {
            switch framer.next() {
            case .incomplete: break loop
            case .malformed(let reason): log("notifykit-lint server: dropped \(reason)\n")
            case .message(let body):
                guard let message = LSPValue.parse(body), case .object = message else {
                    log("notifykit-lint server: a message that is not a JSON object\n")
                    respondError(id: .null, code: ErrorCode.parseError, message: "the message is not a JSON object")
                    continue
                }
                batch.append(message)
            }
        }
        let cancelled = Set(
            batch.filter { $0["method"]?.stringValue == "$/cancelRequest" }.compactMap { $0["params"]?["id"]?.serialized })
        for message in batch {
            if let id = message["id"], message["method"] != nil, cancelled.contains(id.serialized) {
                respondError(id: id, code: ErrorCode.requestCancelled, message: "cancelled")
                continue
            }
            dispatch(message)
            if exitStatus != nil { return }
        }
    }

    // MARK: - Sending

    func respond(id: LSPValue, result: LSPValue) {
        transport.send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    func respondError(id: LSPValue, code: Int, message: String) {
        transport.send(
            .object([
                ("jsonrpc", .string("2.0")), ("id", id),
                ("error", .object([("code", .integer(code)), ("message", .string(message))])),
            ]))
    }

    func notify(_ method: String, _ params: LSPValue) {
        transport.send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    func request(_ method: String, _ params: LSPValue) {
        transport.send(
            .object([("jsonrpc", .string("2.0")), ("id", .integer(nextRequestID)), ("method", .string(method)), ("params", params)]))
        nextRequestID += 1
    }

    /// `window/logMessage` (type 1 error … 4 log) and standard error.
    func logMessage(_ text: String, type: Int) {
        log("notifykit-lint server: \(text)\n")
        notify("window/logMessage", .object([("type", .integer(type)), ("message", .string(text))]))
    }

    // MARK: - Diagnostics

    /// Lints `uri` after the debounce delay (superseding a pending lint of an older version).
    func schedule(_ uri: String) {
        due[uri] = ContinuousClock.now + debounce
    }

    /// Schedules every open document (after a configuration change).
    func scheduleAll() {
        for uri in documents.uris { schedule(uri) }
    }

    private func timeoutUntilNextDue() -> Int32 {
        guard let next = due.values.min() else { return -1 }
        let remaining = next - ContinuousClock.now
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    /// Lints and publishes the documents whose delay has passed, in URI order.
    func lintDueDocuments() {
        let now = ContinuousClock.now
        for uri in due.filter({ $0.value <= now }).keys.sorted() {
            due[uri] = nil
            publish(uri)
        }
    }

    /// Lints `uri` now and publishes its diagnostics (none when it is not linted).
    func publish(_ uri: String) {
        guard let document = documents[uri] else { return }
        let findings: [Finding]
        fixContexts[uri] = nil
        switch workspace.plan(path: document.path, bytes: document.bytes) {
        case .skipped(let reason):
            log("notifykit-lint server: \(document.path ?? uri) is not linted: \(reason)\n")
            findings = []
        case .lint(let linter, let template, let jsonLines, let relativePath, let configuration):
            // A .jsonc document is linted without its comments, which its readers strip.
            let path = document.path ?? uri
            if template {
                let raw = TemplateLint.lint(PayloadFiles.linted(document.bytes, path: path), linter: linter, jsonLines: jsonLines)
                findings = configuration.applyIgnores(to: raw, relativePath: relativePath).shown
            } else {
                let lint: @Sendable ([UInt8]) -> [Finding] = { bytes in
                    let text = PayloadFiles.linted(bytes, path: path)
                    let raw = jsonLines ? linter.lint(jsonLines: text) : linter.lint(input: text)
                    return configuration.applyIgnores(to: raw, relativePath: relativePath).shown
                }
                findings = lint(document.bytes)
                fixContexts[uri] = DocumentFixContext(planner: FixPlanner(linter: linter), jsonLines: jsonLines, lint: lint)
            }
        }
        published[uri] = findings
        let diagnostics = DiagnosticsPublisher.diagnostics(findings, bytes: document.bytes, uri: uri)
        notify(
            "textDocument/publishDiagnostics",
            DiagnosticsPublisher.parameters(uri: uri, version: document.version, diagnostics: diagnostics))
    }

    /// Clears the diagnostics of a closed document.
    func clear(_ uri: String) {
        due[uri] = nil
        published[uri] = nil
        fixContexts[uri] = nil
        notify("textDocument/publishDiagnostics", DiagnosticsPublisher.parameters(uri: uri, version: nil, diagnostics: []))
    }
}
