import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/** One express-session session; `data` is the serialized session, `expiresAt` its end. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  @Column({ type: 'text' })
  data: string;

  @Index('IDX_sessions_expiresAt')
  @Column(dateTimeColumn)
  expiresAt: Date;
}
