export const identity = {} as const;
