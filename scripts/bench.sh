#!/usr/bin/env bash
# Runs the BFF's benchmarks (bff/cmd/payhub/bench_test.go, bff/bulk) and
# prints each ratio on its own line with its target. A benchmark that
# fails, or a figure missing from its output, fails the run loudly; a
# target that is missed is reported, never failed on: timings depend on
# the machine, and `make test` asserts none.
set -euo pipefail
GO=${GO:-go}
BENCHTIME=${BENCHTIME:-3s}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

run() {
  if ! "$@" 2>&1 | tee -a "$out"; then
    echo "make bench: FAILED: $*" >&2
    exit 1
  fi
}
run "$GO" test -run '^$' -bench . -benchtime "$BENCHTIME" ./bff/cmd/payhub/
run "$GO" test -run '^$' -bench . ./bff/bulk/

# The figures, as "Benchmark:unit value" (the GOMAXPROCS suffix dropped).
figures=$(awk '/^Benchmark/ { name = $1; sub(/-[0-9]+$/, "", name)
  for (i = 3; i < NF; i += 2) print name ":" $(i + 1), $i }' "$out")
fig() {
  local v
  v=$(awk -v k="$1" '$1 == k { print $2 }' <<<"$figures")
  if [ -z "$v" ]; then
    echo "make bench: FAILED: no figure $1 in the benchmarks' output" >&2
    exit 1
  fi
  echo "$v"
}
# verdict VALUE OP TARGET: "met" or "MISSED".
verdict() { awk -v v="$1" -v t="$3" -v op="$2" 'BEGIN { ok = (op == ">=") ? v >= t : v <= t; print ok ? "met" : "MISSED" }'; }

ratio=$(fig BenchmarkHomeVsPlain:payhub/plain)
nocache=$(fig BenchmarkHomeVsPlain:payhub-noscreencache/plain)
p50=$(fig BenchmarkCheckoutCriticalPath:p50-ms)
critical=$(fig BenchmarkCheckoutCriticalPath:critical-path-ms)
above=$(fig BenchmarkCheckoutCriticalPath:p50-above-critical-ms)
chain=$(sed -n 's/.*checkout critical path: //p' "$out" | head -1)

echo
echo "== make bench: ratios =="
printf 'home rps payhub/plain = %.1fx (target >= 3x: %s)\n' "$ratio" "$(verdict "$ratio" ">=" 3)"
printf 'home rps payhub without its screen cache/plain = %.2fx (no target: the screen cache is what makes PayHub faster)\n' "$nocache"
printf 'home rps: payhub %.0f/s, payhub without screen cache %.0f/s, plain net/http aggregator %.0f/s\n' \
  "$(fig BenchmarkHomeVsPlain:payhub-rps)" "$(fig BenchmarkHomeVsPlain:payhub-noscreencache-rps)" "$(fig BenchmarkHomeVsPlain:plain-rps)"
printf 'checkout p50 = %.1f ms, critical path = %.1f ms as the upstreams took it, %.0f ms nominal (%s)\n' \
  "$p50" "$critical" "$(fig BenchmarkCheckoutCriticalPath:nominal-critical-path-ms)" "$chain"
printf 'checkout p50 - critical path = %.1f ms (target <= 2 ms: %s)\n' "$above" "$(verdict "$above" "<=" 2)"
printf 'home fan-out sequential/parallel = %.1fx with the site configuration known (%.1f ms/screen), %.1fx with nothing known (%.1f ms/screen)\n' \
  "$(fig BenchmarkHomeFanOut:sequential/expired)" "$(fig BenchmarkHomeFanOut:expired-ms/screen)" \
  "$(fig BenchmarkHomeFanOut:sequential/cold)" "$(fig BenchmarkHomeFanOut:cold-ms/screen)"
