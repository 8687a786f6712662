-- hand-written
-- The server's signing secret (print links, device cookies): made by the first API instance to start and read by
-- every other, so links and cookies signed by one instance check on all of them. SERVER_SECRET overrides it.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
