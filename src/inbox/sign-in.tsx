import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { inboxApi, InboxApiError, InboxOfflineError, type Session } from './inbox-api';
import { inboxCopy } from './inbox-copy';

export function SignIn({ onSignedIn, notice }: { onSignedIn: (session: Session) => void; notice?: string | undefined }) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passphrase === '') {
      setError(inboxCopy.passphraseRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const session = await inboxApi.signIn(passphrase);
      setPassphrase('');
      onSignedIn(session);
    } catch (caught) {
      if (caught instanceof InboxOfflineError) setError(inboxCopy.unreachable);
      else setError(caught instanceof InboxApiError ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper component="main" maw={420} mx="auto" mt="xl" p="lg" withBorder radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text c="gray.7" size="sm">
            {inboxCopy.studio}
          </Text>
          <Title order={1} size="h2">
            {inboxCopy.signInTitle}
          </Title>
          {notice && (
            <Alert color="yellow" role="status">
              {notice}
            </Alert>
          )}
          <Text size="sm">{inboxCopy.signInIntro}</Text>
          <PasswordInput
            label={inboxCopy.passphrase}
            value={passphrase}
            onChange={(event) => setPassphrase(event.currentTarget.value)}
            autoComplete="current-password"
            error={error ?? undefined}
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={sending}>
            {inboxCopy.signIn}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
