/// The findings of an input, with the excerpt of each when they were kept (a file read in
/// blocks: its bytes are not kept).
package struct LintedInput: Sendable {
    package var findings: [Finding] = []
    package var excerpts: [ExcerptKey: ExcerptWindow] = [:]
}
