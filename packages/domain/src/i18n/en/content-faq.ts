export const faq = {} as const;
