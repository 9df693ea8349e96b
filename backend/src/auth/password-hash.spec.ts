import { generatePassword, hashPassword, isPasswordHash, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse');
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse ', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses anything that is not one of its hashes', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    expect(isPasswordHash('scrypt$1$2$3$salt')).toBe(false);
  });

  it('generates long passwords without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{24}$/);
  });
});
