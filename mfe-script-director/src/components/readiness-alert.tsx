import { Alert, Typography } from '@mui/material';
import type { SceneReadiness } from '@studio/contracts/director';

/** 'Ready to Render', or the director's message with every asset the scene still lacks; and the 3D models still being generated. */
export function ReadinessAlert({ readiness }: { readiness: SceneReadiness }) {
  return (
    <Alert severity={readiness.ready ? 'success' : 'warning'} sx={{ mt: 1 }}>
      {readiness.ready ? 'Ready to Render' : readiness.message}
      {readiness.missingAssets.map((asset) => (
        <Typography key={`${asset.type}-${asset.name}-${asset.line ?? ''}`} variant="body2">
          {`${asset.type}: ${asset.name}${asset.line ? ` ("${asset.line}")` : ''}`}
        </Typography>
      ))}
      {readiness.generating?.map((model) => (
        <Typography key={model} variant="body2" color="text.secondary">
          {model}
        </Typography>
      ))}
    </Alert>
  );
}
