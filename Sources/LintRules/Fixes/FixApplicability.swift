/// Whether a fix runs with `--fix` alone or needs `--unsafe-fixes` too (Ruff's terms).
public enum FixApplicability: String, Sendable, CaseIterable {
    /// Mechanical and meaning-preserving: the request means what the author meant, now in the form
    /// FCM accepts.
    case safe
    /// Correct in the common case but it may change what is sent: review the diff.
    case unsafe
}
