CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bet_id" integer,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"ledger_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_hits_status" CHECK ("jackpot_hits"."status" in ('initial', 'approved', 'declined', 'paid')),
	CONSTRAINT "jackpot_hits_amount" CHECK ("jackpot_hits"."amount" >= 0 AND "jackpot_hits"."amount" <= 9007199254740991),
	CONSTRAINT "jackpot_hits_paid" CHECK (("jackpot_hits"."status" = 'paid') = ("jackpot_hits"."ledger_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"share_bp" integer NOT NULL,
	"hit_odds" integer NOT NULL,
	"seed_amount" bigint DEFAULT 0 NOT NULL,
	"pool_amount" bigint DEFAULT 0 NOT NULL,
	"contributed_amount" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "jackpot_levels_share" CHECK ("jackpot_levels"."share_bp" >= 0 AND "jackpot_levels"."share_bp" <= 10000),
	CONSTRAINT "jackpot_levels_odds" CHECK ("jackpot_levels"."hit_odds" >= 1),
	CONSTRAINT "jackpot_levels_pool" CHECK ("jackpot_levels"."pool_amount" >= 0 AND "jackpot_levels"."pool_amount" <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "jackpot_pool_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bet_id" integer,
	"hit_id" integer,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pool_entries_kind" CHECK ("jackpot_pool_entries"."kind" in ('seed', 'contribution', 'hit'))
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"subunits" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pool_entries" ADD CONSTRAINT "jackpot_pool_entries_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_hits_user" ON "jackpot_hits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot" ON "jackpot_hits" USING btree ("jackpot_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
CREATE INDEX "jackpot_pool_entries_level" ON "jackpot_pool_entries" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "jackpot_pool_entries_bet" ON "jackpot_pool_entries" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "jackpots_currency_status" ON "jackpots" USING btree ("currency","status");