// Global setup and teardown run in the same runner process; the handle passes between them here.
interface RunningStack {
  stop(): Promise<void>;
}

const HANDLE = Symbol.for('elite.e2e.running-stack');
const holder = globalThis as typeof globalThis & { [HANDLE]?: RunningStack };

export function setRunningStack(stack: RunningStack): void {
  holder[HANDLE] = stack;
}

export function takeRunningStack(): RunningStack | undefined {
  const stack = holder[HANDLE];
  delete holder[HANDLE];
  return stack;
}
