import { createBrowserRouter } from "react-router";
import { AdminShell } from "../components/admin-shell";
import { ErrorPage, NotFoundPage } from "../components/error-page";
import { ScreenGuard } from "../components/screen-guard";
import { AuditPage } from "../features/audit";
import {
  ForgotPasswordPage,
  LoginPage,
  LogoutButton,
  RequireSession,
  ResetPasswordPage,
} from "../features/auth";
import { BookingAddPage, BookingsPage } from "../features/bookings";
import { BranchAddPage, BranchesPage } from "../features/branches";
import { CountriesPage, CountryAddPage } from "../features/countries";
import { DashboardPage } from "../features/dashboard";
import { DomainAddPage, DomainsPage } from "../features/domains";
import { HousekeepingPage } from "../features/housekeeping";
import { ImageAddPage, ImagesPage } from "../features/images";
import { PaletteLauncher } from "../features/palette";
import { RackPage } from "../features/rack";
import { RoleAddPage, RolesPage } from "../features/roles";
import { SuiteAddPage, SuitesPage } from "../features/suites";
import { UserAddPage, UsersPage } from "../features/users";
import { UtilitiesPage, UtilityAddPage } from "../features/utilities";
import { LandingPage } from "./landing-page";
import { navigation } from "./navigation";

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
            <AdminShell
              navigation={navigation}
              actions={
                <>
                  <PaletteLauncher navigation={navigation} />
                  <LogoutButton />
                </>
              }
            />
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
              { path: "bookings", element: <BookingsPage /> },
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
