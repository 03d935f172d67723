// What the shell and the remotes share as 'react-router' (see federation-shared.cjs): the router
// API the product uses, from one copy of react-router. A remote that needs more adds it here.
// '#react-router' (package.json "imports") is react-router itself under a name the federation
// plugin does not take for the shared 'react-router', which would make this file import itself.
export {
  BrowserRouter,
  Link,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useNavigationType,
  useNavigate,
  useParams,
  useSearchParams,
} from '#react-router';
