import 'server-only'
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { Database } from '@/lib/server/db/client'
import { keyFor, tokenPurposes, type TokenPurpose } from './keys'

const algorithm = 'HS256'

export async function signToken(
  db: Database,
  purpose: TokenPurpose,
  claims: JWTPayload & { sub: string },
  expiresAt: Date,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setAudience(tokenPurposes[purpose])
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyFor(db, purpose))
}

/** Only HS256 is accepted, never `none`; another purpose's token reads as undefined. */
export async function readToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
): Promise<(JWTPayload & { sub: string }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(db, purpose), {
      algorithms: [algorithm],
      audience: tokenPurposes[purpose],
      requiredClaims: ['sub', 'exp'],
    })
    return typeof payload.sub === 'string' ? (payload as JWTPayload & { sub: string }) : undefined
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}
