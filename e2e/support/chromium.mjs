// How every browser of the tests and benchmarks is launched: Debian's Chromium, never a downloaded
// one (docs/architecture.md §9), with what a sandboxed, offline CI machine needs.
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
