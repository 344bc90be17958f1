/** From this share of its limit on, a field counts its characters under it. */
const NEAR_LIMIT = 0.8;

/** Whether a field of `length` characters, limited to `max`, says its count: near the limit or past it. */
export const nearLimit = (length: number, max: number) => length >= Math.floor(max * NEAR_LIMIT);
