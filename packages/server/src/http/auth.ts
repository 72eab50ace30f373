/**
 * Session tokens (JWT with an expiry, signed with HS256) and the hook that turns the bearer
 * token into the acting lawyer. Every tenant route reads the lawyer from here, never from input.
 */
import { PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from './errors.ts';

export interface SessionClaims {
  idAbogado: number;
  email: string;
}

export interface TokenService {
  sign(claims: SessionClaims): Promise<string>;
  verify(token: string): Promise<SessionClaims>;
}

const ISSUER = 'expediente-digital';

export function createTokenService(secret: string, sessionHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ email: claims.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.idAbogado))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${sessionHours}h`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const idAbogado = Number(payload.sub);
        if (!Number.isInteger(idAbogado) || typeof payload.email !== 'string') throw unauthorized();
        return { idAbogado, email: payload.email };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('SesionExpirada');
        throw unauthorized();
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** preHandler for authenticated routes. */
export function requireSession(tokens: TokenService) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.session = await tokens.verify(token);
  };
}

/** preHandler for the calls the seeds mark with a fixed public api key instead of a session. */
export async function requirePublicApiKey(request: FastifyRequest): Promise<void> {
  if (request.headers[PUBLIC_API_KEY_HEADER] !== PUBLIC_API_KEY) throw unauthorized();
}
