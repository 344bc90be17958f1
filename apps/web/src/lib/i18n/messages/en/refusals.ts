import type { Message } from "../../translate";

/**
 * The contract's refusals whose words name values, by the name the server sends (`refusal`, e.g.
 * `bookings.taken`), their `{placeholders}` its `values`. In English the server's own words are
 * shown; these are what the translations follow (a test reads each back as the server's words).
 */
export const refusalsEnglish = {
  "refusal.users.usernameTaken": "the username {username} is already taken",
  "refusal.users.emailTaken": "the email {email} already belongs to a user",
  "refusal.users.alreadyAccepted":
    "{username} has already accepted the invitation; activate the account instead of inviting again",
  "refusal.bookings.notARoom": "code {room} is not a room of this branch",
  "refusal.bookings.taken": "room {room} is already booked for that stay; it is free from {freeFrom}",
  "refusal.bookings.notYetArrived":
    "this reservation arrives on {day}; it cannot be checked in or marked a no-show before",
  "refusal.bookings.notReserved":
    "only a reservation can be checked in or marked a no-show; this booking is {status}",
  "refusal.bookings.notInHouse": "only a guest in house can check out; this booking is {status}",
  "refusal.bookings.notCancellable": "this booking is {status} and cannot be cancelled",
  "refusal.bookings.notMovable":
    "only a reservation or a guest in house can be moved; this booking is {status}",
  "refusal.bookings.tooLong": "a stay may last at most {nights} nights",
  "refusal.bookings.registrationIncomplete": {
    one: "to check in, the guest's {fields} is required",
    other: "to check in, the guest's {fields} are required",
  },
  "refusal.domains.exists": "a domain named {name} already exists",
  "refusal.domains.holds": "this domain still holds {held}; remove them before deleting it",
  "refusal.countries.exists": "a country named {name} already exists",
  "refusal.utilities.exists": "a utility named {name} already exists",
  "refusal.roles.heldBy": {
    one: "this role is held by {count} user; give them another role first",
    other: "this role is held by {count} users; give them another role first",
  },
  "refusal.branches.unknownCountry": "country {country} is not in the list of countries",
  "refusal.branches.stateNotInCountry": "state {state} is not a state of {country}",
  "refusal.branches.holds": "this branch still holds {held}; move or remove them before deleting it",
  "refusal.folios.itemNotFound": "{item} is not an item of this branch's catalogue",
  "refusal.folios.itemInactive": "{item} is no longer sold: it is archived in the catalogue",
  "refusal.folios.closed": "folio {number} is closed: cancel its invoice to post into it again",
  "refusal.folios.notANight": "{day} is not a night of this stay",
  "refusal.folios.nightCharged": "the night of {day} is charged already",
  "refusal.folios.overAllowance": "an allowance is at most what is left of its charge: {left} {currency}",
  "refusal.folios.overRefund": "a refund is at most what is left of its payment: {left} {currency}",
  "refusal.folios.unbalanced": "the folio must balance before its invoice is issued: {due} {currency} is due",
  "refusal.folios.alreadyCancelled": "invoice {number} is cancelled already",
  "refusal.folios.balanceDue": "{due} {currency} is due",
  "refusal.business-day.notBusinessDate":
    "{date} is not this branch's business date: its books are open for {businessDate}",
  "refusal.business-day.notYet":
    "{date} cannot be closed before it has begun: today is {today} in the branch's zone",
  "refusal.business-day.arrivalsPending": {
    one: "{count} reservation due by {date} not checked in: check in or mark no-show first",
    other: "{count} reservations due by {date} not checked in: check in or mark no-show first",
  },
  "refusal.business-day.reportNotFound": "{date} is not a closed day of this branch",
  "refusal.folios.creditLeft": "a credit of {credit} {currency} is left: refund it before the guest leaves",
  "refusal.auth.tooManyAttempts": {
    one: "too many attempts, try again in {count} minute",
    other: "too many attempts, try again in {count} minutes",
  },
  "refusal.suites.codeTaken": {
    one: "code {codes} already belongs to another suite of this branch",
    other: "codes {codes} already belong to another suite of this branch",
  },
  "refusal.suites.unknownUtility": "utility {utility} is not in the list '{list}'",
  "refusal.suites.booked": {
    one: "room {rooms} has bookings; the suite cannot be deleted, archive it instead",
    other: "rooms {rooms} have bookings; the suite cannot be deleted, archive it instead",
  },
  "refusal.suites.bookedCodes": {
    one: "room {rooms} has bookings; a booked room cannot be removed from the suite or moved to another branch",
    other:
      "rooms {rooms} have bookings; a booked room cannot be removed from the suite or moved to another branch",
  },
  "refusal.suites.archivedRoom": "room {room} belongs to an archived suite and cannot be booked",
  "refusal.suites.heldAhead": {
    one: "room {rooms} has stays or blocks that have not ended; the suite cannot be archived before they end",
    other:
      "rooms {rooms} have stays or blocks that have not ended; the suite cannot be archived before they end",
  },
  "refusal.rooms.roomNotFound": "code {room} is not a room of this branch",
  "refusal.rooms.tooLong": "an out-of-order block may last at most {nights} nights",
  "refusal.rooms.held": "room {room} is held for those nights; it is free from {freeFrom}",
  "refusal.rates.codeTaken": "code {code} is already a rate plan of this branch",
  "refusal.rates.derivedPriced":
    "{code} is derived from another plan: its prices follow its parent, set those instead",
  "refusal.rates.parentDerived": "{code} is itself derived: a plan derives from a plan that is not",
  "refusal.rates.hasDerived": "{code} has plans derived from it and cannot become derived",
  "refusal.rates.inactive": "rate plan {code} is archived and sells no new stay",
  "refusal.rates.refused": "the rate refuses this stay: {reasons}",
  "refusal.branches.codeTaken": "{code} is already the code of another branch",
  "refusal.catalogue.itemTaken": "{code} is already an item of this branch's catalogue",
  "refusal.catalogue.unknownTax": "{code} is not a tax of this branch",
  "refusal.catalogue.taxOverlaps": "{code} already has a rate over part of that period: end it first",
  "refusal.catalogue.noRateOn": "{code} has no rate on {day}: give the tax a period that covers it",
  // `ago` is how long before now `at` was, in the language's words.
  "refusal.live.changed": "Changed by {actor} {ago}: reload or overwrite",
  // What a domain or a branch still holds, counted (`held`).
  "refusal.held.user": { one: "{count} user", other: "{count} users" },
  "refusal.held.branch": { one: "{count} branch", other: "{count} branches" },
  "refusal.held.suite": { one: "{count} suite", other: "{count} suites" },
  "refusal.held.image": { one: "{count} image", other: "{count} images" },
} as const satisfies Record<string, Message>;
