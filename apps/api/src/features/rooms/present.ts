import type { Availability, Block, Housekeeping, Room } from "@concierge/contract";

export const presentRoom = (room: {
  code: string;
  category: string;
  suiteId: string;
  housekeeping: Housekeeping;
  version: number;
}): Room => ({
  Code: room.code,
  Category: room.category,
  SuiteId: room.suiteId,
  Housekeeping: room.housekeeping,
  Version: room.version,
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

export const presentAvailability = (free: {
  checkin: Date;
  checkout: Date;
  currency: string;
  rooms: { code: string; category: string; suiteId: string; price: number; housekeeping: Housekeeping }[];
}): Availability => ({
  Checkin: free.checkin.toISOString(),
  Checkout: free.checkout.toISOString(),
  Currency: free.currency,
  Rooms: free.rooms.map((room) => ({
    Code: room.code,
    Category: room.category,
    SuiteId: room.suiteId,
    Price: room.price,
    Housekeeping: room.housekeeping,
  })),
});
