/**
 * What the shell and the remotes share under 'react-router-dom' (see shared-singletons.mjs): its
 * declarative routing (routers as components, routes, links, hooks), taken from react-router so
 * the rest of the package is left out of the build. Shared whole, its data routers, server
 * rendering, RSC, cookies and sessions, which no screen uses (the shell owns one BrowserRouter),
 * were part of every first load. router.spec.ts checks each name the workspace imports is here.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router';
