/**
 * Security headers on every answer, through @fastify/helmet: a Content-Security-Policy without
 * inline scripts (the built app loads only its own module files), no framing of our pages by
 * others, nosniff, no referrer leaking case URLs, and HSTS in production only (a development
 * server on http://localhost must not pin the browser to https).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  isProduction: boolean;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction }: SecurityHeadersOptions,
): Promise<void> {
  await app.register(helmet, {
    // Helmet's own CSP defaults allow inline styles but also 'unsafe-inline' nowhere for scripts;
    // ours is written out so that every origin we need is explained.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in a <style> element, and the e-mails shown in the dev
        // mailbox carry inline styles: styles may be inline, scripts never.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // /channelHub is same-origin; 'self' covers ws:/wss: to our own host.
        connectSrc: ["'self'"],
        // The document viewer frames the court's own document URL (https in production; the
        // court simulator on loopback outside it).
        frameSrc: isProduction
          ? ["'self'", 'https:']
          : ["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    // The court documents opened in frames come from other origins.
    crossOriginEmbedderPolicy: false,
  });
}
