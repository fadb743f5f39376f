/// The findings of an input, with the excerpt of each when they were kept (a file read in
/// blocks: its bytes are not kept).
struct LintedInput: Sendable {
    var findings: [Finding] = []
    var excerpts: [ExcerptKey: ExcerptWindow] = [:]
}
