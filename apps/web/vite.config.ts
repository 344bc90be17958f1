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
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 4,
            },
            { name: "mantine", test: /node_modules[\\/]@mantine[\\/](?!charts[\\/])/, priority: 3 },
            // Only the home page draws a chart: the charting code loads with it, on its own (its
            // stylesheet, imported up front in main.tsx, stays with the vendor chunk's).
            {
              name: "charts",
              test: /node_modules[\\/](@mantine[\\/]charts|recharts)[\\/].*\.m?js$/,
              priority: 2,
            },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
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
