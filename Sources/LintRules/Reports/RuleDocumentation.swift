/// Where each rule is documented: `Documentation/Rules.md#<rule-id>` at the repository URL, one
/// anchor per rule id. The one place the link is built, for `rules`, `explain` and SARIF's
/// `helpUri`.
public enum RuleDocumentation {
    /// The repository's web address. `OWNER` stands for the account that publishes it, as in the
    /// README's install instructions; set it here when the project is published.
    public static let repositoryURL = "https://github.com/OWNER/notifykit-lint"
    /// The branch the documentation links point at.
    public static let branch = "main"
    /// The rule reference, relative to the repository root.
    public static let rulesPath = "Documentation/Rules.md"

    /// The address of `ruleID`'s section of the rule reference.
    public static func url(for ruleID: String) -> String {
        "\(repositoryURL)/blob/\(branch)/\(rulesPath)#\(ruleID)"
    }
}
