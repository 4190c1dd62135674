/** A byte limit of the contract's `x-limits` as people read it: 26214400 → "25 MB". */
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1_048_576)} MB`;
