CREATE TABLE "provider_launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"category" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_status" CHECK ("provider_rounds"."status" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"round_id" text,
	"ledger_id" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id"),
	CONSTRAINT "provider_transactions_kind" CHECK ("provider_transactions"."kind" in ('debit', 'credit')),
	CONSTRAINT "provider_transactions_amount" CHECK ("provider_transactions"."amount" > 0 AND "provider_transactions"."amount" <= 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "provider_launches" ADD CONSTRAINT "provider_launches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_launches_session" ON "provider_launches" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "provider_launches_user" ON "provider_launches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provider_rounds_user" ON "provider_rounds" USING btree ("user_id","created_at");