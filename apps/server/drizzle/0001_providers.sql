CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "providers" ("id", "status") VALUES ('betradar', 'active'), ('oddin', 'active'), ('betconstruct', 'active') ON CONFLICT DO NOTHING;
