import Foundation

// The executable's entry point; the command (`CommandLineTool`) lives beside it in this target,
// and the CommandLineTests run it in-process. The outcome is a constant of this file, so what it
// holds (`CommandOutcome.leftForExit`) is never freed piece by piece: `exit` ends the process.
let outcome = CommandLineTool.runLeavingResults(Array(CommandLine.arguments.dropFirst()))
exit(outcome.status)
