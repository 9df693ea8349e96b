import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ScriptEntity } from './script.entity';

export type NewScript = Omit<ScriptEntity, 'id' | 'project' | 'createdAt'>;

/** The scripts table: stored screenplays and their analyses. */
@Injectable()
export class ScriptsRepository {
  constructor(@InjectRepository(ScriptEntity) private readonly scripts: Repository<ScriptEntity>) {}

  insert(script: NewScript): Promise<ScriptEntity> {
    return this.scripts.save(this.scripts.create({ ...script, createdAt: new Date() }));
  }

  findById(id: number): Promise<ScriptEntity | null> {
    return this.scripts.findOneBy({ id });
  }

  findByFilePath(filePath: string): Promise<ScriptEntity | null> {
    return this.scripts.findOneBy({ filePath });
  }

  findByStoredName(storedName: string): Promise<ScriptEntity | null> {
    return this.scripts.findOneBy({ storedName });
  }

  /** A new analysis of the same stored bytes (e.g. with the director's memory). */
  async updateAnalysis(id: number, analysis: unknown): Promise<void> {
    await this.scripts.save({ id, analysis });
  }

  listByProject(projectId: number): Promise<ScriptEntity[]> {
    return this.scripts.find({ where: { projectId }, order: { id: 'DESC' } });
  }

  /** The newest script of the project: what the director works from. */
  latestOfProject(projectId: number): Promise<ScriptEntity | null> {
    return this.scripts.findOne({ where: { projectId }, order: { id: 'DESC' } });
  }
}
