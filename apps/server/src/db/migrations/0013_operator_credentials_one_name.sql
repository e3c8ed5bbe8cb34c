-- One name per operator: stored credential sets take the payment operator id (wave,
-- orange_money, mtn_momo, moov_money). Their ciphertexts keep the label they were sealed with
-- (modules/operator-credentials/service.ts, SEAL_LABEL).
UPDATE "operator_credentials" SET "operator" = CASE "operator"
  WHEN 'orange' THEN 'orange_money'
  WHEN 'mtn' THEN 'mtn_momo'
  WHEN 'moov' THEN 'moov_money'
  ELSE "operator"
END;
