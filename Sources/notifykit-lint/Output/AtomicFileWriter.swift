import Foundation
import LintRules
import SizeModel

/// Replaces a file's contents atomically (`--fix`): the new bytes go to a temporary file in the
/// same directory, which takes the original's permission bits and is renamed over it, so a reader
/// sees the old file or the new one, never half of one. A symbolic link is followed: the file it
/// points to is replaced, and the link stays.
enum AtomicFileWriter {
    static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
        let target = resolved(path)
        var status = stat()
        guard stat(target, &status) == 0 else { throw failure(path) }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        // mkstemp replaces the template's last six characters, which must be capital X.
        let template = (directory.isEmpty ? "." : directory) + "/." + name + ".notifykit-fix-" + String(repeating: "X", count: 6)
        guard let (fd, temporary) = DescriptorIO.makeTemporaryFile(template: template) else { throw failure(path) }
        // The bytes are the fixed JSON text, valid UTF-8 (the fixes apply only to parsed files).
        let ok = FileDescriptorIO.writeAll(bytes, to: fd) == nil
            && fchmod(fd, status.st_mode & 0o7777) == 0 && fsync(fd) == 0
        let error = errno
        close(fd)
        guard ok, rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(ok ? errno : error))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// The path with symbolic links resolved (the path itself when that fails).
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func failure(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
