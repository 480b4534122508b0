CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"country_code" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"priorities" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"rating" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"competitors" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"stage" text,
	"stadium" text,
	"city" text,
	"provider" text NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"is_provider_stats_available" boolean DEFAULT false NOT NULL,
	"statistics" jsonb,
	"top_markets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"model" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"name" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"outcomes" jsonb NOT NULL,
	"market_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"next_bet_stop" timestamp with time zone,
	"custom_bet_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"name" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"priorities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_market_id" integer,
	"secondary_market_id" integer,
	"main_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	"secondary_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"priorities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_slug" ON "categories" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_sport_slug" ON "events" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "events_status_start" ON "events" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "events_sport_start" ON "events" USING btree ("sport_id","start_time");--> statement-breakpoint
CREATE INDEX "events_tournament" ON "events" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "events_category" ON "events" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_event_market_spec" ON "markets" USING btree ("event_id","market_id","specifier");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_sport_slug" ON "tournaments" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "tournaments_category" ON "tournaments" USING btree ("category_id");