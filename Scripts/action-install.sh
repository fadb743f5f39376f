#!/usr/bin/env bash
# The GitHub Action's install step (action.yml): downloads the release tarball for this runner's
# OS and architecture, checks it against its .sha256, unpacks it and puts the binary on PATH.
# It runs anywhere (Tests/Packaging/test_action.py runs it against a local dist/).
#
# Environment (the action's inputs):
#   NOTIFYKIT_LINT_VERSION   the release to install (default: ToolInfo.version of this checkout,
#                            i.e. the version of the action's own ref)
#   NOTIFYKIT_LINT_BASE_URL  where <tarball> and <tarball>.sha256 are (https://, http:// or
#                            file://; default: this action repository's GitHub release
#                            https://github.com/$NOTIFYKIT_LINT_ACTION_REPOSITORY/releases/download/v<version>)
#   RUNNER_OS, RUNNER_ARCH   set by GitHub (Linux/macOS, X64/ARM64); uname is used without them
#   RUNNER_TEMP              where to unpack (default: a new temporary directory)
#   GITHUB_PATH, GITHUB_OUTPUT  when set, the binary's directory is added to PATH and the
#                            outputs path= (the binary), dir= and version= are written
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
die() { printf 'notifykit-lint action: %s\n' "$*" >&2; exit 1; }

version=${NOTIFYKIT_LINT_VERSION:-}
if [ -z "$version" ]; then
    version=$(sed -n 's/^[[:space:]]*public static let version = "\([^"]*\)".*/\1/p' \
        "$here/../Sources/LintRules/Reports/ToolInfo.swift")
fi
version=${version#v}
[ -n "$version" ] || die "no version: set the 'version' input"

case "${RUNNER_OS:-$(uname -s)}" in
    Linux) os=linux ;;
    macOS | Darwin) os=macos ;;
    *) die "no release binary for ${RUNNER_OS:-$(uname -s)} (Linux and macOS only); build from source instead" ;;
esac
case "${RUNNER_ARCH:-$(uname -m)}" in
    X64 | x86_64 | amd64) arch=x86_64 ;;
    ARM64 | arm64 | aarch64) arch=arm64 ;;
    *) die "no release binary for the ${RUNNER_ARCH:-$(uname -m)} architecture" ;;
esac

base=${NOTIFYKIT_LINT_BASE_URL:-}
if [ -z "$base" ]; then
    [ -n "${NOTIFYKIT_LINT_ACTION_REPOSITORY:-}" ] || die "no base-url input and no action repository to download from"
    base="https://github.com/$NOTIFYKIT_LINT_ACTION_REPOSITORY/releases/download/v$version"
fi
base=${base%/}
name="notifykit-lint-$version-$os-$arch"
tarball="$name.tar.gz"

work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/notifykit-lint.XXXXXX")
fetch() { # URL FILE
    if command -v curl >/dev/null; then
        curl --fail --silent --show-error --location --retry 3 --output "$2" "$1"
    else
        python3 -c 'import shutil, sys, urllib.request
with urllib.request.urlopen(sys.argv[1]) as r, open(sys.argv[2], "wb") as f: shutil.copyfileobj(r, f)' "$1" "$2"
    fi
}
echo "Downloading $base/$tarball"
fetch "$base/$tarball" "$work/$tarball" || die "could not download $base/$tarball"
fetch "$base/$tarball.sha256" "$work/$tarball.sha256" || die "could not download $base/$tarball.sha256"

expected=$(awk 'NR == 1 { print tolower($1) }' "$work/$tarball.sha256")
if command -v sha256sum >/dev/null; then
    actual=$(sha256sum "$work/$tarball" | awk '{ print $1 }')
else
    actual=$(shasum -a 256 "$work/$tarball" | awk '{ print $1 }')
fi
[[ "$expected" =~ ^[0-9a-f]{64}$ ]] || die "$tarball.sha256 holds no SHA-256"
[ "$actual" = "$expected" ] || die "SHA-256 mismatch for $tarball: expected $expected, got $actual"
echo "SHA-256 verified: $actual"

tar -xzf "$work/$tarball" -C "$work"
rm -f "$work/$tarball" "$work/$tarball.sha256"
dir="$work/$name"
binary="$dir/notifykit-lint"
[ -x "$binary" ] || die "$tarball holds no executable notifykit-lint"
got=$("$binary" --version) || die "the downloaded notifykit-lint does not run on this runner"
[ "$got" = "$version" ] || die "the downloaded binary says $got, expected $version"
echo "Installed notifykit-lint $got at $binary"

if [ -n "${GITHUB_PATH:-}" ]; then echo "$dir" >>"$GITHUB_PATH"; fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    { echo "path=$binary"; echo "dir=$dir"; echo "version=$got"; } >>"$GITHUB_OUTPUT"
fi
