import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Booking, calls, type Folio, PDF_MEDIA_TYPE, requestOf } from "@concierge/contract";
import { afterAll, describe, expect, it } from "vitest";
import { walkIn } from "./front-desk.js";
import {
  fetchCall,
  killServer,
  type ServerProcess,
  signInOver,
  spawnServer,
  stopServer,
  waitUntilAnswers,
} from "./server-process.js";

// One data directory through a first start, a graceful stop and a restart, as `npm start` runs it:
// PGlite on disk, no DATABASE_URL, no ADMIN_PASSWORD.
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-process-"));
const printed = /Sign in as 'admin' with the password: (\S+)/;
let server: ServerProcess | undefined;
let password = "";

afterAll(async () => {
  killServer(server);
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForPassword(current: ServerProcess): Promise<string> {
  // The line is written before the server listens, but may reach this process after its answer.
  for (let tries = 0; tries < 50 && !printed.test(current.stdout()); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const found = [...current.stdout().matchAll(new RegExp(printed, "g"))];
  expect(found).toHaveLength(1);
  return found[0]?.[1] ?? "";
}

describe("the built server as a process", () => {
  it("prints a generated administrator password once on the first start, and it signs in", {
    timeout: 60_000,
  }, async () => {
    server = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilAnswers(server);
    password = await waitForPassword(server);
    expect(password.length).toBeGreaterThanOrEqual(12);
    // One clear block: where to open the console, then the password boxed on a line of its own.
    const { port } = new URL(server.base);
    expect(server.stdout()).toContain(`Concierge is ready at http://localhost:${port}\n`);
    expect(server.stdout()).toMatch(/│ Sign in as 'admin' with the password: \S+ +│\n/);
    expect(server.stdout()).toContain("It will not be shown again");

    const response = await signInOver(server.base, "admin", password);
    expect(response.status).toBe(200);
    expect(response.answer.User.Username).toBe("admin");
  });

  it("answers a client that closes its side as soon as the request is sent", async () => {
    if (!server) throw new Error("the server of the first test is not running");
    const { port } = new URL(server.base);
    const body = JSON.stringify({ username: "admin", password: "not the password" });
    const request = [
      `POST ${calls.auth.login.path} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      "connection: close",
      "content-type: application/json",
      `content-length: ${Buffer.byteLength(body)}`,
      "",
      body,
    ].join("\r\n");
    // The half-close arrives while the password is being checked, before any answer exists.
    const answer = await new Promise<string>((resolve, reject) => {
      let received = "";
      const socket = connect({ host: "127.0.0.1", port: Number(port) }, () => socket.end(request));
      socket.on("data", (chunk) => {
        received += chunk;
      });
      socket.on("error", reject);
      socket.on("close", () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });

  it("makes an invoice's PDF from the bundle, with pdfkit and its fonts loaded from node_modules", async () => {
    if (!server) throw new Error("the server of the first test is not running");
    const { base } = server;
    const { Token, User } = (await signInOver(base, "admin", password)).answer;
    const staff = { domainId: User.DomainId, branchId: User.BranchId };
    const answered = async <T = { Id: string }>(call: Parameters<typeof fetchCall>[1], input: object) => {
      const response = await fetchCall(base, call, input, Token);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as T;
    };
    const suite = { Codes: ["P1"], DomainId: staff.domainId, BranchId: staff.branchId, Category: "Pdf" };
    const views = ["https://cdn.example.com/p.png"];
    await answered(calls.suites.create, {
      body: { ...suite, Price: 90, Views: views, Utilities: ["Internet"] },
    });
    const booking = await answered<Booking>(calls.bookings.create, {
      body: walkIn(staff, { SuiteCode: "P1" }),
    });
    const params = { domainId: staff.domainId, bookingId: booking.Id };
    const folio = await answered<Folio>(calls.folios.bookingFolio, { params });
    const onFolio = { params: { domainId: staff.domainId, folioId: folio.Id } };
    const charged = await answered<Folio>(calls.folios.charge, { ...onFolio, body: { Item: "room" } });
    await answered(calls.folios.payment, { ...onFolio, body: { Amount: charged.Balance, Method: "cash" } });
    const invoice = await answered(calls.invoices.issueInvoice, { ...onFolio, body: {} });
    const { url } = requestOf(calls.invoices.invoice, {
      params: { domainId: staff.domainId, invoiceId: invoice.Id },
    });
    const pdf = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${Token}`, accept: PDF_MEDIA_TYPE },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe(PDF_MEDIA_TYPE);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("stops gracefully on SIGTERM and keeps every row through a restart", { timeout: 60_000 }, async () => {
    if (!server) throw new Error("the first start failed");
    const { Token } = (await signInOver(server.base, "admin", password)).answer;
    const country = `Restartia ${Date.now()}`;
    const body = { Name: country, States: ["North"] };
    const created = await fetchCall(server.base, calls.countries.create, { body }, Token);
    expect(created.status).toBe(201);

    const stopped = await stopServer(server);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);

    server = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilAnswers(server);
    const restarted = new URL(server.base).port;
    await expect
      .poll(() => server?.stdout())
      .toContain(`Concierge is ready at http://localhost:${restarted}`);
    expect(server.stdout()).not.toMatch(/password/i);

    const signedIn = await signInOver(server.base, "admin", password);
    expect(signedIn.status).toBe(200);
    const again = signedIn.answer.Token;
    const stored = await fetchCall(server.base, calls.countries.find, { params: { country } }, again);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ Name: country, States: ["North"] });
    // The access token of the first run is still good: the signing key is kept in DATA_DIR.
    const earlier = await fetchCall(server.base, calls.countries.list, {}, Token);
    expect(earlier.status).toBe(200);

    expect((await stopServer(server)).code).toBe(0);
  });
});
