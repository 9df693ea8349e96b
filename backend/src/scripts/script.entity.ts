import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BelongsToProject, dateTimeColumn, idColumn, nameColumn, pathColumn } from '../database';

/** A screenplay as uploaded or pasted, with the analysis made of it when it was stored. */
@Entity('scripts')
export class ScriptEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_scripts_projectId')
  @Column(idColumn(false))
  projectId: number;

  @BelongsToProject()
  project?: unknown;

  /** The file name the server stored it under: what the director's scriptPath may name. */
  @Index('IDX_scripts_storedName', { unique: true })
  @Column(nameColumn)
  storedName: string;

  /** The /media URL of the stored bytes. */
  @Column({ ...pathColumn, nullable: false })
  filePath: string;

  @Column({ ...nameColumn, nullable: true })
  originalName: string | null;

  @Column({ ...nameColumn, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  @Column({ type: 'int' })
  sceneCount: number;

  @Column({ type: 'int' })
  characterCount: number;

  /** The analysis as the contracts' scriptAnalysisSchema, checked on the way out. */
  @Column({ type: 'json' })
  analysis: unknown;

  @Column(dateTimeColumn)
  createdAt: Date;
}
