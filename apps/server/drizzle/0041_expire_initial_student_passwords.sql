-- Student accounts used to start with `Xm` + the last six characters of the ID number (or 学号): anyone
-- who knew a student's number could sign in as them. Every such password never changed since is
-- expired here: the value is no scrypt hash, so no password matches it until the school resets the
-- account and hands out a new account slip (random initial password, issue 19).
UPDATE "sys_user" SET "password" = 'expired:initial-student-password', "update_time" = now()
WHERE "user_identity" = 1 AND "pwd_change_required" = 1 AND "password" LIKE 'scrypt$%';
