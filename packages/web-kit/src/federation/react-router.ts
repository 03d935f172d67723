// What the shell and the remotes share as 'react-router' (see federation-shared.cjs): the router
// API the product uses, from one copy of react-router. A remote that needs more adds it here.
// '#react-router' (package.json "imports") is react-router itself under a name the federation
// plugin does not take for the shared 'react-router', which would make this file import itself.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigationType,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '#react-router';
