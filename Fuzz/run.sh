#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of notifykit-lint.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]   build TARGET, fuzz it for SECONDS, log the run
#   Fuzz/run.sh all SECONDS [libFuzzer flags…]      every target, SECONDS each (FUZZ_PARALLEL at a time)
#   Fuzz/run.sh build TARGET                        build Fuzz/.build/fuzz-TARGET only
#   Fuzz/run.sh replay TARGET FILE|DIR…             run inputs once through the target (no fuzzing)
#   Fuzz/run.sh seed TARGET                         rebuild the corpus of TARGET from its seeds (minimized)
#   Fuzz/run.sh merge TARGET                        minimize the corpus of TARGET with what runs found
#   Fuzz/run.sh list                                the targets
#   Fuzz/run.sh totals                              time and executions per target (Fuzz/RUNS.md)
#   Fuzz/run.sh check                               exit 0 when this toolchain can build fuzzers
#
# A target is one file Fuzz/Targets/TARGET.swift defining `func fuzzTarget(_ bytes: [UInt8])`.
# It is compiled with Fuzz/Harness/FuzzEntry.swift (the LLVMFuzzerTestOneInput entry point) and the
# package's modules by plain swiftc with -sanitize=fuzzer,address, outside SwiftPM, so `swift build`
# and `swift test` never need the fuzzer runtime. SizeModel and LintRules are each compiled once
# (objects and a module in Fuzz/.build, rebuilt when their sources change) and every target
# links them: a target is its own module, and one that says `@testable import LintRules` can use
# LintRules' internal API (LintRules is built with -enable-testing).
#
# Targets: parser (SizeModel's JSON parser), lint (the whole lint and every reporter), config (the
# .notifykit-lint.json reader). A new reader (a baseline, say) is one more file in Fuzz/Targets
# with its seeds in Fuzz/seeds/<name>/ (or in seed_sources() below) and a `case` in
# FuzzReproducerTests.replay; `list`, `all`, CI (.ci/run) and the replay test pick it up by name.
#
# The corpus is not committed: it lives in Fuzz/.build/corpus/TARGET, seeded on first use from
# seed_sources() (the JSONTestSuite files, the fixtures, every rule example exported from
# RuleRegistry, and the hand-written seeds in Fuzz/seeds/TARGET). Only reproducers are committed.
#
# Runs are appended to Fuzz/RUNS.md (date, target, seconds, executions, result) unless
# FUZZ_NO_LOG=1. New inputs go to Fuzz/.build/work/TARGET; crashes to Fuzz/.build/artifacts/TARGET.
# A crash is fixed in the sources, then its input is committed as
# Fuzz/reproducers/TARGET/<name> (the test suite replays every reproducer through the normal API).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
FUZZ="$ROOT/Fuzz"
BUILD="${FUZZ_BUILD_DIR:-$FUZZ/.build}"
SWIFTC="${SWIFTC:-swiftc}"
# The sources use `package` access: every module is compiled as part of one package.
PACKAGE=(-package-name notifykit_lint)
# Per-input limits: an input running longer than this many seconds is a hang (a crash to libFuzzer).
TIMEOUT="${FUZZ_TIMEOUT:-10}"
MAX_LEN="${FUZZ_MAX_LEN:-16384}"
# Threads for the whole-module builds' code generation.
JOBS="${FUZZ_BUILD_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}"
RSS_LIMIT_MB="${FUZZ_RSS_LIMIT_MB:-2048}"
# LintRules' optimization level. SizeModel (the parser, where the unsafe code is) is always built
# -O, so its fuzzing sees the optimized code; LintRules is safe Swift (SafeCodeTests), and -Onone
# builds it in a fifth of the CPU time (36 s instead of 181 s here) at about a third of the
# executions per second: CI's short pass (.ci/run) uses -Onone, long runs keep the default.
LINTRULES_OPTIMIZATION="${FUZZ_LINTRULES_OPTIMIZATION:--O}"
# Leak checking is off: the Swift runtime keeps type metadata and caches for the life of the
# process, which LeakSanitizer reports at exit (a few KB, every run), and libFuzzer then saves the
# empty input as a "crash". Memory growth per input is still caught by -rss_limit_mb.
# lld links the sanitized binaries without gold's screenful of "cannot export local symbol".
LINKER=""
command -v ld.lld >/dev/null 2>&1 && LINKER="-use-ld=lld"

# libFuzzer and ASan report a crash themselves; Swift's backtracer, started on the same crash, can
# hang and outlive the run, so it is off for every target this script runs.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

die() { echo "Fuzz/run.sh: $*" >&2; exit 2; }

targets() {
    local file
    for file in "$FUZZ"/Targets/*.swift; do
        [ -e "$file" ] && basename "$file" .swift
    done
}

target_file() {
    local file="$FUZZ/Targets/$1.swift"
    [ -f "$file" ] || die "no fuzz target '$1' (targets: $(targets | tr '\n' ' '))"
    echo "$file"
}

sources_of() { find "$ROOT/Sources/$1" -name '*.swift' | LC_ALL=C sort; }

# Succeeds when swiftc can link a program with -sanitize=fuzzer,address (the libFuzzer and ASan
# runtimes ship with the Linux toolchain, not with every macOS Xcode).
check_toolchain() {
    command -v "$SWIFTC" >/dev/null 2>&1 || { echo "swiftc not found"; return 1; }
    local dir
    dir=$(mktemp -d)
    cat >"$dir/probe.swift" <<'EOF'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }
EOF
    if ! "$SWIFTC" -parse-as-library -sanitize=fuzzer,address $LINKER "$dir/probe.swift" -o "$dir/probe" >"$dir/log" 2>&1; then
        echo "this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer,address failed):"
        sed -n '1,5p' "$dir/log"
        rm -rf "$dir"
        return 1
    fi
    rm -rf "$dir"
}

# Compiles a package module once per change of its sources (and of the modules it imports), with
# coverage instrumentation and address sanitizer: objects in Fuzz/.build/objects/NAME/ (whole
# module, code generated on every core) and modules/NAME.swiftmodule. LintRules is built with
# -enable-testing, so the targets and the example exporter can reach its internal API through
# `@testable import`.
build_module() {
    local name=$1 stamp
    local objects="$BUILD/objects/$name"
    local -a sources flags=()
    mapfile -t sources < <(sources_of "$name")
    local optimization=-O
    [ "$name" = LintRules ] && flags=(-enable-testing) && optimization=$LINTRULES_OPTIMIZATION
    local -a inputs=("${sources[@]}")
    [ "$name" = LintRules ] && inputs+=("$BUILD/SizeModel.stamp")
    stamp="$optimization $(cat "${inputs[@]}" | cksum)"
    if [ -d "$objects" ] && [ "$(cat "$BUILD/$name.stamp" 2>/dev/null)" = "$stamp" ]; then
        return
    fi
    echo "building $name (fuzzer, address, $optimization)…" >&2
    rm -f "$BUILD/$name.stamp"
    rm -rf "$objects"
    mkdir -p "$objects" "$BUILD/modules"
    # One object per source file (-num-threads needs a name for each): the file map.
    local index=0 source
    {
        echo "{"
        for source in "${sources[@]}"; do
            printf '  "%s": {"object": "%s/%d.o"},\n' "$source" "$objects" "$index"
            index=$((index + 1))
        done
        echo '  "": {}'
        echo "}"
    } >"$BUILD/objects/$name.map.json"
    "$SWIFTC" "${PACKAGE[@]}" -module-name "$name" -parse-as-library -wmo -num-threads "$JOBS" "$optimization" -g -c "${flags[@]}" \
        -sanitize=fuzzer,address -working-directory "$BUILD" -I "$BUILD/modules" \
        -emit-module -emit-module-path "$BUILD/modules/$name.swiftmodule" \
        -output-file-map "$BUILD/objects/$name.map.json" "${sources[@]}"
    echo "$stamp" >"$BUILD/$name.stamp"
}

# The objects of a module build_module compiled.
objects_of() { find "$BUILD/objects/$1" -name '*.o' | LC_ALL=C sort; }

# Whether a target uses LintRules (and links it) rather than SizeModel alone.
uses_lintrules() { grep -q '^@testable import LintRules' "$1"; }

build_target() {
    local name=$1 file stamp
    file=$(target_file "$name")
    build_module SizeModel
    local -a objects modules=(SizeModel)
    local stamps="$BUILD/SizeModel.stamp"
    if uses_lintrules "$file"; then
        build_module LintRules
        modules=(LintRules SizeModel)
        stamps="$stamps $BUILD/LintRules.stamp"
    fi
    mapfile -t objects < <(for module in "${modules[@]}"; do objects_of "$module"; done)
    local -a sources=("$FUZZ/Harness/FuzzEntry.swift" "$file")
    # shellcheck disable=SC2086
    stamp=$(cat "${sources[@]}" $stamps | cksum)
    if [ -x "$BUILD/fuzz-$name" ] && [ "$(cat "$BUILD/fuzz-$name.stamp" 2>/dev/null)" = "$stamp" ]; then
        return
    fi
    echo "building fuzz-$name…" >&2
    # In the build folder: swiftc leaves the executable's module files in the working directory.
    (cd "$BUILD" && "$SWIFTC" "${PACKAGE[@]}" -module-name "Fuzz_$name" -parse-as-library -wmo -O -g \
        -sanitize=fuzzer,address $LINKER -I "$BUILD/modules" \
        "${sources[@]}" "${objects[@]}" -o "$BUILD/fuzz-$name")
    echo "$stamp" >"$BUILD/fuzz-$name.stamp"
}

# The seed inputs of a target, as files and directories (all small).
seed_sources() {
    case "$1" in
        parser)
            echo "$ROOT/Tests/Conformance/JSONTestSuite/test_parsing"
            echo "$ROOT/Fixtures/good"
            find "$ROOT/Fixtures/bad" -name '*.json'
            ;;
        lint)
            echo "$ROOT/Fixtures/good"
            find "$ROOT/Fixtures/bad" -name '*.json'
            echo "$BUILD/examples"
            ;;
    esac
    # Hand-written seeds (the config target's configurations).
    if [ -d "$FUZZ/seeds/$1" ]; then echo "$FUZZ/seeds/$1"; fi
}

# Fills Fuzz/.build/corpus/TARGET from the seeds when it is empty (a new clone, a cleaned build).
ensure_corpus() {
    local name=$1 corpus="$BUILD/corpus/$1"
    mkdir -p "$corpus"
    [ -n "$(ls -A "$corpus")" ] && return
    [ "$name" = "lint" ] && export_examples >&2
    local source
    while IFS= read -r source; do
        if [ -d "$source" ]; then cp "$source"/* "$corpus"/ 2>/dev/null || true; else cp "$source" "$corpus"/; fi
    done < <(seed_sources "$name")
    echo "$name: corpus seeded with $(find "$corpus" -type f | wc -l) inputs" >&2
}

# Writes every rule example (markers removed) to Fuzz/.build/examples, one file each, with a small
# program linked against the instrumented LintRules the targets use (no second build of it; it
# links with the address sanitizer only, so it has its own main instead of libFuzzer's).
export_examples() {
    build_module SizeModel
    build_module LintRules
    mkdir -p "$BUILD/examples-tool" "$BUILD/examples"
    cat >"$BUILD/examples-tool/main.swift" <<'EOF'
import Foundation
@testable import LintRules
let directory = CommandLine.arguments[1]
var written = 0
for description in RuleRegistry.descriptions {
    for (kind, examples) in [("t", description.triggeringExamples), ("n", description.nonTriggeringExamples)] {
        for (index, example) in examples.enumerated() {
            let path = "\(directory)/\(description.id)-\(kind)\(index).json"
            guard FileManager.default.createFile(atPath: path, contents: Data(example.json.utf8)) else {
                print("cannot write \(path)")
                exit(1)
            }
            written += 1
        }
    }
}
print("exported \(written) rule examples")
EOF
    local -a objects
    mapfile -t objects < <(objects_of LintRules; objects_of SizeModel)
    (cd "$BUILD/examples-tool" && "$SWIFTC" "${PACKAGE[@]}" -module-name ExportExamples -Onone -sanitize=address $LINKER \
        -I "$BUILD/modules" main.swift "${objects[@]}" -o export-examples)
    rm -f "$BUILD/examples"/*
    ASAN_OPTIONS=detect_leaks=0 "$BUILD/examples-tool/export-examples" "$BUILD/examples"
}

log_run() {
    local name=$1 seconds=$2 executions=$3 result=$4
    [ "${FUZZ_NO_LOG:-0}" = "1" ] && return
    local log="$FUZZ/RUNS.md"
    if [ ! -f "$log" ]; then
        printf '# Fuzz runs\n\n| date (UTC) | target | seconds | executions | result |\n| --- | --- | --- | --- | --- |\n' >"$log"
    fi
    printf '| %s | %s | %s | %s | %s |\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$name" "$seconds" "$executions" "$result" >>"$log"
}

run_target() {
    local name=$1 seconds=$2
    shift 2
    build_target "$name"
    ensure_corpus "$name"
    mkdir -p "$BUILD/work/$name" "$BUILD/artifacts/$name" "$BUILD/logs"
    local -a corpora=("$BUILD/work/$name" "$BUILD/corpus/$name")
    local -a dict=()
    [ -f "$FUZZ/json.dict" ] && dict=("-dict=$FUZZ/json.dict")
    local logfile
    logfile="$BUILD/logs/$name-$(date -u +%Y%m%dT%H%M%SZ).log"
    echo "fuzzing $name for ${seconds}s (log: $logfile)" >&2
    local start end status=0
    start=$(date +%s)
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}" \
        "$BUILD/fuzz-$name" -max_total_time="$seconds" -timeout="$TIMEOUT" -max_len="$MAX_LEN" \
        -rss_limit_mb="$RSS_LIMIT_MB" -print_final_stats=1 "${dict[@]}" \
        -artifact_prefix="$BUILD/artifacts/$name/" "$@" "${corpora[@]}" >"$logfile" 2>&1 || status=$?
    end=$(date +%s)
    local executions
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$logfile" | tail -1)
    [ -n "$executions" ] || executions=$(grep -o '#[0-9]*' "$logfile" | tail -1 | tr -d '#')
    if [ "$status" -eq 0 ]; then
        log_run "$name" "$((end - start))" "${executions:-?}" "ok"
        echo "$name: ok, ${executions:-?} executions in $((end - start))s" >&2
    elif [ "$status" -eq 72 ]; then
        # libFuzzer's exit code for SIGINT (-interrupt_exitcode): stopped by hand, not a finding.
        log_run "$name" "$((end - start))" "${executions:-?}" "interrupted, no crash"
        echo "$name: interrupted after ${executions:-?} executions in $((end - start))s, no crash" >&2
    else
        local artifact
        artifact=$(sed -n 's/.*Test unit written to \(.*\)/\1/p' "$logfile" | tail -1)
        log_run "$name" "$((end - start))" "${executions:-?}" "FAILED (exit $status${artifact:+, $(basename "$artifact")})"
        echo "$name: FAILED (exit $status); the input is ${artifact:-in the log}; last lines of $logfile:" >&2
        tail -40 "$logfile" >&2
        return 1
    fi
}

merge_target() {
    local name=$1
    build_target "$name"
    local merged="$BUILD/merged-$name"
    rm -rf "$merged"
    mkdir -p "$merged" "$BUILD/work/$name" "$BUILD/logs" "$BUILD/corpus/$name"
    local -a extra=()
    if [ "${2:-}" = "--with-seeds" ]; then
        [ "$name" = "lint" ] && export_examples >&2
        mapfile -t extra < <(seed_sources "$name")
    fi
    local seeds="$BUILD/seeds-$name"
    rm -rf "$seeds"
    mkdir -p "$seeds"
    local source
    for source in "${extra[@]}"; do
        if [ -d "$source" ]; then cp "$source"/* "$seeds"/ 2>/dev/null || true; else cp "$source" "$seeds"/; fi
    done
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}" \
        "$BUILD/fuzz-$name" -merge=1 -timeout="$TIMEOUT" -max_len="$MAX_LEN" -rss_limit_mb="$RSS_LIMIT_MB" \
        "$merged" "$BUILD/corpus/$name" "$BUILD/work/$name" "$seeds" >"$BUILD/logs/merge-$name.log" 2>&1 \
        || { tail -20 "$BUILD/logs/merge-$name.log" >&2; die "merge of $name failed"; }
    rm -rf "${BUILD:?}/corpus/$name"
    mv "$merged" "$BUILD/corpus/$name"
    echo "$name: corpus minimized to $(find "$BUILD/corpus/$name" -type f | wc -l) inputs" >&2
}

command=${1:-}
case "$command" in
    list)
        targets
        ;;
    totals)
        # Time and executions per target from Fuzz/RUNS.md, as the table in Documentation/Fuzzing.md.
        awk -F'|' '/^\| [0-9]/ {
                gsub(/ /, "", $3); seconds[$3] += $4; runs[$3] += $5; count[$3]++
                if ($6 !~ /^ *(ok|interrupted)/) failed[$3]++
            }
            END {
                print "| target | runs | total time | executions | crashes |"
                print "| --- | --- | --- | --- | --- |"
                for (t in seconds) printf "| `%s` | %d | %d min | %d | %d |\n", t, count[t], seconds[t] / 60, runs[t], failed[t]
            }' "$FUZZ/RUNS.md" | { read -r h1; read -r h2; echo "$h1"; echo "$h2"; sort; }
        ;;
    check)
        check_toolchain
        ;;
    build)
        [ $# -eq 2 ] || die "usage: Fuzz/run.sh build TARGET"
        build_target "$2"
        ;;
    replay)
        [ $# -ge 3 ] || die "usage: Fuzz/run.sh replay TARGET FILE|DIR…"
        name=$2
        shift 2
        build_target "$name"
        ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$BUILD/fuzz-$name" -runs=1 "$@"
        ;;
    seed)
        [ $# -eq 2 ] || die "usage: Fuzz/run.sh seed TARGET"
        merge_target "$2" --with-seeds
        ;;
    merge)
        [ $# -eq 2 ] || die "usage: Fuzz/run.sh merge TARGET"
        merge_target "$2"
        ;;
    all)
        [ $# -ge 2 ] || die "usage: Fuzz/run.sh all SECONDS [libFuzzer flags…]"
        seconds=$2
        shift 2
        # Every target built and seeded first, then fuzzed FUZZ_PARALLEL at a time (one core
        # each; default: the number of cores), each for its SECONDS.
        for name in $(targets); do
            build_target "$name"
            ensure_corpus "$name"
        done
        parallel="${FUZZ_PARALLEL:-$JOBS}"
        failed=0
        running=0
        for name in $(targets); do
            if [ "$running" -ge "$parallel" ]; then
                wait -n || failed=1
                running=$((running - 1))
            fi
            run_target "$name" "$seconds" "$@" &
            running=$((running + 1))
        done
        while [ "$running" -gt 0 ]; do
            wait -n || failed=1
            running=$((running - 1))
        done
        exit "$failed"
        ;;
    ""|-h|--help|help)
        sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
        ;;
    *)
        [ $# -ge 2 ] || die "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]"
        name=$1
        seconds=$2
        shift 2
        target_file "$name" >/dev/null
        case "$seconds" in ''|*[!0-9]*) die "SECONDS must be a whole number, not '$seconds'" ;; esac
        run_target "$name" "$seconds" "$@"
        ;;
esac
