import { z } from 'zod';

/** The answer of an action with nothing else to say (logout, a deleted document). */
export const successSchema = z.object({ success: z.literal(true) });
/** The answer of an action that says what happened in words for people (an email sent, a password changed). */
export const messageSchema = z.object({ message: z.string() });
