/** The texts of bookings, the rack. */
export const frontDesk = {};
