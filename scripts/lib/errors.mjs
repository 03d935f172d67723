// The one error class of the dev/test harness (docs/development.md, "The harness"): a message meant
// for a person (what is wrong and which variable to change), printed without a stack trace.
export class HarnessError extends Error {}
