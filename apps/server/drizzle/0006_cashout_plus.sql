ALTER TABLE "bets" ADD COLUMN "auto_cashout" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "partial_cashouts" jsonb DEFAULT '[]'::jsonb NOT NULL;