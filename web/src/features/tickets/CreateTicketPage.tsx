import { DEFAULT_PRIORITY, DEFAULT_TAGS, openTicketInput, TICKET_PRIORITIES, TICKET_TAGS, type TicketPriority, type TicketTag } from '@exam/domain';
import { Alert, Button, Group, MultiSelect, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/http';
import { zodValidate } from '../../lib/zodForm';
import { ticketsApi } from './api';
import { label, TAG_LABELS } from './format';

type Values = { subject: string; message: string; priority: TicketPriority; tags: TicketTag[] };

/** /tickets/create: the ticket creation form, validated with the same rules as the server (§5). */
export function CreateTicketPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { subject: '', message: '', priority: DEFAULT_PRIORITY, tags: [...DEFAULT_TAGS] },
    validate: zodValidate(openTicketInput),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSending(true);
    try {
      const r = await ticketsApi.open({ ...values, subject: values.subject.trim(), message: values.message.trim() });
      navigate(`/tickets/${r.ticketId}`, { state: { after: r.position } });
    } catch (e) {
      setError(errorMessage(e, 'An unknown error occurred'));
      setSending(false);
    }
  });

  return (
    <Paper maw={640} mx="auto" p="lg" withBorder radius="md">
      <form onSubmit={submit} noValidate data-testid="create-ticket-form">
        <Stack>
          <div>
            <Title order={2}>New ticket</Title>
            <Text c="dimmed" size="sm">Tell us what went wrong; we usually answer within a day.</Text>
          </div>
          {error && <Alert color="red" role="alert" data-testid="create-ticket-error">{error}</Alert>}
          <TextInput label="Subject" withAsterisk maxLength={200} data-testid="ticket-subject" key={form.key('subject')} {...form.getInputProps('subject')} />
          <Textarea label="Message" withAsterisk autosize minRows={5} placeholder="What happened, on which mock or page, and what you expected"
            data-testid="ticket-message" key={form.key('message')} {...form.getInputProps('message')} />
          <Group grow align="flex-start">
            <Select label="Priority" allowDeselect={false} data={TICKET_PRIORITIES.map((p) => ({ value: p, label: label(p) }))}
              data-testid="ticket-priority-select" key={form.key('priority')} {...form.getInputProps('priority')} />
            <MultiSelect label="Category" data={TICKET_TAGS.map((t) => ({ value: t, label: TAG_LABELS[t] }))}
              data-testid="ticket-tags-select" key={form.key('tags')} {...form.getInputProps('tags')} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/tickets">Cancel</Button>
            <Button type="submit" loading={sending} data-testid="ticket-submit">Create ticket</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
