export {
  freeRoomsQuery,
  type RoomAt,
  rackQuery,
  roomKeys,
  useBlockRoom,
  useRack,
  useSetHousekeeping,
  useUnblockRoom,
} from "./api";
export { freeTonight, type Tonight, tonightOf } from "./tonight";
