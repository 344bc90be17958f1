import { addDays, ErrorCode } from "@concierge/contract";
import { and, eq, gt, notExists, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { branches, dayLeases } from "../../db/schema/index.js";
import { AppError } from "../../lib/errors.js";
import { inDomain } from "../../lib/tenancy.js";
import type { ScanStore } from "../scans/index.js";
import { type ChoresConfig, dayChores } from "./chores.js";
import { closeDayAsServer } from "./close.js";
import { retryLater } from "./lease.js";

/** Minutes the server waits before trying again a day that arrivals still hold open. */
const RETRY_PENDING_ARRIVALS = 15;

/**
 * The last day a branch may close now: the day before the one whose audit time, on the branch's
 * clock, has passed last (03:00 on the 25th closes the 24th).
 */
const lastClosable = sql<string>`(((now() at time zone ${branches.timeZone}) - ${branches.auditTime})::date - 1)::text`;

/**
 * The branches of every domain whose day is due, and not waiting for pending arrivals: a plain read
 * across domains, never `FOR UPDATE` (which Citus refuses across shards). Whoever closes a branch
 * takes its lease first and reads its business date again (close.ts), so a stale answer costs nothing.
 */
const dueBranches = (db: Db) =>
  db
    .select({
      domainId: branches.domainId,
      branchId: branches.id,
      businessDate: branches.businessDate,
      lastClosable,
    })
    .from(branches)
    .where(
      and(
        sql`${branches.businessDate} <= ${lastClosable}::date`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(dayLeases)
            .where(
              inDomain(
                dayLeases,
                branches.domainId,
                eq(dayLeases.branchId, branches.id),
                gt(dayLeases.retryAfter, sql`now()`),
              ),
            ),
        ),
      ),
    );

type DueBranch = Awaited<ReturnType<typeof dueBranches>>[number];

const refusalOf = (error: unknown) => (error instanceof AppError ? error.refusal.code : undefined);

export interface AutoClose {
  db: Db;
  log: FastifyBaseLogger;
  store: ScanStore;
  config: ChoresConfig;
  /** Stops between two days once aborted (the process is shutting down). */
  signal?: AbortSignal;
}

/**
 * Closes one branch's due days, oldest first, until none is due or one cannot close. Answers
 * whether it closed any.
 */
async function catchUp({ db, log, signal }: AutoClose, branch: DueBranch) {
  const { domainId, branchId } = branch;
  let date = branch.businessDate;
  for (; date <= branch.lastClosable && !signal?.aborted; date = addDays(date, 1)) {
    try {
      await closeDayAsServer(db, { domainId, branchId }, date);
    } catch (error) {
      const code = refusalOf(error);
      // Another process holds the lease, or has closed the day since the branch was read: its
      // business date moved (the day to close is never after today, the other 409).
      if (code === ErrorCode.dayClosing || code === ErrorCode.wrongStatus) break;
      if (code !== ErrorCode.arrivalsPending) throw error;
      await retryLater(db, { domainId, branchId }, RETRY_PENDING_ARRIVALS);
      log.warn(
        { domainId, branchId, date },
        "the day cannot close while arrivals are pending; trying again later",
      );
      break;
    }
  }
  return date > branch.businessDate;
}

/** The domain's chores once its branch's days have closed: apart, so that a failure undoes no close. */
async function choresAfter({ db, log, store, config }: AutoClose, domainId: string) {
  const done = await dayChores(db, store, domainId, config);
  if (done.anonymized || done.scansDeleted) log.info({ domainId, ...done }, "the night audit's chores ran");
}

/**
 * The night audit the server runs by itself: each branch whose `AuditTime` has passed in its zone
 * gets its days closed in order, missed ones first. Any number of processes may run it at once: the
 * close's lease lets one of them close a branch's day, the others skip that branch. A failure is
 * logged and left to the next run. Answers how many branches it looked at.
 */
export async function closeDueDays(context: AutoClose) {
  const due = await dueBranches(context.db);
  for (const branch of due) {
    if (context.signal?.aborted) break;
    const where = { domainId: branch.domainId, branchId: branch.branchId };
    try {
      if (await catchUp(context, branch)) await choresAfter(context, branch.domainId);
    } catch (error) {
      context.log.error({ err: error, ...where }, "closing the day failed; the next run tries again");
    }
  }
  return due.length;
}

/**
 * Runs `closeDueDays` every DAY_CLOSE_CHECK_SECONDS in this process, a run at a time, and waits for
 * the one under way (to the end of its current day) when the app closes.
 */
export function closeDaysEvery(app: FastifyInstance) {
  const seconds = app.config.dayCloseCheckSeconds;
  if (!seconds) return;
  const stop = new AbortController();
  let running: Promise<unknown> | undefined;
  const tick = () => {
    const { db, log, scans: store, config } = app;
    running ??= closeDueDays({ db, log, store, config, signal: stop.signal })
      .catch((error: unknown) => app.log.error({ err: error }, "looking for days to close failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
