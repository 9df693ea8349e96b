import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { isApiError } from '@studio/api-client/http';
import { useLogin } from '@studio/api-client/auth';
import { loginSchema } from '@studio/contracts/auth';
import { SecretField } from '@studio/ui/secret-field';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../hooks/use-notify';
import { PRODUCT_TITLE } from '../../../components/product-title';


/** docs/product-rules.md#screens and docs/product-rules.md#validation: the gate in front of the whole app; the password is checked by the backend. */
export function PasswordGate() {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const login = useLogin();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Required');
      return;
    }
    setFieldError(null);
    login.mutate(parsed.data, {
      onSuccess: () =>
        notify('Welcome to My Movie AI', 'Access granted. Welcome to the AI film production platform.', 'success'),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          notify('Access Denied', 'Incorrect password. Please try again.', 'error');
        } else {
          notify('Error', error.message, 'error');
        }
        setPassword('');
      },
    });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3, p: 4 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="h1">
              {PRODUCT_TITLE}
            </Typography>
            <Typography color="text.secondary">AI-Powered Film Production Platform</Typography>
          </Box>
          <SecretField
            id="access-password"
            label="Access Password"
            placeholder="Enter password to continue"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={fieldError !== null}
            helperText={fieldError}
            disabled={login.isPending}
          />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {login.isPending ? 'Authenticating...' : 'Enter Studio'}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            Modular AI Film Studio Architecture / Director-Centric Edition
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
