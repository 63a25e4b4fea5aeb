export const status = {} as const;
