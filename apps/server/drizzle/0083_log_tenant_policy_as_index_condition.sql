-- Issue 23, deep pages of the log lists. On a partitioned table the equality policy and the
-- engine's own `tenant_id = <n>` fall into one equivalence class, so the planner turns
-- `<n> = <setting>` into a one-time filter on a Result node over each partition's scan, and every
-- row an offset skips passes through it (+45 % at offset 9,990 of sys_log). Written as `= any(…)` the
-- policy is no equality to merge: it becomes a second index condition and the Result nodes go.
-- That form multiplies the planner's row estimate by its own selectivity, so the list totals of these
-- tables take their estimate as the connecting role (TenantDb.estimate). The check stays an equality:
-- it judges a written row, never a plan.
ALTER POLICY tenant_isolation ON sys_log
  USING (tenant_id = any(array[nullif(current_setting('xinmiao.tenant_id', true), '')::integer]));--> statement-breakpoint
ALTER POLICY tenant_isolation ON sys_read_audit
  USING (tenant_id = any(array[nullif(current_setting('xinmiao.tenant_id', true), '')::integer]));--> statement-breakpoint
ALTER POLICY tenant_isolation ON sys_read_audit_record
  USING (tenant_id = any(array[nullif(current_setting('xinmiao.tenant_id', true), '')::integer]));
