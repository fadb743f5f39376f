import Foundation

// The executable's entry point; the command (`CommandLineTool`) lives beside it in this target,
// and the CommandLineTests run it in-process.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
