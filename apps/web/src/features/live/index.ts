export { initialsOf } from "./initials";
export { type HeardEvent, onLiveEvent, useLiveEvent } from "./live-events";
export { LiveIndicator } from "./live-indicator";
export { useLiveStream } from "./use-live-stream";
