import Foundation

/// Case (f), a million findings: JSON Lines and a JSON array of small messages that each carry
/// one finding (`data-value-not-string`), linted in every format that prints findings (text,
/// json, sarif), and a tenth of the messages beside them. The per-rule limit (1,000 per rule and
/// file) must keep the run bounded whatever the count: peak memory flat and under 64 MB, the
/// output the size of the tenth's, and the time growing no faster than the messages.
struct ManyFindings {
    /// One measured run: what was linted, how, and what it wrote.
    struct Run {
        var input: String
        var format: String
        var lint: ChildRun
        var outputBytes: Int
        var outputLines: Int
    }

    var messages: Int
    var runs: [Run]
    /// The tenth of the JSON Lines file, text format.
    var tenth: Run

    /// The whole JSON Lines file in the text format, the figure the tenth is compared with.
    var wholeText: Run { runs[0] }
    var peakRSS: Int { runs.map(\.lint.peakRSS).max() ?? 0 }
    /// How the CPU time grew from a tenth of the messages to all of them (10 when linear). CPU
    /// time, not wall time: a tenth runs for a fraction of a second in the quick corpus, where a
    /// shared machine's other tenants move the wall time by more than the whole margin.
    var timeGrowth: Double { cpu(tenth) > 0 ? cpu(wholeText) / cpu(tenth) : 0 }
    /// How the wall time grew, printed beside it.
    var wallGrowth: Double { tenth.lint.wall > 0 ? wholeText.lint.wall / tenth.lint.wall : 0 }

    private func cpu(_ run: Run) -> Double { run.lint.userCPU + run.lint.systemCPU }
    /// How the text output grew, in lines, from a tenth of the messages to all of them (1 when
    /// the cap holds; the bytes differ by the file names and the counts in the summary).
    var outputGrowth: Double { tenth.outputLines > 0 ? Double(wholeText.outputLines) / Double(tenth.outputLines) : 0 }

    /// The message every line and element is: a `data` value that is a number.
    static let message = Array(#"{"message":{"token":"t","data":{"n":1}}}"#.utf8)

    /// Writes the JSON Lines file, its first tenth, and the same messages as one JSON array (one
    /// element per line).
    static func write(messages: Int, jsonLines: String, tenth: String, array: String) {
        let lines = FileWriter(path: jsonLines)
        let tenthLines = FileWriter(path: tenth)
        let elements = FileWriter(path: array)
        let line = message + [0x0A]
        elements.write(Array("[\n".utf8))
        for index in 0..<messages {
            lines.write(line)
            if index < messages / 10 { tenthLines.write(line) }
            elements.write(message)
            elements.write(Array((index + 1 < messages ? ",\n" : "\n").utf8))
        }
        elements.write(Array("]\n".utf8))
        lines.close()
        tenthLines.close()
        elements.close()
    }
}

extension BenchReport {
    /// Lints case (f): each run is repeated up to three times (they take seconds) and the median
    /// kept, with the largest peak memory.
    func measureManyFindings() -> ManyFindings {
        let repeats = min(options.repeats, 3)
        func measure(_ input: String, _ path: String, _ format: String, tag: String) -> ManyFindings.Run {
            let run = lint(path, tag: tag, extra: ["--format", format], repeats: repeats)
            let output = FileManager.default.contents(atPath: scratch + "/\(tag).out") ?? Data()
            return ManyFindings.Run(
                input: input, format: format, lint: run, outputBytes: output.count, outputLines: output.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
        }
        var runs: [ManyFindings.Run] = []
        for format in ["text", "json", "sarif"] {
            runs.append(measure("JSON Lines", corpus.manyFindings, format, tag: "many-findings-\(format)"))
        }
        runs.append(measure("JSON array", corpus.manyFindingsArray, "text", tag: "many-findings-array-text"))
        let tenth = measure("a tenth, JSON Lines", corpus.manyFindingsTenth, "text", tag: "many-findings-tenth-text")
        return ManyFindings(messages: corpus.sizes.manyFindingsMessages, runs: runs, tenth: tenth)
    }

    func printManyFindings(_ result: ManyFindings) {
        print("(f) many findings: \(result.messages) messages, one finding each (data-value-not-string); median of \(min(options.repeats, 3)) runs")
        func column(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
        print("  input                 format  lint wall    CPU time     peak RSS   output")
        for run in result.runs + [result.tenth] {
            print("  " + column(run.input, 22) + column(run.format, 8) + column(timeText(run.lint.wall), 13)
                + column(timeText(run.lint.userCPU + run.lint.systemCPU), 13) + column(sizeText(run.lint.peakRSS), 11)
                + "\(sizeText(run.outputBytes)), \(run.outputLines) lines")
        }
        print(String(format: "  from a tenth to all the messages: CPU time x%.2f (wall time x%.2f), text output lines x%.3f, peak memory %@ -> %@",
            result.timeGrowth, result.wallGrowth, result.outputGrowth, sizeText(result.tenth.lint.peakRSS) as NSString,
            sizeText(result.wholeText.lint.peakRSS) as NSString))
    }

    /// The target line: bounded memory, bounded output, time no worse than linear.
    func manyFindingsTarget(_ result: ManyFindings) -> (met: Bool, text: String) {
        let met = result.peakRSS < 64 << 20 && result.outputGrowth < 1.01 && result.timeGrowth <= 10.5
        let text = String(format: "the cap holds for %d findings: peak memory under 64 MB (%.1f MB), as many output lines as a tenth's (x%.3f), CPU time at most linear (x%.2f for 10x the messages)",
            result.messages, mb(result.peakRSS), result.outputGrowth, result.timeGrowth)
        return (met, text)
    }
}
