-- Vouchers issued or imported from a template without valid_until were stored with expires_at = 0 (a reading
-- fault in VoucherIssuer.template) and so answered 'expired at 1970-01-01'. Their template says "no expiry":
-- give it back to them. Those the sweeper already moved to EXPIRED return to UNUSED, with the repair in their
-- history. ${migrated_at} is the migration's time in epoch millis (set by ServerDatabase).

INSERT INTO voucher_transitions (code, from_status, to_status, request_id, actor, at, detail)
SELECT v.code, 'EXPIRED', 'UNUSED', NULL, 'migration:V5_1', ${migrated_at},
       'no expiry: its template has no valid_until; expired by mistake (expires_at 0)'
FROM vouchers v JOIN voucher_templates t ON t.id = v.template_id
WHERE v.expires_at = 0 AND t.valid_until IS NULL AND v.status = 'EXPIRED';

UPDATE vouchers SET status = 'UNUSED'
WHERE expires_at = 0 AND status = 'EXPIRED'
  AND template_id IN (SELECT id FROM voucher_templates WHERE valid_until IS NULL);

UPDATE vouchers SET expires_at = NULL
WHERE expires_at = 0 AND template_id IN (SELECT id FROM voucher_templates WHERE valid_until IS NULL);
