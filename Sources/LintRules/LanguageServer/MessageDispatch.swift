/// How the server answers each method: the lifecycle (`initialize`, `initialized`, `shutdown`,
/// `exit`), document sync, configuration changes, hover, completion, and code actions (the safe
/// fixes). An unknown request gets MethodNotFound; an unknown notification is
/// ignored; a response from the client (to `client/registerCapability`) is read and dropped.
extension LanguageServer {
    func dispatch(_ message: LSPValue) {
        guard let method = message["method"]?.stringValue else { return }  // a response
        let params = message["params"]
        guard let id = message["id"] else {
            handleNotification(method, params)
            return
        }
        if shutdownRequested && method != "shutdown" {
            respondError(id: id, code: ErrorCode.invalidRequest, message: "the server is shutting down")
            return
        }
        if !initialized && method != "initialize" {
            respondError(id: id, code: ErrorCode.serverNotInitialized, message: "the server is not initialized")
            return
        }
        switch method {
        case "initialize": respond(id: id, result: initialize(params))
        case "shutdown":
            shutdownRequested = true
            respond(id: id, result: .null)
        case "textDocument/hover":
            guard let (document, offset) = documentPosition(params) else { return respond(id: id, result: .null) }
            respond(id: id, result: HoverProvider.hover(at: offset, in: document.bytes) ?? .null)
        case "textDocument/completion":
            guard let (document, offset) = documentPosition(params) else { return respond(id: id, result: .array([])) }
            let items = CompletionProvider.items(at: offset, in: document.bytes)
            respond(id: id, result: .object([("isIncomplete", .bool(false)), ("items", .array(items))]))
        case "textDocument/codeAction":
            respond(id: id, result: .array(codeActions(params)))
        default:
            respondError(id: id, code: ErrorCode.methodNotFound, message: "method not supported: \(method)")
        }
    }

    private func handleNotification(_ method: String, _ params: LSPValue?) {
        switch method {
        case "exit":
            exitStatus = shutdownRequested ? 0 : 1
        case "initialized":
            registerConfigurationWatcher()
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else { return }
            documents.open(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
            schedule(uri)
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let changes = params?["contentChanges"]?.arrayValue else { return }
            let version = params?["textDocument"]?["version"]?.intValue ?? (documents[uri]?.version ?? 0) + 1
            if documents.change(uri: uri, version: version, changes: changes) { schedule(uri) }
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
            documents.close(uri: uri)
            clear(uri)
        case "textDocument/didSave":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = FileURI.path(of: uri),
                WorkspaceConfiguration.isConfigurationFile(path)
            else { return }
            configurationChanged([path])
        case "workspace/didChangeWatchedFiles":
            let paths = (params?["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(FileURI.path(of:)) }
            let configurations = paths.filter(WorkspaceConfiguration.isConfigurationFile)
            if !configurations.isEmpty { configurationChanged(configurations) }
        case "workspace/didChangeWorkspaceFolders":
            // Configuration is discovered from each document's directory, so a folder change only
            // means the files under it may be governed differently: read them all again.
            workspace.invalidate()
            scheduleAll()
        default:
            break  // $/cancelRequest is handled per batch; $/setTrace and others need nothing
        }
    }

    /// The `initialize` result: what the server really supports.
    private func initialize(_ params: LSPValue?) -> LSPValue {
        initialized = true
        canRegisterWatchers =
            params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        if let milliseconds = params?["initializationOptions"]?["debounceMilliseconds"]?.intValue, (0...5000).contains(milliseconds) {
            debounce = .milliseconds(milliseconds)
        }
        var capabilities: [(String, LSPValue)] = [
            ("positionEncoding", .string("utf-16")),
            (
                "textDocumentSync",
                .object([
                    ("openClose", .bool(true)), ("change", .integer(2)), ("save", .object([("includeText", .bool(false))])),
                ])
            ),
            ("hoverProvider", .bool(true)),
            ("completionProvider", .object([("triggerCharacters", .array([.string("\""), .string(":")]))])),
            (
                "workspace",
                .object([("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))]))])
            ),
        ]
        capabilities.append(
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string(CodeActions.fixAllKind)]))])))
        return .object([
            ("capabilities", .object(capabilities)),
            ("serverInfo", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
        ])
    }

    /// Asks the client to watch `.notifykit-lint.json` files, when it can register watchers.
    private func registerConfigurationWatcher() {
        guard canRegisterWatchers else { return }
        let watcher = LSPValue.object([("globPattern", .string("**/\(ConfigurationFile.fileName)"))])
        request(
            "client/registerCapability",
            .object([
                (
                    "registrations",
                    .array([
                        .object([
                            ("id", .string("notifykit-lint-configuration")),
                            ("method", .string("workspace/didChangeWatchedFiles")),
                            ("registerOptions", .object([("watchers", .array([watcher]))])),
                        ])
                    ])
                )
            ]))
    }

    /// Reloads changed configurations and re-publishes every open document's diagnostics.
    private func configurationChanged(_ paths: [String]) {
        for path in paths {
            if let error = workspace.reload(path: path) { logMessage("invalid configuration: \(error)", type: 1) }
        }
        scheduleAll()
    }

    /// The open document and byte offset of a `TextDocumentPositionParams`.
    private func documentPosition(_ params: LSPValue?) -> (OpenDocument, Int)? {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri],
            let position = LSPPosition(params?["position"])
        else { return nil }
        return (document, PositionConverter(bytes: document.bytes).offset(of: position))
    }

    private func codeActions(_ params: LSPValue?) -> [LSPValue] {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, documents[uri] != nil,
            let start = LSPPosition(params?["range"]?["start"]), let end = LSPPosition(params?["range"]?["end"])
        else { return [] }
        // A change still waiting for its debounce is linted now: the fixes must be planned on the
        // text the client has.
        if due[uri] != nil {
            due[uri] = nil
            publish(uri)
        }
        guard let document = documents[uri], let context = fixContexts[uri] else { return [] }
        let converter = PositionConverter(bytes: document.bytes)
        let range = converter.offset(of: min(start, end))..<converter.offset(of: max(start, end))
        let kinds = params?["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        return CodeActions.actions(
            for: published[uri] ?? [], overlapping: range, bytes: document.bytes, uri: uri, context: context, only: kinds)
    }
}
