import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { SectionTitle } from '@studio/ui/section-title';
import { ChangePasswordForm } from '../features/settings/components/change-password-form';
import { LocalEnginesPanel } from '../features/settings/components/local-engines-panel';
import { PiratePreferences } from '../features/settings/components/pirate-preferences';
import { ServiceStatusPanel } from '../features/settings/components/service-status-panel';

/** /settings: AI service status and keys, local engines, pirate preferences and the studio password. The screen is the same for every project. */
export function Settings(_props: RemoteScreenProps) {
  return (
    <>
      <PageTitle title="Settings" subtitle="AI service connections and studio preferences." />
      <ServiceStatusPanel />
      <LocalEnginesPanel />
      <SectionTitle title="Pirate Preferences" />
      <PiratePreferences />
      <ChangePasswordForm />
    </>
  );
}
