// The contracts' schemas, loaded when first needed (docs/architecture.md, "The first screen"): the
// package's index builds every zod schema of the product as it loads, which the first screen of a
// server-rendered page never needs. Constants come from '@elite/contracts/constants', which has none.
export const loadContracts = () => import('@elite/contracts');
