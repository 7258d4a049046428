ALTER TABLE "screening_result" ADD COLUMN "career" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Results already stored of a Holland-profile scale (RIASEC) are career results: from now on they
-- follow the career visibility in 测评结果 and 个体报告, not the mental-health result policy.
UPDATE "screening_result" SET "career" = true WHERE "score"->'profile'->>'kind' = 'holland';
