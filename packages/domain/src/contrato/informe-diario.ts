/**
 * The wire contract of the morning report's one-click unsubscribe (RFC 8058): GET shows a
 * confirmation page, POST (the mail client's 'List-Unsubscribe=One-Click' or the page's form)
 * acts. Both answer HTML pages, so only the request is written here.
 */
import { z } from 'zod';

/** The signed link the e-mail carries. */
export const cancelarSuscripcionQuery = z.object({ token: z.string().min(10).max(2000) });
