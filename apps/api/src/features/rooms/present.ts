import type { Block, Housekeeping, Room } from "@concierge/contract";

export const presentRoom = (room: {
  code: string;
  category: string;
  suiteId: string;
  housekeeping: Housekeeping;
}): Room => ({
  Code: room.code,
  Category: room.category,
  SuiteId: room.suiteId,
  Housekeeping: room.housekeeping,
});

export const presentBlock = (block: {
  id: string;
  suiteCode: string;
  from: string;
  to: string;
  reason: string | null;
}): Block => ({
  Id: block.id,
  SuiteCode: block.suiteCode,
  From: block.from,
  To: block.to,
  Reason: block.reason ?? "",
});
