// Who holds an MTN number in the sandbox, shared by its Collections and Disbursements paths
// (GET /<product>/v1_0/accountholder/msisdn/{msisdn}/active and …/basicuserinfo).

/** The sandbox's number without an MTN wallet (…09, MTN's sandbox only): not active, no user info. */
export const hasNoWallet = (msisdn: string) => /^225\d{2}00000009$/.test(msisdn);

/** MTN's sandbox user, as its basicuserinfo answers for any wallet. */
export const SANDBOX_USER = {
  sub: "0",
  name: "Sand Box",
  given_name: "Sand",
  family_name: "Box",
  birthdate: "1976-08-13",
  locale: "fr_CI",
  gender: "MALE",
  updated_at: 1676978048,
};

/** MTN's account-holder id check: the type in lower case as MTN documents it (MSISDN is accepted too). */
export const holderIdProblem = (type: string, id: string) => type.toLowerCase() !== "msisdn" || !/^\d{8,15}$/.test(id);
