"""The `notifykit-lint` console command: replaces this Python process with the native binary.

On POSIX os.execv hands the process over, so standard input, output, error, signals and the exit
code are the binary's own. Elsewhere a child process runs with the same streams and its exit code
is passed on.
"""

import os
import sys

from notifykit_lint import find_notifykit_lint_bin


def main() -> None:
    try:
        binary = find_notifykit_lint_bin()
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        sys.exit(2)
    argv = [binary, *sys.argv[1:]]
    if os.name == "posix":
        os.execv(binary, argv)
    import subprocess

    sys.exit(subprocess.call(argv))


if __name__ == "__main__":
    main()
