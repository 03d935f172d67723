// The contracts' domains the shell's own forms check, loaded with the first check that needs one
// (docs/architecture.md, "The first screen"): the one lazy-loading style, as in web-kit and the remotes.
export const loadIdentityContracts = () => import('@elite/contracts/identity');
export const loadContactContracts = () => import('@elite/contracts/contact');
