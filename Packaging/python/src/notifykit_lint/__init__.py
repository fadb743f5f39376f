"""notifykit-lint: the native linter binary for FCM payloads, shipped in a wheel."""

import os
import sys

__all__ = ["find_notifykit_lint_bin"]


def find_notifykit_lint_bin() -> str:
    """The path of the notifykit-lint executable inside this installed package."""
    name = "notifykit-lint.exe" if sys.platform == "win32" else "notifykit-lint"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", name)
    if not os.path.isfile(path):
        raise FileNotFoundError(
            f"notifykit-lint: no binary at {path}; install the wheel built for this platform"
        )
    return path
