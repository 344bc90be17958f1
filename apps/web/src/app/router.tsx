import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ErrorPage, NotFoundPage } from "../components/error-page";
import { LoginPage, loadForgotPasswordPage, loadResetPasswordPage, RequireSession } from "../features/auth";
import { holdsSession, sessionReady } from "../lib/session";
import { type ScreenName, screenNames, screens } from "../screens";
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
const FolioPage = lazyScreen(() => import("../features/folios").then((m) => m.FolioPage));
const GuestsPage = lazyScreen(() => import("../features/guests").then((m) => m.GuestsPage));
const GuestAddPage = lazyScreen(() => import("../features/guests").then((m) => m.GuestAddPage));
const GuestProfilePage = lazyScreen(() => import("../features/guests").then((m) => m.GuestProfilePage));
const DuplicatesPage = lazyScreen(() => import("../features/guest-merges").then((m) => m.DuplicatesPage));
const HousekeepingPage = lazyScreen(() => import("../features/housekeeping").then((m) => m.HousekeepingPage));
const ImagesPage = lazyScreen(() => import("../features/images").then((m) => m.ImagesPage));
const ImageAddPage = lazyScreen(() => import("../features/images").then((m) => m.ImageAddPage));
const RackPage = lazyScreen(() => import("../features/rack").then((m) => m.RackPage));
const RatesPage = lazyScreen(() => import("../features/rates").then((m) => m.RatesPage));
const CashierPage = lazyScreen(() => import("../features/cashier").then((m) => m.CashierPage));
// The feature's front door carries the header's chip; the screen's own code loads behind it.
const CloseDayPage = lazyScreen(() => import("../features/business-day").then((m) => m.loadCloseDayPage()));
const DayReportsPage = lazyScreen(() => import("../features/day-reports").then((m) => m.DayReportsPage));
const CataloguePage = lazyScreen(() => import("../features/catalogue").then((m) => m.CataloguePage));
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

type Drawn = Pick<RouteObject, "element" | "loader" | "shouldRevalidate">;

/** What each screen of the table (screens.ts) draws. */
const drawn: Record<ScreenName, Drawn> = {
  landing: { element: <LandingPage /> },
  login: { element: <LoginPage /> },
  forgotPassword: { element: <ForgotPasswordPage /> },
  resetPassword: { element: <ResetPasswordPage /> },
  home: { element: <DashboardPage /> },
  users: { element: <UsersPage /> },
  roles: { element: <RolesPage /> },
  branches: { element: <BranchesPage /> },
  suites: { element: <SuitesPage /> },
  bookings: {
    element: <BookingsPage />,
    // Its list is asked for as the screen opens, beside its code, not after it.
    loader: prefetchingBookings,
    shouldRevalidate: () => false,
  },
  guests: { element: <GuestsPage /> },
  guest: { element: <GuestProfilePage /> },
  folio: { element: <FolioPage /> },
  guestDuplicates: { element: <DuplicatesPage /> },
  rack: { element: <RackPage /> },
  rates: { element: <RatesPage /> },
  catalogue: { element: <CataloguePage /> },
  housekeeping: { element: <HousekeepingPage /> },
  cashier: { element: <CashierPage /> },
  day: { element: <CloseDayPage /> },
  dayReports: { element: <DayReportsPage /> },
  images: { element: <ImagesPage /> },
  countries: { element: <CountriesPage /> },
  utilities: { element: <UtilitiesPage /> },
  audit: { element: <AuditPage /> },
  domains: { element: <DomainsPage /> },
  bookingAdd: { element: <BookingAddPage /> },
  guestAdd: { element: <GuestAddPage /> },
  userAdd: { element: <UserAddPage /> },
  roleAdd: { element: <RoleAddPage /> },
  branchAdd: { element: <BranchAddPage /> },
  suiteAdd: { element: <SuiteAddPage /> },
  imageAdd: { element: <ImageAddPage /> },
  countryAdd: { element: <CountryAddPage /> },
  utilityAdd: { element: <UtilityAddPage /> },
  domainAdd: { element: <DomainAddPage /> },
};

const home = screens.home.path;
const signedOut = screenNames.filter((name) => screens[name].signedOut);
// The console's screens sit under its frame, at their path below it; home is its index.
const signedIn = screenNames.filter((name) => !screens[name].signedOut && name !== "home");

export const router = createBrowserRouter([
  {
    errorElement: <ErrorPage />,
    children: [
      ...signedOut.map((name) => ({ path: screens[name].path, ...drawn[name] })),
      {
        path: home,
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
              { index: true, ...drawn.home },
              ...signedIn.map((name) => ({
                path: screens[name].path.slice(home.length + 1),
                ...drawn[name],
              })),
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
