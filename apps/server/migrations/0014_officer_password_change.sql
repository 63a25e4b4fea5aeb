-- An officer's own password (docs/decisions/012-officer-login.md, 'The temporary password').

-- A password an administrator set (a new officer, a reset) is temporary: until the officer chooses their own, the
-- back office refuses every call but the officer's own details, the password change, refresh and logout. Officers
-- stored before this column keep the password they have as their own.
alter table officers add column password_is_temporary boolean not null default false;
-- When the password was last set, by an administrator or by the officer; null for a password set before this column.
alter table officers add column password_changed_at timestamptz;
