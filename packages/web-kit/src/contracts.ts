// The contracts' schemas that web-kit needs, loaded when first needed and one domain at a time
// (docs/architecture.md, "The first screen"): a domain's module builds its zod schemas as it loads,
// which the first screen of a server-rendered page never needs. Constants come from
// '@elite/contracts/constants', which has none.
export const loadErrorContracts = () => import('@elite/contracts/errors');
export const loadIdentityContracts = () => import('@elite/contracts/identity');
export const loadCatalogueContracts = () => import('@elite/contracts/catalogue');
