#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time.
#
#   Fuzz/run.sh [seconds-per-target]     (default 60; .ci/run passes 15: about 60 s in all)
#
# Each target starts from its seed corpus in Fuzz/Corpus/<name> (read only) and writes what it
# discovers to a scratch folder, so the repository is never modified. A crash stops the script
# with the failing input saved as Fuzz/findings/<target>-crash-*; turn it into a regression test.
# Prints the number of executions each target ran.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
export PATH="/opt/swift/usr/bin:$PATH"

flags=(-Xswiftc -sanitize=fuzzer)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
if ! swift build --package-path . -c debug "${flags[@]}" > "$scratch/build.log" 2>&1; then
  cat "$scratch/build.log"
  echo "Fuzz: the targets did not build"
  exit 1
fi
bin="$(swift build --package-path . -c debug "${flags[@]}" --show-bin-path)"
mkdir -p findings
total=0
for target in Contract Shortcut JSON Framing; do
  mkdir -p "$scratch/$target"
  log="$scratch/$target.log"
  status=0
  "$bin/Fuzz$target" "$scratch/$target" "Corpus/$target" \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="findings/$target-" > "$log" 2>&1 || status=$?
  runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")
  if [ "$status" -ne 0 ]; then
    tail -n 40 "$log"
    echo "Fuzz$target: FAILED after ${runs:-?} executions (exit $status); input saved in Fuzz/findings/"
    exit 1
  fi
  echo "Fuzz$target: ${runs:-0} executions in ${seconds}s, no finding"
  total=$((total + ${runs:-0}))
done
echo "all targets: $total executions, no finding"
