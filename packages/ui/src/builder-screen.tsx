import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { SectionTitle } from './section-title';

export interface BuilderScreenProps {
  title: string;
  subtitle: string;
  /** The create form, above the list. */
  form: ReactNode;
  /** The list's heading ('Project Sets'). */
  listTitle: string;
  /** The list, and any sections after it. */
  children: ReactNode;
}

/** A builder screen of a remote: its title, the create form, then the project's list under its heading. */
export function BuilderScreen({ title, subtitle, form, listTitle, children }: BuilderScreenProps) {
  return (
    <>
      <PageTitle title={title} subtitle={subtitle} />
      {form}
      <SectionTitle title={listTitle} />
      {children}
    </>
  );
}
