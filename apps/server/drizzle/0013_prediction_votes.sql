CREATE TABLE "prediction_votes" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_votes_user_id_event_id_pk" PRIMARY KEY("user_id","event_id"),
	CONSTRAINT "prediction_votes_choice" CHECK ("prediction_votes"."choice" in ('home', 'draw', 'away'))
);
--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_votes_event" ON "prediction_votes" USING btree ("event_id");