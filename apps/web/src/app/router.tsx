import { createBrowserRouter } from "react-router";
import { AdminShell } from "../components/admin-shell";
import { ErrorPage, NotFoundPage } from "../components/error-page";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { LoginPage } from "../features/auth/login-page";
import { LogoutButton } from "../features/auth/logout-button";
import { RequireSession } from "../features/auth/require-session";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { BookingAddPage } from "../features/bookings/booking-add-page";
import { BookingsPage } from "../features/bookings/bookings-page";
import { BranchAddPage } from "../features/branches/branch-add-page";
import { BranchesPage } from "../features/branches/branches-page";
import { CountriesPage } from "../features/countries/countries-page";
import { CountryAddPage } from "../features/countries/country-add-page";
import { DomainAddPage } from "../features/domains/domain-add-page";
import { DomainsPage } from "../features/domains/domains-page";
import { HomePage } from "../features/home/home-page";
import { LandingPage } from "../features/home/landing-page";
import { ImageAddPage } from "../features/images/image-add-page";
import { ImagesPage } from "../features/images/images-page";
import { RoleAddPage } from "../features/roles/role-add-page";
import { RolesPage } from "../features/roles/roles-page";
import { SuiteAddPage } from "../features/suites/suite-add-page";
import { SuitesPage } from "../features/suites/suites-page";
import { UserAddPage } from "../features/users/user-add-page";
import { UsersPage } from "../features/users/users-page";
import { UtilitiesPage } from "../features/utilities/utilities-page";
import { UtilityAddPage } from "../features/utilities/utility-add-page";
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
            <AdminShell navigation={navigation} actions={<LogoutButton />} />
          </RequireSession>
        ),
        children: [
          {
            // A screen that fails shows its error inside the shell, the navigation still at hand.
            errorElement: <ErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
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
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
