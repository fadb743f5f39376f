/// What running a subcommand returns: the exit status, and what the executable leaves alive
/// until the process exits.
struct CommandOutcome {
    /// The exit status.
    let status: Int32

    /// The results of `check` (every input's report, with each of its findings), handed up to
    /// `main.swift`, which holds them until `exit` instead of freeing them: the operating system
    /// takes the process's memory back at once, while freeing the reports finding by finding
    /// cost about 515 instructions a message on a findings-heavy file (corpus (e)). A caller in
    /// the same process (the tests, through `CommandLineTool.run`) drops them like any value.
    let leftForExit: [CheckCommand.InputResult]

    /// The outcome of a subcommand that leaves nothing for exit.
    init(status: Int32) {
        self.status = status
        leftForExit = []
    }

    /// The outcome of `check`, whose `results` the executable leaves for exit to free.
    init(status: Int32, leftForExit results: [CheckCommand.InputResult]) {
        self.status = status
        leftForExit = results
    }
}
