import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { errorMessage } from '../../lib/http';
import { loginAtom, sessionAtom } from './atoms';

/** Where a guard sent the visitor from, so signing in lands them back there. */
export function useReturnTo(): string {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

export function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnTo();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() ? null : 'Please enter your email'),
      password: (v) => (v ? null : 'Please enter your password'),
    },
  });

  if (session.status === 'authenticated' && !submitting) return <Navigate to={returnTo} replace />;

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    setSubmitting(true);
    try {
      await login({ email: email.trim().toLowerCase(), password });
      navigate(returnTo, { replace: true });
    } catch (e) {
      setError(errorMessage(e, 'Login failed'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>Sign in</Title>
          {error && (
            <Alert color="red" data-testid="login-error" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            data-testid="login-email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-testid="login-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={submitting} data-testid="login-submit">
            Sign in
          </Button>
          <Text size="sm" c="dimmed">
            New here?{' '}
            <Anchor component={Link} to="/register" state={location.state}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
