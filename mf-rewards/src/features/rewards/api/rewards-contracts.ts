// The rewards schemas (and zod with them) load with the first call that needs one, not with the page:
// a visitor who is not signed in is drawn from the server's data and never needs them
// (docs/architecture.md, "The first screen"). Types come with `import type`, which loads nothing.
export const loadRewardsContracts = () => import('@elite/contracts/rewards');
