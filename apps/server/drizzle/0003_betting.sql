CREATE TABLE "bet_requests" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"market_name" jsonb NOT NULL,
	"outcome_name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"bets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ref" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'waiting_results' NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"currency" text NOT NULL,
	"subunits" smallint NOT NULL,
	"stake" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"potential_win" bigint NOT NULL,
	"win_amount" bigint,
	"custom_odds" integer,
	"system_id" text,
	"bonus" jsonb,
	"category" text DEFAULT 'regular' NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0 AND "bets"."stake" <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "player_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stakes" jsonb,
	"auto_accept_odds_change" text,
	"odds_type" text,
	"push_subscription" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_requests" ADD CONSTRAINT "bet_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_share_codes" ADD CONSTRAINT "bet_share_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_settings" ADD CONSTRAINT "player_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_selections_bet_position" ON "bet_selections" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "bet_selections_event_status" ON "bet_selections" USING btree ("event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_ref" ON "bets" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "bets_user_created" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_status" ON "bets" USING btree ("status");