export class HarnessError extends Error {}
