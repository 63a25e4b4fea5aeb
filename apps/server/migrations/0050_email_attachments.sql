-- Emails may carry files (the live call's invitation carries its .ics calendar event): each attachment as
-- {filename, contentType, content} with a text content, kept with the queued email and with the sandbox's copy.
alter table outbound_emails add column attachments jsonb not null default '[]';
alter table sandbox_messages add column attachments jsonb not null default '[]';
