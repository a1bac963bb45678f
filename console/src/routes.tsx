import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { Busy, NotFound } from './components/common.tsx';
import { Section } from './components/section.tsx';
import { SEVERITIES, STATUSES, TRIAGE_STATES } from './components/status.tsx';
import { FLEET_SORTS } from './fleet-order.ts';
import { Fleet } from './screens/fleet.tsx';
import { oneOf, page, parseSearch, searchParams, stringifySearch, text, uuid } from './search.ts';
import type { Permission } from './session.tsx';
import { Shell } from './shell.tsx';

/**
 * The console's route table: every screen is one entry here (its address, the state it keeps in
 * the address, its module, its place in the navigation and the permission it needs). Nothing else
 * names a screen: the navigation reads `staticData`, links are typed by these paths, and a screen
 * reads its own search params with `useSearch({ from: <its path> })`.
 *
 * Hash routes (`#/organizations/<id>?status=fail`): the service serves one index.html at `/`, and
 * a hash never reaches it, so every screen and state has an address that survives a reload.
 * Screens other than the fleet (the first paint) load on first use, or on a link's hover.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The label of the screen in the main navigation; absent for screens reached from another. */
    nav?: string;
    /** The permission a caller needs to see the screen (and its navigation entry). */
    needs?: Permission;
    /** Shown signed out too, without the console's bar (an invitation's link). */
    public?: boolean;
  }
  interface Register {
    router: typeof router;
  }
}

const rootRoute = createRootRoute({ component: () => <Shell navigation={navigation} /> });
const screen = { getParentRoute: () => rootRoute } as const;

const fleetRoute = createRoute({
  ...screen,
  path: '/',
  component: Fleet,
  validateSearch: searchParams({
    q: text,
    rollup: oneOf(STATUSES),
    sort: oneOf(FLEET_SORTS),
    dir: oneOf(['asc', 'desc'] as const),
  }),
  staticData: { nav: 'Fleet' },
});

const matrixRoute = createRoute({
  ...screen,
  path: '/matrix',
  component: lazyRouteComponent(() => import('./screens/matrix.tsx')),
  validateSearch: searchParams({ q: text, page }),
  staticData: { needs: 'organization.read' },
});

const newOrganizationRoute = createRoute({
  ...screen,
  path: '/organizations/new',
  component: lazyRouteComponent(() => import('./screens/organization-form.tsx')),
  staticData: { needs: 'organization.write' },
});

const organizationRoute = createRoute({
  ...screen,
  path: '/organizations/$organizationId',
  component: lazyRouteComponent(() => import('./screens/organization.tsx')),
  validateSearch: searchParams({
    status: oneOf(STATUSES),
    severity: oneOf(SEVERITIES),
    standard: uuid,
    text,
    row: uuid,
  }),
});

const detectionsRoute = createRoute({
  ...screen,
  path: '/organizations/$organizationId/detections',
  component: lazyRouteComponent(() => import('./screens/detections.tsx')),
  // status: open unless the address says resolved or any.
  validateSearch: searchParams({
    status: oneOf(['resolved', 'any'] as const),
    triage: oneOf(TRIAGE_STATES),
    assignee: oneOf(['me'] as const),
    cursor: text,
  }),
});
const detectionListRoute = createRoute({ getParentRoute: () => detectionsRoute, path: '/' });
const detectionRoute = createRoute({
  getParentRoute: () => detectionsRoute,
  path: '$detectionId',
  component: lazyRouteComponent(() => import('./screens/detection-detail.tsx')),
});

const clientReportsRoute = createRoute({
  ...screen,
  path: '/organizations/$organizationId/reports',
  component: lazyRouteComponent(() => import('./screens/client-reports.tsx')),
});

const standardsRoute = createRoute({
  ...screen,
  path: '/standards',
  component: lazyRouteComponent(() => import('./screens/standards.tsx')),
  staticData: { nav: 'Standards', needs: 'detection_rule.read' },
});
const standardListRoute = createRoute({ getParentRoute: () => standardsRoute, path: '/' });
const standardRoute = createRoute({
  getParentRoute: () => standardsRoute,
  path: '$standardId',
  component: lazyRouteComponent(() => import('./screens/standard-controls.tsx')),
  validateSearch: searchParams({ page }),
});

const libraryRoute = createRoute({
  ...screen,
  path: '/library',
  component: lazyRouteComponent(() => import('./screens/library.tsx')),
  staticData: { nav: 'Library', needs: 'detection_rule.read' },
});
const libraryListRoute = createRoute({ getParentRoute: () => libraryRoute, path: '/' });
const frameworkRoute = createRoute({
  getParentRoute: () => libraryRoute,
  path: '$key',
  component: lazyRouteComponent(() => import('./screens/library.tsx'), 'LibraryFramework'),
});

const webhooksRoute = createRoute({
  ...screen,
  path: '/webhooks',
  component: lazyRouteComponent(() => import('./screens/webhooks.tsx')),
  staticData: { nav: 'Webhooks', needs: 'api_key.manage' },
});

const psaRoute = createRoute({
  ...screen,
  path: '/psa',
  component: lazyRouteComponent(() => import('./screens/psa.tsx')),
  staticData: { nav: 'PSA', needs: 'integration.manage' },
});

// Settings: one entry of the navigation, its screens listed in its own (their `nav`).
const settingsRoute = createRoute({
  ...screen,
  path: '/settings',
  component: () => <Section label="Settings" entries={navigationOf(settingsScreens)} />,
  staticData: { nav: 'Settings' },
});
const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/settings/notifications', replace: true });
  },
});
const notificationsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'notifications',
  component: lazyRouteComponent(() => import('./screens/notifications.tsx')),
  staticData: { nav: 'My notifications' },
});
const brandingRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'branding',
  component: lazyRouteComponent(() => import('./screens/branding.tsx')),
  staticData: { nav: 'Report branding' },
});
const settingsScreens = [settingsIndexRoute, notificationsRoute, brandingRoute];

const auditRoute = createRoute({
  ...screen,
  path: '/audit',
  component: lazyRouteComponent(() => import('./screens/audit.tsx')),
  validateSearch: searchParams({ after: text, before: text }),
  staticData: { nav: 'Audit log', needs: 'audit.read' },
});

const adminRoute = createRoute({
  ...screen,
  path: '/admin',
  component: lazyRouteComponent(() => import('./screens/admin.tsx')),
  staticData: { nav: 'Administration', needs: 'api_key.manage' },
});

const invitationRoute = createRoute({
  ...screen,
  path: '/invitation/$token',
  component: lazyRouteComponent(() => import('./screens/invitation.tsx')),
  staticData: { public: true },
});

// The table's order is the navigation's.
const screens = [
  fleetRoute,
  matrixRoute,
  newOrganizationRoute,
  organizationRoute,
  clientReportsRoute,
  detectionsRoute.addChildren([detectionListRoute, detectionRoute]),
  standardsRoute.addChildren([standardListRoute, standardRoute]),
  libraryRoute.addChildren([libraryListRoute, frameworkRoute]),
  webhooksRoute,
  psaRoute,
  settingsRoute.addChildren(settingsScreens),
  auditRoute,
  adminRoute,
  invitationRoute,
];

export const router = createRouter({
  routeTree: rootRoute.addChildren(screens),
  history: createHashHistory(),
  parseSearch,
  stringifySearch,
  // A link's screen module starts loading when the pointer or focus rests on the link.
  defaultPreload: 'intent',
  defaultPendingComponent: () => <Busy loading />,
  defaultPendingMs: 300,
  notFoundMode: 'root',
  defaultNotFoundComponent: NotFound,
});

/** A navigation: the entries of these routes that name themselves, in the table's order. */
function navigationOf(routes: readonly { fullPath: string; options: { staticData?: StaticDataRouteOption } }[]) {
  return routes.flatMap((route) => {
    const { nav, needs } = route.options.staticData ?? {};
    return nav ? [{ path: route.fullPath, label: nav, needs }] : [];
  });
}

/** The main navigation. */
export const navigation = navigationOf(screens);
