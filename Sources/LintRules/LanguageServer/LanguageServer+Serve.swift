extension LanguageServer {
    /// Serves LSP on the descriptors `input` and `output` (the command's `server` subcommand passes
    /// standard input and output) until `exit` or the end of input, sending logs to `log`; returns
    /// the exit status (see `run()`).
    package static func serve(input: Int32, output: Int32, log: @escaping @Sendable (String) -> Void) -> Int32 {
        LanguageServer(transport: ServerTransport(input: input, output: output), log: log).run()
    }
}
