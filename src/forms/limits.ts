/** Longest value each kind of field takes (characters); the schemas and their messages share them. */
export const LIMITS = { name: 100, phone: 20, phones: 40, email: 254, text: 2000 } as const;
