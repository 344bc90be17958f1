import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATA_DIR: "/tmp/concierge-config-test", JWT_SECRET: "s", ...env });

describe("the throttling and refresh settings", () => {
  it("default to 5 failures per username, 20 per address, in 15 minutes, and 10 seconds of reuse", () => {
    const config = load({});
    expect(config.loginThrottle).toEqual({
      maxFailuresPerUser: 5,
      maxFailuresPerAddress: 20,
      windowMinutes: 15,
    });
    expect(config.refreshReuseSeconds).toBe(10);
  });

  it("read whole numbers from the environment, 0 seconds of reuse included", () => {
    const config = load({
      LOGIN_MAX_FAILURES_PER_USER: "3",
      LOGIN_MAX_FAILURES_PER_ADDRESS: " 50 ",
      LOGIN_THROTTLE_WINDOW_MINUTES: "60",
      REFRESH_REUSE_SECONDS: "0",
    });
    expect(config.loginThrottle).toEqual({
      maxFailuresPerUser: 3,
      maxFailuresPerAddress: 50,
      windowMinutes: 60,
    });
    expect(config.refreshReuseSeconds).toBe(0);
  });

  it.each([
    ["LOGIN_MAX_FAILURES_PER_USER", "0"],
    ["LOGIN_MAX_FAILURES_PER_ADDRESS", "twenty"],
    ["LOGIN_THROTTLE_WINDOW_MINUTES", "1.5"],
    ["REFRESH_REUSE_SECONDS", "-1"],
  ])("refuse to start with %s=%s", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(`${name} must be a whole number of at least`);
  });
});

describe("the first domain's presets", () => {
  it("are blank when unset, for the first sign-in to ask", () => {
    expect(load({}).firstDomain).toEqual({ rcNumber: "", phone: "", address: "", country: "", state: "" });
  });

  it("are read from the environment, trimmed", () => {
    const config = load({
      DOMAIN_RC_NUMBER: " RC 123456 ",
      BRANCH_PHONE: "+233 30 000 0000",
      BRANCH_ADDRESS: "2 Independence Avenue",
      BRANCH_COUNTRY: "Ghana",
      BRANCH_STATE: "Greater Accra",
    });
    expect(config.firstDomain).toEqual({
      rcNumber: "RC 123456",
      phone: "+233 30 000 0000",
      address: "2 Independence Avenue",
      country: "Ghana",
      state: "Greater Accra",
    });
  });
});

describe("PGlite's shared buffers", () => {
  it("are left to the built-in default when unset, and read as PostgreSQL writes a size", () => {
    expect(load({}).pgliteSharedBuffers).toBeUndefined();
    expect(load({ PGLITE_SHARED_BUFFERS: " 64MB " }).pgliteSharedBuffers).toBe("64MB");
  });

  it.each(["64", "64 MB", "0MB", "1TB", "-16MB"])("stop the start on '%s'", (value) => {
    expect(() => load({ PGLITE_SHARED_BUFFERS: value })).toThrow("PGLITE_SHARED_BUFFERS must be a size");
  });
});

describe("the longest stay", () => {
  it("is 365 nights unless MAX_STAY_NIGHTS says otherwise, and at least 1", () => {
    expect(load({}).maxStayNights).toBe(365);
    expect(load({ MAX_STAY_NIGHTS: "30" }).maxStayNights).toBe(30);
    expect(() => load({ MAX_STAY_NIGHTS: "0" })).toThrow(
      "MAX_STAY_NIGHTS must be a whole number of at least 1",
    );
  });
});

describe("the migration role", () => {
  it("is DATABASE_MIGRATION_URL's beside DATABASE_URL, and means nothing on the embedded database", () => {
    const owner = "postgres://owner@db/concierge";
    const api = "postgres://api@db/concierge";
    expect(load({ DATABASE_URL: api, DATABASE_MIGRATION_URL: owner }).databaseMigrationUrl).toBe(owner);
    expect(load({ DATABASE_URL: api }).databaseMigrationUrl).toBeUndefined();
    expect(load({ DATABASE_MIGRATION_URL: owner }).databaseMigrationUrl).toBeUndefined();
  });
});

describe("GUEST_RETENTION_MONTHS", () => {
  it("is never when unset or empty, and a whole number of months otherwise", () => {
    expect(load({}).guestRetentionMonths).toBeUndefined();
    expect(load({ GUEST_RETENTION_MONTHS: " " }).guestRetentionMonths).toBeUndefined();
    expect(load({ GUEST_RETENTION_MONTHS: "36" }).guestRetentionMonths).toBe(36);
  });

  it.each(["0", "-3", "1.5", "two years"])("refuses to start with GUEST_RETENTION_MONTHS=%s", (value) => {
    expect(() => load({ GUEST_RETENTION_MONTHS: value })).toThrow(
      `GUEST_RETENTION_MONTHS must be a whole number of at least 1, not '${value}'`,
    );
  });
});

describe("DAY_CLOSE_CHECK_SECONDS", () => {
  it("is a minute by default, 0 to close days by hand only, and refuses anything else", () => {
    expect(load({}).dayCloseCheckSeconds).toBe(60);
    expect(load({ DAY_CLOSE_CHECK_SECONDS: "0" }).dayCloseCheckSeconds).toBe(0);
    expect(() => load({ DAY_CLOSE_CHECK_SECONDS: "a minute" })).toThrow(
      "DAY_CLOSE_CHECK_SECONDS must be a whole number of at least 0, not 'a minute'",
    );
  });
});
