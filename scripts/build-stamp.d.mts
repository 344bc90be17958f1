export const stampOf: (root: string) => string;
export function fingerprint(root: string): string;
export function isBuildCurrent(root: string): boolean;
export function writeStamp(root: string, built?: string): void;
