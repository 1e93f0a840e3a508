import { registerInput } from '@exam/domain';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../lib/http';
import { zodValidate } from '../../lib/zodForm';
import { registerAtom, sessionAtom } from './atoms';
import { useReturnTo } from './LoginPage';

/** Server codes that belong to one field, so the message shows under that input. */
const FIELD_OF_CODE: Record<string, 'username' | 'email' | 'password'> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'username',
};

export function RegisterPage() {
  const session = useAtomValue(sessionAtom);
  const register = useSetAtom(registerAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnTo();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '' },
    // the same schema the command API validates with, so both sides say the same sentence
    validate: zodValidate(registerInput),
  });

  if (session.status === 'authenticated' && !submitting) return <Navigate to={returnTo} replace />;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      await register(registerInput.parse(values));
      navigate(returnTo, { replace: true });
    } catch (e) {
      const field = isApiError(e) ? FIELD_OF_CODE[e.code] : undefined;
      if (field) form.setFieldError(field, errorMessage(e));
      else setError(errorMessage(e, 'Registration failed'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>Create an account</Title>
          {error && (
            <Alert color="red" data-testid="register-error" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Username"
            autoComplete="username"
            description="3 to 30 letters, digits, dots, dashes or underscores"
            data-testid="register-username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            data-testid="register-email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters"
            data-testid="register-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={submitting} data-testid="register-submit">
            Register
          </Button>
          <Text size="sm" c="dimmed">
            Already registered?{' '}
            <Anchor component={Link} to="/login" state={location.state}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
