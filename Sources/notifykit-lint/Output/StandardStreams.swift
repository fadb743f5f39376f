import Foundation
import LintRules

/// Which of descriptors 0, 1 and 2 were closed when the process started (`notifykit-lint - <&-`,
/// `>&-`), found before anything else is opened.
///
/// Each closed one is filled with /dev/null. Otherwise the first file the tool opens to lint
/// would get descriptor 0 or 1 (open returns the lowest free descriptor): `-` would read a linted
/// file as standard input, and the report would be written to a descriptor that is not the
/// caller's. The tool still reports the closed stream as closed (see `ToolIO.standard`).
enum StandardStreams {
    struct Closed: Sendable {
        var input: Bool
        var output: Bool
        var error: Bool
    }

    /// Evaluated once, on first use (by `ToolIO.standard`, before any input is opened).
    static let closedAtStart: Closed = {
        func isClosed(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) == -1 && errno == EBADF }
        let closed = Closed(input: isClosed(STDIN_FILENO), output: isClosed(STDOUT_FILENO), error: isClosed(STDERR_FILENO))
        for (fd, wasClosed) in [(STDIN_FILENO, closed.input), (STDOUT_FILENO, closed.output), (STDERR_FILENO, closed.error)]
        where wasClosed {
            let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
        return closed
    }()
}
