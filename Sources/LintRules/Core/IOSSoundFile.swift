import SizeModel

/// What iOS does with a notification sound name: it looks the file up by its full name, extension
/// included, in the app's (or extension's) bundle or `Library/Sounds`, and plays only aiff, wav and
/// caf files; `"default"` is the system sound. Any other name plays the default sound, so a name
/// that only differs from `"default"` in letter case (`"Default"`) plays what it asks for.
///
/// Shared by every rule that reads a sound bound for iOS (`aps.sound`, a legacy
/// `notification.sound`, the `notifee_options` blob's `ios.sound`).
enum IOSSoundFile {
    /// File extensions iOS plays as notification sounds.
    static let playable = ["caf", "aif", "aiff", "wav"]

    /// Why iOS cannot play `name`, and a name that would work; nil for `"default"` in any letter
    /// case, an empty name (another rule's finding) and a playable file name.
    static func problem(with name: String) -> (problem: String, suggestion: String)? {
        hasProblem(name) ? explanation(of: name) : nil
    }

    /// Whether `problem(with:)` finds a problem.
    static func hasProblem(_ name: String) -> Bool {
        hasProblem(utf8: Array(name.utf8)[...])
    }

    /// Whether `problem(with:)` finds a problem with the name whose UTF-8 text is `name` (a
    /// string value's `decodedBytes`), decided on the bytes when the name is ASCII: no String is
    /// made, split or lower-cased, so a rule builds one (and the problem's text,
    /// `explanation(of:)`) only for a finding that is kept.
    static func hasProblem<Name: RandomAccessCollection>(utf8 name: Name) -> Bool where Name.Element == UInt8, Name.Index == Int {
        for byte in name where byte >= 0x80 { return nameHasProblem(String(decoding: name, as: UTF8.self)) }
        let start = name.startIndex
        var end = name.endIndex
        if end == start || isDefault(name) { return false }
        // The file is the last non-empty part between slashes (`split(separator: "/")`), or the
        // whole name when it is only slashes.
        while end > start && name[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard end > start else { return true }
        var dot = end - 1
        while dot >= start && name[dot] != UInt8(ascii: ".") && name[dot] != UInt8(ascii: "/") { dot -= 1 }
        guard dot >= start, name[dot] == UInt8(ascii: ".") else { return true }
        return !isPlayableExtension(name[(dot + 1)..<end])
    }

    /// `hasProblem(utf8:)` of the text of `sound`, a string value: read in place when it is
    /// written without escapes (its slice of the document's bytes, `decodedBytes`, retained and
    /// released them: about 30 instructions a sound), else decoded.
    static func hasProblem(inTextOf sound: JSONValue) -> Bool {
        var problem = false
        if sound.document.plainString(at: sound.index, satisfies: { problem = hasProblem(utf8: $0); return true }) { return problem }
        return hasProblem(utf8: sound.decodedBytes)
    }

    /// True when the ASCII `name` is `default` in any letter case: its seven bytes, lower-cased,
    /// read as one number and compared with `default`'s (no array, no String).
    private static func isDefault(_ name: some Collection<UInt8>) -> Bool {
        guard name.count == 7 else { return false }
        var folded: UInt64 = 0
        for byte in name { folded = folded << 8 | UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
        return folded == 0x64_65_66_61_75_6C_74  // d e f a u l t
    }

    /// `playable` as bytes.
    private static let playableUTF8: [[UInt8]] = playable.map { Array($0.utf8) }

    /// True when the ASCII `ext` is one of `playable` in any letter case.
    private static func isPlayableExtension(_ ext: some Collection<UInt8>) -> Bool {
        for known in playableUTF8 where known.count == ext.count {
            var index = 0
            for byte in ext {
                if (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) != known[index] { break }
                index += 1
            }
            if index == ext.count { return true }
        }
        return false
    }

    /// `hasProblem(_:)` on the characters of any name: the non-ASCII case, and the reference the
    /// byte reading is tested against.
    static func nameHasProblem(_ name: String) -> Bool {
        guard !name.isEmpty, name.lowercased() != "default" else { return false }
        let file = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = file.lastIndex(of: ".") else { return true }
        return !playable.contains(file[file.index(after: dot)...].lowercased())
    }

    /// Why iOS cannot play `name`, which `hasProblem(_:)` found, and a name that would work.
    static func explanation(of name: String) -> (problem: String, suggestion: String) {
        let parts = fileParts(of: name)
        let problem =
            parts.ext.map { "is a .\($0) file; iOS plays only aiff, wav and caf notification sounds" }
            ?? "has no file extension; iOS looks sounds up by their full file name"
        return (problem, "\(parts.stem.isEmpty ? "sound" : parts.stem).caf")
    }

    /// The file part of `name` (its last non-empty part between slashes, or the whole name when
    /// it is only slashes), split at its last dot: the stem and the lower-cased extension (nil
    /// without a dot). An ASCII name is split on its bytes; another goes through `String`, whose
    /// lower-casing is Unicode's.
    private static func fileParts(of name: String) -> (stem: String, ext: String?) {
        let utf8 = Array(name.utf8)
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            let file = name.split(separator: "/").last.map(String.init) ?? name
            let dot = file.lastIndex(of: ".")
            return (dot.map { String(file[..<$0]) } ?? file, dot.map { file[file.index(after: $0)...].lowercased() })
        }
        let slash = UInt8(ascii: "/")
        var end = utf8.count
        while end > 0 && utf8[end - 1] == slash { end -= 1 }
        var start = end
        while start > 0 && utf8[start - 1] != slash { start -= 1 }
        // Only slashes: `split` finds no part, and the whole name is the file.
        let file = end > 0 ? utf8[start..<end] : utf8[...]
        guard let dot = file.lastIndex(of: UInt8(ascii: ".")) else { return (String(decoding: file, as: UTF8.self), nil) }
        let ext = file[(dot + 1)...].map { $0 &- UInt8(ascii: "A") < 26 ? $0 + 0x20 : $0 }
        return (String(decoding: file[..<dot], as: UTF8.self), String(decoding: ext, as: UTF8.self))
    }
}
