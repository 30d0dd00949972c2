import type { DataSource, Repository } from 'typeorm';
import type { Config } from '../config';
import { unauthenticated } from '../common/errors';
import { logger } from '../common/logger';
import type { CurrentUser } from '../app/context';
import { timingDummyHash, verifyPassword } from './password';
import { signAccessToken, verifyAccessToken } from './tokens';
import { User } from './user.entity';

export const INVALID_CREDENTIALS = 'Invalid credentials';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AuthService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly config: Config,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /** One answer for an unknown account, a wrong password and a disabled account. */
  async login(email: string, password: string, ip: string): Promise<{ token: string; user: User }> {
    const user = await this.users.findOneBy({ email: normalizeEmail(email) });
    const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    if (!user || !valid || !user.active) {
      logger.warn('sign-in failed', { ip, account: user ? user.id : 'unknown' });
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    logger.info('signed in', { ip, userId: user.id, role: user.role });
    const token = signAccessToken({ userId: user.id, role: user.role }, this.config.jwtSecret, this.config.jwtExpiresIn);
    return { token, user };
  }

  /** The user a bearer token speaks for, if the token is valid and the account still active. */
  async userForToken(token: string): Promise<CurrentUser | null> {
    const claims = verifyAccessToken(token, this.config.jwtSecret);
    if (!claims) return null;
    const user = await this.users.findOneBy({ id: claims.userId });
    if (!user || !user.active) return null;
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
