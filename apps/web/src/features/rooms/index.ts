export {
  type RoomAt,
  rackQuery,
  roomKeys,
  useBlockRoom,
  useRack,
  useSetHousekeeping,
  useUnblockRoom,
} from "./api";
