"""Puts the native binary into the wheel and gives the wheel its platform tag.

The wheel holds no compiled Python, so hatchling would call it pure (py3-none-any); this hook
marks it platform-specific and takes the tag from Scripts/package, which measured the binary.
"""

import os

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class NotifyKitLintBinaryHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        if self.target_name != "wheel":
            return
        binary = os.environ.get("NOTIFYKIT_LINT_BINARY")
        tag = os.environ.get("NOTIFYKIT_LINT_WHEEL_TAG")
        if not binary or not os.path.isfile(binary) or not tag:
            raise RuntimeError(
                "build this wheel with Scripts/package: it needs NOTIFYKIT_LINT_BINARY "
                "(the release binary) and NOTIFYKIT_LINT_WHEEL_TAG (e.g. py3-none-manylinux_2_17_x86_64)"
            )
        if not os.access(binary, os.X_OK):
            raise RuntimeError(f"{binary} is not executable")
        build_data["pure_python"] = False
        build_data["tag"] = tag
        # hatchling keeps the executable bit (the zip entry's mode is 0755), and pip restores it.
        build_data["force_include"][binary] = "notifykit_lint/bin/notifykit-lint"
        license_file = os.path.join(self.root, "..", "..", "LICENSE")
        if os.path.isfile(license_file):
            build_data["force_include"][os.path.normpath(license_file)] = "notifykit_lint/LICENSE"
