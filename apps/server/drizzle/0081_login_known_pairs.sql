CREATE TABLE "sys_login_known" (
	"username" text NOT NULL,
	"address" text NOT NULL,
	"last_sign_in" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_login_known_username_address_pk" PRIMARY KEY("username","address")
);
--> statement-breakpoint
CREATE INDEX "idx_sys_login_known_time" ON "sys_login_known" USING btree ("last_sign_in");