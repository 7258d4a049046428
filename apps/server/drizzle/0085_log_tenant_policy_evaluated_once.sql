-- Issue 23. Migration 0083's `= any(array[<setting>])` keeps the log tables' policy out of the
-- planner's equivalence classes, but where it is a filter rather than an index condition (the
-- bounded count of a list total, a scan of a partition) PostgreSQL evaluates `current_setting` and
-- builds the array again for every row: the bounded count of 10,001 rows of sys_log took 3.5 ms
-- under the policy against 2.2 ms as owner. The setting read as a scalar subquery is an InitPlan,
-- evaluated once per statement; the rows compare against its value, and the deep page keeps its
-- index conditions without one-time filters.
ALTER POLICY tenant_isolation ON sys_log
  USING (tenant_id = any(array[(select nullif(current_setting('xinmiao.tenant_id', true), '')::integer)]));--> statement-breakpoint
ALTER POLICY tenant_isolation ON sys_read_audit
  USING (tenant_id = any(array[(select nullif(current_setting('xinmiao.tenant_id', true), '')::integer)]));--> statement-breakpoint
ALTER POLICY tenant_isolation ON sys_read_audit_record
  USING (tenant_id = any(array[(select nullif(current_setting('xinmiao.tenant_id', true), '')::integer)]));
