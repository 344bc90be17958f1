import { createBrowserRouter, type LoaderFunctionArgs } from "react-router";
import { ErrorPage, NotFoundPage } from "../components/error-page";
import { LoginPage, loadForgotPasswordPage, loadResetPasswordPage, RequireSession } from "../features/auth";
import { holdsSession, sessionReady } from "../lib/session";
import { LandingPage } from "./landing-page";
import { lazyScreen, preloadScreens } from "./lazy-screen";

// Each screen's code loads when it is first opened: the sign-in screen carries only its own.
const ForgotPasswordPage = lazyScreen(loadForgotPasswordPage);
const ResetPasswordPage = lazyScreen(loadResetPasswordPage);
// The permission check of the signed-in screens, with the contract's calls.
const ScreenGuard = lazyScreen(() => import("../components/screen-guard").then((m) => m.ScreenGuard));
const AdminLayout = lazyScreen(() => import("./admin-layout").then((m) => m.AdminLayout));
const AuditPage = lazyScreen(() => import("../features/audit").then((m) => m.AuditPage));
const BookingsPage = lazyScreen(() => import("../features/bookings").then((m) => m.BookingsPage));
const BookingAddPage = lazyScreen(() => import("../features/bookings").then((m) => m.BookingAddPage));
const BranchesPage = lazyScreen(() => import("../features/branches").then((m) => m.BranchesPage));
const BranchAddPage = lazyScreen(() => import("../features/branches").then((m) => m.BranchAddPage));
const CountriesPage = lazyScreen(() => import("../features/countries").then((m) => m.CountriesPage));
const CountryAddPage = lazyScreen(() => import("../features/countries").then((m) => m.CountryAddPage));
const DashboardPage = lazyScreen(() => import("../features/dashboard").then((m) => m.DashboardPage));
const DomainsPage = lazyScreen(() => import("../features/domains").then((m) => m.DomainsPage));
const DomainAddPage = lazyScreen(() => import("../features/domains").then((m) => m.DomainAddPage));
const HousekeepingPage = lazyScreen(() => import("../features/housekeeping").then((m) => m.HousekeepingPage));
const ImagesPage = lazyScreen(() => import("../features/images").then((m) => m.ImagesPage));
const ImageAddPage = lazyScreen(() => import("../features/images").then((m) => m.ImageAddPage));
const RackPage = lazyScreen(() => import("../features/rack").then((m) => m.RackPage));
const RolesPage = lazyScreen(() => import("../features/roles").then((m) => m.RolesPage));
const RoleAddPage = lazyScreen(() => import("../features/roles").then((m) => m.RoleAddPage));
const SuitesPage = lazyScreen(() => import("../features/suites").then((m) => m.SuitesPage));
const SuiteAddPage = lazyScreen(() => import("../features/suites").then((m) => m.SuiteAddPage));
const UsersPage = lazyScreen(() => import("../features/users").then((m) => m.UsersPage));
const UserAddPage = lazyScreen(() => import("../features/users").then((m) => m.UserAddPage));
const UtilitiesPage = lazyScreen(() => import("../features/utilities").then((m) => m.UtilitiesPage));
const UtilityAddPage = lazyScreen(() => import("../features/utilities").then((m) => m.UtilityAddPage));

const prefetchingBookings = ({ request }: LoaderFunctionArgs) => {
  // The stored session, read meanwhile, says whose list it is.
  Promise.all([import("../features/bookings"), sessionReady]).then(
    ([module]) => module.prefetchBookings(new URL(request.url)),
    () => undefined, // offline: the screen's own load says so
  );
  return null;
};

export const router = createBrowserRouter([
  {
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/admin/login", element: <LoginPage /> },
      { path: "/admin/forgotpassword", element: <ForgotPasswordPage /> },
      { path: "/admin/forgot/changePassword", element: <ResetPasswordPage /> },
      {
        path: "/admin",
        element: (
          <RequireSession>
            <AdminLayout />
          </RequireSession>
        ),
        children: [
          {
            // A screen that fails shows its error inside the shell, the navigation still at hand.
            errorElement: <ErrorPage />,
            // An address the user's permissions do not open says so (lib/access.ts).
            element: <ScreenGuard />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: "countries", element: <CountriesPage /> },
              { path: "countries/add", element: <CountryAddPage /> },
              { path: "roles", element: <RolesPage /> },
              { path: "roles/add", element: <RoleAddPage /> },
              { path: "users", element: <UsersPage /> },
              { path: "users/add", element: <UserAddPage /> },
              { path: "branches", element: <BranchesPage /> },
              { path: "branches/add", element: <BranchAddPage /> },
              { path: "domains", element: <DomainsPage /> },
              { path: "domains/add", element: <DomainAddPage /> },
              { path: "utilities", element: <UtilitiesPage /> },
              { path: "utilities/add", element: <UtilityAddPage /> },
              { path: "suites", element: <SuitesPage /> },
              { path: "suites/add", element: <SuiteAddPage /> },
              { path: "images", element: <ImagesPage /> },
              { path: "images/add", element: <ImageAddPage /> },
              {
                path: "bookings",
                element: <BookingsPage />,
                // Its list is asked for as the screen opens, beside its code, not after it.
                loader: prefetchingBookings,
                shouldRevalidate: () => false,
              },
              { path: "bookings/add", element: <BookingAddPage /> },
              { path: "rack", element: <RackPage /> },
              { path: "housekeeping", element: <HousekeepingPage /> },
              { path: "audit", element: <AuditPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);

/**
 * Opened at a screen's address with a session stored, the frame's code and the screen's, asked for
 * at once (beside the session's unsealing): main.tsx draws once they are here (the page's own
 * spinner showing meanwhile), so the screen asks for its data at its first render, not after a
 * spinner of its own.
 */
export const openingScreens = holdsSession()
  ? Promise.all(router.state.matches.map(({ route }) => preloadScreens(route.element)))
  : Promise.resolve();
