export const site = {} as const;
