import { Column, Entity } from 'typeorm';
import { pathColumn, ProjectContent, ProjectItemRow, shortTextColumn } from '../database';

@Entity('sets')
@ProjectContent({ kind: 'set' })
export class SetEntity extends ProjectItemRow {
  @Column(shortTextColumn(false))
  type: string;

  @Column(pathColumn)
  scenePath: string | null;

  @Column(shortTextColumn(true))
  oceanType: string | null;

  /** The kind of place picked for it (SET_KINDS); null reads it from the name and description. */
  @Column(shortTextColumn(true))
  kind: string | null;
}
