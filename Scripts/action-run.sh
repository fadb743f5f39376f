#!/usr/bin/env bash
# The GitHub Action's lint step (action.yml): runs `notifykit-lint check` with the action's
# inputs. The `github` format (the default) prints workflow commands that GitHub turns into
# pull-request annotations; with INPUT_SARIF=true a SARIF file is written too, for the action's
# upload-sarif step. The exit code is the linter's (0 pass, 1 findings at the fail level, 2 tool
# error), so the step fails the job the way the command would.
#
# Environment (the action's inputs; empty means "not given"):
#   NOTIFYKIT_LINT      the binary (default: notifykit-lint on PATH)
#   INPUT_PATHS         files and directories, separated by whitespace or newlines (default: the
#                       tool's own: the configuration's directory)
#   INPUT_FORMAT        the format on standard output (default: github)
#   INPUT_FAIL_LEVEL    error, warning, info or none (default: the configuration's, else error)
#   INPUT_CONFIG        a configuration file (default: .notifykit-lint.json discovery)
#   INPUT_SARIF         true: also write INPUT_SARIF_FILE (default notifykit-lint.sarif)
#   INPUT_ARGS          more arguments for `notifykit-lint check`, split on whitespace
#   GITHUB_OUTPUT       when set: exit-code= and, when written, sarif-file= (an absolute path)
set -uo pipefail
set -f # paths and args are not globbed by this shell; the tool expands directories itself

tool=${NOTIFYKIT_LINT:-notifykit-lint}
args=(check --format "${INPUT_FORMAT:-github}")

sarif=""
case "${INPUT_SARIF:-false}" in
    true | True | TRUE | 1 | yes)
        sarif=${INPUT_SARIF_FILE:-notifykit-lint.sarif}
        args+=(--format "sarif=$sarif")
        ;;
    false | False | FALSE | 0 | no | "") ;;
    *) echo "notifykit-lint action: sarif must be true or false, not '$INPUT_SARIF'" >&2; exit 2 ;;
esac
if [ -n "${INPUT_FAIL_LEVEL:-}" ]; then args+=(--fail-level "$INPUT_FAIL_LEVEL"); fi
if [ -n "${INPUT_CONFIG:-}" ]; then args+=(--config "$INPUT_CONFIG"); fi
if [ -n "${INPUT_ARGS:-}" ]; then
    read -r -d '' -a extra < <(printf '%s\0' "$INPUT_ARGS") || true
    args+=("${extra[@]}")
fi
if [ -n "${INPUT_PATHS:-}" ]; then
    read -r -d '' -a paths < <(printf '%s\0' "$INPUT_PATHS") || true
    args+=("${paths[@]}")
fi

echo "Running: notifykit-lint ${args[*]}" >&2
"$tool" "${args[@]}"
status=$?

if [ -n "${GITHUB_OUTPUT:-}" ]; then
    echo "exit-code=$status" >>"$GITHUB_OUTPUT"
    if [ -n "$sarif" ] && [ -f "$sarif" ]; then
        echo "sarif-file=$(cd "$(dirname "$sarif")" && pwd)/$(basename "$sarif")" >>"$GITHUB_OUTPUT"
    fi
fi
exit "$status"
