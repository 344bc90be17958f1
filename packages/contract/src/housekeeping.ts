/** CONTRACT, "Rooms: housekeeping and out of order": a room's states (read by rooms and availability). */
export const HOUSEKEEPING_STATES = ["clean", "dirty", "inspected"] as const;
export type Housekeeping = (typeof HOUSEKEEPING_STATES)[number];
