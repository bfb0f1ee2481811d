import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

// Verifying against this when the user does not exist keeps "no such user" as slow as "wrong password".
const DUMMY_HASH = hash('dummy-password-for-timing');

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
