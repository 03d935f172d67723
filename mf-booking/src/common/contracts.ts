// The contracts' domains this remote parses its data with, loaded with the first call that needs one
// (docs/architecture.md, "The first screen"): the one lazy-loading style, as in web-kit and the shell.
export const loadCatalogueContracts = () => import('@elite/contracts/catalogue');
