import { Alert } from '@mui/material';

/** A failed load, with the API's '<status>: <text>' message. */
export function ErrorAlert({ error }: { error: Error }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {error.message}
    </Alert>
  );
}
