import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { openingScreens, router } from "./app/router";
import { applyPreferences } from "./lib/preferences";
import { sessionReady } from "./lib/session";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Drawn once the remembered language's texts are here (never a flash of English before French),
// the stored session read, and the code of the screen opened at its address.
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
Promise.all([applyPreferences(), sessionReady, openingScreens]).then(start, start);
