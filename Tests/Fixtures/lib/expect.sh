# Shared by the Tests/Fixtures/run-*.sh scripts: run a command, keep its output and exit status,
# and check them; each check prints one line, and `finish` ends with a count and exit 1 on a failure.
# shellcheck shell=bash

passed=0
failed=0
out_file="$(mktemp)"
err_file="$(mktemp)"
trap 'rm -f "$out_file" "$err_file"' EXIT

# run CMD...: runs it; its stdout, stderr and status are in $out, $err and $status.
run() {
  status=0
  "$@" >"$out_file" 2>"$err_file" || status=$?
  out="$(cat "$out_file")"
  err="$(cat "$err_file")"
}

pass() { passed=$((passed + 1)); printf '  ok    %s\n' "$1"; }
fail() {
  failed=$((failed + 1))
  printf '  FAIL  %s\n' "$1"
  printf '        status %s\n        stdout:\n%s\n        stderr:\n%s\n' "$status" "$(tail -n 40 "$out_file")" "$(tail -n 40 "$err_file")"
}

# expect_status N DESCRIPTION
expect_status() { if [ "$status" -eq "$1" ]; then pass "$2 (exit $1)"; else fail "$2: expected exit $1"; fi; }

# expect_in VARIABLE_CONTENT TEXT DESCRIPTION: TEXT occurs (as a fixed string) in the content.
expect_in() { if grep -qF -- "$2" <<<"$1"; then pass "$3"; else fail "$3: expected '$2'"; fi; }

# expect_not_in VARIABLE_CONTENT TEXT DESCRIPTION
expect_not_in() { if grep -qF -- "$2" <<<"$1"; then fail "$3: did not expect '$2'"; else pass "$3"; fi; }

finish() {
  printf '%s passed, %s failed\n' "$passed" "$failed"
  [ "$failed" -eq 0 ]
}
