import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API runs apart (port 3000); in production it serves this build on one origin.
const apiTarget = "http://127.0.0.1:3000";
const apiPaths = [
  "/api",
  "/login",
  "/forgotPassword",
  "/forgot/changePassword",
  "/refresh",
  "/logout",
  "/healthz",
  "/readyz",
  "/images",
];

export default defineConfig({
  plugins: [react()],
  build: {
    // The build-size budget (src/first-load.test.ts) reads which scripts the sign-in route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Each screen's code loads with it (app/router.tsx), its libraries split by what imports them
        // (the charts come with the home page's chart alone): a group takes its modules' dependencies
        // along, so a Mantine or charts group would put them on the sign-in page. React and the
        // router, which every page needs, change less often than the console: cached across releases.
        codeSplitting: {
          groups: [
            // Zod and the line that turns its eval probe off (lib/zod-without-eval.ts) in one chunk,
            // that probe off before the contract's schemas, in the chunks importing it, are built.
            {
              name: "zod",
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/,
              priority: 2,
            },
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget }])),
  },
});
