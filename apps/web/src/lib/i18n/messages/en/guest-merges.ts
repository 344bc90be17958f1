import type { Message } from "../../translate";

/** The texts of the duplicate guests screen and of a profile's merges. */
export const guestMerges = {
  "nav.guestDuplicates": "Duplicate guests",
  "guestMerges.description":
    "Profiles that are likely one guest. Choose the one to keep and merge the others into it.",
  "guestMerges.what": "The duplicate guests",
  "guestMerges.none": "No likely duplicates",
  "guestMerges.noneText": "Profiles with the same email, phone, or names and ID are shown here.",
  "guestMerges.reason.email": "Same email",
  "guestMerges.reason.phone": "Same phone",
  "guestMerges.reason.nameAndId": "Same name and ID",
  "guestMerges.email": "Email",
  "guestMerges.phone": "Phone",
  "guestMerges.guestId": "ID",
  "guestMerges.empty": "—",
  "guestMerges.stays": { one: "{count} stay", other: "{count} stays" },
  "guestMerges.lastStay": "Last stay {day}",
  "guestMerges.noStay": "No stay yet",
  "guestMerges.keep": "Profile to keep",
  "guestMerges.merge": "Merge",
  "guestMerges.mergeTitle": "Merge guest profiles",
  "guestMerges.mergeQuestion": {
    one: "Merge {count} profile into {name}? Its bookings move to {name} and it leaves the guests list; {name}'s details stay as they are. The merge can be undone later from {name}'s profile.",
    other:
      "Merge {count} profiles into {name}? Their bookings move to {name} and they leave the guests list; {name}'s details stay as they are. The merge can be undone later from {name}'s profile.",
  },
  "guestMerges.merged": {
    one: "{count} profile merged into {name}",
    other: "{count} profiles merged into {name}",
  },
  "guestMerges.undone": "Merge into {name} undone",
  "guestMerges.history": "Merges into this profile",
  "guestMerges.historyWhat": "The merges",
  "guestMerges.historyNone": "No profile was merged into this one.",
  "guestMerges.mergedBy": "{when}, by {who}",
  "guestMerges.moved": { one: "{count} booking moved", other: "{count} bookings moved" },
  "guestMerges.undoneAt": "Undone {when}",
  "guestMerges.undo": "Undo",
  "guestMerges.undoTitle": "Undo this merge",
  "guestMerges.undoQuestion":
    "Put the bookings back on {names}? Bookings made on this profile since the merge stay here.",
} as const satisfies Record<string, Message>;
