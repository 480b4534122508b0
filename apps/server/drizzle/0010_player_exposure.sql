CREATE TABLE "player_exposure" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"currency" text NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "player_exposure_user_id_event_id_market_id_specifier_outcome_id_currency_pk" PRIMARY KEY("user_id","event_id","market_id","specifier","outcome_id","currency")
);
--> statement-breakpoint
ALTER TABLE "player_exposure" ADD CONSTRAINT "player_exposure_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: the exposure of the bets open now (the sum the liability check made before this table).
INSERT INTO "player_exposure" ("user_id", "event_id", "market_id", "specifier", "outcome_id", "currency", "payout")
SELECT b.user_id, s.event_id, s.market_id, s.specifier, s.outcome_id, b.currency, sum(b.potential_win)
  FROM "bets" b JOIN "bet_selections" s ON s.bet_id = b.id
 WHERE b.status IN ('waiting_results', 'cashout_in_progress', 'submitted', 'ready_to_process')
 GROUP BY b.user_id, s.event_id, s.market_id, s.specifier, s.outcome_id, b.currency
UNION ALL
SELECT m.user_id, m.event_id, m.market_id, m.specifier, '', m.currency, sum(m.potential_win)
  FROM (SELECT DISTINCT b.id, b.user_id, b.currency, b.potential_win, s.event_id, s.market_id, s.specifier
          FROM "bets" b JOIN "bet_selections" s ON s.bet_id = b.id
         WHERE b.status IN ('waiting_results', 'cashout_in_progress', 'submitted', 'ready_to_process')) m
 GROUP BY m.user_id, m.event_id, m.market_id, m.specifier, m.currency;
