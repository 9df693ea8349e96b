import { Button, Stack, Typography } from '@mui/material';
import type { ScriptFormat } from '@studio/contracts/scripts';

const FORMATS: Array<{ format: ScriptFormat; label: string }> = [
  { format: 'fountain', label: 'Fountain' },
  { format: 'fdx', label: 'Final Draft' },
  { format: 'pdf', label: 'PDF' },
];

/** 'Export Screenplay' with one download link per format (the server names the file). */
export function ScreenplayDownloads({ urlOf }: { urlOf: (format: ScriptFormat) => string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="group" aria-label="Export Screenplay">
      <Typography variant="body2" color="text.secondary">
        Export Screenplay:
      </Typography>
      {FORMATS.map(({ format, label }) => (
        <Button key={format} size="small" variant="outlined" component="a" href={urlOf(format)} download>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
