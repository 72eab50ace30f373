/**
 * Session tokens (JWT with an expiry, signed with HS256) and the hook that turns the bearer
 * token into the acting lawyer. Every tenant route reads the lawyer from here, never from input.
 */
import { PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, appError, unauthorized } from './errors.ts';

/**
 * The tenant is the account: `idAbogado` is the account holder's id, shared by the holder and its
 * associated users; `idUsuario` is who signed in (the holder or an associated user).
 */
export interface SessionClaims {
  idAbogado: number;
  idUsuario: number;
  email: string;
  /** The account's feature flags (abogados.funcionalidades of the holder), read with the account. */
  funcionalidades: Record<string, boolean>;
  /** When the token expires (seconds since the epoch): the WebSocket hub closes the socket then. */
  exp: number;
}

export interface TokenService {
  /**
   * Signs a session for the user who signed in (`idAbogado` is the user's own id), bound to the
   * user's current session version (`abogados.version_sesion`, 0 when left out).
   */
  sign(claims: { idAbogado: number; email: string; versionSesion?: number }): Promise<string>;
  verify(token: string): Promise<SessionClaims>;
  /** A short-lived signed link token (downloads): a purpose, a subject and the account it is for. */
  signLink(claims: LinkClaims, seconds: number): Promise<string>;
  /** The claims of a link token made for `purpose`; throws when expired, tampered or for another purpose. */
  verifyLink(token: string, purpose: string): Promise<LinkClaims>;
}

export interface LinkClaims {
  purpose: string;
  subject: string;
  idAbogado: number;
}

/** The account a user works in and that account's feature flags. */
export interface ResolvedAccount {
  idAbogado: number;
  funcionalidades: Record<string, boolean>;
  /** The user's session version: a token signed with another one has been revoked. */
  versionSesion: number;
}

/**
 * The account a user works in, read on every request so that removing an associated user ends
 * its access at once (not when its token expires). Null when the user no longer exists.
 */
export type AccountResolver = (idUsuario: number) => Promise<ResolvedAccount | null>;

const ISSUER = 'expediente-digital';

/** Claims of a session token whose signature has been checked: valid until `exp` (seconds). */
interface VerifiedToken {
  idUsuario: number;
  email: string;
  exp: number;
  /** The session version the token was signed with (tokens from before issue 20 carry none: 0). */
  versionSesion: number;
}

/**
 * Signature checks remembered per token. A token's signature and claims never change, so once
 * checked it only needs its expiry compared; HMAC through WebCrypto was ~8 % of the server's CPU
 * under load (decision 0017). The account is still resolved on every request (revocation).
 */
const VERIFIED_TOKENS_MAX = 10_000;

function rememberVerified(cache: Map<string, VerifiedToken>, token: string, verified: VerifiedToken): void {
  if (cache.size >= VERIFIED_TOKENS_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(token, verified);
}

export function createTokenService(
  secret: string,
  sessionHours: number,
  resolveAccount: AccountResolver = async (idUsuario) => ({
    idAbogado: idUsuario,
    funcionalidades: {},
    versionSesion: 0,
  }),
): TokenService {
  const key = new TextEncoder().encode(secret);
  const verifiedTokens = new Map<string, VerifiedToken>();

  async function verifySignature(token: string): Promise<VerifiedToken> {
    const cached = verifiedTokens.get(token);
    if (cached) {
      if (cached.exp * 1000 > Date.now()) return cached;
      verifiedTokens.delete(token);
    }
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    const idUsuario = Number(payload.sub);
    if (!Number.isInteger(idUsuario) || typeof payload.email !== 'string' || typeof payload.exp !== 'number')
      throw unauthorized();
    const versionSesion = payload.sv ?? 0;
    if (!Number.isInteger(versionSesion)) throw unauthorized();
    const verified = {
      idUsuario,
      email: payload.email,
      exp: payload.exp,
      versionSesion: versionSesion as number,
    };
    rememberVerified(verifiedTokens, token, verified);
    return verified;
  }

  return {
    sign: (claims) =>
      new SignJWT({ email: claims.email, sv: claims.versionSesion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.idAbogado))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${sessionHours}h`)
        .sign(key),
    async verify(token) {
      try {
        const { idUsuario, email, exp, versionSesion } = await verifySignature(token);
        const account = await resolveAccount(idUsuario);
        if (account === null) throw unauthorized();
        // Signed before a password change or 'Cerrar sesión en todos los dispositivos'.
        if (account.versionSesion !== versionSesion) throw unauthorized('SesionExpirada');
        return {
          idAbogado: account.idAbogado,
          funcionalidades: account.funcionalidades,
          idUsuario,
          email,
          exp,
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('SesionExpirada');
        if (error instanceof AppError) throw error;
        throw unauthorized();
      }
    },
    signLink: (claims, seconds) =>
      new SignJWT({ cuenta: claims.idAbogado })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.subject)
        .setAudience(claims.purpose)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${seconds}s`)
        .sign(key),
    async verifyLink(token, purpose) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: purpose,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.cuenta !== 'number') throw unauthorized();
        return { purpose, subject: payload.sub, idAbogado: payload.cuenta };
      } catch {
        throw appError(403, 'EnlaceDescargaVencido');
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
