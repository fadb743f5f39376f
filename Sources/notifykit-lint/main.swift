import Foundation
import LintRules

// The executable is only this: the command lives in LintRules so tests can run it in-process.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
