import path from "node:path";

// This file sits directly in src/, as the bundle sits in dist/: one level below the package.
export const apiRoot = path.resolve(import.meta.dirname, "..");
