CREATE TABLE "match_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text,
	"points" smallint,
	"period" smallint,
	"match_time" text,
	"score" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_incidents_side" CHECK ("match_incidents"."side" is null or "match_incidents"."side" in ('home', 'away'))
);
--> statement-breakpoint
ALTER TABLE "match_incidents" ADD CONSTRAINT "match_incidents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_incidents_event" ON "match_incidents" USING btree ("event_id","id");