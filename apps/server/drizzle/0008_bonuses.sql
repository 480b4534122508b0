CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"trigger" text NOT NULL,
	"promo_code" text,
	"name" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"only_verified" boolean DEFAULT false NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"issue_key" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"currency" text,
	"amount" bigint,
	"uses_count" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"farming_stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_bonuses_amount" CHECK ("issued_bonuses"."amount" IS NULL OR ("issued_bonuses"."amount" > 0 AND "issued_bonuses"."amount" <= 9007199254740991)),
	CONSTRAINT "issued_bonuses_uses" CHECK ("issued_bonuses"."uses_count" IS NULL OR "issued_bonuses"."times_used" <= "issued_bonuses"."uses_count")
);
--> statement-breakpoint
ALTER TABLE "issued_bonuses" ADD CONSTRAINT "issued_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_bonuses" ADD CONSTRAINT "issued_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_key" ON "bonus_campaigns" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_promo" ON "bonus_campaigns" USING btree ("promo_code");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_bonuses_once" ON "issued_bonuses" USING btree ("campaign_id","user_id","issue_key");--> statement-breakpoint
CREATE INDEX "issued_bonuses_user_type" ON "issued_bonuses" USING btree ("user_id","type","status");