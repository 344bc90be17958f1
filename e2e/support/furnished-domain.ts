import { calls } from "@concierge/contract";
import { expect } from "vitest";
import { guests } from "../../apps/api/src/db/schema/index.js";
import { createUser, signIn } from "../../apps/api/test/factories.js";
import { addSuite, walkIn } from "../../apps/api/test/front-desk.js";
import { dataUrl, png } from "../../apps/api/test/image-samples.js";
import type { Console } from "./console.js";

/** An administrator whose domain has a row on every list, pictures included (stored and pasted). */
export async function furnishedDomain(site: Console) {
  const admin = await createUser(site.db);
  const staff = { ...admin, ...(await signIn(site, admin)) };
  const send = async (call: Parameters<Console["call"]>[0], body: unknown) => {
    const answer = await site.call(call, { body }, staff.headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  const country = await send(calls.countries.create, { Name: `Ghana ${Date.now()}`, States: ["Volta"] });
  const utility = await send(calls.utilities.create, { Name: `Spa ${Date.now()}`, Items: ["Sauna"] });
  await send(calls.images.upload, { name: "Lobby", image: dataUrl("image/png", png) });
  const suite = await addSuite(site, staff, staff.branchId, ["A5"]);
  const booking = await send(calls.bookings.create, walkIn(staff));
  // A second profile of that guest, as an import may leave one: a group on the duplicates screen.
  await site.db.insert(guests).values({
    domainId: admin.domainId,
    firstName: "Ada",
    lastName: "Obi",
    email: booking.Email.toUpperCase(),
  });
  return { admin, country: country.Name, utility: utility.Name, suite: suite.Id, booking: booking.Id };
}
