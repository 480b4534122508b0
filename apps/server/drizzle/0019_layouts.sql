CREATE TABLE "layout_document_history" (
	"page" text NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_document_history_page_state_version_pk" PRIMARY KEY("page","state","version")
);
--> statement-breakpoint
CREATE TABLE "layout_documents" (
	"page" text NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"preview_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_documents_page_state_pk" PRIMARY KEY("page","state"),
	CONSTRAINT "layout_documents_state" CHECK ("layout_documents"."state" in ('published', 'draft')),
	CONSTRAINT "layout_documents_version" CHECK ("layout_documents"."version" >= 1)
);
