/** The texts of suites, images, countries, utilities, and the shared components. */
export const inventory = {};
