import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/** One AI service's API key, AES-256-GCM encrypted (base64 fields); the plaintext is never stored. */
@Entity('service_keys')
export class ServiceKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  service: string;

  /** At most 500 ASCII characters encrypt to at most 684 base64 characters. */
  @Column({ type: 'varchar', length: 1024 })
  ciphertext: string;

  @Column({ type: 'varchar', length: 32 })
  iv: string;

  @Column({ type: 'varchar', length: 32 })
  tag: string;

  @Column(dateTimeColumn)
  updatedAt: Date;
}
