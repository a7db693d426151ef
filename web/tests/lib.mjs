// lib.mjs: the pass/fail bookkeeping of the web tests, as tests/lib.sh does it for the shell
// tests: each check passes or fails, and the test ends with "LABEL: N passed, N failed" (the line
// CI counts) and exit status 1 when any failed.
let passed = 0;
let failed = 0;

export function pass(name) {
  passed++;
  if (name) console.log(`ok ${name}`);
}

export function fail(message) {
  failed++;
  console.log(`FAIL ${message}`);
}

// Passes when condition is true, else fails with the message (and the details, when given).
export function check(condition, message, details) {
  if (condition) pass(message);
  else fail(details === undefined ? message : `${message}: ${details}`);
}

// The message of what body() throws, or '' when it throws nothing.
export function thrownMessage(body) {
  try {
    body();
  } catch (error) {
    return error.message;
  }
  return '';
}

export function summary(label) {
  console.log(`${label}: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
