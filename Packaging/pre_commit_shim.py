"""hatchling metadata hook for the root pyproject.toml (the pre-commit shim).

Pins the one runtime dependency to the binary wheel of this checkout's version, read from
ToolInfo.version like every other version in the release.
"""

import os
import re

from hatchling.metadata.plugin.interface import MetadataHookInterface


class PreCommitShimMetadataHook(MetadataHookInterface):
    PLUGIN_NAME = "custom"

    def update(self, metadata):
        path = os.path.join(self.root, "Sources", "LintRules", "Reports", "ToolInfo.swift")
        with open(path, encoding="utf-8") as source:
            match = re.search(r'static let version = "([^"]+)"', source.read())
        if match is None:
            raise RuntimeError(f"no ToolInfo.version in {path}")
        metadata["dependencies"] = [f"notifykit-lint=={match.group(1)}"]
