import { Button } from '@mui/material';
import type { AiServiceName } from '@studio/contracts/settings';
import { useState } from 'react';
import { useKeyUpdatedFlash } from '../hooks/use-key-updated-flash';
import { ServiceKeyDialog } from './service-key-dialog';

export interface ServiceKeyButtonProps {
  service: { key: AiServiceName; name: string; provider: string };
  connected: boolean;
}

/** 'Add Key' or 'Update Key'; after a key is saved it reads 'Key updated' for 3 seconds. */
export function ServiceKeyButton({ service, connected }: ServiceKeyButtonProps) {
  const [open, setOpen] = useState(false);
  const keyUpdated = useKeyUpdatedFlash();
  const action = connected ? 'Update' : 'Add';

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color={keyUpdated.visible ? 'success' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {keyUpdated.visible ? 'Key updated' : `${action} Key`}
      </Button>
      {open && (
        <ServiceKeyDialog
          service={service}
          action={action}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            keyUpdated.show();
          }}
        />
      )}
    </>
  );
}
