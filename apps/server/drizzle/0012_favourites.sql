CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_kind_object_id_pk" PRIMARY KEY("user_id","kind","object_id"),
	CONSTRAINT "favourites_kind" CHECK ("favourites"."kind" in ('matches', 'leagues', 'teams'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;