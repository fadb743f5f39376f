/// What iOS does with a notification sound name: it looks the file up by its full name, extension
/// included, in the app's (or extension's) bundle or `Library/Sounds`, and plays only aiff, wav and
/// caf files; `"default"` is the system sound. Any other name plays the default sound.
///
/// Shared by every rule that reads a sound bound for iOS (`aps.sound`, a legacy
/// `notification.sound`, the `notifee_options` blob's `ios.sound`).
enum IOSSoundFile {
    /// File extensions iOS plays as notification sounds.
    static let playable = ["caf", "aif", "aiff", "wav"]

    /// Why iOS cannot play `name`, and a name that would work; nil for `"default"`, an empty name
    /// (another rule's finding) and a playable file name.
    static func problem(with name: String) -> (problem: String, suggestion: String)? {
        guard !name.isEmpty, name != "default" else { return nil }
        let file = name.split(separator: "/").last.map(String.init) ?? name
        let dot = file.lastIndex(of: ".")
        let ext = dot.map { file[file.index(after: $0)...].lowercased() }
        if let ext, playable.contains(ext) { return nil }
        let stem = dot.map { String(file[..<$0]) } ?? file
        let problem =
            ext.map { "is a .\($0) file; iOS plays only aiff, wav and caf notification sounds" }
            ?? "has no file extension; iOS looks sounds up by their full file name"
        return (problem, "\(stem.isEmpty ? "sound" : stem).caf")
    }
}
