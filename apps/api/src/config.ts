import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { apiRoot } from "./paths.js";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; unset means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * A direct connection to the same PostgreSQL server (DATABASE_DIRECT_URL), where DATABASE_URL goes
   * through PgBouncer in transaction mode: live changes `LISTEN` on it to wake at once. Unset: the
   * streams only poll (half a second).
   */
  databaseDirectUrl: string | undefined;
  /** The tables' owner, who runs the migrations; unset: DATABASE_URL's role runs them too. */
  databaseMigrationUrl: string | undefined;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS, e.g. 16MB); unset: the built-in default. */
  pgliteSharedBuffers: string | undefined;
  admin: { username: string; password: string | undefined; email: string };
  domainName: string;
  /** Presets for the first domain's RC number and its head office's place; blank when unset. */
  firstDomain: { rcNumber: string; phone: string; address: string; country: string; state: string };
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Behind a load balancer: trust X-Forwarded-For for the client address used by throttling. */
  trustProxy: boolean;
  logLevel: string;
  loginThrottle: LoginThrottle;
  /**
   * How long a rotated refresh token may come back (two tabs refreshing at once) and get its
   * successor instead of revoking the session. 0: never.
   */
  refreshReuseSeconds: number;
  /** The longest stay or out-of-order block, in nights: longer ones are refused (issue 26). */
  maxStayNights: number;
  /** Days a guest ID scan is kept after its booking ends (docs/decisions/0015). */
  guestIdRetentionDays: number;
  /**
   * Months after a guest's last stay when the night audit anonymizes them (GUEST_RETENTION_MONTHS);
   * unset: never (issue 28).
   */
  guestRetentionMonths: number | undefined;
  /**
   * Seconds between each process's looks for branches whose audit time has passed, to close their
   * days (DAY_CLOSE_CHECK_SECONDS); 0: never, the days are closed by hand.
   */
  dayCloseCheckSeconds: number;
  /** S3-compatible object storage for images; unset means files under dataDir/images. */
  s3: S3Config | undefined;
  /** Where the built console lives; absent in API-only test runs. */
  webDist: string | undefined;
}

/** Failed sign-ins counted within the window, per username and per client address. */
export interface LoginThrottle {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where the bucket's objects are read from by browsers, e.g. a CDN in front of it. */
  publicUrl: string;
  /** Guest ID scans' bucket, under `private/` (decision 0015): S3_PRIVATE_BUCKET, else `bucket`. */
  privateBucket: string;
}

/** Reads the environment of CONTRACT.md; anything it leaves unset gets its documented default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port,
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: (env.DATABASE_URL && env.DATABASE_DIRECT_URL) || undefined,
    databaseMigrationUrl: (env.DATABASE_URL && env.DATABASE_MIGRATION_URL) || undefined,
    pgliteSharedBuffers: memorySize(env, "PGLITE_SHARED_BUFFERS"),
    admin: {
      username: env.ADMIN_USERNAME ?? "admin",
      password: env.ADMIN_PASSWORD || undefined,
      email: env.ADMIN_EMAIL ?? "admin@example.com",
    },
    domainName: env.DOMAIN_NAME ?? "Demo Hotels",
    // Never invented: what is left blank the first sign-in asks for (docs/decisions/0019).
    firstDomain: {
      rcNumber: env.DOMAIN_RC_NUMBER?.trim() ?? "",
      phone: env.BRANCH_PHONE?.trim() ?? "",
      address: env.BRANCH_ADDRESS?.trim() ?? "",
      country: env.BRANCH_COUNTRY?.trim() ?? "",
      state: env.BRANCH_STATE?.trim() ?? "",
    },
    jwtSecret: env.JWT_SECRET || keptSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Concierge <no-reply@concierge.local>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    logLevel: env.LOG_LEVEL ?? "info",
    loginThrottle: {
      maxFailuresPerUser: integer(env, "LOGIN_MAX_FAILURES_PER_USER", 5, 1),
      maxFailuresPerAddress: integer(env, "LOGIN_MAX_FAILURES_PER_ADDRESS", 20, 1),
      windowMinutes: integer(env, "LOGIN_THROTTLE_WINDOW_MINUTES", 15, 1),
    },
    refreshReuseSeconds: integer(env, "REFRESH_REUSE_SECONDS", 10, 0),
    guestIdRetentionDays: integer(env, "GUEST_ID_RETENTION_DAYS", 30, 0),
    maxStayNights: integer(env, "MAX_STAY_NIGHTS", 365, 1),
    guestRetentionMonths: env.GUEST_RETENTION_MONTHS?.trim()
      ? integer(env, "GUEST_RETENTION_MONTHS", 0, 1)
      : undefined,
    dayCloseCheckSeconds: integer(env, "DAY_CLOSE_CHECK_SECONDS", 60, 0),
    s3: s3Config(env),
    webDist: path.resolve(apiRoot, "../web/dist"),
  };
}

/** A whole number of at least `min`, or `fallback` when unset; anything else stops the start. */
function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
    throw new Error(`${name} must be a whole number of at least ${min}, not '${env[name]}'`);
  }
  return Number(raw);
}

/** A PostgreSQL memory size such as 16MB or 512kB, or undefined when unset; anything else stops the start. */
function memorySize(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^[1-9]\d*(kB|MB|GB)$/.test(raw))
    throw new Error(`${name} must be a size such as 16MB or 512kB, not '${raw}'`);
  return raw;
}

/** S3 is on when a bucket is named; without S3_PUBLIC_URL objects are read at endpoint/bucket. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  const region = env.S3_REGION || "us-east-1";
  const defaultPublicUrl = endpoint
    ? `${endpoint.replace(/\/$/, "")}/${bucket}`
    : `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    publicUrl: (env.S3_PUBLIC_URL || defaultPublicUrl).replace(/\/$/, ""),
    privateBucket: env.S3_PRIVATE_BUCKET || bucket,
  };
}

/** JWT_SECRET's default: generated on the first start and kept in DATA_DIR. */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
